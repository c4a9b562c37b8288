/** The calculator's stages (SPEC.md section 4 "Calculator"). */
export type CalculatorStage = 'start' | 'gameplay' | 'end';

/** Which answer a question asks for (SPEC.md section 3 "Calculator": qSlug). */
export type CalculatorQuestionSlug = 'game' | 'amount' | 'frequency';

/** The periods the end screen can show the spend for (SPEC.md section 3 "Multipliers"). */
export type CalculatorPeriod = 'weekly' | 'monthly' | 'yearly';

/** One answer a question offers (SPEC.md section 3: options with value, label and, for games, amounts). */
export interface CalculatorOption {
  /** What the answer records: a game's slug, or a number of dollars or times per week. */
  readonly value: string | number;
  /** The words on the answer button. */
  readonly label: string;
  /** For a game only: the amount choices, in dollars, that fit the game's prices. */
  readonly amounts?: readonly number[];
}

/** One question screen (SPEC.md section 3 "Calculator"). */
export interface CalculatorQuestion {
  /** The question as the visitor reads it. */
  readonly question: string;
  /** Which answer the question asks for. */
  readonly qSlug: CalculatorQuestionSlug;
  /** Every answer the question can offer; the amount question shows only the chosen game's amounts. */
  readonly options: readonly CalculatorOption[];
}

/** A lottery game the calculator asks about, with its ticket prices (CONTENT.md "Ticket prices"). */
export interface CalculatorGame {
  /** A stable identifier, recorded as the game answer. */
  readonly slug: string;
  /** The game's name as the visitor knows it. */
  readonly label: string;
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

/** A result tier: what the money spent could buy instead (SPEC.md section 3 "Result tier"). */
export interface CalculatorTier {
  /** The lowest spend, in dollars, that reaches this tier (SPEC.md section 9). */
  readonly cost: number;
  /** The picture's path. */
  readonly image: string;
  /** The picture's text alternative. */
  readonly alt: string;
  /** What the money is enough for, written to follow 'that money is enough for'. */
  readonly text: string;
}

/** The answers given so far; null until the question is answered. */
export interface CalculatorAnswers {
  /** The chosen game's slug. */
  readonly game: string | null;
  /** The chosen amount in dollars per time played. */
  readonly amount: number | null;
  /** The chosen number of times played per week. */
  readonly frequency: number | null;
}

/** The calculator's configuration. */
export interface CalculatorConfig {
  /** The period the end screen shows first, and again after 'Start again'. */
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
  /** The score just before the amount was answered, which Back restores (SPEC.md section 4). */
  readonly scoreBeforeAmount: number;
  /** The period the end screen shows the spend for. */
  readonly period: CalculatorPeriod;
}

/** What can happen in the calculator. */
export type CalculatorEvent =
  /** 'Start Calculating' on the intro. */
  | { readonly type: 'start' }
  /** An answer to the question on screen; `value` is one of its options' values. */
  | { readonly type: 'answerSelected'; readonly value: string | number }
  /** The back button on a question screen. */
  | { readonly type: 'back' }
  /**
   * 'Start again': a fresh run from the first question, from any question screen as well as the end
   * (SPEC.md section 4). Not the games' `tryAgain`, which only follows a finished game: this one also
   * abandons a run half-way, like a form's reset.
   */
  | { readonly type: 'startAgain' }
  /** The weekly, monthly or yearly choice on the end screen. */
  | { readonly type: 'periodSelected'; readonly period: CalculatorPeriod };
