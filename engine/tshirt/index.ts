/**
 * The free T-shirt offer: offered only when the visitor has not registered and
 * the page says shirts are available.
 *
 * @example
 * ```ts
 * import { isTShirtOffered, tShirtOfferHref } from '@play-smart/engine/tshirt';
 * isTShirtOffered({ registered: false });                          // true
 * isTShirtOffered({ registered: false, tShirtsAvailable: false }); // false
 * tShirtOfferHref('gambler-quiz');                                 // '/games/register?source=gambler-quiz'
 * ```
 *
 * @module tshirt
 */
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
