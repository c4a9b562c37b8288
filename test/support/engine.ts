import {
  fireDue,
  type EngineModule,
  type Effect,
  type Millis,
  type ModuleEvent,
  type Step,
} from '../../engine';

/** A timed event for a replay: what happened (a module event or a tick) and when. */
export type Timed<E> = ModuleEvent<E>;

/** Sees one tick a punctual driver sent: the state before it, the tick, and the step it made. */
export type TickObserver<S, E> = (before: S, tick: ModuleEvent<E>, step: Step<S>) => void;

/**
 * Ticks a module at each of its deadlines up to `at`, one `step` per deadline, as a punctual driver
 * would. The loop is core's `fireDue` over the module's public API, so the test helpers share the one
 * implementation the modules use.
 *
 * @returns the state after the last tick and every tick's effects; the same state when nothing was due
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
 * Plays timed events through a module, ticking at every deadline the module reports on the way, the
 * way a punctual driver would. Returns every state and all effects.
 */
export function replay<S, E extends { readonly type: string }, C>(
  module: EngineModule<S, E, C>,
  start: Step<S>,
  events: readonly Timed<E>[],
): { states: S[]; effects: Effect[]; last: S } {
  let state = start.state;
  const states = [state];
  const effects: Effect[] = [...start.effects];
  const recordState = (_before: S, _tick: ModuleEvent<E>, step: Step<S>): void => {
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
  return { states, effects, last: state };
}

/** Runs every pending deadline of a state, earliest first, up to `until` (default: all of them). */
export function settle<S, E extends { readonly type: string }, C>(
  module: EngineModule<S, E, C>,
  state: S,
  until = Number.POSITIVE_INFINITY,
): { state: S; effects: Effect[] } {
  let ticks = 0;
  // A module that re-arms forever (the myths ticker) would keep an unbounded settle busy for good.
  const bounded = (): void => {
    if (++ticks > 100_000) throw new Error(`${module.name} never settles`);
  };
  const { state: settled, effects } = tickDeadlines(module, state, until, bounded);
  return { state: settled, effects: [...effects] };
}
