import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Catches `db.query` called inside `db.tx(fn)` instead of the transaction's own queryable. On PGlite that
 * call would wait for the transaction that is waiting for it (a silent hang); on PostgreSQL it would run
 * outside the transaction. Both adapters refuse it, so the mistake shows up in tests on either database.
 */
export class TransactionGuard {
  readonly #inside = new AsyncLocalStorage<true>();

  /** Runs `fn` marked as inside a transaction. */
  within<T>(fn: () => Promise<T>): Promise<T> {
    return this.#inside.run(true, fn);
  }

  /** Throws when called from inside a transaction. */
  assertOutside(): void {
    if (this.#inside.getStore() === true) {
      throw new Error(
        'db.query() or db.tx() was called inside a transaction: use the queryable the transaction ' +
          'passes to its callback.',
      );
    }
  }
}
