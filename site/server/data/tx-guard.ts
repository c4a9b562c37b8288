import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Whether the transaction guard checks, by the process's environment: under the tests (`NODE_ENV=test`,
 * which vitest sets and the servers a test starts inherit) and in development, not otherwise.
 *
 * The check needs an AsyncLocalStorage, and on Node 20 a storage in use switches on async hooks for the
 * whole process: every promise of every request then runs a hook, about 3.5 times the CPU of
 * promise-heavy code (measured 2026-11-28). On PostgreSQL a transaction stays open across round trips
 * that wait behind a busy event loop, so on launch day the hooks were on for a large part of the burst
 * (0.2 to 1.5 s per transaction on a loaded machine), for the page views too. The mistake it catches is
 * in the code, not in the data, so the tests, which run every transaction on both databases, are where
 * it is caught.
 */
export function transactionChecksOn(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV === 'test' || env.NODE_ENV === 'development';
}

/**
 * Catches `db.query` called inside `db.tx(fn)` instead of the transaction's own queryable. On PGlite that
 * call would wait for the transaction that is waiting for it (a silent hang); on PostgreSQL it would run
 * outside the transaction. Both adapters refuse it when checks are on ({@link transactionChecksOn}), so
 * the mistake shows up in tests on either database.
 */
export class TransactionGuard {
  readonly #inside: AsyncLocalStorage<true> | null;
  /** Transactions running now: the storage is switched off whenever none is. */
  #running = 0;

  /** @param checks - whether to check at all; off, {@link within} only runs its function */
  constructor(checks: boolean = transactionChecksOn()) {
    this.#inside = checks ? new AsyncLocalStorage<true>() : null;
  }

  /** Whether this guard checks. */
  get checks(): boolean {
    return this.#inside !== null;
  }

  /**
   * Runs `fn` marked as inside a transaction. The storage is switched off again when the last
   * transaction ends (and back on by the next), so requests between transactions don't pay for its
   * async hooks.
   */
  async within<T>(fn: () => Promise<T>): Promise<T> {
    const inside = this.#inside;
    if (inside === null) return fn();
    this.#running += 1;
    try {
      return await inside.run(true, fn);
    } finally {
      this.#running -= 1;
      if (this.#running === 0) inside.disable();
    }
  }

  /** Throws when called from inside a transaction (when checking). */
  assertOutside(): void {
    if (this.#inside?.getStore() === true) {
      throw new Error(
        'db.query() or db.tx() was called inside a transaction: use the queryable the transaction ' +
          'passes to its callback.',
      );
    }
  }
}
