/**
 * How scroll-game scores are bucketed so their statistics cost the same however many there are.
 *
 * A score below {@link EXACT_BELOW} (256) is its own bucket. A larger score keeps its
 * {@link SIGNIFICANT_BITS} (8) most significant bits: its bucket is `[lower, lower + 2^k)` where `k` is
 * its bit length minus 8, so a bucket is at most 1/128 as wide as any score in it: a statistic is never
 * more than 0.8% below the exact percentile. That makes 256 exact buckets, then 128 per doubling of the
 * score: at most 2,304 buckets for scores up to 16,777,215 (depth 1,677) and 6,016 up to
 * `Number.MAX_SAFE_INTEGER`, which bounds the rows the statistics query reads whatever the number of
 * scores. Finer buckets cost proportionally more per read (test/bench/server-data.bench.ts measured
 * about 3 microseconds per bucket on PGlite); rank titles do not need them.
 *
 * @example
 * ```ts
 * scoreBucket(200); // 200 (exact)
 * scoreBucket(123_456); // 123_392 (123_456 rounded down to a multiple of 2^9)
 * ```
 */

/** Significant bits a bucket keeps. */
export const SIGNIFICANT_BITS = 8;
/** Scores below this are stored exactly. */
export const EXACT_BELOW = 2 ** SIGNIFICANT_BITS;

/** The number of bits needed to write a non-negative safe integer in binary. */
function bitLength(n: number): number {
  const high = Math.floor(n / 2 ** 32);
  return high > 0 ? 64 - Math.clz32(high) : 32 - Math.clz32(n);
}

/** The width of the bucket holding `score`: 1 below {@link EXACT_BELOW}, then doubling with each bit. */
export function scoreBucketWidth(score: number): number {
  return score < EXACT_BELOW ? 1 : 2 ** (bitLength(score) - SIGNIFICANT_BITS);
}

/**
 * The lower bound of the bucket holding `score`; the histogram stores this, and the statistics return it,
 * so a visitor who scores exactly a returned statistic reaches it.
 *
 * @param score - a non-negative safe integer
 */
export function scoreBucket(score: number): number {
  const width = scoreBucketWidth(score);
  // Exact in floating point: dividing and multiplying a safe integer by a power of two loses nothing.
  return Math.floor(score / width) * width;
}

/** True for a score the histogram accepts: a non-negative safe integer. */
export function isValidScore(score: number): boolean {
  return Number.isSafeInteger(score) && score >= 0;
}
