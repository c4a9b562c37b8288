import pg from 'pg';
import type { AdapterDatabase, Notify, ScriptQueryable } from './adapter';
import {
  DatabaseError,
  DatabaseOpenError,
  DatabaseUnavailableError,
  sanitizeDatabaseError,
  withSanitizedErrors,
} from './errors';
import {
  beforeDeadline,
  DEFAULT_DATABASE_DEADLINE_MS,
  DeadlineError,
  monotonicMs,
  remainingMs,
} from './deadline';
import type { QueryOptions, QueryResult } from './port';
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
  /** How long a call may take in all (milliseconds); {@link DEFAULT_DATABASE_DEADLINE_MS} by default. */
  readonly deadlineMs?: number;
  readonly notify: Notify;
}

function isRetryable(error: unknown): boolean {
  return error instanceof DatabaseError && RETRYABLE.has(error.code);
}

/** Where a transaction attempt stood when it failed: only before COMMIT was sent may it run again. */
type TxPhase = 'connecting' | 'running' | 'committing';

/** pg's own message when a query's `query_timeout` passes: the client is then unusable. */
const QUERY_TIMEOUT_MESSAGE = /^Query read timeout/;

/**
 * Runs one statement on `client`, abandoned at `deadlineAt` (pg's client-side `query_timeout`): a server
 * that never answers (a partition) rejects it with a {@link DeadlineError}, after which the client is
 * broken and must be discarded, never returned to the pool.
 */
async function run<R>(
  client: pg.PoolClient,
  text: string,
  params: readonly unknown[] | undefined,
  deadlineAt: number,
): Promise<QueryResult<R>> {
  const left = Math.floor(remainingMs(deadlineAt));
  if (left <= 0) throw new DeadlineError('before a statement');
  const timeout = Number.isFinite(left) ? { query_timeout: left } : {};
  let result: pg.QueryResult<R & pg.QueryResultRow>;
  try {
    result = await withSanitizedErrors(() =>
      client.query<R & pg.QueryResultRow>({
        text,
        ...(params ? { values: [...params] } : {}),
        ...timeout,
      } as pg.QueryConfig),
    );
  } catch (error) {
    if (error instanceof Error && QUERY_TIMEOUT_MESSAGE.test(error.message)) {
      throw new DeadlineError('a statement');
    }
    throw error;
  }
  return result.rowCount === null
    ? { rows: result.rows }
    : { rows: result.rows, affectedRows: result.rowCount };
}

const pause = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/** The server's "not now" answers that leave the connection up: a statement or an idle transaction past its
 * deadline (57014, 25P03), or a lack of resources (class 53). */
const CONNECTION_KEPT = /^(57014|25P03|53...)$/;

/** Whether a failed statement's error means its connection is gone (a shutdown, a reset, an unexpected end). */
function endedTheConnection(error: unknown): error is DatabaseUnavailableError {
  return (
    error instanceof DatabaseUnavailableError &&
    !(error instanceof DeadlineError) &&
    !CONNECTION_KEPT.test(error.code ?? '')
  );
}

/**
 * Connects to a PostgreSQL server through a `pg` pool. Transactions run on one pooled client
 * (BEGIN ... COMMIT, ROLLBACK on any error) at READ COMMITTED, and are run again from the start when the
 * server reports a deadlock or serialization failure, so a transaction callback must not have side
 * effects outside the database.
 */
export async function openPostgres(options: PostgresOptions): Promise<AdapterDatabase> {
  const deadlineMs = options.deadlineMs ?? DEFAULT_DATABASE_DEADLINE_MS;
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolSize ?? 10,
    application_name: 'ohio-play-smart',
    connectionTimeoutMillis: Math.min(CONNECT_TIMEOUT_MS, deadlineMs),
    // TCP keepalive: a peer that vanished (a partition, a host gone) is noticed without traffic, so an
    // idle pooled connection does not wait for the next query to find out.
    keepAlive: true,
    keepAliveInitialDelayMillis: 1000,
    // The server's side of the deadline: a statement that runs (or waits for a lock) longer is cancelled
    // (57014), and a transaction whose client went silent mid-way is ended (25P03), so its row locks (the
    // stock row's) are not held for as long as a partition lasts.
    statement_timeout: deadlineMs,
    idle_in_transaction_session_timeout: deadlineMs,
  });
  // Each lost connection is told once, whichever way it was found: an 'error' event, or a statement that
  // failed with it (then the client is discarded before its socket's end can raise the event).
  const told = new WeakSet<object>();
  const lost = (error: Error, client: object): void => {
    if (told.has(client)) return;
    told.add(client);
    options.notify(`PostgreSQL connection lost: ${(sanitizeDatabaseError(error) as Error).message}`);
  };
  // An idle client losing its connection emits 'error' on the pool, and a checked-out one (a restart
  // terminates it mid-transaction with 57P01) may emit 'error' on itself; an 'error' nobody listens to
  // crashes the process. Every client gets a listener for its whole life; the query it was running
  // rejects on its own, and the pool discards the client when it is released as broken.
  pool.on('error', lost);
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      lost(error, client);
    });
  });
  try {
    await pool.query({ text: 'SELECT 1', query_timeout: deadlineMs } as pg.QueryConfig);
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

  /** A pooled connection, by `deadlineAt`; one that arrives too late goes back to the pool unused. */
  const connect = (deadlineAt: number): Promise<pg.PoolClient> =>
    beforeDeadline(
      withSanitizedErrors(() => pool.connect()),
      deadlineAt,
      'getting a connection',
      (late) => {
        late.release();
      },
    );

  /**
   * Gives a client back, or discards it when it is broken: released as broken, the pool ends it and
   * opens a new one when needed; its socket is destroyed as well, since ending it politely would wait on
   * a peer that may not be answering (a partition), and PostgreSQL rolls back the transaction of a
   * connection that ends.
   */
  const giveBack = (client: pg.PoolClient, broken: boolean, error?: unknown): void => {
    if (broken && endedTheConnection(error)) lost(error, client);
    client.release(broken);
    if (broken)
      (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
  };

  /** Runs one statement outside a transaction on a connection of its own, all by `deadlineAt`. */
  const queryOnce = async <R>(text: string, params: readonly unknown[] | undefined, deadlineAt: number) => {
    const client = await connect(deadlineAt);
    let broken = false;
    let failure: unknown;
    try {
      return await run<R>(client, text, params, deadlineAt);
    } catch (error) {
      broken = error instanceof DatabaseUnavailableError;
      failure = error;
      throw error;
    } finally {
      giveBack(client, broken, failure);
    }
  };

  /** Runs `fn` once in a transaction; a failure is tagged with the phase it happened in. */
  const attempt = async <T>(
    fn: (q: ScriptQueryable) => Promise<T>,
    phase: { current: TxPhase },
    deadlineAt: number,
  ): Promise<T> => {
    phase.current = 'connecting';
    const client = await connect(deadlineAt);
    phase.current = 'running';
    let broken = false;
    let failure: unknown;
    try {
      await run(client, 'BEGIN', undefined, deadlineAt);
      const result = await guard.within(() =>
        fn({
          query: <R = Record<string, unknown>>(text: string, params?: readonly unknown[]) =>
            run<R>(client, text, params, deadlineAt),
          exec: async (script: string) => {
            // Without parameters pg uses the simple protocol, which accepts several statements.
            await run(client, script, undefined, deadlineAt);
          },
        }),
      );
      phase.current = 'committing';
      await run(client, 'COMMIT', undefined, deadlineAt);
      return result;
    } catch (error) {
      failure = error;
      if (error instanceof DatabaseUnavailableError) {
        // The connection broke or missed the deadline: a ROLLBACK would fail or wait too. Discarding the
        // connection rolls the transaction back on the server.
        broken = true;
      } else {
        try {
          await run(client, 'ROLLBACK', undefined, Math.max(deadlineAt, monotonicMs() + 1000));
        } catch {
          broken = true; // the connection is unusable: let the pool discard it
        }
      }
      throw error;
    } finally {
      giveBack(client, broken, failure);
    }
  };

  const deadlineOf = (options: QueryOptions | undefined): number =>
    options?.deadlineAt ?? monotonicMs() + deadlineMs;

  return {
    kind: 'postgres',
    deadlineMs,
    // async, so misuse (a closed database, a query inside a transaction) rejects rather than throws.
    async query<R = Record<string, unknown>>(
      text: string,
      params?: readonly unknown[],
      options?: QueryOptions,
    ) {
      guard.assertOutside();
      assertOpen();
      return queryOnce<R>(text, params, deadlineOf(options));
    },
    async tx<T>(fn: (q: ScriptQueryable) => Promise<T>, options?: QueryOptions): Promise<T> {
      guard.assertOutside();
      assertOpen();
      // One deadline for every attempt: running a transaction again never extends a visitor's wait.
      const deadlineAt = deadlineOf(options);
      let reconnected = false;
      for (let n = 1; ; n++) {
        const phase = { current: 'connecting' as TxPhase };
        try {
          return await attempt(fn, phase, deadlineAt);
        } catch (error) {
          // A connection that broke before COMMIT was sent left nothing behind (the server rolls back a
          // transaction whose connection ends), so it runs once more on a fresh connection; once COMMIT
          // was sent nobody knows whether it took, and running it again could do it twice.
          if (
            error instanceof DatabaseUnavailableError &&
            !(error instanceof DeadlineError) &&
            phase.current === 'running' &&
            !reconnected
          ) {
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
