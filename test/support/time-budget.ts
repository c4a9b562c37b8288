import { availableParallelism, loadavg } from 'node:os';

/**
 * Time budgets for tests: hang guards (vitest's test and hook timeouts, a child process that must start)
 * and the few waits that cannot be on an event. None of them measures speed, so each is set for an idle
 * machine and stretched by how busy this one is: a budget that holds on a developer's laptop holds the
 * same on two cores shared with a build and a browser. Timings themselves are measured in the benches.
 */

/** Overrides the measured slowdown (a number >= 1), e.g. on a machine whose load average says nothing. */
export const TEST_TIME_SCALE_VARIABLE = 'TEST_TIME_SCALE';

/**
 * How many times slower than idle this machine runs now: the highest of its 1, 5 and 15 minute load
 * averages per core, at least 1. The highest, because load comes and goes during a run of several
 * minutes, and a budget too long costs nothing while a budget too short fails a correct test.
 *
 * @throws Error when {@link TEST_TIME_SCALE_VARIABLE} is set to anything but a number >= 1
 */
export function timeScale(
  env: NodeJS.ProcessEnv = process.env,
  loads: readonly number[] = loadavg(),
  cores: number = availableParallelism(),
): number {
  const value = env[TEST_TIME_SCALE_VARIABLE]?.trim() ?? '';
  if (value !== '') {
    const scale = Number(value);
    if (!Number.isFinite(scale) || scale < 1) {
      throw new Error(`${TEST_TIME_SCALE_VARIABLE} must be a number >= 1, got "${value}".`);
    }
    return scale;
  }
  return Math.max(1, ...loads.map((load) => load / cores));
}

/**
 * A budget of `idleMs` on an idle machine, stretched by {@link timeScale}.
 *
 * @param idleMs - well above what the wait takes on an idle machine
 */
export function timeBudget(idleMs: number, env: NodeJS.ProcessEnv = process.env): number {
  return Math.ceil(idleMs * timeScale(env));
}

/** How often {@link pollUntil} looks again. */
const POLL_MS = 20;

/**
 * For the few states no event announces (a process turning zombie, a background timer's work showing in
 * the database): looks every {@link POLL_MS} ms until `holds` is true, and throws naming `what` once
 * {@link timeBudget}(idleMs) has passed.
 */
export async function pollUntil(
  holds: () => boolean | Promise<boolean>,
  what: string,
  idleMs: number,
): Promise<void> {
  const budget = timeBudget(idleMs);
  const deadline = performance.now() + budget;
  while (!(await holds())) {
    if (performance.now() > deadline) throw new Error(`${what}: not within ${budget} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
