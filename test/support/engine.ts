import type { EngineModule, Effect, Millis, ModuleEvent, Step } from '../../engine';

/** A timed event for a replay: what happened (a module event or a tick) and when. */
export type Timed<E> = ModuleEvent<E>;

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
  const apply = (step: Step<S>): void => {
    state = step.state;
    states.push(state);
    effects.push(...step.effects);
  };
  for (const event of events) {
    tickUntil(event.at);
    apply(module.step(state, event));
  }
  return { states, effects, last: state };

  function tickUntil(at: Millis): void {
    for (let d = module.nextDeadline(state); d !== null && d <= at; d = module.nextDeadline(state)) {
      apply(module.step(state, { type: 'tick', at: d }));
    }
  }
}

/** Runs every pending deadline of a state, earliest first, up to `until` (default: all of them). */
export function settle<S, E extends { readonly type: string }, C>(
  module: EngineModule<S, E, C>,
  state: S,
  until = Number.POSITIVE_INFINITY,
): { state: S; effects: Effect[] } {
  const effects: Effect[] = [];
  let guard = 0;
  for (let d = module.nextDeadline(state); d !== null && d <= until; d = module.nextDeadline(state)) {
    const step = module.step(state, { type: 'tick', at: d });
    state = step.state;
    effects.push(...step.effects);
    if (++guard > 100_000) throw new Error(`${module.name} never settles`);
  }
  return { state, effects };
}
