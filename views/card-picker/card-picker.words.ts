import type { CardPickerSlug } from '@play-smart/engine';

/** One game card's words. */
export interface CardPickerCardWords {
  /** The game's name, the card's heading. */
  readonly title: string;
  /** The card picture's text alternative, also the card's tab and choose-button name, e.g. '#1 Quiz of Unforeseen Risks'. */
  readonly altText: string;
  /** One or two sentences on what the game is. */
  readonly blurb: string;
}

/**
 * Everything the card picker says, in one locale (site/content/en/card-picker.ts). The cards' alt texts
 * are the spec's, from the engine's CARD_PICKER_CARDS.
 */
export interface CardPickerContent {
  readonly heading: string;
  readonly intro: string;
  /** The heading after a game, when the picker offers the four other games. */
  readonly completeHeading: string;
  /** The intro after a game. */
  readonly completeIntro: string;
  /** The end screens' control that shows the other games, e.g. 'Play another game'. */
  readonly playAnother: string;
  /** The carousel region's accessible name. */
  readonly regionLabel: string;
  /** The region's role description for screen readers, e.g. 'carousel'. */
  readonly regionRole: string;
  /** Each card's role description, e.g. 'slide'. */
  readonly slideRole: string;
  /** A card's label among the others: '1 of 5'. */
  readonly slideLabel: (n: number, count: number) => string;
  readonly cards: Readonly<Record<CardPickerSlug, CardPickerCardWords>>;
  /** The call-to-action's visible text, e.g. 'Play'; screen readers hear the game's name after it. */
  readonly play: string;
  /** The video button's visible text; screen readers hear the game's name after it. */
  readonly watchVideo: string;
  /** Said before a non-active card's name on the button that brings it forward, e.g. 'Choose'. */
  readonly choose: string;
  readonly previous: string;
  readonly next: string;
  /** Announced when the active card changes, e.g. 'Game 2 of 5: The Scroll of Infinity'. */
  readonly status: (n: number, count: number, title: string) => string;
}
