import { readPageSettingsBlock } from './page-settings-block';

/**
 * The page setting that carries the public reCAPTCHA site key. The server writes it only while its own
 * check is on (RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY set together), so the browser asks for a token
 * exactly when the server verifies one.
 */
export const BOT_CHECK_SITE_KEY_SETTING = 'botCheckSiteKey';

/**
 * Reads the reCAPTCHA site key from the page settings. Kept beside the forms rather than in
 * site/settings/page-settings.ts, which every page loads: only the pages with a form import it.
 *
 * @param doc - the page, or undefined while rendering at build time (no key then)
 * @returns the site key, or null when the bot check is off
 */
export function readBotCheckSiteKey(doc: Document | undefined): string | null {
  if (doc === undefined) return null;
  const block = readPageSettingsBlock(doc);
  const key =
    typeof block === 'object' && block !== null
      ? (block as Record<string, unknown>)[BOT_CHECK_SITE_KEY_SETTING]
      : undefined;
  return typeof key === 'string' && key !== '' ? key : null;
}

/** The key for the page being rendered: none at build time, the page's own in the browser. */
export function pageBotCheckSiteKey(): string | null {
  return readBotCheckSiteKey(typeof document === 'undefined' ? undefined : document);
}
