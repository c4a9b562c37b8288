/**
 * The email-a-friend message: the one fixed text the server mails and the preview page shows
 * (/get-help-give-help/email-preview), in the sender's language (its words are in
 * site/content/<locale>/email-message.ts). Pure and free of Node imports so the browser bundle and the
 * server both import it and render the same words.
 */
import { HTML_LANG, localePath, type Locale } from '../routing/locale';
import { HELP_PATH, OHIO_HELPLINE } from './help';

/** The page of the site the message links to (in the message's language). */
export const EMAIL_FRIEND_LINK_PATH = HELP_PATH;

/**
 * The message's words in one language, paragraph by paragraph: plain text, the helpline's number after
 * `before`, or the link to the site's help page after `before`.
 */
export interface EmailFriendTexts {
  readonly subject: string;
  readonly paragraphs: readonly (
    | { readonly kind: 'text'; readonly text: string }
    | { readonly kind: 'helpline'; readonly before: string }
    | { readonly kind: 'site'; readonly before: string }
  )[];
}

/** One paragraph of the message: plain text, with at most one link (the helpline or the site). */
export type EmailFriendParagraph =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'link'; readonly before: string; readonly label: string; readonly href: string };

/** The message in every form a sender or a preview needs. */
export interface EmailFriendMessage {
  readonly subject: string;
  /** The body as paragraphs, for a preview rendered without raw HTML. */
  readonly paragraphs: readonly EmailFriendParagraph[];
  /** The plain-text part. */
  readonly text: string;
  /** The HTML part (every value escaped). */
  readonly html: string;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The link target: the help page on the site's own origin; anything but http(s) is refused. */
function helpPageUrl(siteUrl: string, locale: Locale): string {
  const url = new URL(siteUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new RangeError(`The site URL must be http(s), got "${siteUrl}"`);
  }
  return new URL(localePath(locale, EMAIL_FRIEND_LINK_PATH), url.origin).href;
}

function paragraphsFor(texts: EmailFriendTexts, helpUrl: string): EmailFriendParagraph[] {
  return texts.paragraphs.map((p): EmailFriendParagraph => {
    if (p.kind === 'text') return p;
    if (p.kind === 'helpline') {
      return {
        kind: 'link',
        before: p.before,
        label: OHIO_HELPLINE.display,
        href: `tel:${OHIO_HELPLINE.tel}`,
      };
    }
    return { kind: 'link', before: p.before, label: helpUrl, href: helpUrl };
  });
}

function paragraphText(p: EmailFriendParagraph): string {
  return p.kind === 'text' ? p.text : `${p.before}${p.label}`;
}

function paragraphHtml(p: EmailFriendParagraph): string {
  if (p.kind === 'text') return `<p>${escapeHtml(p.text)}</p>`;
  return `<p>${escapeHtml(p.before)}<a href="${escapeHtml(p.href)}">${escapeHtml(p.label)}</a></p>`;
}

/**
 * Builds the email-a-friend message for a site in one language. Pure: the same arguments always give the
 * same message.
 *
 * @param siteUrl - the site's public address, e.g. `https://example.org` (only its origin is used)
 * @param texts - the message's words in the language (site/content/<locale>/email-message.ts)
 * @param locale - that language: the link goes to the help page in it
 * @returns subject, paragraphs, plain text and HTML
 * @example
 * ```ts
 * emailFriendTemplate('https://example.org', EMAIL_FRIEND_MESSAGE, 'en').text.includes('1-800-589-9966'); // true
 * ```
 */
export function emailFriendTemplate(
  siteUrl: string,
  texts: EmailFriendTexts,
  locale: Locale,
): EmailFriendMessage {
  const paragraphs = paragraphsFor(texts, helpPageUrl(siteUrl, locale));
  return {
    subject: texts.subject,
    paragraphs,
    text: paragraphs.map(paragraphText).join('\n\n') + '\n',
    html:
      `<!doctype html><html lang="${HTML_LANG[locale]}"><body style="font-family: sans-serif; line-height: 1.5">` +
      paragraphs.map(paragraphHtml).join('') +
      '</body></html>',
  };
}
