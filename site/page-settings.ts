import { TSHIRT_DEFAULT_PAGE_SETTINGS, parseTShirtPageSettings, type TShirtPageSettings } from '../engine';

/** The id of the JSON block the server writes page settings into. */
export const PAGE_SETTINGS_ID = 'page-settings';

/**
 * Reads the page settings from `<script type="application/json" id="page-settings">`; anything missing or
 * malformed falls back to the defaults (tShirtsAvailable true if absent, SPEC.md section 3).
 */
export function readPageSettings(doc: Document): TShirtPageSettings {
  try {
    return parseTShirtPageSettings(JSON.parse(doc.getElementById(PAGE_SETTINGS_ID)?.textContent ?? ''));
  } catch {
    return TSHIRT_DEFAULT_PAGE_SETTINGS;
  }
}
