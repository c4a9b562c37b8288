/**
 * Social sharing: share URLs for facebook, twitter and email with the page's campaign
 * parameters, and the 626x436 popup.
 *
 * @example
 * ```ts
 * import { sharingRequest } from '@play-smart/engine/sharing';
 * sharingRequest('facebook', 'https://x.org/', { facebook: { utm_source: 'fb' } });
 * // { kind: 'open', network: 'facebook', popup: true, effects: [],
 * //   url: 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fx.org%2F%3Futm_source%3Dfb' }
 * ```
 *
 * @module sharing
 */
export type {
  SharingNetwork,
  SharingCampaignParams,
  SharingConfig,
  SharingOptions,
  SharingOpen,
  SharingRejected,
  SharingRequest,
  SharingScreen,
} from './sharing.types';
export {
  SHARING_NETWORKS,
  SHARING_POPUP_WIDTH,
  SHARING_POPUP_HEIGHT,
  SHARING_POPUP_CLOSE_CHECK_MS,
  SHARING_ENDPOINTS,
  SHARING_EMAIL_BODY_SEPARATOR,
  SHARING_UNKNOWN_NETWORK_WARNING,
  SHARING_POPUP_EXTRA_FEATURES,
} from './sharing.constants';
export {
  isSharingNetwork,
  resolveSharingPageUrl,
  withSharingCampaignParams,
  buildSharingUrl,
  sharingRequest,
  selectSharingPopupFeatures,
} from './sharing.selectors';
export { parseSharingConfig } from './sharing.config';
