import { performance } from 'node:perf_hooks';
import { DatabaseUnavailableError } from './errors';

/**
 * How long a request may wait for the database in all (getting a connection, its queries, its COMMIT)
 * before it is answered 503: long enough for a busy database's slowest sign-up batch, short enough that a
 * visitor (and a balancer, and a browser) is answered well before they give up.
 */
export const DEFAULT_DATABASE_DEADLINE_MS = 5000;

/** The code of {@link DeadlineError}: not a SQLSTATE, named so a log line says what happened. */
export const DEADLINE_CODE = 'DEADLINE';

/**
 * The database did not answer in time (a network partition, a database too slow to serve). The work was
 * abandoned: a transaction was rolled back and its connection discarded, or (when its COMMIT had been
 * sent) its outcome is unknown, which is what the idempotency keys are for. Answered 503 as an outage.
 */
export class DeadlineError extends DatabaseUnavailableError {
  override name = 'DeadlineError';
  constructor(what: string) {
    super(`The database did not answer in time (${what}).`, DEADLINE_CODE);
  }
}

/** The monotonic clock the deadlines are read on (milliseconds). */
export const monotonicMs = (): number => performance.now();

/** Milliseconds left before `deadlineAt`, 0 when it has passed. */
export function remainingMs(deadlineAt: number, nowMs: () => number = monotonicMs): number {
  return Math.max(0, deadlineAt - nowMs());
}

/**
 * Settles as `work` does, or rejects with a {@link DeadlineError} at `deadlineAt`, whichever comes
 * first. `work` is not stopped: the caller cleans up what it leaves (`onLate` is given its result, if it
 * still resolves, so a connection that arrives late is given back).
 */
export function beforeDeadline<T>(
  work: Promise<T>,
  deadlineAt: number,
  what: string,
  onLate?: (late: T) => void,
): Promise<T> {
  // No deadline (migrations, staff commands that pass Infinity): setTimeout would fire at once.
  if (!Number.isFinite(deadlineAt)) return work;
  const left = remainingMs(deadlineAt);
  let timer: NodeJS.Timeout | undefined;
  let late = false;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      late = true;
      reject(new DeadlineError(what));
    }, left);
  });
  void work.then(
    (value) => {
      if (late) onLate?.(value);
    },
    () => undefined,
  );
  return Promise.race([work, timeout]).finally(() => {
    clearTimeout(timer);
  });
}
