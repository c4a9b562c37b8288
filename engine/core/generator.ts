import { fireDue } from './deadlines';
import { gameEnd, type Effect } from './effects';
import { unchanged, type ModuleEvent, type Step } from './module';
import { seedRng, type Draw, type RngState } from './rng';
import type { Millis } from './time';

/**
 * A generator's screens: the start screen, the questions, the result.
 *
 * @public
 */
export type GeneratorStage = 'start' | 'question' | 'ended';

/**
 * What every generator's state holds (the nickname and hobby generators): a few questions whose answers
 * are option indexes, then a result drawn with the seeded generator. Plain data; a module adds its
 * configuration.
 *
 * @public
 */
export interface GeneratorState<R> {
  /** The screen on show (during a screen change: the screen that is leaving). */
  readonly stage: GeneratorStage;
  /** 0-based index of the question on screen. */
  readonly question: number;
  /** The option index chosen for each question answered so far, in question order. */
  readonly answers: readonly number[];
  /**
   * When the running screen change or answer processing ends; null when the screen is settled. Clicks
   * are ignored until then.
   */
  readonly busyUntil: Millis | null;
  /** The seeded generator's state. */
  readonly rng: RngState;
  /** The latest result; kept across starting over, so the next draw can take it into account. */
  readonly result: R | null;
}

/**
 * The events every generator takes.
 *
 * @public
 */
export type GeneratorEvent =
  /** The start button was clicked. */
  | { readonly type: 'start' }
  /** An option of the question on screen was clicked; `option` is its 0-based index. */
  | { readonly type: 'answerSelected'; readonly option: number }
  /** The start-over button of the result screen was clicked. */
  | { readonly type: 'tryAgain' };

/**
 * How one generator differs from the others: the rest is written once, here.
 *
 * @public
 */
export interface GeneratorRules<R> {
  /** The generator's slug, for the `game_end` analytics event. */
  readonly slug: string;
  /** Where focus goes when a question, then the result, appears. */
  readonly focus: { readonly question: string; readonly result: string };
  /** How many options each question has, in question order; its length is the number of questions. */
  readonly optionCounts: readonly number[];
  /**
   * Whether starting (and starting over) is a screen change that takes the busy time before question 1
   * shows (the nickname generator), rather than showing it at once (the hobby generator).
   */
  readonly startIsTransition: boolean;
  /**
   * Draws the result once every question is answered.
   *
   * @param rng - the generator's state
   * @param answers - one option index per question
   * @param previous - the previous result, or null
   */
  readonly draw: (rng: RngState, answers: readonly number[], previous: R | null) => Draw<R>;
}

/**
 * A generator's first state: the start screen.
 *
 * @param seed - the host's seed
 * @returns the shared part of the state
 *
 * @public
 */
export function generatorInit<R>(seed: number): GeneratorState<R> {
  return { stage: 'start', question: 0, answers: [], busyUntil: null, rng: seedRng(seed), result: null };
}

function focus(target: string): Effect {
  return { type: 'focus', target };
}

function firstQuestion<S extends GeneratorState<R>, R>(rules: GeneratorRules<R>, state: S): Step<S> {
  return {
    state: { ...state, stage: 'question', question: 0, answers: [], busyUntil: null },
    effects: [focus(rules.focus.question)],
  };
}

function begin<S extends GeneratorState<R>, R>(
  rules: GeneratorRules<R>,
  state: S,
  at: Millis,
  busyMs: Millis,
): Step<S> {
  if (!rules.startIsTransition) return firstQuestion(rules, state);
  return { state: { ...state, busyUntil: at + busyMs }, effects: [] };
}

function answer<S extends GeneratorState<R>, R>(
  rules: GeneratorRules<R>,
  state: S,
  option: number,
  at: Millis,
  busyMs: Millis,
): Step<S> {
  const count = rules.optionCounts[state.question] ?? 0;
  const valid = Number.isInteger(option) && option >= 0 && option < count;
  if (state.stage !== 'question' || state.busyUntil !== null || !valid) return unchanged(state);
  return { state: { ...state, answers: [...state.answers, option], busyUntil: at + busyMs }, effects: [] };
}

/** The busy time is over: question 1 after a start, the next question, or the result after the last. */
function settle<S extends GeneratorState<R>, R>(rules: GeneratorRules<R>, state: S): Step<S> {
  if (state.stage !== 'question') return firstQuestion(rules, state);
  const settled: S = { ...state, busyUntil: null };
  if (state.answers.length < rules.optionCounts.length) {
    return { state: { ...settled, question: state.answers.length }, effects: [focus(rules.focus.question)] };
  }
  const result = rules.draw(state.rng, state.answers, state.result);
  return {
    state: { ...settled, stage: 'ended', rng: result.rng, result: result.value },
    effects: [gameEnd(rules.slug), focus(rules.focus.result)],
  };
}

/**
 * One step of a generator: the shared rules of every generator. Start and start over apply on a settled
 * start or result screen; an option counts on a settled question screen and makes the screen busy for
 * `busyMs`, after which the next question or the result shows; a tick fires the busy time's end.
 *
 * @param rules - what this generator does differently
 * @param state - the state
 * @param event - the event, stamped with its time
 * @param busyMs - how long a screen change or an answer's processing takes
 * @returns the next state and its effects; the same state when the event does not apply
 *
 * @public
 */
export function generatorStep<S extends GeneratorState<R>, R>(
  rules: GeneratorRules<R>,
  state: S,
  event: ModuleEvent<GeneratorEvent>,
  busyMs: Millis,
): Step<S> {
  const settled = state.busyUntil === null;
  switch (event.type) {
    case 'tick':
      return fireDue(state, event.at, generatorNextDeadline, (s: S) => settle(rules, s));
    case 'start':
      return state.stage === 'start' && settled ? begin(rules, state, event.at, busyMs) : unchanged(state);
    case 'answerSelected':
      return answer(rules, state, event.option, event.at, busyMs);
    case 'tryAgain':
      return state.stage === 'ended' && settled ? begin(rules, state, event.at, busyMs) : unchanged(state);
  }
}

/**
 * When the busy time ends, the generator's only timer.
 *
 * @param state - the state
 * @returns the deadline, or null when the screen is settled
 *
 * @public
 */
export function generatorNextDeadline(state: GeneratorState<unknown>): Millis | null {
  return state.busyUntil;
}

/**
 * The option chosen on the question on screen, so a view can mark it while the screen is busy.
 *
 * @param state - the state
 * @returns the option's index, or null when the question on screen has no answer yet
 *
 * @public
 */
export function generatorChosenOption(state: GeneratorState<unknown>): number | null {
  return state.stage === 'question' ? (state.answers[state.question] ?? null) : null;
}
