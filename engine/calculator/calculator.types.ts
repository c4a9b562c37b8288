/**
 * The calculator's stages.
 *
 * @public
 */
export type CalculatorStage = 'start' | 'gameplay' | 'ended';

/**
 * Which answer a question asks for (qSlug).
 *
 * @public
 */
export type CalculatorQuestionSlug = 'game' | 'amount' | 'frequency';

/**
 * The periods the end screen can show the spend for.
 *
 * @public
 */
export type CalculatorPeriod = 'weekly' | 'monthly' | 'yearly';

/**
 * One answer a question offers (options with a value and, for games, amounts).
 *
 * @public
 */
export interface CalculatorOption {
  /**
   * What the answer records: a game's slug, or a number of dollars or times per week. The front-end
   * words the button from it.
   */
  readonly value: CalculatorGameSlug | number;
  /** For a game only: the amount choices, in dollars, that fit the game's prices. */
  readonly amounts?: readonly number[];
}

/**
 * One question screen.
 *
 * @public
 */
export interface CalculatorQuestion {
  /** Which answer the question asks for; the front-end words the question by it. Which answer the question asks for. */
  readonly qSlug: CalculatorQuestionSlug;
  /** Every answer the question can offer; the amount question shows only the chosen game's amounts. */
  readonly options: readonly CalculatorOption[];
}

/**
 * The games' stable identifiers, recorded as the game answer; the front-end names each game.
 *
 * @public
 */
export type CalculatorGameSlug =
  | 'powerball'
  | 'mega-millions'
  | 'classic-lotto'
  | 'rolling-cash-5'
  | 'pick-3'
  | 'pick-4'
  | 'keno'
  | 'scratch-offs';

/**
 * A lottery game the calculator asks about, with its ticket prices (as published by the Ohio Lottery).
 *
 * @public
 */
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

/**
 * The game list with the date its prices were last checked, so a price change is a data edit.
 *
 * @public
 */
export interface CalculatorGameTable {
  /** The day the prices were last checked against public sources, as YYYY-MM-DD. */
  readonly lastVerified: string;
  /** Where the prices come from. */
  readonly source: string;
  /** The games, in the order the question shows them. */
  readonly games: readonly CalculatorGame[];
}

/**
 * Each result tier's key, named after the item the tier's money is enough for in this package's first
 * site's dated price facts (a day at a state park, 5 gallons of gas, a fishing license...). The item, its
 * price, its words and its picture are the front-end's content, keyed by this key or by the tier's cost.
 *
 * @public
 */
export type CalculatorTierKey =
  | 'state-park'
  | 'gas-5-gallons'
  | 'fishing-license'
  | 'gas-tank'
  | 'groceries-week-woman'
  | 'groceries-week-man'
  | 'national-parks-pass'
  | 'baby-food-month'
  | 'groceries-month-woman'
  | 'groceries-month-man'
  | 'groceries-two-weeks-family'
  | 'groceries-two-months-woman'
  | 'groceries-month-family'
  | 'groceries-eight-weeks-family'
  | 'groceries-year-woman'
  | 'groceries-year-man'
  | 'regional-campus-semester'
  | 'groceries-two-years-woman'
  | 'regional-campus-year'
  | 'regional-campus-two-years'
  | 'ohio-state-first-year'
  | 'ohio-state-four-years-tuition'
  | 'ohio-state-two-years';

/**
 * A result tier: what the money spent could buy instead.
 *
 * @public
 */
export interface CalculatorTier {
  /** The lowest spend, in dollars, that reaches this tier. */
  readonly cost: number;
  /** What the money could buy, as a key the front-end words and pictures. */
  readonly key: CalculatorTierKey;
}

/**
 * The answers given so far; null until the question is answered.
 *
 * @public
 */
export interface CalculatorAnswers {
  /** The chosen game's slug. */
  readonly game: CalculatorGameSlug | null;
  /** The chosen amount in dollars per time played. */
  readonly amount: number | null;
  /** The chosen number of times played per week. */
  readonly frequency: number | null;
}

/**
 * The calculator's configuration.
 *
 * @public
 */
export interface CalculatorConfig {
  /** The period the end screen shows first, and again after starting again. */
  readonly defaultPeriod: CalculatorPeriod;
}

/**
 * The calculator's state: plain data.
 *
 * @public
 */
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

/**
 * What can happen in the calculator.
 *
 * @public
 */
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

/**
 * What a form gives {@link calculateCalculatorSpend}: the wizard's three answers and a period.
 *
 * @public
 */
export interface CalculatorInput {
  /** The game's slug, optional: when given, the amount must be one the game offers. */
  readonly game?: CalculatorGameSlug | undefined;
  /** Dollars per time played: one of the amount choices. */
  readonly amount: number;
  /** Times played per week: one of the frequency choices. */
  readonly timesPerWeek: number;
  /** The period the spend is for; the default period (yearly) when left out. */
  readonly period?: CalculatorPeriod | undefined;
}

/**
 * A problem of a {@link CalculatorInput}, as a code with the field it concerns and, where there is a
 * choice, the values offered (for the form to show):
 * - `unknown-game`: `game` is not one of the game table's slugs;
 * - `amount-not-offered`: the amount is not one the game (or, without a game, the amount question) offers;
 * - `times-not-offered`: the times a week is not one of the frequency choices;
 * - `unknown-period`: the period is not weekly, monthly or yearly.
 *
 * @public
 */
export type CalculatorInputError =
  | { readonly code: 'unknown-game'; readonly field: 'game' }
  | { readonly code: 'amount-not-offered'; readonly field: 'amount'; readonly offered: readonly number[] }
  | {
      readonly code: 'times-not-offered';
      readonly field: 'timesPerWeek';
      readonly offered: readonly number[];
    }
  | {
      readonly code: 'unknown-period';
      readonly field: 'period';
      readonly offered: readonly CalculatorPeriod[];
    };

/**
 * What {@link calculateCalculatorSpend} found: the spend and what it means, or every input problem.
 *
 * @public
 */
export type CalculatorCalculation =
  | {
      readonly ok: true;
      /** The period of `spend`. */
      readonly period: CalculatorPeriod;
      /** Dollars spent in that period. */
      readonly spend: number;
      /** Dollars spent in every period, for a chart. */
      readonly spends: Readonly<Record<CalculatorPeriod, number>>;
      /** What the spend could buy instead; null when no tier with an item is reached. */
      readonly tier: CalculatorTier | null;
      /** The spend is a floor: the top amount or the top frequency was chosen ("or more"). */
      readonly atLeast: boolean;
      /** Whether the line saying what the money is enough for shows (the spend exceeds $14). */
      readonly showsEnoughFor: boolean;
    }
  | { readonly ok: false; readonly errors: readonly CalculatorInputError[] };
