import { DEFAULT_LOCALE, HTML_LANG, LOCALES, localePath } from './locale';

/** The same page in another language, for `<link rel="alternate" hreflang>`. */
export interface PageAlternate {
  readonly hreflang: string;
  readonly href: string;
}

/**
 * Stands for the site's public origin at the start of a prerendered page's alternate hrefs. Pages are
 * rendered at build time, but the origin is the running server's setting (PUBLIC_ORIGIN, which it also
 * checks POSTs and links e-mails with): one build can then go to any address, and the server fills the
 * origin in once when it reads the pages ({@link withPublicOrigin}), never per request.
 */
export const PUBLIC_ORIGIN_PLACEHOLDER = '%PUBLIC_ORIGIN%';

/** The hreflang of the page for visitors whose language the site does not have. */
const X_DEFAULT = 'x-default';

/**
 * A page's alternates: the page in every language, itself included, then `x-default`, the default
 * language's page. Each href starts with {@link PUBLIC_ORIGIN_PLACEHOLDER}, as absolute alternates need.
 *
 * @param appPath - the page's path without a language prefix, e.g. '/contact'
 * @returns the alternates, in the order they are written
 */
export function pageAlternates(appPath: string): readonly PageAlternate[] {
  const href = (path: string) => `${PUBLIC_ORIGIN_PLACEHOLDER}${path}`;
  return [
    ...LOCALES.map((locale) => ({ hreflang: HTML_LANG[locale], href: href(localePath(locale, appPath)) })),
    { hreflang: X_DEFAULT, href: href(localePath(DEFAULT_LOCALE, appPath)) },
  ];
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * The `<link rel="alternate">` tags of a page's head.
 *
 * @param alternates - from {@link pageAlternates}
 * @returns one tag per alternate
 */
export function alternateLinkTags(alternates: readonly PageAlternate[]): string[] {
  return alternates.map(
    (a) =>
      `<link rel="alternate" hreflang="${escapeAttribute(a.hreflang)}" href="${escapeAttribute(a.href)}">`,
  );
}

/** The placeholder where it may stand: at the very start of an href (so words in a page never match). */
const PLACEHOLDER_HREF = new RegExp(`href="${PUBLIC_ORIGIN_PLACEHOLDER}`, 'g');

/**
 * The attribute of an element whose text is the site's public origin and nothing else (the email preview
 * shows its link's address in words): the one other place the placeholder may stand, as that element's
 * whole text.
 */
export const PUBLIC_ORIGIN_TEXT_ATTRIBUTE = 'data-public-origin';

/** The placeholder as such an element's whole text, right after its start tag. */
const PLACEHOLDER_TEXT = new RegExp(
  `(<[a-z]+ ${PUBLIC_ORIGIN_TEXT_ATTRIBUTE}=""[^>]*>)${PUBLIC_ORIGIN_PLACEHOLDER}(?=<)`,
  'g',
);

/**
 * The site's public origin as this page was served with it: in a prerendered page the placeholder (the
 * server fills it in), in the browser what the server wrote into the page's `x-default` alternate
 * (PUBLIC_ORIGIN; '' without one, when the alternates are root-relative). Server and browser then render
 * the same address, so hydration changes nothing on screen.
 *
 * @param doc - the page, or undefined while prerendering
 */
export function servedPublicOrigin(doc: Document | undefined): string {
  if (doc === undefined) return PUBLIC_ORIGIN_PLACEHOLDER;
  const href = doc.querySelector('link[rel="alternate"][hreflang="x-default"]')?.getAttribute('href') ?? '';
  return /^https?:\/\//.test(href) ? new URL(href).origin : '';
}

/**
 * A prerendered page with its alternates' origin filled in (and the text of a
 * {@link PUBLIC_ORIGIN_TEXT_ATTRIBUTE} element). Without a public origin the hrefs stay
 * root-relative: the server then knows its address only from each request's Host header, and writing
 * that in would mean rewriting per request (pages are compressed once) or guessing a localhost address
 * that is wrong behind any proxy; browsers resolve the relative ones, and production requires
 * PUBLIC_ORIGIN anyway.
 *
 * @param html - a prerendered page
 * @param publicOrigin - e.g. 'https://example.org' (no trailing slash), or null when unset
 * @returns the page, its alternate hrefs absolute when the origin is known
 */
export function withPublicOrigin(html: string, publicOrigin: string | null): string {
  const origin = escapeAttribute(publicOrigin ?? '');
  return html
    .replace(PLACEHOLDER_HREF, `href="${origin}`)
    .replace(PLACEHOLDER_TEXT, (_m, tag: string) => `${tag}${origin}`);
}
