/**
 * The cost calculator: game, amount and frequency, then what that spend
 * adds up to per week, month or year and what the money could buy instead.
 *
 * @example
 * ```ts
 * import { calculator, selectCalculatorSpend } from '@play-smart/engine/calculator';
 * let { state } = calculator.init({}, 0, 1);
 * ({ state } = calculator.step(state, { type: 'start', at: 0 }));
 * ({ state } = calculator.step(state, { type: 'answerSelected', option: 'powerball', at: 1 }));
 * ({ state } = calculator.step(state, { type: 'answerSelected', option: 10, at: 2 }));
 * ({ state } = calculator.step(state, { type: 'answerSelected', option: 2, at: 3 }));
 * selectCalculatorSpend(state); // 1040: $10 x 2 a week x 52 weeks
 * ```
 *
 * @module calculator
 */
export type {
  CalculatorStage,
  CalculatorQuestionSlug,
  CalculatorPeriod,
  CalculatorOption,
  CalculatorQuestion,
  CalculatorGame,
  CalculatorGameSlug,
  CalculatorGameTable,
  CalculatorTier,
  CalculatorTierKey,
  CalculatorInput,
  CalculatorInputError,
  CalculatorCalculation,
  CalculatorAnswers,
  CalculatorConfig,
  CalculatorState,
  CalculatorEvent,
} from './calculator.types';
export {
  CALCULATOR_SLUG,
  CALCULATOR_AMOUNTS,
  CALCULATOR_LOW_AMOUNTS,
  CALCULATOR_LOW_PLAYS,
  CALCULATOR_ANY_GAME_AMOUNTS,
  calculatorAmountsFor,
  CALCULATOR_FREQUENCIES,
  CALCULATOR_AT_LEAST_CHOICES,
  CALCULATOR_ENOUGH_FOR_ABOVE,
  CALCULATOR_PERIODS,
  CALCULATOR_PERIOD_MULTIPLIERS,
  CALCULATOR_DEFAULT_PERIOD,
  CALCULATOR_START_SCORE,
  CALCULATOR_END_EVENT,
  CALCULATOR_FOCUS,
  CALCULATOR_DEFAULTS,
  CALCULATOR_GAMES,
  CALCULATOR_QUESTIONS,
  CALCULATOR_TIER_COSTS,
  CALCULATOR_TIERS,
} from './calculator.constants';
export { calculator } from './calculator.machine';
export {
  calculatorSpendOf,
  calculatorTierFor,
  calculatorGameBySlug,
  calculatorIsTopChoice,
  selectCalculatorQuestion,
  selectCalculatorAmounts,
  selectCalculatorOptions,
  selectCalculatorQuestionNumber,
  selectCalculatorCanGoBack,
  selectCalculatorMultiplier,
  selectCalculatorSpend,
  selectCalculatorSpendsByPeriod,
  selectCalculatorTier,
  selectCalculatorShowsEnoughFor,
  selectCalculatorShowsAtLeast,
} from './calculator.selectors';
export { calculateCalculatorSpend } from './calculator.calculate';
