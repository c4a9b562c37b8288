import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Catches `db.query` called inside `db.tx(fn)` instead of the transaction's own queryable. On PGlite that
 * call would wait for the transaction that is waiting for it (a silent hang); on PostgreSQL it would run
 * outside the transaction. Both adapters refuse it, so the mistake shows up in tests on either database.
 */
export class TransactionGuard {
  readonly #inside = new AsyncLocalStorage<true>();
  /** Transactions running now: the storage is switched off whenever none is. */
  #running = 0;

  /**
   * Runs `fn` marked as inside a transaction. On Node 20 a storage in use switches on async hooks for
   * the whole process, a cost on every promise and tick of every request; it is switched off again when
   * the last transaction ends (and back on by the next), so requests between transactions don't pay.
   */
  async within<T>(fn: () => Promise<T>): Promise<T> {
    this.#running += 1;
    try {
      return await this.#inside.run(true, fn);
    } finally {
      this.#running -= 1;
      if (this.#running === 0) this.#inside.disable();
    }
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
