export type { MythsItem, MythsCardFace, MythsConfig, MythsState, MythsEvent } from './myths.types';
export {
  MYTHS_ITEMS,
  MYTHS_CARD_COUNT,
  MYTHS_TICKER_INTERVAL_MS,
  MYTHS_BUTTON_LABELS,
  MYTHS_DEFAULTS,
  MYTHS_SLUG,
} from './myths.constants';
export { myths } from './myths.machine';
export {
  selectMythsTickerItem,
  selectMythsTickerRunning,
  selectMythsCardFace,
  selectMythsCardText,
  selectMythsCardButtonLabel,
} from './myths.selectors';
