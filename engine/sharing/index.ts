export type {
  ShareNetwork,
  ShareCampaignParams,
  SharingConfig,
  ShareOptions,
  ShareOpen,
  ShareRejected,
  ShareRequest,
  ShareScreen,
} from './sharing.types';
export {
  SHARE_NETWORKS,
  SHARE_POPUP_WIDTH,
  SHARE_POPUP_HEIGHT,
  SHARE_POPUP_CLOSE_CHECK_MS,
  SHARE_ENDPOINTS,
  SHARE_EMAIL_BODY_SEPARATOR,
  SHARE_UNKNOWN_NETWORK_WARNING,
  SHARE_POPUP_EXTRA_FEATURES,
} from './sharing.constants';
export {
  isShareNetwork,
  resolveSharePageUrl,
  withShareCampaignParams,
  buildShareUrl,
  shareRequest,
  selectSharePopupFeatures,
  parseSharingConfig,
} from './sharing.selectors';
