import type { Millis } from '../core/time';

/**
 * The five games' slugs, which name the cards.
 *
 * @public
 */
export type CardPickerSlug =
  'quiz-game' | 'scroll-game' | 'nickname-generator' | 'hobby-generator' | 'gambler-quiz';

/**
 * The two layouts: a swipeable carousel below 540 px, a shuffled stack otherwise.
 *
 * @public
 */
export type CardPickerLayout = 'mobile' | 'shuffle';

/**
 * The picker's initial states: every card, or, after a game, the first card removed
 * and four laid out.
 *
 * @public
 */
export type CardPickerMode = 'game-selection' | 'game-complete';

/**
 * Where a card sits in the mobile carousel relative to the active card.
 *
 * @public
 */
export type CardPickerPosition = 'center' | 'left' | 'right' | 'far-left' | 'far-right';

/**
 * A horizontal swipe's direction: left shows the next card, right the previous one.
 *
 * @public
 */
export type CardPickerSwipe = 'left' | 'right';

/**
 * One game card.
 *
 * @public
 */
export interface CardPickerCard {
  /** The game's slug; the call-to-action goes to /games/{slug}. */
  readonly slug: CardPickerSlug;
  /** The card's background picture, also used as the page background when the card is active. */
  readonly backgroundImg: string;
  /** The promotional video's id at the video host. */
  readonly videoId: number;
}

/**
 * The card picker's configuration.
 *
 * @public
 */
export interface CardPickerConfig {
  /** The layout to start in; the view picks it from the width with `cardPickerLayoutForWidth`. */
  readonly layout: CardPickerLayout;
  /** The initial state: every card, or the first card removed after a game. */
  readonly mode: CardPickerMode;
  /**
   * The cards in deck order: a permutation of the five slugs. In game-complete the `completed` game is
   * removed, or the first card when no game is named.
   */
  readonly order: readonly CardPickerSlug[];
  /**
   * The game the visitor has just finished, which game-complete leaves out so the picker offers the other
   * four; null to remove the first card of `order` instead. Only game-complete may name one.
   */
  readonly completed: CardPickerSlug | null;
  /** The card active at the start. */
  readonly active: CardPickerSlug;
  /** How long a selection's transition runs: the animating flag and the cover last this long. */
  readonly transitionMs: Millis;
  /** When, after a selection, the page background swaps to the new card. */
  readonly backgroundSwapMs: Millis;
  /** When, after a selection, the stack is reordered with the new card in front. */
  readonly reorderMs: Millis;
}

/**
 * The card picker's state: plain data.
 *
 * @public
 */
export interface CardPickerState {
  /** The configuration, defaults filled in. */
  readonly config: CardPickerConfig;
  /** The layout in use. */
  readonly layout: CardPickerLayout;
  /** The initial state the picker was opened in. */
  readonly mode: CardPickerMode;
  /** The card game-complete removed (the finished game); null in game-selection. */
  readonly removedCard: CardPickerSlug | null;
  /** The laid-out cards in deck order (the mobile carousel's order): five, or four in game-complete. */
  readonly cards: readonly CardPickerSlug[];
  /** The shuffle layout's stack, front first: a rotation of `cards`. */
  readonly order: readonly CardPickerSlug[];
  /** The active card: always one of the laid-out cards. */
  readonly activeCard: CardPickerSlug;
  /** The card that was active before the last selection; null before any selection. */
  readonly previousCard: CardPickerSlug | null;
  /** The card whose picture the page background shows; it follows the active card after a delay. */
  readonly backgroundCard: CardPickerSlug;
  /** When the page background swaps to the active card; null when no swap is pending. */
  readonly backgroundAt: Millis | null;
  /** When the stack is reordered with the active card in front; null when no reorder is pending. */
  readonly reorderAt: Millis | null;
  /** When the running transition ends (animating off, cover hidden); null when none runs. */
  readonly transitionEndsAt: Millis | null;
}

/**
 * What can happen in the card picker.
 *
 * @public
 */
export type CardPickerEvent =
  /** A card was clicked or tapped. */
  | { readonly type: 'cardSelected'; readonly slug: CardPickerSlug }
  /** A horizontal swipe in the mobile layout. */
  | { readonly type: 'swiped'; readonly direction: CardPickerSwipe }
  /** A card's call-to-action button. */
  | { readonly type: 'ctaClicked'; readonly slug: CardPickerSlug }
  /** A card's video button. */
  | { readonly type: 'videoClicked'; readonly slug: CardPickerSlug }
  /** The view crossed the breakpoint and switched layout. */
  | { readonly type: 'layoutChanged'; readonly layout: CardPickerLayout };
