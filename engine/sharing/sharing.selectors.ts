import type { LogEffect } from '../core/effects';
import {
  SHARING_EMAIL_BODY_SEPARATOR,
  SHARING_ENDPOINTS,
  SHARING_NETWORKS,
  SHARING_POPUP_EXTRA_FEATURES,
  SHARING_POPUP_HEIGHT,
  SHARING_POPUP_WIDTH,
  SHARING_UNKNOWN_NETWORK_WARNING,
} from './sharing.constants';
import type {
  SharingCampaignParams,
  SharingNetwork,
  SharingOptions,
  SharingRequest,
  SharingScreen,
  SharingConfig,
} from './sharing.types';

/**
 * Whether a string names a network the share bar offers.
 *
 * @param value - a network name, e.g. from a button's data attribute
 * @returns true for 'facebook', 'twitter' and 'email'
 *
 * @public
 */
export function isSharingNetwork(value: string): value is SharingNetwork {
  return (SHARING_NETWORKS as readonly string[]).includes(value);
}

/**
 * The address to share: a configured address when there is one, otherwise the page the visitor is on
 * (the email option uses the current page address by default).
 *
 * @param currentPage - the address of the page the visitor is on
 * @param configured - an address the page asks to share instead, if any
 * @returns the address to share
 *
 * @public
 */
export function resolveSharingPageUrl(currentPage: string, configured?: string | null): string {
  return configured !== undefined && configured !== null && configured.trim() !== ''
    ? configured
    : currentPage;
}

/** Splits at the first separator; the second part is null when the separator is absent. */
function splitOnce(text: string, separator: string): [string, string | null] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, null] : [text.slice(0, at), text.slice(at + separator.length)];
}

/** A query part's decoded name, so `utm%5Fsource=x` and `utm_source=x` count as the same parameter. */
function queryPartName(part: string): string {
  const [raw] = splitOnce(part, '=');
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * Appends campaign parameters to a page address by string operations alone (the engine has no `URL`).
 * The existing query keeps its parameters in order and as written, except any with the same name as a
 * campaign parameter, which the campaign value replaces so the shared address never carries two
 * different `utm_source`s; empty `&&` parts are dropped. The fragment stays last.
 *
 * @param pageUrl - the page address, possibly with a query and a fragment
 * @param params - the campaign parameters, name to value
 * @returns the address with the parameters in its query; unchanged when there are none
 * @example
 * ```ts
 * import { withSharingCampaignParams } from '@play-smart/engine/sharing';
 * withSharingCampaignParams('https://x.org/a?b=1#top', { utm_source: 'facebook' });
 * // 'https://x.org/a?b=1&utm_source=facebook#top'
 * ```
 *
 * @public
 */
export function withSharingCampaignParams(pageUrl: string, params: SharingCampaignParams = {}): string {
  const entries = Object.entries(params);
  if (entries.length === 0) return pageUrl;
  const [beforeHash, hash] = splitOnce(pageUrl, '#');
  const [base, query] = splitOnce(beforeHash, '?');
  const replaced = entries.map(([name]) => name);
  const kept = (query ?? '')
    .split('&')
    .filter((part) => part !== '' && !replaced.includes(queryPartName(part)));
  const added = entries.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  return `${base}?${[...kept, ...added].join('&')}${hash === null ? '' : `#${hash}`}`;
}

/** `?a=1&b=2` from name/value pairs, skipping pairs without a value. */
function queryOf(pairs: readonly (readonly [string, string | undefined])[]): string {
  const parts = pairs.flatMap(([name, value]) =>
    value === undefined || value === '' ? [] : [`${name}=${encodeURIComponent(value)}`],
  );
  return parts.length === 0 ? '' : `?${parts.join('&')}`;
}

/**
 * The address that shares a page on one network, with that network's campaign parameters added to the
 * page address. Facebook gets `sharer.php?u=`, twitter `intent/tweet?url=&text=` (text only when given),
 * email a `mailto:` with the subject (when given) and a body of the text, a blank line and the address.
 *
 * @param network - the network
 * @param pageUrl - the page address to share
 * @param config - the page's sharing config (campaign parameters per network)
 * @param options - optional message text and e-mail subject
 * @returns the share address
 *
 * @public
 */
export function buildSharingUrl(
  network: SharingNetwork,
  pageUrl: string,
  config: SharingConfig = {},
  options: SharingOptions = {},
): string {
  const shared = withSharingCampaignParams(pageUrl, config[network]);
  switch (network) {
    case 'facebook':
      return SHARING_ENDPOINTS.facebook + queryOf([['u', shared]]);
    case 'twitter':
      return (
        SHARING_ENDPOINTS.twitter +
        queryOf([
          ['url', shared],
          ['text', options.text],
        ])
      );
    case 'email': {
      const body = options.text ? options.text + SHARING_EMAIL_BODY_SEPARATOR + shared : shared;
      return (
        SHARING_ENDPOINTS.email +
        queryOf([
          ['subject', options.subject],
          ['body', body],
        ])
      );
    }
  }
}

/**
 * What a share button asks the host to do. A known network gives the address to open and whether to
 * open it in the popup (facebook and twitter) or in place (email's mailto:). An unknown network gives
 * only a warning to log and never an address. Both carry `effects`, so a host can
 * always run them and open only when `kind` is 'open'.
 *
 * @param network - the network named by the button; any string, checked here
 * @param pageUrl - the page address to share
 * @param config - the page's sharing config (campaign parameters per network)
 * @param options - optional message text and e-mail subject
 * @returns the share to open, or the rejection with its warning
 * @example
 * ```ts
 * import { sharingRequest } from '@play-smart/engine/sharing';
 * sharingRequest('facebook', 'https://x.org/', { facebook: { utm_source: 'fb' } });
 * // { kind: 'open', network: 'facebook', popup: true, effects: [],
 * //   url: 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fx.org%2F%3Futm_source%3Dfb' }
 * sharingRequest('myspace', 'https://x.org/', {});
 * // { kind: 'rejected', effects: [{ type: 'log', level: 'warn', message: 'Unknown share network: myspace' }] }
 * ```
 *
 * @public
 */
export function sharingRequest(
  network: string,
  pageUrl: string,
  config: SharingConfig = {},
  options: SharingOptions = {},
): SharingRequest {
  if (!isSharingNetwork(network)) {
    const warning: LogEffect = {
      type: 'log',
      level: 'warn',
      message: `${SHARING_UNKNOWN_NETWORK_WARNING} ${network}`,
    };
    return { kind: 'rejected', effects: [warning] };
  }
  const url = buildSharingUrl(network, pageUrl, config, options);
  return { kind: 'open', network, url, popup: network !== 'email', effects: [] };
}

/**
 * The `window.open` features of the 626x436 share popup, centred on the screen
 * when one is given.
 *
 * @param screen - the visitor's available screen area, if known
 * @returns the features string, e.g. 'width=626,height=436,resizable=yes,scrollbars=yes'
 *
 * @public
 */
export function selectSharingPopupFeatures(screen?: SharingScreen): string {
  const size = `width=${SHARING_POPUP_WIDTH},height=${SHARING_POPUP_HEIGHT}`;
  if (screen === undefined) return `${size},${SHARING_POPUP_EXTRA_FEATURES}`;
  const left = (screen.left ?? 0) + Math.max(0, Math.round((screen.width - SHARING_POPUP_WIDTH) / 2));
  const top = (screen.top ?? 0) + Math.max(0, Math.round((screen.height - SHARING_POPUP_HEIGHT) / 2));
  return `${size},left=${left},top=${top},${SHARING_POPUP_EXTRA_FEATURES}`;
}
