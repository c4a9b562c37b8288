export type { TShirtOfferInputs, TShirtPageSettings } from './tshirt.types';
export {
  TSHIRT_REGISTERED_STORAGE_KEY,
  TSHIRT_REGISTER_PATH,
  TSHIRT_DEFAULT_PAGE_SETTINGS,
  isTShirtOffered,
  tShirtOfferHref,
  parseTShirtRegisteredFlag,
  parseTShirtPageSettings,
} from './tshirt.selectors';
