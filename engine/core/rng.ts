/**
 * A seeded pseudo-random generator whose whole state is one unsigned 32-bit integer, so it can live in a
 * module's plain, serializable state and moves stay pure. The algorithm is Mulberry32: small, fast and
 * good enough for shuffling quiz questions; it is not for security.
 */

/**
 * The generator's state: an unsigned 32-bit integer. Any number is accepted and folded into that range.
 *
 * @public
 */
export type RngState = number;

/**
 * One draw: the value and the state to use for the next draw.
 *
 * @public
 */
export interface Draw<T> {
  readonly value: T;
  readonly rng: RngState;
}

/**
 * Turns any number (a seed from `crypto.getRandomValues`, a test's constant) into a generator state.
 *
 * @param seed - any finite number; fractional parts are dropped
 * @returns a state in 0..2^32-1
 *
 * @public
 */
export function seedRng(seed: number): RngState {
  return Math.trunc(seed) >>> 0;
}

/**
 * Draws a float in [0, 1).
 *
 * @param rng - the current state
 * @returns the value and the next state
 * @example
 * ```ts
 * import { nextFloat, seedRng } from '@play-smart/engine/core';
 * const { value, rng } = nextFloat(seedRng(42)); // value === 0.6011037519201636
 * ```
 *
 * @public
 */
export function nextFloat(rng: RngState): Draw<number> {
  const next = (rng + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  const value = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  return { value, rng: next };
}

/**
 * Draws an integer in [0, n).
 *
 * @param rng - the current state
 * @param n - the number of possible values; must be a positive integer
 * @returns the value and the next state
 *
 * @public
 */
export function nextInt(rng: RngState, n: number): Draw<number> {
  if (!Number.isInteger(n) || n <= 0) throw new RangeError(`nextInt needs a positive integer, got ${n}`);
  const { value, rng: after } = nextFloat(rng);
  return { value: Math.floor(value * n), rng: after };
}

/**
 * Draws true with the given probability.
 *
 * @param rng - the current state
 * @param p - the probability of true, 0..1
 * @returns the value and the next state
 *
 * @public
 */
export function nextBool(rng: RngState, p = 0.5): Draw<boolean> {
  const { value, rng: after } = nextFloat(rng);
  return { value: value < p, rng: after };
}

/**
 * Picks one item uniformly.
 *
 * @param rng - the current state
 * @param items - a non-empty list
 * @returns the item and the next state
 *
 * @public
 */
export function pick<T>(rng: RngState, items: readonly T[]): Draw<T> {
  const { value, rng: after } = nextInt(rng, items.length);
  return { value: items[value] as T, rng: after };
}

/**
 * Shuffles a list (Fisher-Yates) into a NEW array; the input is never changed.
 *
 * @param rng - the current state
 * @param items - the list to shuffle
 * @returns a shuffled copy and the next state
 * @example
 * ```ts
 * import { seedRng, shuffle } from '@play-smart/engine/core';
 *
 * const state = { rng: seedRng(42), questions: ['a', 'b', 'c'] };
 * const { value: order, rng } = shuffle(state.rng, state.questions);
 * const next = { ...state, questions: order, rng }; // keep `rng` in the new state
 * ```
 *
 * @public
 */
export function shuffle<T>(rng: RngState, items: readonly T[]): Draw<T[]> {
  const out = items.slice();
  let state = rng;
  for (let i = out.length - 1; i > 0; i--) {
    const draw = nextInt(state, i + 1);
    state = draw.rng;
    const j = draw.value;
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return { value: out, rng: state };
}
