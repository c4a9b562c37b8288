/**
 * The paths the app renders. The server answers these with their prerendered page and status 200, and
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

/** Whether a request path (without query) is one of the app's pages; a trailing slash is tolerated. */
export function isAppPath(path: string): boolean {
  return (APP_PATHS as readonly string[]).includes(normalisePath(path));
}
