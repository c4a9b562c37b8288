// The page settings block alone, with no imports: the form pages read their bot-check key from it
// without pulling site/settings/page-settings.ts's parsers (and the bundler's chunks around them) along.

/** The id of the JSON block the server writes page settings into. */
export const PAGE_SETTINGS_ID = 'page-settings';

/**
 * The settings block's JSON as written by the server; null when it is missing or malformed.
 *
 * @param doc - the page
 * @returns the parsed block, or null
 */
export function readPageSettingsBlock(doc: Document): unknown {
  try {
    return JSON.parse(doc.getElementById(PAGE_SETTINGS_ID)?.textContent ?? '') as unknown;
  } catch {
    return null;
  }
}
