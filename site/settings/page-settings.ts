import {
  TSHIRT_DEFAULT_PAGE_SETTINGS,
  parseTShirtPageSettings,
  parseSharingConfig,
  type TShirtPageSettings,
  type SharingConfig,
} from '@play-smart/engine';
import { DEFAULT_SHARING } from '../content/sharing';
import { readPageSettingsBlock } from './page-settings-block';

export { PAGE_SETTINGS_ID } from './page-settings-block';

/**
 * Reads the page settings from `<script type="application/json" id="page-settings">`; anything missing or
 * malformed falls back to the defaults (tShirtsAvailable true if absent).
 */
export function readPageSettings(doc: Document): TShirtPageSettings {
  const block = readPageSettingsBlock(doc);
  return block === null ? TSHIRT_DEFAULT_PAGE_SETTINGS : parseTShirtPageSettings(block);
}

/**
 * Reads the page-provided sharing config from the same block's `sharing` entry; the
 * site's default campaign parameters when the page gives none.
 */
export function readSharingConfig(doc: Document): SharingConfig {
  const block = readPageSettingsBlock(doc);
  const raw =
    typeof block === 'object' && block !== null ? (block as { sharing?: unknown }).sharing : undefined;
  return raw === undefined ? DEFAULT_SHARING : parseSharingConfig(raw);
}
