import type { Millis } from '../../engine';

/** Cancels a scheduled callback. */
export type Cancel = () => void;

/** The host's clock: the only place the views read time or arm timers. */
export interface Clock {
  now(): Millis;
  /** Runs `fn` once after `delay` ms; returns a function that cancels it. */
  schedule(delay: Millis, fn: () => void): Cancel;
}

/** The browser's clock: monotonic `performance.now()` and `setTimeout`. */
export const realClock: Clock = {
  now: () => performance.now(),
  schedule(delay, fn) {
    const id = setTimeout(fn, Math.max(0, delay));
    return () => {
      clearTimeout(id);
    };
  },
};
