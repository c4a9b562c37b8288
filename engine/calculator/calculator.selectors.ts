import {
  CALCULATOR_AT_LEAST_CHOICES,
  CALCULATOR_ENOUGH_FOR_ABOVE,
  CALCULATOR_GAMES,
  CALCULATOR_PERIOD_MULTIPLIERS,
  CALCULATOR_QUESTIONS,
  CALCULATOR_TIERS,
} from './calculator.constants';
import type {
  CalculatorGame,
  CalculatorOption,
  CalculatorPeriod,
  CalculatorQuestion,
  CalculatorQuestionSlug,
  CalculatorState,
  CalculatorTier,
} from './calculator.types';

/**
 * The spend for an amount, a frequency and a period: amount x frequency x the period's
 * multiplier (1, 4 or 52).
 *
 * @param amount - dollars per time played
 * @param frequency - times played per week
 * @param period - weekly, monthly or yearly
 * @returns the spend in dollars
 *
 * @public
 */
export function calculatorSpendOf(amount: number, frequency: number, period: CalculatorPeriod): number {
  return amount * frequency * CALCULATOR_PERIOD_MULTIPLIERS[period];
}

/**
 * The result tier for a spend: the highest tier whose cost does not exceed it. A front-end that has no
 * example for some tiers (what the money buys is its content, with a price it can cite) passes `hasItem`:
 * a tier without an item then falls back to the highest one below it that has one, whose item costs no
 * more than its own cost and so no more than the spend.
 *
 * @param spend - dollars
 * @param hasItem - whether the front-end has an item for a tier; every tier counts when left out
 * @returns the tier, or null for a negative or non-numeric spend, or when no tier at or below it has an item
 *
 * @public
 */
export function calculatorTierFor(
  spend: number,
  hasItem: (tier: CalculatorTier) => boolean = () => true,
): CalculatorTier | null {
  let found: CalculatorTier | null = null;
  for (const tier of CALCULATOR_TIERS) if (tier.cost <= spend && hasItem(tier)) found = tier;
  return found;
}

/**
 * A game from the calculator's game table.
 *
 * @param slug - the game's slug
 * @returns the game, or undefined when the table has no such game
 *
 * @public
 */
export function calculatorGameBySlug(slug: string | null): CalculatorGame | undefined {
  return CALCULATOR_GAMES.games.find((g) => g.slug === slug);
}

/**
 * The question on screen (or the first one on the intro and the last one on the end screen).
 *
 * @param state - the calculator state
 * @returns the question
 *
 * @public
 */
export function selectCalculatorQuestion(state: CalculatorState): CalculatorQuestion {
  return CALCULATOR_QUESTIONS[state.index] ?? (CALCULATOR_QUESTIONS[0] as CalculatorQuestion);
}

/**
 * The amounts the chosen game offers, from its cheapest ticket up (see {@link calculatorAmountsFor}):
 * what the amount question shows, and the only amounts the calculator accepts.
 *
 * @param state - the calculator state
 * @returns the amounts in dollars, ascending; empty before a game is chosen
 *
 * @example
 * ```ts
 * import { calculator, selectCalculatorAmounts } from '@play-smart/engine/calculator';
 *
 * let { state } = calculator.init({}, 0, 1);
 * ({ state } = calculator.step(state, { type: 'start', at: 0 }));
 * ({ state } = calculator.step(state, { type: 'answerSelected', option: 'powerball', at: 1 }));
 * selectCalculatorAmounts(state); // [2, 4, 10, 20, 30, 40]: one $2 ticket is the lowest
 * ```
 *
 * @public
 */
export function selectCalculatorAmounts(state: CalculatorState): readonly number[] {
  return calculatorGameBySlug(state.answers.game)?.amounts ?? NO_AMOUNTS;
}

const NO_AMOUNTS: readonly number[] = [];

/**
 * The answers the question on screen offers. The amount question offers only the chosen game's amounts
 * ({@link selectCalculatorAmounts}).
 *
 * @param state - the calculator state
 * @returns the options in display order
 *
 * @public
 */
export function selectCalculatorOptions(state: CalculatorState): readonly CalculatorOption[] {
  const question = selectCalculatorQuestion(state);
  if (question.qSlug !== 'amount') return question.options;
  const amounts = selectCalculatorAmounts(state);
  return question.options.filter((o) => typeof o.value === 'number' && amounts.includes(o.value));
}

/**
 * The 1-based number of the question on screen.
 *
 * @param state - the calculator state
 * @returns the question number, 1 to 3
 *
 * @public
 */
export function selectCalculatorQuestionNumber(state: CalculatorState): number {
  return state.index + 1;
}

/**
 * Whether the back button does anything: on a question screen after the first.
 *
 * @param state - the calculator state
 * @returns true when Back would return one question
 *
 * @public
 */
export function selectCalculatorCanGoBack(state: CalculatorState): boolean {
  return state.stage === 'gameplay' && state.index > 0;
}

/**
 * The multiplier of the period the end screen shows.
 *
 * @param state - the calculator state
 * @returns 1, 4 or 52
 *
 * @public
 */
export function selectCalculatorMultiplier(state: CalculatorState): number {
  return CALCULATOR_PERIOD_MULTIPLIERS[state.period];
}

/**
 * The spend for the chosen period: the score (amount x frequency) x the period's multiplier.
 *
 * @param state - the calculator state
 * @returns the spend in dollars on the end screen; null before it
 *
 * @public
 */
export function selectCalculatorSpend(state: CalculatorState): number | null {
  if (state.stage !== 'ended') return null;
  return state.score * selectCalculatorMultiplier(state);
}

/**
 * The spend for every period at once, so a view can show a week, a month and a year side by side.
 *
 * @param state - the calculator state
 * @returns the spend in dollars per period on the end screen; null before it
 *
 * @public
 */
export function selectCalculatorSpendsByPeriod(
  state: CalculatorState,
): Readonly<Record<CalculatorPeriod, number>> | null {
  if (state.stage !== 'ended') return null;
  const { weekly, monthly, yearly } = CALCULATOR_PERIOD_MULTIPLIERS;
  return { weekly: state.score * weekly, monthly: state.score * monthly, yearly: state.score * yearly };
}

/**
 * The result tier for the spend, falling back past tiers the front-end has no item for (see
 * {@link calculatorTierFor}).
 *
 * @param state - the calculator state
 * @param hasItem - whether the front-end has an item for a tier; every tier counts when left out
 * @returns the tier on the end screen; null before it
 *
 * @public
 */
export function selectCalculatorTier(
  state: CalculatorState,
  hasItem?: (tier: CalculatorTier) => boolean,
): CalculatorTier | null {
  const spend = selectCalculatorSpend(state);
  return spend === null ? null : calculatorTierFor(spend, hasItem);
}

/**
 * Whether the line saying what the money is enough for shows: when the spend exceeds $14.
 *
 * @param state - the calculator state
 * @returns true on the end screen when the spend is above the threshold
 *
 * @public
 */
export function selectCalculatorShowsEnoughFor(state: CalculatorState): boolean {
  const spend = selectCalculatorSpend(state);
  return spend !== null && spend > CALCULATOR_ENOUGH_FOR_ABOVE;
}

/**
 * Whether an answer is a top choice, the top amount ($40) or the top frequency (20 times or more a week):
 * the front-end words it as open-ended ("or more"), and choosing it makes the result a floor.
 *
 * @param slug - the question
 * @param value - one of its options' values
 * @returns true for the top amount or the top frequency
 *
 * @public
 */
export function calculatorIsTopChoice(slug: CalculatorQuestionSlug, value: string | number): boolean {
  if (slug === 'amount') return value === CALCULATOR_AT_LEAST_CHOICES.amount;
  if (slug === 'frequency') return value === CALCULATOR_AT_LEAST_CHOICES.frequency;
  return false;
}

/**
 * Whether the result is a floor ("at least"): when the top amount ($40) or the top frequency (20 times or
 * more a week) was chosen, since the real spend may then be higher.
 *
 * @param state - the calculator state
 * @returns true on the end screen when a top choice was made
 *
 * @public
 */
export function selectCalculatorShowsAtLeast(state: CalculatorState): boolean {
  if (state.stage !== 'ended') return false;
  return (
    (state.answers.amount !== null && calculatorIsTopChoice('amount', state.answers.amount)) ||
    (state.answers.frequency !== null && calculatorIsTopChoice('frequency', state.answers.frequency))
  );
}
