import type { TShirtPageSettings, TShirtOfferInputs } from './tshirt.types';

/**
 * The browser-storage key of the 'registered' flag.
 *
 * @public
 */
export const TSHIRT_REGISTERED_STORAGE_KEY = 'registered';

/**
 * The T-shirt sign-up page the offer links to.
 *
 * @public
 */
export const TSHIRT_REGISTER_PATH = '/games/register';

/**
 * Whether to offer the free T-shirt: only when the visitor has not registered and the page says shirts
 * are available (absent means available).
 *
 * @param inputs - the registered flag and the page setting
 * @returns true when the offer should show
 * @example
 * ```ts
 * import { isTShirtOffered } from '@play-smart/engine/tshirt';
 * isTShirtOffered({ registered: false });                           // true
 * isTShirtOffered({ registered: false, tShirtsAvailable: false });  // false
 * ```
 *
 * @public
 */
export function isTShirtOffered(inputs: TShirtOfferInputs): boolean {
  return !inputs.registered && inputs.tShirtsAvailable !== false;
}

/**
 * The sign-up link for an offer shown by a game, carrying the game as the source.
 *
 * @param source - the slug of the game showing the offer
 * @returns the path with its query
 *
 * @public
 */
export function tShirtOfferHref(source: string): string {
  return `${TSHIRT_REGISTER_PATH}?source=${encodeURIComponent(source)}`;
}

/**
 * Reads the stored 'registered' flag; only the exact string 'true' counts.
 *
 * @param stored - the stored value, or null when absent
 * @returns whether the visitor has registered
 *
 * @public
 */
export function parseTShirtRegisteredFlag(stored: string | null): boolean {
  return stored === 'true';
}

/**
 * The settings of a page that says nothing: shirts are available.
 *
 * @public
 */
export const TSHIRT_DEFAULT_PAGE_SETTINGS: TShirtPageSettings = { tShirtsAvailable: true };

/**
 * Reads page settings from whatever the page carried (parsed JSON, possibly malformed). Anything missing
 * or of the wrong type falls back to the default.
 *
 * @param raw - the parsed settings, or anything else
 * @returns complete settings
 *
 * @public
 */
export function parseTShirtPageSettings(raw: unknown): TShirtPageSettings {
  const value =
    typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>).tShirtsAvailable : undefined;
  return {
    tShirtsAvailable: typeof value === 'boolean' ? value : TSHIRT_DEFAULT_PAGE_SETTINGS.tShirtsAvailable,
  };
}
