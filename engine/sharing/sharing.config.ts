import { SHARING_NETWORKS } from './sharing.constants';
import type { SharingCampaignParams, SharingConfig, SharingNetwork } from './sharing.types';

// Apart from the selectors: every page reads its sharing config as it starts, and only a share bar needs
// the rest, so a host's first script can carry this without them.

/** The string-valued entries of a plain object; anything else is dropped. */
function stringParams(value: unknown): SharingCampaignParams | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return Object.fromEntries(entries);
}

/**
 * Reads the page-provided sharing config, which comes from page markup and so cannot be trusted to have
 * the right shape: only the three networks are kept, and of their parameters only string values.
 *
 * @param raw - the parsed page config, any shape
 * @returns a well-formed sharing config (empty when `raw` is not an object)
 *
 * @public
 */
export function parseSharingConfig(raw: unknown): SharingConfig {
  if (typeof raw !== 'object' || raw === null) return {};
  const source = raw as Readonly<Record<string, unknown>>;
  const config: Partial<Record<SharingNetwork, SharingCampaignParams>> = {};
  for (const network of SHARING_NETWORKS) {
    const params = stringParams(source[network]);
    if (params !== null) config[network] = params;
  }
  return config;
}
