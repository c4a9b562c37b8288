import type { HttpClient } from '../../views/runtime';

/**
 * The site's languages and where each lives: English at the root, Spanish under /es/. Every path of
 * another language is made here (localePath), so no page or view spells a language's prefix.
 */

/** The site's languages, English first (the default). */
export const LOCALES = ['en', 'es'] as const;

/** One of the site's languages. */
export type Locale = (typeof LOCALES)[number];

/** The language of a path without a language prefix. */
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's tag for `<html lang>` and `hreflang`: US English and US Spanish. */
export const HTML_LANG: Readonly<Record<Locale, string>> = { en: 'en-US', es: 'es-US' };

/**
 * Each language's name in itself, for the language switch: a visitor looks for the language they read,
 * so it is never translated.
 */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', es: 'Español' };

/** The path prefix of each language; the default has none. */
const PREFIX: Readonly<Record<Locale, string>> = { en: '', es: '/es' };

/**
 * The cookie that remembers a language the visitor chose with the switch (never set otherwise), so a
 * later visit to the home page opens in it. Holds a language code only.
 */
export const LANG_COOKIE = 'lang';

/** How long the chosen language is remembered: one year. */
export const LANG_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Whether a value is one of the site's languages. */
export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

function splitUrl(url: string): { path: string; rest: string } {
  const at = url.search(/[?#]/);
  return at === -1 ? { path: url, rest: '' } : { path: url.slice(0, at), rest: url.slice(at) };
}

function prefixedLocale(path: string): Locale | null {
  for (const locale of LOCALES) {
    const prefix = PREFIX[locale];
    if (prefix !== '' && (path === prefix || path.startsWith(`${prefix}/`))) return locale;
  }
  return null;
}

/**
 * The language of a path: the one whose prefix it starts with, else the default.
 *
 * @param pathname - a request or location path, e.g. '/es/contact'
 */
export function localeOfPath(pathname: string): Locale {
  return prefixedLocale(splitUrl(pathname).path) ?? DEFAULT_LOCALE;
}

/**
 * A path without its language prefix: '/es/contact' is '/contact', '/es' and '/es/' are '/'.
 *
 * @param pathname - a path, with or without a query or hash (kept)
 */
export function withoutLocale(pathname: string): string {
  const { path, rest } = splitUrl(pathname);
  const locale = prefixedLocale(path);
  if (locale === null) return pathname;
  return `${path.slice(PREFIX[locale].length) || '/'}${rest}`;
}

/**
 * The same place of the site in a language: '/contact' in Spanish is '/es/contact', '/' is '/es/',
 * '/#games' is '/es/#games'; a path already in a language is moved to the other. Only site paths
 * (starting with one '/') change: other URLs (https:, tel:, '#top', '//host') come back as they are.
 *
 * @param locale - the language wanted
 * @param url - a site path, with or without a query or hash
 */
export function localePath(locale: Locale, url: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const bare = withoutLocale(url);
  const prefix = PREFIX[locale];
  if (prefix === '') return bare;
  const { path, rest } = splitUrl(bare);
  return path === '/' ? `${prefix}/${rest}` : `${prefix}${path}${rest}`;
}

/**
 * The shape of a words object with its strings widened: what every language's twin of an English words
 * object must match (the English one is often written `as const`).
 */
export type Words<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Words<R>
    : T extends readonly (infer E)[]
      ? readonly Words<E>[]
      : { readonly [K in keyof T]: Words<T[K]> };

/** The query parameter that tells the site's server which language to answer in. */
export const LANG_PARAM = 'lang';

/**
 * An HTTP client whose requests to the site's own server ask for answers in a language: the forms'
 * errors, the emails sent and the quiz questions then come in the page's language. The default language
 * adds nothing.
 *
 * @param http - the client to wrap
 * @param locale - the page's language
 */
export function inLanguage(http: HttpClient, locale: Locale): HttpClient {
  if (locale === DEFAULT_LOCALE) return http;
  return {
    request: (req) =>
      http.request(
        req.url.startsWith('/') && !req.url.startsWith('//')
          ? { ...req, url: `${req.url}${req.url.includes('?') ? '&' : '?'}${LANG_PARAM}=${locale}` }
          : req,
      ),
  };
}
