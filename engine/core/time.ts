/**
 * Milliseconds on the injected clock. Only differences between two values matter: the origin is
 * whatever the host's clock uses (a page's `performance.now()`, a test's manual clock).
 *
 * @public
 */
export type Millis = number;

/**
 * Milliseconds in a second: converts the spec's times given in seconds (the quiz-game's props).
 *
 * @public
 */
export const MS_PER_SECOND = 1000;

/**
 * An event stamped with the time the driver received it.
 *
 * @typeParam E - the event without its time stamp
 *
 * @public
 */
export type At<E> = E & { readonly at: Millis };

/**
 * The timer event. A module's `step` fires every deadline up to the tick's `at`, earliest first, so one
 * late tick gives the same state as many punctual ones.
 *
 * @public
 */
export interface Tick {
  readonly type: 'tick';
}

/**
 * The tick event, shared so drivers and tests do not rebuild it.
 *
 * @public
 */
export const TICK: Tick = { type: 'tick' };

/**
 * Whether a deadline has been reached at a given time.
 *
 * @param deadline - an absolute deadline, or null when no timer is pending
 * @param at - the current time
 * @returns true when the deadline is set and not later than `at`
 *
 * @public
 */
export function isDue(deadline: Millis | null, at: Millis): deadline is Millis {
  return deadline !== null && deadline <= at;
}

/**
 * The earliest of several optional deadlines.
 *
 * @param deadlines - absolute deadlines; null entries are timers that are not pending
 * @returns the smallest deadline, or null when none is pending
 *
 * @public
 */
export function earliest(...deadlines: readonly (Millis | null)[]): Millis | null {
  let best: Millis | null = null;
  for (const d of deadlines) if (d !== null && (best === null || d < best)) best = d;
  return best;
}
