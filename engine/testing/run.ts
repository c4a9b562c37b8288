import { fireDue, type Effect, type EngineModule, type Millis, type ModuleEvent, type Step } from '../core';

/**
 * Sees one tick a punctual host sent: the state before it, the tick, and the step it made.
 *
 * @category Running modules
 *
 * @public
 */
export type TickObserver<S, E> = (before: S, tick: ModuleEvent<E>, step: Step<S>) => void;

/**
 * What {@link runEvents} and {@link replay} return.
 *
 * @category Running modules
 *
 * @public
 */
export interface RunResult<S> {
  /** Every state, the first one included: after `init`, after each tick and after each event. */
  readonly states: readonly S[];
  /** Every effect, in the order the host would run them. */
  readonly effects: readonly Effect[];
  /** The last state (named like `Step`'s `state`). */
  readonly state: S;
}

/**
 * Ticks a module at each of its deadlines up to `at`, one `step` per deadline, as a punctual host would.
 * The loop is core's `fireDue`, the one the modules use themselves.
 *
 * @param module - the engine module
 * @param state - the state to start from
 * @param at - the time to tick up to
 * @param observe - sees every tick
 * @returns the state after the last tick and every tick's effects; the same state when nothing was due
 *
 * @category Running modules
 *
 * @public
 */
export function tickDeadlines<S, E extends { readonly type: string }, C>(
  module: EngineModule<S, E, C>,
  state: S,
  at: Millis,
  observe?: TickObserver<S, E>,
): Step<S> {
  return fireDue(
    state,
    at,
    (s) => module.nextDeadline(s),
    (s, due) => {
      const tick: ModuleEvent<E> = { type: 'tick', at: due };
      const step = module.step(s, tick);
      observe?.(s, tick, step);
      return step;
    },
  );
}

/**
 * Plays timed events through a module from a first step, ticking at every deadline the module reports on
 * the way, the way a punctual host would.
 *
 * @param module - the engine module
 * @param start - the step to start from (usually what `init` returned)
 * @param events - the events, each stamped with its time, in time order
 *
 * @category Running modules
 *
 * @public
 */
export function replay<S, E extends { readonly type: string }, C>(
  module: EngineModule<S, E, C>,
  start: Step<S>,
  events: readonly ModuleEvent<E>[],
): RunResult<S> {
  let state = start.state;
  const states = [state];
  const effects: Effect[] = [...start.effects];
  const recordState: TickObserver<S, E> = (_before, _tick, step) => {
    states.push(step.state);
  };
  for (const event of events) {
    const ticked = tickDeadlines(module, state, event.at, recordState);
    effects.push(...ticked.effects);
    const step = module.step(ticked.state, event);
    state = step.state;
    states.push(state);
    effects.push(...step.effects);
  }
  return { states, effects, state };
}

/**
 * Options of {@link runEvents}.
 *
 * @category Running modules
 *
 * @public
 */
export interface RunOptions {
  /** The seed `init` gets (default 1). */
  readonly seed?: number;
  /** The time `init` runs at (default 0). */
  readonly at?: Millis;
}

/**
 * Inits a module and plays timed events through it, ticking at every deadline on the way.
 *
 * @param module - the engine module
 * @param config - its configuration
 * @param events - the events, each stamped with its time (`at`), in time order
 * @param options - seed and start time
 * @example
 * ```ts
 * import { gamblerQuiz } from '@play-smart/engine/gambler-quiz';
 * import { runEvents } from '@play-smart/engine/testing';
 *
 * const { states, state } = runEvents(gamblerQuiz, {}, [
 *   { type: 'takeQuiz', at: 0 },
 *   { type: 'answerSelected', option: 0, at: 1000 },
 * ]);
 * console.log(states.length, state.index); // every state on the way; the last one is `state`
 * ```
 *
 * @category Running modules
 *
 * @public
 */
export function runEvents<S, E extends { readonly type: string }, C>(
  module: EngineModule<S, E, C>,
  config: C,
  events: readonly ModuleEvent<E>[],
  options: RunOptions = {},
): RunResult<S> {
  return replay(module, module.init(config, options.at ?? 0, options.seed ?? 1), events);
}

/**
 * Runs every pending deadline of a state, earliest first, up to `until` (default: all of them).
 *
 * @param module - the engine module
 * @param state - the state to start from
 * @param until - the time to stop at
 * @throws Error when more than 100,000 ticks pass: a module that re-arms forever (a ticker) never settles
 *
 * @category Running modules
 *
 * @public
 */
export function settle<S, E extends { readonly type: string }, C>(
  module: EngineModule<S, E, C>,
  state: S,
  until: Millis = Number.POSITIVE_INFINITY,
): { state: S; effects: Effect[] } {
  let ticks = 0;
  const bounded = (): void => {
    if (++ticks > 100_000) throw new Error(`${module.name} never settles`);
  };
  const { state: settled, effects } = tickDeadlines(module, state, until, bounded);
  return { state: settled, effects: [...effects] };
}

/**
 * How {@link playToEnd} plays: what a player does next, and when the game is over.
 *
 * @category Running modules
 *
 * @public
 */
export interface Player<S, E> {
  /**
   * The player's next move in `state` at time `at`, or null to wait for the module's next deadline.
   */
  readonly move: (state: S, at: Millis) => E | null;
  /** Whether the game is over. */
  readonly isOver: (state: S) => boolean;
  /** The time between two moves (default 100 ms). */
  readonly thinkMs?: Millis;
  /** Give up after this many steps (default 10,000): a player that never ends the game is a bug. */
  readonly maxSteps?: number;
}

/**
 * Plays a game to its end: the player moves whenever it has a move, time runs to the module's next
 * deadline whenever it has none, and every due deadline fires on the way.
 *
 * @param module - the engine module
 * @param start - the step to start from (usually what `init` returned)
 * @param player - see {@link Player}
 * @param at - the time of `start`
 * @throws Error when the game is stuck (no move, no deadline) or takes more than `maxSteps`
 * @example
 * ```ts
 * import { gamblerQuiz } from '@play-smart/engine/gambler-quiz';
 * import { playToEnd } from '@play-smart/engine/testing';
 *
 * const end = playToEnd(gamblerQuiz, gamblerQuiz.init({}, 0, 7), {
 *   move: (s) => (s.stage === 'start' ? { type: 'takeQuiz' } : { type: 'answerSelected', option: 0 }),
 *   isOver: (s) => s.stage === 'ended',
 * });
 * console.log(end.state.score, end.at); // 0, and the time the game ended
 * ```
 *
 * @category Running modules
 *
 * @public
 */
export function playToEnd<S, const E extends { readonly type: string }, C>(
  module: EngineModule<S, E, C>,
  start: Step<S>,
  player: Player<S, NoInfer<E>>,
  at: Millis = 0,
): RunResult<S> & { readonly at: Millis } {
  const think = player.thinkMs ?? 100;
  const maxSteps = player.maxSteps ?? 10_000;
  let state = start.state;
  let now = at;
  const states = [state];
  const effects: Effect[] = [...start.effects];
  const apply = (step: Step<S>): void => {
    if (step.state !== state) states.push(step.state);
    state = step.state;
    effects.push(...step.effects);
  };
  for (let steps = 0; !player.isOver(state); steps++) {
    if (steps >= maxSteps) throw new Error(`${module.name}: not over after ${maxSteps} steps`);
    const event = player.move(state, now);
    if (event !== null) {
      // A move the module ignores (a click during a fade) still lets time pass, so deadlines come due.
      apply(module.step(state, { ...event, at: now }));
      now += think;
    } else {
      const due = module.nextDeadline(state);
      if (due === null) throw new Error(`${module.name}: stuck, with no move and no deadline`);
      now = Math.max(now, due);
    }
    apply(tickDeadlines(module, state, now));
  }
  return { states, effects, state, at: now };
}
