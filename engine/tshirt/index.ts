export type { TShirtOfferInputs, PageSettings } from './tshirt.types';
export {
  REGISTERED_STORAGE_KEY,
  REGISTER_PATH,
  DEFAULT_PAGE_SETTINGS,
  isTShirtOffered,
  tShirtOfferHref,
  parseRegisteredFlag,
  parsePageSettings,
} from './tshirt.selectors';
