/**
 * The myths: five flip cards and a ticker that shows one myth at a time and
 * switches every 6 s; the visitor can pause it (WCAG 2.2.2).
 *
 * @example
 * ```ts
 * import { myths, selectMythsCardFace } from '@play-smart/engine/myths';
 * const items = [{ myth: 'a myth, in the host words', fact: 'the fact' }];
 * let { state } = myths.init({ items }, 0, 1);
 * ({ state } = myths.step(state, { type: 'tick', at: 6000 }));            // next myth
 * ({ state } = myths.step(state, { type: 'cardFlipped', card: 0, at: 6100 }));
 * selectMythsCardFace(state, 0);                                          // 'fact'
 * ```
 *
 * @module myths
 */
export type { MythsItem, MythsCardFace, MythsConfig, MythsState, MythsEvent } from './myths.types';
export {
  MYTHS_CARD_COUNT,
  MYTHS_TICKER_START_INDEX,
  MYTHS_TICKER_INTERVAL_MS,
  MYTHS_DEFAULTS,
  MYTHS_SLUG,
} from './myths.constants';
export { myths } from './myths.machine';
export {
  selectMythsTickerItem,
  selectMythsTickerRunning,
  selectMythsCardFace,
  selectMythsCardText,
} from './myths.selectors';
