import { oneOf, resolveConfig } from '../core/config';
import type { Effect } from '../core/effects';
import { unchanged, type EngineModule, type ModuleEvent, type Step } from '../core/module';
import type { Millis } from '../core/time';
import {
  CALCULATOR_DEFAULTS,
  CALCULATOR_END_EVENT,
  CALCULATOR_FOCUS,
  CALCULATOR_PERIOD_MULTIPLIERS,
  CALCULATOR_QUESTIONS,
  CALCULATOR_SLUG,
  CALCULATOR_START_SCORE,
} from './calculator.constants';
import { selectCalculatorOptions } from './calculator.selectors';
import type {
  CalculatorAnswers,
  CalculatorConfig,
  CalculatorEvent,
  CalculatorGameSlug,
  CalculatorPeriod,
  CalculatorState,
} from './calculator.types';

const NO_ANSWERS: CalculatorAnswers = { game: null, amount: null, frequency: null };
const FOCUS_QUESTION: Effect = { type: 'focus', target: CALCULATOR_FOCUS.question };
const LAST_INDEX = CALCULATOR_QUESTIONS.length - 1;

const PERIODS = Object.keys(CALCULATOR_PERIOD_MULTIPLIERS) as CalculatorPeriod[];

/** The calculator has no timers and no randomness, so it needs neither the time nor a seed. */
function init(config: Partial<CalculatorConfig>): Step<CalculatorState> {
  const full = resolveConfig(CALCULATOR_DEFAULTS, config, { defaultPeriod: oneOf(PERIODS) });
  return { state: fresh(full, 'start'), effects: [] };
}

function fresh(config: CalculatorConfig, stage: CalculatorState['stage']): CalculatorState {
  return {
    config,
    stage,
    index: 0,
    answers: NO_ANSWERS,
    score: CALCULATOR_START_SCORE,
    scoreBeforeAmount: CALCULATOR_START_SCORE,
    period: config.defaultPeriod,
  };
}

function firstQuestion(state: CalculatorState): Step<CalculatorState> {
  return { state: fresh(state.config, 'gameplay'), effects: [FOCUS_QUESTION] };
}

/** Records an answer to the question on screen; the score multiplies by the amount and the frequency. */
function record(state: CalculatorState, value: string | number): CalculatorState {
  const slug = CALCULATOR_QUESTIONS[state.index]?.qSlug;
  if (slug === 'game' && typeof value === 'string') {
    // Only a value one of the game question's options holds gets here: a game's slug.
    return { ...state, answers: { ...state.answers, game: value as CalculatorGameSlug } };
  }
  if (slug === 'amount' && typeof value === 'number') {
    return {
      ...state,
      answers: { ...state.answers, amount: value },
      scoreBeforeAmount: state.score,
      score: state.score * value,
    };
  }
  if (slug === 'frequency' && typeof value === 'number') {
    return { ...state, answers: { ...state.answers, frequency: value }, score: state.score * value };
  }
  return state;
}

function answer(state: CalculatorState, value: string | number): Step<CalculatorState> {
  if (state.stage !== 'gameplay') return unchanged(state);
  // Only an option the screen offers counts: the amount question offers only the chosen game's amounts.
  if (!selectCalculatorOptions(state).some((o) => o.value === value)) return unchanged(state);
  const answered = record(state, value);
  if (state.index < LAST_INDEX) {
    return { state: { ...answered, index: state.index + 1 }, effects: [FOCUS_QUESTION] };
  }
  const effects: Effect[] = [
    { type: 'track', event: CALCULATOR_END_EVENT },
    { type: 'focus', target: CALCULATOR_FOCUS.result },
  ];
  return { state: { ...answered, stage: 'ended' }, effects };
}

/**
 * Back to the previous question, undoing its answer. The score goes back to its value from before the
 * amount answer, which is exactly what undoing the amount needs; the game answer never
 * changed the score, so restoring it there is harmless.
 */
function back(state: CalculatorState): Step<CalculatorState> {
  if (state.stage !== 'gameplay' || state.index === 0) return unchanged(state);
  const index = state.index - 1;
  const slug = CALCULATOR_QUESTIONS[index]?.qSlug ?? 'game';
  return {
    state: {
      ...state,
      index,
      answers: { ...state.answers, [slug]: null },
      score: state.scoreBeforeAmount,
    },
    effects: [FOCUS_QUESTION],
  };
}

function selectPeriod(state: CalculatorState, period: CalculatorPeriod): Step<CalculatorState> {
  if (state.stage !== 'ended' || state.period === period) return unchanged(state);
  if (!Object.hasOwn(CALCULATOR_PERIOD_MULTIPLIERS, period)) return unchanged(state);
  return { state: { ...state, period }, effects: [] };
}

function step(state: CalculatorState, event: ModuleEvent<CalculatorEvent>): Step<CalculatorState> {
  switch (event.type) {
    case 'tick':
      return unchanged(state);
    case 'start':
      return state.stage === 'start' ? firstQuestion(state) : unchanged(state);
    case 'answerSelected':
      return answer(state, event.option);
    case 'back':
      return back(state);
    case 'startAgain':
      return state.stage === 'start' ? unchanged(state) : firstQuestion(state);
    case 'periodSelected':
      return selectPeriod(state, event.period);
  }
}

function nextDeadline(): Millis | null {
  // The calculator has no timers: every change is a visitor's click.
  return null;
}

/**
 * The cost calculator ("the costulator"): three questions (game, amount per play, times per week) with a
 * back button, then what that spend adds up to per week, month or year and what the money could buy
 * instead. The score is the running product of the answers, starting at 1.
 *
 * @example
 * ```ts
 * import { calculator, selectCalculatorSpend, selectCalculatorTier } from '@play-smart/engine/calculator';
 * let { state } = calculator.init({}, 0, 1);
 * ({ state } = calculator.step(state, { type: 'start', at: 0 }));
 * ({ state } = calculator.step(state, { type: 'answerSelected', option: 'powerball', at: 1 }));
 * ({ state } = calculator.step(state, { type: 'answerSelected', option: 10, at: 2 }));
 * ({ state } = calculator.step(state, { type: 'answerSelected', option: 2, at: 3 }));
 * selectCalculatorSpend(state);      // 1040: $10 x 2 a week x 52 weeks
 * selectCalculatorTier(state)?.cost; // 550
 * ```
 *
 * @public
 */
export const calculator: EngineModule<CalculatorState, CalculatorEvent, Partial<CalculatorConfig>> = {
  name: CALCULATOR_SLUG,
  init,
  step,
  nextDeadline,
};
