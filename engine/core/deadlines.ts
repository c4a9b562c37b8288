import type { Effect } from './effects';
import type { Step } from './module';
import type { Millis } from './time';

/**
 * How many deadlines in a row may fire no later than the one before them. Timers that tie legitimately
 * number a handful (the quiz-game has three); a thousand means one keeps re-arming at the same moment,
 * and without this bound the loop would never end.
 */
const MAX_FIRINGS_WITHOUT_PROGRESS = 1000;

/**
 * Fires every deadline due by `at`, earliest first, each at its own time, and collects their effects in
 * order. This is the one place where "one late tick gives the same state as many punctual ones" is
 * implemented: a module describes its timers with `nextDue` (usually its own `nextDeadline`) and what
 * firing the earliest one does with `fire`.
 *
 * Deadlines set by a firing take part too: when a fade-out ends at 350 and arms a fade-in ending at 700,
 * a tick at 800 fires both. Returns the SAME state object, and no effects, when nothing was due.
 *
 * @remarks
 * Throws an Error instead of looping forever when a module breaks the contract: a firing that leaves the
 * state object unchanged (it would fire again at once), or a run of deadlines that never moves forward
 * in time.
 *
 * @typeParam S - the module's state
 * @param state - the state before the tick
 * @param at - the tick's time: every deadline up to and including it fires
 * @param nextDue - the earliest pending deadline of a state, or null when none is pending
 * @param fire - fires the earliest deadline of a state, which is `due`, at that time
 * @returns the state after every due deadline fired, and their effects
 * @example
 * ```ts
 * import { fireDue, type Millis, type Step } from '@play-smart/engine/core';
 *
 * // A module whose only timer is `fadeEndsAt`:
 * interface S {
 *   readonly fadeEndsAt: Millis | null;
 * }
 * const tick = (state: S, at: Millis): Step<S> =>
 *   fireDue(state, at, (s) => s.fadeEndsAt, (s) => ({ state: { ...s, fadeEndsAt: null }, effects: [] }));
 * console.log(tick({ fadeEndsAt: 350 }, 400).state); // { fadeEndsAt: null }
 * ```
 *
 * @public
 */
export function fireDue<S>(
  state: S,
  at: Millis,
  nextDue: (state: S) => Millis | null,
  fire: (state: S, due: Millis) => Step<S>,
): Step<S> {
  let current = state;
  const effects: Effect[] = [];
  let previous: Millis | null = null;
  let stalled = 0;
  for (let due = nextDue(current); due !== null && due <= at; due = nextDue(current)) {
    stalled = previous !== null && due <= previous ? stalled + 1 : 0;
    if (stalled >= MAX_FIRINGS_WITHOUT_PROGRESS) {
      throw new Error(
        `fireDue: the deadline at ${due} never advances (fired ${stalled} times without moving on)`,
      );
    }
    const fired = fire(current, due);
    if (fired.state === current) {
      throw new Error(
        `fireDue: the deadline at ${due} fired without changing the state, so it would fire forever`,
      );
    }
    current = fired.state;
    effects.push(...fired.effects);
    previous = due;
  }
  return current === state ? { state, effects: [] } : { state: current, effects };
}
