import {
  TSHIRT_DEFAULT_PAGE_SETTINGS,
  parseTShirtPageSettings,
  parseSharingConfig,
  type TShirtPageSettings,
  type SharingConfig,
} from '../engine';
import { DEFAULT_SHARING } from './content/sharing';

/** The id of the JSON block the server writes page settings into. */
export const PAGE_SETTINGS_ID = 'page-settings';

function readBlock(doc: Document): unknown {
  try {
    return JSON.parse(doc.getElementById(PAGE_SETTINGS_ID)?.textContent ?? '') as unknown;
  } catch {
    return null;
  }
}

/**
 * Reads the page settings from `<script type="application/json" id="page-settings">`; anything missing or
 * malformed falls back to the defaults (tShirtsAvailable true if absent, SPEC.md section 3).
 */
export function readPageSettings(doc: Document): TShirtPageSettings {
  const block = readBlock(doc);
  return block === null ? TSHIRT_DEFAULT_PAGE_SETTINGS : parseTShirtPageSettings(block);
}

/**
 * Reads the page-provided sharing config (SPEC.md section 3) from the same block's `sharing` entry; the
 * site's default campaign parameters when the page gives none.
 */
export function readSharingConfig(doc: Document): SharingConfig {
  const block = readBlock(doc);
  const raw =
    typeof block === 'object' && block !== null ? (block as { sharing?: unknown }).sharing : undefined;
  return raw === undefined ? DEFAULT_SHARING : parseSharingConfig(raw);
}
