import type { Clock } from '../../views/runtime';

/** A clock that moves only when a test says so; `advance(ms)` fires due callbacks in time order. */
export interface ManualClock extends Clock {
  advance(ms: number): void;
  /** How many callbacks are scheduled and not yet fired or cancelled. */
  pending(): number;
}

interface Timer {
  readonly at: number;
  readonly fn: () => void;
}

export function createManualClock(start = 0): ManualClock {
  let now = start;
  let nextId = 0;
  const timers = new Map<number, Timer>();

  /** The earliest timer due by `limit`, or undefined. */
  function earliestDue(limit: number): [number, Timer] | undefined {
    let best: [number, Timer] | undefined;
    for (const entry of timers) {
      if (entry[1].at <= limit && (best === undefined || entry[1].at < best[1].at)) best = entry;
    }
    return best;
  }

  return {
    now: () => now,
    schedule(delay, fn) {
      const id = nextId++;
      timers.set(id, { at: now + Math.max(0, delay), fn });
      return () => timers.delete(id);
    },
    advance(ms) {
      const target = now + ms;
      // Callbacks may schedule more callbacks; those due before the target fire in this advance too.
      for (let entry = earliestDue(target); entry !== undefined; entry = earliestDue(target)) {
        now = Math.max(now, entry[1].at);
        timers.delete(entry[0]);
        entry[1].fn();
      }
      now = target;
    },
    pending: () => timers.size,
  };
}
