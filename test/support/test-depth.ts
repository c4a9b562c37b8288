/**
 * How hard the reliability tests (crash, fuzz) push: a few rounds by default, so `npm test` stays quick on
 * a developer's machine, and the full rounds with `TEST_FULL=1`, which CI sets (.ci/run). Every test runs
 * either way; only its number of rounds or runs changes.
 */

/** The one variable that selects the depth. */
export const TEST_FULL_VARIABLE = 'TEST_FULL';

/**
 * Reads {@link TEST_FULL_VARIABLE}: unset, empty or `0` is the quick depth, `1` the full one.
 *
 * @throws Error for any other value, naming the accepted ones, so a typo cannot silently run the quick depth
 */
export function isFullDepth(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env[TEST_FULL_VARIABLE]?.trim() ?? '';
  if (value === '' || value === '0') return false;
  if (value === '1') return true;
  throw new Error(
    `${TEST_FULL_VARIABLE} must be 1 (full reliability rounds) or 0/unset (quick), got "${value}".`,
  );
}

/**
 * The number of rounds (or runs) a reliability test makes at the current depth.
 *
 * @param quick - for `npm test` on a developer's machine
 * @param full - for CI (`TEST_FULL=1`)
 */
export function depth(quick: number, full: number): number {
  return isFullDepth() ? full : quick;
}
