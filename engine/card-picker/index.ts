/**
 * The game-card picker on the home page: five cards, one active; a swipeable
 * carousel below 540 px, a shuffled stack above, and a 700 ms transition per selection.
 *
 * @example
 * ```ts
 * import { cardPicker, selectCardPickerBodyClass } from '@play-smart/engine/card-picker';
 * let { state } = cardPicker.init({}, 0, 1);
 * ({ state } = cardPicker.step(state, { type: 'cardSelected', slug: 'hobby-generator', at: 0 }));
 * ({ state } = cardPicker.step(state, { type: 'tick', at: 700 }));
 * selectCardPickerBodyClass(state); // 'hobby-generator'
 * ```
 *
 * @module card-picker
 */
export type {
  CardPickerSlug,
  CardPickerLayout,
  CardPickerMode,
  CardPickerPosition,
  CardPickerSwipe,
  CardPickerCard,
  CardPickerConfig,
  CardPickerState,
  CardPickerEvent,
} from './card-picker.types';
export {
  CARD_PICKER_NAME,
  CARD_PICKER_IMAGE_DIR,
  CARD_PICKER_CARDS,
  CARD_PICKER_SLUGS,
  CARD_PICKER_PRELOAD_IMAGES,
  CARD_PICKER_DEFAULT_ACTIVE,
  CARD_PICKER_MOBILE_BREAKPOINT_PX,
  CARD_PICKER_REORDER_MS,
  CARD_PICKER_BACKGROUND_SWAP_MS,
  CARD_PICKER_TRANSITION_MS,
  CARD_PICKER_GAMES_PATH,
  CARD_PICKER_DEFAULTS,
} from './card-picker.constants';
export { cardPicker } from './card-picker.machine';
export {
  cardPickerLayoutForWidth,
  cardPickerCard,
  cardPickerGameHref,
  cardPickerRotateTo,
  cardPickerCompleteConfig,
  selectCardPickerOtherGames,
  selectCardPickerCompleted,
  selectCardPickerCards,
  selectCardPickerActiveCard,
  selectCardPickerPosition,
  selectCardPickerStackIndex,
  selectCardPickerAnimating,
  selectCardPickerCoverVisible,
  selectCardPickerBackground,
  selectCardPickerBodyClass,
  selectCardPickerCanSwipe,
} from './card-picker.selectors';
