/** The calculator's stages. */
export type CalculatorStage = 'start' | 'gameplay' | 'end';

/** Which answer a question asks for (qSlug). */
export type CalculatorQuestionSlug = 'game' | 'amount' | 'frequency';

/** The periods the end screen can show the spend for. */
export type CalculatorPeriod = 'weekly' | 'monthly' | 'yearly';

/** One answer a question offers (options with a value and, for games, amounts). */
export interface CalculatorOption {
  /**
   * What the answer records: a game's slug, or a number of dollars or times per week. The front-end
   * words the button from it.
   */
  readonly value: CalculatorGameSlug | number;
  /** For a game only: the amount choices, in dollars, that fit the game's prices. */
  readonly amounts?: readonly number[];
}

/** One question screen. */
export interface CalculatorQuestion {
  /** Which answer the question asks for; the front-end words the question by it. Which answer the question asks for. */
  readonly qSlug: CalculatorQuestionSlug;
  /** Every answer the question can offer; the amount question shows only the chosen game's amounts. */
  readonly options: readonly CalculatorOption[];
}

/** The games' stable identifiers, recorded as the game answer; the front-end names each game. */
export type CalculatorGameSlug =
  | 'powerball'
  | 'mega-millions'
  | 'classic-lotto'
  | 'rolling-cash-5'
  | 'pick-3'
  | 'pick-4'
  | 'keno'
  | 'scratch-offs';

/** A lottery game the calculator asks about, with its ticket prices (as published by the Ohio Lottery). */
export interface CalculatorGame {
  /** A stable identifier, recorded as the game answer. */
  readonly slug: CalculatorGameSlug;
  /** The cheapest single play, in dollars. */
  readonly minPrice: number;
  /** The dearest single play, in dollars. */
  readonly maxPrice: number;
  /** The amount choices, in dollars, that a player could really spend on this game in one go. */
  readonly amounts: readonly number[];
}

/** The game list with the date its prices were last checked, so a price change is a data edit. */
export interface CalculatorGameTable {
  /** The day the prices were last checked against public sources, as YYYY-MM-DD. */
  readonly lastVerified: string;
  /** Where the prices come from. */
  readonly source: string;
  /** The games, in the order the question shows them. */
  readonly games: readonly CalculatorGame[];
}

/** What each result tier's money could buy, as a key; the front-end holds its picture text and words. */
export type CalculatorTierKey =
  | 'coffee'
  | 'pizza'
  | 'movie'
  | 'gas'
  | 'internet'
  | 'groceries-week'
  | 'coat'
  | 'boots'
  | 'bicycle'
  | 'groceries-month'
  | 'laptop'
  | 'washer'
  | 'apartment'
  | 'road-trip'
  | 'sofa'
  | 'community-college'
  | 'airplane'
  | 'car-costs'
  | 'used-car'
  | 'university'
  | 'new-car'
  | 'down-payment'
  | 'starter-home';

/** A result tier: what the money spent could buy instead. */
export interface CalculatorTier {
  /** The lowest spend, in dollars, that reaches this tier. */
  readonly cost: number;
  /** What the money could buy; names the picture and the front-end's words. */
  readonly key: CalculatorTierKey;
  /** The picture's path. */
  readonly image: string;
}

/** The answers given so far; null until the question is answered. */
export interface CalculatorAnswers {
  /** The chosen game's slug. */
  readonly game: CalculatorGameSlug | null;
  /** The chosen amount in dollars per time played. */
  readonly amount: number | null;
  /** The chosen number of times played per week. */
  readonly frequency: number | null;
}

/** The calculator's configuration. */
export interface CalculatorConfig {
  /** The period the end screen shows first, and again after starting again. */
  readonly defaultPeriod: CalculatorPeriod;
}

/** The calculator's state: plain data. */
export interface CalculatorState {
  /** The configuration, defaults filled in. */
  readonly config: CalculatorConfig;
  /** Where the visitor is: intro, questions or results. */
  readonly stage: CalculatorStage;
  /** 0-based index of the question on screen: 0 game, 1 amount, 2 frequency. */
  readonly index: number;
  /** The answers given so far. */
  readonly answers: CalculatorAnswers;
  /**
   * The running product of the answers: 1 at the start, multiplied by the amount, then by the
   * frequency. On the end screen it is the weekly spend.
   */
  readonly score: number;
  /** The score just before the amount was answered, which Back restores. */
  readonly scoreBeforeAmount: number;
  /** The period the end screen shows the spend for. */
  readonly period: CalculatorPeriod;
}

/** What can happen in the calculator. */
export type CalculatorEvent =
  /** The intro's start button. */
  | { readonly type: 'start' }
  /**
   * An answer to the question on screen; `option` is one of its options' `value`s (a game's slug, or a
   * number of dollars or times per week). A value the question does not offer is ignored.
   */
  | { readonly type: 'answerSelected'; readonly option: string | number }
  /** The back button on a question screen. */
  | { readonly type: 'back' }
  /**
   * Starting again: a fresh run from the first question, from any question screen as well as the end.
   * Not the games' `tryAgain`, which only follows a finished game: this one also
   * abandons a run half-way, like a form's reset.
   */
  | { readonly type: 'startAgain' }
  /** The weekly, monthly or yearly choice on the end screen. */
  | { readonly type: 'periodSelected'; readonly period: CalculatorPeriod };
