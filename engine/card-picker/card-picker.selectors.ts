import {
  CARD_PICKER_CARDS,
  CARD_PICKER_GAMES_PATH,
  CARD_PICKER_MOBILE_BREAKPOINT_PX,
} from './card-picker.constants';
import type {
  CardPickerCard,
  CardPickerConfig,
  CardPickerLayout,
  CardPickerPosition,
  CardPickerSlug,
  CardPickerState,
  CardPickerSwipe,
} from './card-picker.types';

/**
 * The layout for a viewport width: mobile below 540 px, shuffle otherwise.
 *
 * @param px - the viewport width in CSS pixels
 * @returns the layout to use
 *
 * @public
 */
export function cardPickerLayoutForWidth(px: number): CardPickerLayout {
  return px < CARD_PICKER_MOBILE_BREAKPOINT_PX ? 'mobile' : 'shuffle';
}

/**
 * A card's data.
 *
 * @param slug - the card's slug
 * @returns the card
 *
 * @public
 */
export function cardPickerCard(slug: CardPickerSlug): CardPickerCard {
  const found = CARD_PICKER_CARDS.find((c) => c.slug === slug);
  if (found === undefined) throw new RangeError(`unknown card ${slug}`);
  return found;
}

/**
 * The call-to-action's target for a card: the game's page on the same host.
 *
 * @param slug - the card's slug
 * @returns the path, e.g. /games/quiz-game
 *
 * @public
 */
export function cardPickerGameHref(slug: CardPickerSlug): string {
  return `${CARD_PICKER_GAMES_PATH}${slug}`;
}

/**
 * Rotates a list so that an item comes first, the items before it moving to the back in order, as when
 * cycling through a deck. This is how the shuffle layout reorders its stack.
 *
 * @param cards - the cards in deck order
 * @param front - the card to bring to the front; if absent the list is returned as a copy
 * @returns a new list starting with `front`
 *
 * @public
 */
export function cardPickerRotateTo(
  cards: readonly CardPickerSlug[],
  front: CardPickerSlug,
): readonly CardPickerSlug[] {
  const i = cards.indexOf(front);
  return i <= 0 ? cards.slice() : [...cards.slice(i), ...cards.slice(0, i)];
}

/**
 * The laid-out cards in display order for the layout in use: the carousel keeps deck order; the shuffle
 * stack lists its front card first.
 *
 * @param state - the card picker state
 * @returns the cards, five or (in game-complete) four
 *
 * @public
 */
export function selectCardPickerCards(state: CardPickerState): readonly CardPickerCard[] {
  const slugs = state.layout === 'mobile' ? state.cards : state.order;
  return slugs.map(cardPickerCard);
}

/**
 * A card's place in the shuffle layout's stack, whichever layout is in use: 0 for the front card. A page
 * prerendered before it knows the viewport lays out both layouts with CSS alone, so it needs the stack
 * place of every card even while the mobile layout is in use.
 *
 * @param state - the card picker state
 * @param slug - the card
 * @returns 0 (front) to 4, or null when the card is not laid out
 *
 * @public
 */
export function selectCardPickerStackIndex(state: CardPickerState, slug: CardPickerSlug): number | null {
  const index = state.order.indexOf(slug);
  return index < 0 ? null : index;
}

/**
 * The active card's data.
 *
 * @param state - the card picker state
 * @returns the active card
 *
 * @public
 */
export function selectCardPickerActiveCard(state: CardPickerState): CardPickerCard {
  return cardPickerCard(state.activeCard);
}

/**
 * A card's place in the mobile carousel: the active card in the centre, its neighbours left and right,
 * the cards beyond them far-left and far-right.
 *
 * @param state - the card picker state
 * @param slug - the card
 * @returns the position, or null when the card is not laid out
 *
 * @public
 */
export function selectCardPickerPosition(
  state: CardPickerState,
  slug: CardPickerSlug,
): CardPickerPosition | null {
  const index = state.cards.indexOf(slug);
  if (index < 0) return null;
  const offset = index - state.cards.indexOf(state.activeCard);
  if (offset === 0) return 'center';
  if (offset === -1) return 'left';
  if (offset === 1) return 'right';
  return offset < 0 ? 'far-left' : 'far-right';
}

/**
 * Whether a transition is running: true for 700 ms after a selection. Swipes and selections are ignored
 * meanwhile.
 *
 * @param state - the card picker state
 * @returns the animating flag
 *
 * @public
 */
export function selectCardPickerAnimating(state: CardPickerState): boolean {
  return state.transitionEndsAt !== null;
}

/**
 * Whether the cover overlay shows: during a transition; it is hidden when the transition ends at 700 ms.
 *
 * @param state - the card picker state
 * @returns true while the cover shows
 *
 * @public
 */
export function selectCardPickerCoverVisible(state: CardPickerState): boolean {
  return state.transitionEndsAt !== null;
}

/**
 * The page background picture: the active card's, swapped 350 ms after a selection.
 *
 * @param state - the card picker state
 * @returns the picture's path
 *
 * @public
 */
export function selectCardPickerBackground(state: CardPickerState): string {
  return cardPickerCard(state.backgroundCard).backgroundImg;
}

/**
 * The class the shuffle layout puts on the page body: the active card's slug, changed with the reorder
 * 700 ms after a selection, which is when the card reaches the front of the stack.
 *
 * @param state - the card picker state
 * @returns the slug in the shuffle layout; null in the mobile layout, which styles the background instead
 *
 * @public
 */
export function selectCardPickerBodyClass(state: CardPickerState): CardPickerSlug | null {
  return state.layout === 'shuffle' ? (state.order[0] ?? null) : null;
}

/**
 * Whether a swipe would change the card now: in the mobile layout, with no transition running, and a card
 * on that side (there is no wrap-around).
 *
 * @param state - the card picker state
 * @param direction - left for the next card, right for the previous one
 * @returns true when the swipe would select a card
 *
 * @public
 */
export function selectCardPickerCanSwipe(state: CardPickerState, direction: CardPickerSwipe): boolean {
  if (state.layout !== 'mobile' || state.transitionEndsAt !== null) return false;
  const index = state.cards.indexOf(state.activeCard) + (direction === 'left' ? 1 : -1);
  return index >= 0 && index < state.cards.length;
}

/**
 * The configuration that opens the picker after a game: game-complete, with the finished game left out.
 *
 * @param completed - the game the visitor has just finished
 * @returns the partial configuration to pass to `cardPicker.init`
 *
 * @public
 */
export function cardPickerCompleteConfig(completed: CardPickerSlug): Partial<CardPickerConfig> {
  return { mode: 'game-complete', completed };
}

/**
 * The games the picker offers in deck order: every game in game-selection; after a game, the other
 * four, never the one just finished.
 *
 * @param state - the card picker state
 * @returns the slugs of the laid-out cards
 *
 * @public
 */
export function selectCardPickerOtherGames(state: CardPickerState): readonly CardPickerSlug[] {
  return state.cards;
}

/**
 * The game the picker left out because the visitor has just finished it.
 *
 * @param state - the card picker state
 * @returns the finished game's slug; null in game-selection
 *
 * @public
 */
export function selectCardPickerCompleted(state: CardPickerState): CardPickerSlug | null {
  return state.removedCard;
}
