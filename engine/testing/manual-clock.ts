import type { Millis } from '../core';
import type { Clock } from '../driver/clock';

/**
 * A clock that moves only when a test says so. `advance(ms)` fires the callbacks that fall due on the
 * way, in time order, each at its own time: a driver on this clock behaves as on a real one, minus the
 * waiting, and the test framework's own timers (async helpers, time-outs) keep working.
 *
 * @category Test runtime
 *
 * @public
 */
export interface ManualClock extends Clock {
  /** Moves time forward by `ms`, firing every callback due by then, earliest first. */
  advance(ms: Millis): void;
  /** Moves time to the next scheduled callback and fires it; returns false when none is scheduled. */
  next(): boolean;
  /** How many callbacks are scheduled and not yet fired or cancelled. */
  pending(): number;
}

interface Timer {
  readonly at: Millis;
  readonly fn: () => void;
}

/**
 * A {@link ManualClock} starting at `start`.
 *
 * @param start - the time `now()` reads before the first advance
 * @example
 * ```ts
 * import { createManualClock } from '@play-smart/engine/testing';
 * const clock = createManualClock();
 * clock.schedule(100, () => console.log('fired at', clock.now()));
 * clock.advance(250); // logs "fired at 100"; now() is 250
 * ```
 *
 * @category Test runtime
 *
 * @public
 */
export function createManualClock(start: Millis = 0): ManualClock {
  let now = start;
  let nextId = 0;
  const timers = new Map<number, Timer>();

  /** The earliest timer due by `limit` (the first scheduled wins a tie), or undefined. */
  function earliestDue(limit: Millis): [number, Timer] | undefined {
    let best: [number, Timer] | undefined;
    for (const entry of timers) {
      if (entry[1].at <= limit && (best === undefined || entry[1].at < best[1].at)) best = entry;
    }
    return best;
  }

  function fire([id, timer]: [number, Timer]): void {
    now = Math.max(now, timer.at);
    timers.delete(id);
    timer.fn();
  }

  return {
    now: () => now,
    schedule(delay, fn) {
      const id = nextId++;
      timers.set(id, { at: now + Math.max(0, delay), fn });
      return () => {
        timers.delete(id);
      };
    },
    advance(ms) {
      const target = now + ms;
      // Callbacks may schedule more callbacks; those due before the target fire in this advance too.
      for (let entry = earliestDue(target); entry !== undefined; entry = earliestDue(target)) fire(entry);
      now = target;
    },
    next() {
      const entry = earliestDue(Number.POSITIVE_INFINITY);
      if (entry === undefined) return false;
      fire(entry);
      return true;
    },
    pending: () => timers.size,
  };
}
