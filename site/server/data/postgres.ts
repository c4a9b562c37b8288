import pg from 'pg';
import type { AdapterDatabase, Notify, ScriptQueryable } from './adapter';
import {
  DatabaseError,
  DatabaseOpenError,
  DatabaseUnavailableError,
  sanitizeDatabaseError,
  withSanitizedErrors,
} from './errors';
import type { QueryResult } from './port';
import { TransactionGuard } from './tx-guard';

/** SQLSTATEs after which the whole transaction may simply be run again. */
const RETRYABLE = new Set(['40001', '40P01']); // serialization_failure, deadlock_detected
/** How many times a transaction runs at most when it keeps hitting {@link RETRYABLE} errors. */
export const MAX_TX_ATTEMPTS = 5;

/**
 * How long a request waits for a connection before it is answered 503: a server that is down refuses at
 * once, but one behind a dead network path would otherwise hold every request until the OS gives up.
 */
export const CONNECT_TIMEOUT_MS = 5000;

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

/** Where a transaction attempt stood when it failed: only before COMMIT was sent may it run again. */
type TxPhase = 'connecting' | 'running' | 'committing';

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
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  const lost = (error: Error): void => {
    options.notify(`PostgreSQL connection lost: ${(sanitizeDatabaseError(error) as Error).message}`);
  };
  // An idle client losing its connection emits 'error' on the pool, and a checked-out one (a restart
  // terminates it mid-transaction with 57P01) emits 'error' on itself; an 'error' nobody listens to
  // crashes the process. Every client gets a listener for its whole life; the query it was running
  // rejects on its own, and the pool discards the client when it is released as broken.
  pool.on('error', lost);
  pool.on('connect', (client) => {
    client.on('error', lost);
  });
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    // Never echo the URL: it holds the password.
    const cause = sanitizeDatabaseError(error);
    throw new DatabaseOpenError(
      `Could not connect to the PostgreSQL server in DATABASE_URL: ${(cause as Error).message}`,
      cause instanceof DatabaseUnavailableError,
    );
  }

  const guard = new TransactionGuard();
  let closing: Promise<void> | undefined;
  const assertOpen = (): void => {
    if (closing !== undefined) throw new Error('The database is closed.');
  };

  /** Runs `fn` once in a transaction; a failure is tagged with the phase it happened in. */
  const attempt = async <T>(
    fn: (q: ScriptQueryable) => Promise<T>,
    phase: { current: TxPhase },
  ): Promise<T> => {
    phase.current = 'connecting';
    const client = await withSanitizedErrors(() => pool.connect());
    phase.current = 'running';
    let broken = false;
    try {
      await withSanitizedErrors(() => client.query('BEGIN'));
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
      phase.current = 'committing';
      await withSanitizedErrors(() => client.query('COMMIT'));
      return result;
    } catch (error) {
      if (error instanceof DatabaseUnavailableError) {
        broken = true; // the connection broke: a ROLLBACK would only fail too
      } else {
        try {
          await client.query('ROLLBACK');
        } catch {
          broken = true; // the connection is unusable: let the pool discard it
        }
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
      let reconnected = false;
      for (let n = 1; ; n++) {
        const phase = { current: 'connecting' as TxPhase };
        try {
          return await attempt(fn, phase);
        } catch (error) {
          // A connection that broke before COMMIT was sent left nothing behind (the server rolls back a
          // transaction whose connection ends), so it runs once more on a fresh connection; once COMMIT
          // was sent nobody knows whether it took, and running it again could do it twice.
          if (error instanceof DatabaseUnavailableError && phase.current === 'running' && !reconnected) {
            reconnected = true;
            continue;
          }
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
