export type { TShirtOfferInputs } from './tshirt.types';
export {
  REGISTERED_STORAGE_KEY,
  REGISTER_PATH,
  isTShirtOffered,
  tShirtOfferHref,
  parseRegisteredFlag,
} from './tshirt.selectors';
