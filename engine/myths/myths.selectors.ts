import type { MythsCardFace, MythsItem, MythsState } from './myths.types';

/**
 * The myth the ticker shows now.
 *
 * @param state - the myths state
 * @returns the current ticker item
 *
 * @public
 */
export function selectMythsTickerItem(state: MythsState): MythsItem {
  return state.config.items[state.tickerIndex] as MythsItem;
}

/**
 * Whether the ticker is switching by itself (not paused), e.g. to label its pause/play control.
 *
 * @param state - the myths state
 * @returns true while the ticker runs
 *
 * @public
 */
export function selectMythsTickerRunning(state: MythsState): boolean {
  return !state.paused;
}

/**
 * The face a card shows: its myth (front) until flipped, then its fact (back).
 *
 * @param state - the myths state
 * @param card - the card's 0-based index
 * @returns the visible face; 'myth' for an index that is not a card
 *
 * @public
 */
export function selectMythsCardFace(state: MythsState, card: number): MythsCardFace {
  return state.flipped[card] === true ? 'fact' : 'myth';
}

/**
 * The text on a card's visible face.
 *
 * @param state - the myths state
 * @param card - the card's 0-based index
 * @returns the myth or the fact; an empty string for an index that is not a card
 *
 * @public
 */
export function selectMythsCardText(state: MythsState, card: number): string {
  const item = state.config.items[card];
  if (item === undefined) return '';
  return item[selectMythsCardFace(state, card)];
}
