import type { Effect } from './effects';
import type { At, Millis, Tick } from './time';

/**
 * The result of a transition: the next state and the effects the host should run, in order, after it
 * has committed the state.
 *
 * @public
 */
export interface Step<S> {
  readonly state: S;
  readonly effects: readonly Effect[];
}

/**
 * The events a module's `step` accepts: its own events and the timer tick.
 *
 * @public
 */
export type ModuleEvent<E> = At<E | Tick>;

/**
 * The contract every engine module follows: the games, the calculator, the card picker, the myths
 * ticker and each form flow.
 *
 * Time and randomness are inputs: `init` gets the time and a seed, every event carries its time, and
 * timers are absolute deadlines kept in the state.
 *
 * @typeParam S - the module's plain, serializable state
 * @typeParam E - the module's events (a union discriminated by `type`)
 * @typeParam C - the module's configuration
 * @example
 * ```ts
 * import type { EngineModule } from '@play-smart/engine/core';
 * import { gamblerQuiz } from '@play-smart/engine/gambler-quiz';
 *
 * // Any host drives any module the same way: init, then step with stamped events, ticking at deadlines.
 * function drive<S, E extends { readonly type: string }, C>(module: EngineModule<S, E, C>, config: C, first: E): S {
 *   let now = 0;
 *   let { state } = module.init(config, now, 42);
 *   ({ state } = module.step(state, { ...first, at: now }));
 *   const due = module.nextDeadline(state);
 *   if (due !== null) ({ state } = module.step(state, { type: 'tick', at: (now = due) }));
 *   return state;
 * }
 * console.log(drive(gamblerQuiz, {}, { type: 'takeQuiz' }).stage); // 'gameplay'
 * ```
 *
 * @public
 */
export interface EngineModule<S, E extends { readonly type: string }, C> {
  /** The module's name, used in logs and benchmarks. */
  readonly name: string;
  /**
   * The initial state.
   *
   * @param config - the configuration (defaults filled in by the module)
   * @param at - the current time
   * @param seed - the seed for the module's random generator
   */
  init(config: C, at: Millis, seed: number): Step<S>;
  /**
   * The transition function. Pure. Returns the SAME state object, and no effects, when the event does not
   * apply (a click during a fade, a tick with nothing due).
   *
   * @param state - the current state
   * @param event - an event stamped with its time
   */
  step(state: S, event: ModuleEvent<E>): Step<S>;
  /**
   * The earliest time at which a tick would change the state; null when no timer is pending.
   *
   * @param state - the current state
   */
  nextDeadline(state: S): Millis | null;
}

/**
 * A step that changes nothing: the same state object and no effects.
 *
 * @param state - the unchanged state
 * @returns the step
 *
 * @public
 */
export function unchanged<S>(state: S): Step<S> {
  return { state, effects: [] };
}

/**
 * How a game ended, the same in every game: whether the visitor won, lost, or simply finished (a game
 * with no winner, such as the scroll game, or a quiz that measures rather than scores), and why, as the
 * game's own code. Each game's `select<Game>End(state)` returns it once the stage is `'ended'`, and null
 * before.
 *
 * @typeParam O - the outcomes the game can have
 * @typeParam R - the game's reasons
 * @example
 * ```ts
 * import type { GameEnd } from '@play-smart/engine/core';
 * import { quizGame, selectQuizGameEnd } from '@play-smart/engine/quiz-game';
 *
 * const questions = [
 *   { question: 'Q', answers: [{ answerText: 'A', isCorrect: true }, { answerText: 'B', isCorrect: false }] },
 * ];
 * let { state } = quizGame.init({ questions }, 0, 1);
 * ({ state } = quizGame.step(state, { type: 'takeQuiz', at: 0 }));
 * const right = state.answers.findIndex((answer) => answer.isCorrect);
 * ({ state } = quizGame.step(state, { type: 'answerSelected', option: right, at: 400 }));
 * const end: GameEnd | null = selectQuizGameEnd(state);
 * console.log(end); // { outcome: 'won', reason: 'questions-out' }
 * ```
 *
 * @public
 */
export interface GameEnd<O extends GameOutcome = GameOutcome, R extends string = string> {
  /** Won, lost, or finished without a winner. */
  readonly outcome: O;
  /** Why it ended, as the game's code (`'lives-out'`, `'questions-out'`, `'gave-up'`...). */
  readonly reason: R;
}

/**
 * The outcomes a game can end with: `won`, `lost`, or `finished` for a game with no winner.
 *
 * @public
 */
export type GameOutcome = 'won' | 'lost' | 'finished';
