import type { Notify } from './adapter';
import { DatabaseOpenError, DatabaseUnavailableError } from './errors';
import type { Database, QueryOptions, Queryable } from './port';

/** How often a deferred database tries to open again while requests keep asking for it. */
export const REOPEN_INTERVAL_MS = 2000;

/**
 * A database that was not reachable when the server started (PostgreSQL down or still booting during a
 * deployment): every call first makes sure it is open, trying `open` again at most once every
 * {@link REOPEN_INTERVAL_MS} (calls arriving meanwhile share the attempt), and fails with
 * {@link DatabaseUnavailableError} (503) until it works. From then on it is the opened database.
 *
 * So a server started during an outage serves its pages, answers the API with 503 and /readyz with 503,
 * and needs no restart once the database is back.
 *
 * @param open - opens and migrates the real database (what {@link openDatabase} does)
 * @param notify - told when it opens at last; no personal data
 * @param nowMs - a monotonic clock, for tests
 */
export function deferredDatabase(
  kind: Database['kind'],
  open: () => Promise<Database>,
  notify: Notify,
  nowMs: () => number = () => performance.now(),
): Database {
  let current: Database | null = null;
  let attempt: Promise<Database> | null = null;
  let failedAt = -Infinity;
  let closed = false;

  const get = (): Promise<Database> => {
    if (closed) return Promise.reject(new Error('The database is closed.'));
    if (current !== null) return Promise.resolve(current);
    if (attempt !== null) return attempt;
    if (nowMs() - failedAt < REOPEN_INTERVAL_MS) {
      return Promise.reject(
        new DatabaseUnavailableError('The database has not been reachable yet.', undefined),
      );
    }
    attempt = open().then(
      (db) => {
        current = db;
        attempt = null;
        notify('The database is reachable now; the API is serving requests.');
        return db;
      },
      (error: unknown) => {
        failedAt = nowMs();
        attempt = null;
        if (error instanceof DatabaseOpenError && error.temporary) {
          throw new DatabaseUnavailableError('The database is still not reachable.', undefined);
        }
        throw error;
      },
    );
    return attempt;
  };

  return {
    kind,
    async query(text, params, options?: QueryOptions) {
      return (await get()).query(text, params, options);
    },
    async tx<T>(fn: (q: Queryable) => Promise<T>, options?: QueryOptions): Promise<T> {
      return (await get()).tx(fn, options);
    },
    async close() {
      closed = true;
      const opening = attempt;
      if (opening !== null) await opening.catch(() => undefined);
      await current?.close();
    },
  };
}
