import pg from 'pg';
import type { AdapterDatabase, Notify, ScriptQueryable } from './adapter';
import { DatabaseError, DatabaseOpenError, sanitizeDatabaseError, withSanitizedErrors } from './errors';
import type { QueryResult } from './port';
import { TransactionGuard } from './tx-guard';

/** SQLSTATEs after which the whole transaction may simply be run again. */
const RETRYABLE = new Set(['40001', '40P01']); // serialization_failure, deadlock_detected
/** How many times a transaction runs at most when it keeps hitting {@link RETRYABLE} errors. */
export const MAX_TX_ATTEMPTS = 5;

/** What {@link openPostgres} needs. */
export interface PostgresOptions {
  /** `postgres://user:password@host:port/database` */
  readonly databaseUrl: string;
  /** Connections in the pool. */
  readonly poolSize?: number;
  readonly notify: Notify;
}

function isRetryable(error: unknown): boolean {
  return error instanceof DatabaseError && RETRYABLE.has(error.code);
}

async function run<R>(
  client: pg.Pool | pg.PoolClient,
  text: string,
  params: readonly unknown[] | undefined,
): Promise<QueryResult<R>> {
  const result = await withSanitizedErrors(() =>
    client.query<R & pg.QueryResultRow>(text, params ? [...params] : undefined),
  );
  return result.rowCount === null
    ? { rows: result.rows }
    : { rows: result.rows, affectedRows: result.rowCount };
}

const pause = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * Connects to a PostgreSQL server through a `pg` pool. Transactions run on one pooled client
 * (BEGIN ... COMMIT, ROLLBACK on any error) at READ COMMITTED, and are run again from the start when the
 * server reports a deadlock or serialization failure, so a transaction callback must not have side
 * effects outside the database.
 */
export async function openPostgres(options: PostgresOptions): Promise<AdapterDatabase> {
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolSize ?? 10,
    application_name: 'ohio-play-smart',
  });
  // An idle client losing its connection emits 'error' on the pool; unhandled, it would crash the process.
  pool.on('error', (error) => {
    options.notify(`PostgreSQL connection lost: ${error.message}`);
  });
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    // Never echo the URL: it holds the password.
    const reason = (sanitizeDatabaseError(error) as Error).message;
    throw new DatabaseOpenError(`Could not connect to the PostgreSQL server in DATABASE_URL: ${reason}`);
  }

  const guard = new TransactionGuard();
  let closing: Promise<void> | undefined;
  const assertOpen = (): void => {
    if (closing !== undefined) throw new Error('The database is closed.');
  };

  const attempt = async <T>(fn: (q: ScriptQueryable) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    let broken = false;
    try {
      await client.query('BEGIN');
      const result = await guard.within(() =>
        fn({
          query: <R = Record<string, unknown>>(text: string, params?: readonly unknown[]) =>
            run<R>(client, text, params),
          exec: async (script: string) => {
            // Without parameters pg uses the simple protocol, which accepts several statements.
            await withSanitizedErrors(() => client.query(script));
          },
        }),
      );
      await withSanitizedErrors(() => client.query('COMMIT'));
      return result;
    } catch (error) {
      try {
        await client.query('ROLLBACK');
      } catch {
        broken = true; // the connection is unusable: let the pool discard it
      }
      throw error;
    } finally {
      client.release(broken);
    }
  };

  return {
    kind: 'postgres',
    // async, so misuse (a closed database, a query inside a transaction) rejects rather than throws.
    async query<R = Record<string, unknown>>(text: string, params?: readonly unknown[]) {
      guard.assertOutside();
      assertOpen();
      return run<R>(pool, text, params);
    },
    async tx<T>(fn: (q: ScriptQueryable) => Promise<T>): Promise<T> {
      guard.assertOutside();
      assertOpen();
      for (let n = 1; ; n++) {
        try {
          return await attempt(fn);
        } catch (error) {
          if (!isRetryable(error) || n >= MAX_TX_ATTEMPTS) throw error;
          // Jittered backoff so the transactions that collided do not collide again in lockstep.
          await pause(Math.random() * 10 * 2 ** n);
        }
      }
    },
    close() {
      closing ??= pool.end();
      return closing;
    },
  };
}
