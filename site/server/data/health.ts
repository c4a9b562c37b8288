import { performance } from 'node:perf_hooks';
import { DatabaseUnavailableError } from './errors';
import type { Database, DatabaseHealthReading, QueryOptions, Queryable } from './port';

/**
 * Operations (a query, a transaction: one sign-up batch however many sign-ups it holds) that may wait for
 * the database at once before more are refused at once: a pool of ten connections drains a queue this
 * long in well under a deadline when the database is well, and when it is not, a longer queue would
 * only hold more visitors until their deadline.
 */
export const DEFAULT_MAX_WAITING = 100;

/** The code of a refusal by {@link DatabaseHealth}: not a SQLSTATE, named for the log line. */
export const SHED_CODE = 'SHED';

/** How an admitted call ended: answered, answered with an error (a unique violation), or not answered. */
export type DatabaseCallOutcome = 'ok' | 'error' | 'unavailable';

/** Why a call was refused at once: too many were waiting, or the database is down and being probed. */
export type ShedReason = 'queue_full' | 'probing';

/** Told of every call {@link DatabaseHealth} judges (the server's metrics); no SQL, no parameters. */
export interface DatabaseObserver {
  /** An admitted call ended after `seconds` (waiting for a connection included). */
  called(seconds: number, outcome: DatabaseCallOutcome): void;
  /** A call was refused at once with a 503. */
  shed(reason: ShedReason): void;
}

/** What {@link DatabaseHealth} is told at construction. */
export interface DatabaseHealthOptions {
  /** Operations waiting for the database at most; one more is refused at once (load shedding). */
  readonly maxWaiting: number;
  /** Told of each call's duration and outcome, and of each call shed. */
  readonly observer?: DatabaseObserver | undefined;
}

/**
 * The server's one judgement of whether the database can serve, which every database call (the sign-up
 * path, the counters, `/readyz`'s ping) goes through, so they never disagree.
 *
 * - Up: calls go through, up to {@link DatabaseHealthOptions.maxWaiting} at once; one more is answered
 *   503 at once instead of queueing without limit.
 * - Down (the last call ended with the database unreachable, a deadline missed, a connection lost): one
 *   call at a time goes through as a probe, and every other is answered 503 at once, so a partition or a
 *   database too slow to serve costs a visitor nothing but the answer, instead of a deadline each. The
 *   first call that gets an answer from the database (even an error such as a unique violation) makes it
 *   up again: the probe is whatever call comes next, so recovery takes one round trip.
 */
export class DatabaseHealth implements DatabaseHealthReading {
  readonly #maxWaiting: number;
  readonly #observer: DatabaseObserver | undefined;
  #waiting = 0;
  #down = false;
  #probing = false;

  constructor(options: DatabaseHealthOptions) {
    this.#maxWaiting = options.maxWaiting;
    this.#observer = options.observer;
  }

  /** Whether the last call found the database unable to serve. */
  get down(): boolean {
    return this.#down;
  }

  /** Calls waiting for the database now. */
  get waiting(): number {
    return this.#waiting;
  }

  /** Runs `work` if admitted (see the class), recording what its outcome says of the database. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#waiting >= this.#maxWaiting) {
      this.#observer?.shed('queue_full');
      throw new DatabaseUnavailableError('Too many requests are waiting for the database.', SHED_CODE);
    }
    const probe = this.#down;
    if (probe) {
      if (this.#probing) {
        this.#observer?.shed('probing');
        throw new DatabaseUnavailableError(
          'The database is not answering; one request is probing it.',
          SHED_CODE,
        );
      }
      this.#probing = true;
    }
    this.#waiting += 1;
    const observer = this.#observer;
    const started = observer === undefined ? 0 : performance.now();
    try {
      const result = await work();
      this.#down = false;
      observer?.called((performance.now() - started) / 1000, 'ok');
      return result;
    } catch (error) {
      // Any answer from the database, even a refusal, says it is there; misuse of a closed one says nothing.
      const unavailable = error instanceof DatabaseUnavailableError;
      if (unavailable) this.#down = true;
      else if (typeof (error as { code?: unknown }).code === 'string') this.#down = false;
      observer?.called((performance.now() - started) / 1000, unavailable ? 'unavailable' : 'error');
      throw error;
    } finally {
      this.#waiting -= 1;
      if (probe) this.#probing = false;
    }
  }
}

/**
 * `db` with every call going through `health` ({@link DatabaseHealth}); `health` is also the database's
 * own `health`, for whoever wants to look, and `deadlineMs` its deadline (`db`'s own when it has one).
 */
export function guardedDatabase(db: Database, health: DatabaseHealth, deadlineMs: number): Database {
  return {
    kind: db.kind,
    health,
    deadlineMs: db.deadlineMs ?? deadlineMs,
    query<R = Record<string, unknown>>(text: string, params?: readonly unknown[], options?: QueryOptions) {
      return health.run(() => db.query<R>(text, params, options));
    },
    tx<T>(fn: (q: Queryable) => Promise<T>, options?: QueryOptions) {
      return health.run(() => db.tx(fn, options));
    },
    close: () => db.close(),
  };
}
