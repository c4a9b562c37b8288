/**
 * The database port: the only way server code talks to a database. Two adapters implement it with the
 * same SQL (PostgreSQL dialect, `$1` parameters): PGlite (embedded, the default) and `pg` (a real
 * PostgreSQL server, when DATABASE_URL is set).
 */
/**
 * What the rest of the server may read of the judgement of the database's health (data/health.ts keeps
 * it): declared here, with the port, so the port does not depend on the guard built over it.
 */
export interface DatabaseHealthReading {
  /** Whether the last call found the database unable to serve. */
  readonly down: boolean;
  /** Calls waiting for the database now. */
  readonly waiting: number;
}

/** Rows from a query. */
export interface QueryResult<R> {
  readonly rows: R[];
  /** Rows changed by an INSERT/UPDATE/DELETE, when the driver reports it. */
  readonly affectedRows?: number;
}

/** When a call must be answered by. */
export interface QueryOptions {
  /**
   * The moment (on `performance.now()`'s clock) after which the call is abandoned with a DeadlineError
   * (503): by default the database's own deadline from the call. Inside a transaction the transaction's
   * deadline applies to each of its queries.
   */
  readonly deadlineAt?: number;
}

/** Something that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  query<R = Record<string, unknown>>(
    text: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<R>>;
}

/** A database connection (pool) with transactions. */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * How long a call may take in all by default (milliseconds); a missed deadline rolls the transaction
   * back and answers 503. Unset: the adapters' default (data/deadline.ts).
   */
  readonly deadlineMs?: number;
  /** The server's judgement of the database's health, when the database is guarded by one. */
  readonly health?: DatabaseHealthReading;
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws or misses its
   * deadline.
   */
  tx<T>(fn: (q: Queryable) => Promise<T>, options?: QueryOptions): Promise<T>;
  /** Closes the database cleanly (PGlite: flushes and releases the lock file). */
  close(): Promise<void>;
}
