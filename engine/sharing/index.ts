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
  parseSharingConfig,
} from './sharing.selectors';
