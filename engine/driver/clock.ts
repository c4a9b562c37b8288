import type { Millis } from '../core';
import { host } from './host';

/**
 * Cancels a scheduled callback.
 *
 * @category Ports
 *
 * @public
 */
export type Cancel = () => void;

/**
 * The clock port: the only place a front-end reads time or arms timers.
 *
 * @category Ports
 *
 * @public
 */
export interface Clock {
  /** The current time in ms; only differences matter (monotonic where the host allows). */
  now(): Millis;
  /** Runs `fn` once after `delay` ms; returns a function that cancels it. */
  schedule(delay: Millis, fn: () => void): Cancel;
}

/**
 * The host's real clock: monotonic `performance.now()` and `setTimeout`, read from `globalThis` when
 * called, so it works in browsers and in Node 20 and follows a test's fake timers.
 *
 * @category Ports
 *
 * @public
 */
export const realClock: Clock = {
  now: () => {
    const { performance } = host();
    if (performance === undefined) throw new Error('realClock needs globalThis.performance');
    return performance.now();
  },
  schedule(delay, fn) {
    const timers = host();
    const id = timers.setTimeout(fn, Math.max(0, delay));
    return () => {
      timers.clearTimeout(id);
    };
  },
};
