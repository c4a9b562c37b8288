import type { CardPickerCard, CardPickerConfig, CardPickerSlug } from './card-picker.types';

/**
 * The card picker's name, used in logs and benchmarks.
 *
 * @public
 */
export const CARD_PICKER_NAME = 'card-picker';

/**
 * Where the card pictures live; each card's picture is named after its slug.
 *
 * @public
 */
export const CARD_PICKER_IMAGE_DIR = '/images/cards';

function card(slug: CardPickerSlug, videoId: number): CardPickerCard {
  return { slug, backgroundImg: `${CARD_PICKER_IMAGE_DIR}/${slug}.svg`, videoId };
}

/**
 * The five cards in their fixed order, with their pictures and video ids; the front-end holds each card's words.
 *
 * @public
 */
export const CARD_PICKER_CARDS: readonly CardPickerCard[] = [
  card('quiz-game', 378622991),
  card('scroll-game', 9155062),
  card('nickname-generator', 379298192),
  card('hobby-generator', 474728118),
  card('gambler-quiz', 9155047),
];

/**
 * The five slugs in card order.
 *
 * @public
 */
export const CARD_PICKER_SLUGS: readonly CardPickerSlug[] = CARD_PICKER_CARDS.map((c) => c.slug);

/**
 * The five background pictures the page preloads.
 *
 * @public
 */
export const CARD_PICKER_PRELOAD_IMAGES: readonly string[] = CARD_PICKER_CARDS.map((c) => c.backgroundImg);

/**
 * The card active at the start ("The default active card is quiz-game").
 *
 * @public
 */
export const CARD_PICKER_DEFAULT_ACTIVE: CardPickerSlug = 'quiz-game';

/**
 * Below this width in CSS pixels the mobile layout is used.
 *
 * @public
 */
export const CARD_PICKER_MOBILE_BREAKPOINT_PX = 540;

/**
 * The reorder animation: the stack is reordered this long after a selection.
 *
 * @public
 */
export const CARD_PICKER_REORDER_MS = 700;

/**
 * The page background swaps this long after a selection.
 *
 * @public
 */
export const CARD_PICKER_BACKGROUND_SWAP_MS = 350;

/**
 * The animating flag stays true, and the cover shows, this long after a selection ("about 700 ms").
 *
 * @public
 */
export const CARD_PICKER_TRANSITION_MS = 700;

/**
 * The call-to-action's target is this path followed by the card's slug.
 *
 * @public
 */
export const CARD_PICKER_GAMES_PATH = '/games/';

/**
 * The configuration used when a host gives none.
 *
 * @public
 */
export const CARD_PICKER_DEFAULTS: CardPickerConfig = {
  layout: 'shuffle',
  mode: 'game-selection',
  order: CARD_PICKER_SLUGS,
  completed: null,
  active: CARD_PICKER_DEFAULT_ACTIVE,
  transitionMs: CARD_PICKER_TRANSITION_MS,
  backgroundSwapMs: CARD_PICKER_BACKGROUND_SWAP_MS,
  reorderMs: CARD_PICKER_REORDER_MS,
};
