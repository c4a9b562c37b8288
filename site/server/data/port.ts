/**
 * The database port: the only way server code talks to a database. Two adapters implement it with the
 * same SQL (PostgreSQL dialect, `$1` parameters): PGlite (embedded, the default) and `pg` (a real
 * PostgreSQL server, when DATABASE_URL is set).
 */

/** Rows from a query. */
export interface QueryResult<R> {
  readonly rows: R[];
  /** Rows changed by an INSERT/UPDATE/DELETE, when the driver reports it. */
  readonly affectedRows?: number;
}

/** Something that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  query<R = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<QueryResult<R>>;
}

/** A database connection (pool) with transactions. */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /** Closes the database cleanly (PGlite: flushes and releases the lock file). */
  close(): Promise<void>;
}
