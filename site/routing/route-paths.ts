import { LOCALES, localePath, withoutLocale, type Locale } from './locale';

/**
 * The paths the app renders, in English; each is also served in every other language under that
 * language's prefix (site/routing/locale.ts: '/es/contact'). The server answers these with their prerendered page and status 200, and
 * any other path with the 404 page and status 404. Add a path here only when its page is real.
 */
export const APP_PATHS = [
  '/',
  '/games/gambler-quiz',
  '/get-help-give-help',
  '/get-help-give-help/email-preview',
  '/games/quiz-game',
  '/games/scroll-game',
  '/games/nickname-generator',
  '/games/hobby-generator',
  '/cost-calculator',
  '/games/register',
  '/privacy-policy',
  '/accessibility',
  '/contact',
] as const;

/** One of the app's paths. */
export type AppPath = (typeof APP_PATHS)[number];

/**
 * Real pages a visitor does not look for by name, so the 404 page's list leaves them out: the email
 * preview is opened from the email-a-friend form, beside it.
 */
export const UNLISTED_PATHS: readonly AppPath[] = ['/get-help-give-help/email-preview'];

/** A request path without its trailing slashes ('/' stays '/'). */
export function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/**
 * The app path (the English one) of a request path in any language, or null when it is no page:
 * '/es/contact' is '/contact'. A trailing slash is tolerated.
 */
export function appPathOf(path: string): AppPath | null {
  const bare = normalisePath(withoutLocale(normalisePath(path)));
  return (APP_PATHS as readonly string[]).includes(bare) ? (bare as AppPath) : null;
}

/** Whether a request path (without query) is one of the app's pages in any language. */
export function isAppPath(path: string): boolean {
  return appPathOf(path) !== null;
}

/** The path of a language's 404 page ('/404', '/es/404'): answered for any other path in it. */
export function notFoundPath(locale: Locale): string {
  return localePath(locale, '/404');
}

/** Every page path of every language, as served (normalised: '/es', not '/es/'). */
export const LOCALE_PAGE_PATHS: readonly string[] = LOCALES.flatMap((locale) =>
  APP_PATHS.map((path) => normalisePath(localePath(locale, path))),
);

/** Every prerendered page's path: each page in each language, then each language's 404 page. */
export const PRERENDERED_PATHS: readonly string[] = [
  ...LOCALE_PAGE_PATHS,
  ...LOCALES.map((locale) => notFoundPath(locale)),
];
