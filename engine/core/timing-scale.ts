import type { ConfigRule } from './config';

/**
 * The smallest timing scale: 1, the spec's own times. A timing scale multiplies the time limits a visitor
 * plays against (the quiz-game's clocks, the scroll game's inactivity wait and countdown), so a larger
 * one gives more time; there is no upper bound (WCAG 2.2.1 Timing Adjustable).
 *
 * @public
 */
export const MIN_TIMING_SCALE = 1;

/**
 * The timing scales a view offers: x1, x2, x5 and x10. The largest meets WCAG 2.2.1's "at least ten times
 * the default"; any other scale of at least 1 is valid too (see {@link isTimingScale}).
 *
 * @public
 */
export const TIMING_SCALE_CHOICES: readonly number[] = [1, 2, 5, 10];

/**
 * Whether a number is a valid timing scale: finite and at least {@link MIN_TIMING_SCALE}. A scale below 1
 * would take time away from the visitor, which the spec's times do not allow.
 *
 * @param scale - the candidate scale
 * @returns true when the scale may be used
 *
 * @public
 */
export function isTimingScale(scale: number): boolean {
  return Number.isFinite(scale) && scale >= MIN_TIMING_SCALE;
}

/**
 * The configuration rule for a `timingScale` field, shared by every module that has one.
 *
 * @public
 */
export const TIMING_SCALE_RULE: ConfigRule<number> = {
  must: `a finite number of at least ${MIN_TIMING_SCALE}`,
  test: isTimingScale,
};
