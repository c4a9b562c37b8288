import { relative } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { AdapterDatabase, Notify, ScriptQueryable } from './adapter';
import { DatabaseUnavailableError, withSanitizedErrors } from './errors';
import { DEFAULT_DATABASE_DEADLINE_MS, DeadlineError, monotonicMs } from './deadline';
import { acquireLockFile, type HeldLock } from './lock-file';
import { keepPgliteFilesPrivate } from './pglite-file-modes';
import type { QueryOptions, QueryResult } from './port';
import { SerialQueue } from './serial-queue';
import { TransactionGuard } from './tx-guard';

/** PGlite does not autovacuum; this is how often the adapter runs VACUUM (ANALYZE) by default. */
export const DEFAULT_VACUUM_INTERVAL_MS = 15 * 60 * 1000;

/** The in-memory data directory: nothing persists, no lock file (tests, throwaway runs). */
export const IN_MEMORY = 'memory://';

/** What {@link openPglite} needs. */
export interface PgliteOptions {
  /** The data directory (e.g. `var/db`), or {@link IN_MEMORY}. */
  readonly dataDir: string;
  /** Milliseconds between VACUUM (ANALYZE) runs; 0 turns them off. */
  readonly vacuumIntervalMs?: number;
  /**
   * How long a call may wait in all (milliseconds), {@link DEFAULT_DATABASE_DEADLINE_MS} by default: the
   * database is in this process, but a call waits its turn behind every other, and a transaction is
   * rolled back when its deadline passes between its statements.
   */
  readonly deadlineMs?: number;
  readonly notify: Notify;
  /** How PGlite is started in `dataDir` ({@link startPglite}); tests wrap it to make an instance fail. */
  readonly start?: (dataDir: string) => Promise<PGlite>;
}

/**
 * Whether an error means the PGlite instance itself has stopped: its WebAssembly trapped or PostgreSQL
 * inside it aborted. Such an instance answers nothing afterwards, whatever is asked, until it is replaced.
 */
function isInstanceFailure(error: unknown): boolean {
  if (error instanceof WebAssembly.RuntimeError) return true;
  const message = error instanceof Error ? error.message : '';
  return /^Aborted\(|PGlite is closed/.test(message);
}

/** The lock file that marks a data directory as owned: `var/db` is guarded by `var/db.lock`. */
export function lockFileFor(dataDir: string): string {
  return `${dataDir.replace(/[/\\]+$/, '')}.lock`;
}

/** How the data directory is named in messages: relative to the working directory when inside it. */
function shown(dataDir: string): string {
  const rel = relative(process.cwd(), dataDir);
  return rel !== '' && !rel.startsWith('..') ? rel : dataDir;
}

/** Starts PGlite in `dataDir` with the durability this adapter relies on. */
export async function startPglite(dataDir: string): Promise<PGlite> {
  const pg = await PGlite.create(dataDir, { relaxedDurability: false });
  try {
    // The default, pinned so a setting in the data directory cannot undo it: PGlite's single process has
    // no WAL writer, and with this off the crash test loses acknowledged commits.
    await pg.exec('SET synchronous_commit TO on');
    return pg;
  } catch (error) {
    await pg.close().catch(() => undefined);
    throw error;
  }
}

/**
 * Opens PGlite (WASM PostgreSQL) in a data directory that this process then owns.
 *
 * Durability: PGlite runs PostgreSQL with fsync off (its start flags include `-F`), and its Node
 * filesystem (Emscripten NODEFS) writes straight through to host files. With `synchronous_commit`
 * on (pinned at open), a COMMIT returns only after its WAL record has been written to the host file, so an acknowledged
 * commit is in the operating system's page cache and survives the process being killed (kill -9, OOM,
 * a crash); test/server/data-pglite.test.ts proves it. It does not survive a power cut or kernel crash
 * (nothing is fsynced; see electric-sql/pglite#1107): deployments that need that set DATABASE_URL.
 * `relaxedDurability` stays false so a filesystem that does sync would be awaited before a query
 * resolves.
 *
 * Concurrency: one connection, so every statement and transaction waits its turn in one queue.
 *
 * Failure: an instance that stopped (a WebAssembly trap, an abort) fails the statement it was running
 * with {@link DatabaseUnavailableError} (503) and is replaced before the next one: closed, and started
 * again on the same data directory (still under this process's lock), where PostgreSQL recovers from its
 * write-ahead log as after a crash. If it cannot be started yet, the next statement tries again. An
 * in-memory database cannot be restarted without losing everything, so it stays failed.
 */
export async function openPglite(options: PgliteOptions): Promise<AdapterDatabase> {
  const inMemory = options.dataDir === IN_MEMORY;
  let lock: HeldLock | undefined;
  if (!inMemory) {
    lock = acquireLockFile(
      lockFileFor(options.dataDir),
      (pid) =>
        `The database in ${shown(options.dataDir)} is in use by process ${pid}. ` +
        'Stop it first, or set DATABASE_URL.',
      (stalePid) => {
        options.notify(
          `Took over a stale lock on the database in ${shown(options.dataDir)}` +
            (stalePid === null ? '' : ` (process ${stalePid} is gone)`) +
            '; PostgreSQL recovers from its write-ahead log.',
        );
      },
    );
  }
  // A process that exits without close() (an uncaught exception, process.exit) should not leave a lock
  // that makes the next start look contended; the next start would take it over anyway, but say less.
  const releaseOnExit = (): void => lock?.release();
  process.once('exit', releaseOnExit);

  const stopKeepingPrivate = inMemory ? () => undefined : keepPgliteFilesPrivate(options.dataDir);
  const start = options.start ?? startPglite;
  const dataDir = inMemory ? IN_MEMORY : options.dataDir;
  let pg: PGlite;
  try {
    pg = await start(dataDir);
  } catch (error) {
    process.off('exit', releaseOnExit);
    stopKeepingPrivate();
    lock?.release();
    throw error;
  }

  const queue = new SerialQueue();
  const guard = new TransactionGuard();
  let closing: Promise<void> | undefined;
  let failed = false;

  /** Replaces a stopped instance; runs inside the queue, so nothing else touches `pg` meanwhile. */
  const restartIfFailed = async (): Promise<void> => {
    if (!failed) return;
    if (inMemory) throw new DatabaseUnavailableError('The in-memory database stopped.', undefined);
    await pg.close().catch(() => undefined);
    try {
      pg = await start(dataDir);
    } catch {
      throw new DatabaseUnavailableError('The embedded database could not be restarted yet.', undefined);
    }
    failed = false;
    options.notify(
      `The embedded database in ${shown(dataDir)} had stopped and was started again; ` +
        'PostgreSQL recovered from its write-ahead log.',
    );
  };

  const deadlineMs = options.deadlineMs ?? DEFAULT_DATABASE_DEADLINE_MS;
  const deadlineOf = (call: QueryOptions | undefined): number =>
    call?.deadlineAt ?? monotonicMs() + deadlineMs;

  /**
   * Runs `work` on the instance in turn, replacing the instance first if it had stopped; a caller still
   * waiting for its turn at `deadlineAt` is answered with a DeadlineError (503).
   */
  const onInstance = <T>(work: (instance: PGlite) => Promise<T>, deadlineAt?: number): Promise<T> =>
    queue.run(async () => {
      await restartIfFailed();
      try {
        return await work(pg);
      } catch (error) {
        if (!isInstanceFailure(error)) throw error;
        failed = true;
        options.notify(`The embedded database stopped: ${error instanceof Error ? error.name : 'error'}.`);
        throw new DatabaseUnavailableError(
          'The embedded database stopped; it is being restarted.',
          undefined,
        );
      }
    }, deadlineAt);

  const assertOpen = (): void => {
    if (closing !== undefined) throw new Error('The database is closed.');
  };

  const runQuery = async <R>(
    target: PGlite | Transaction,
    text: string,
    params: readonly unknown[] | undefined,
  ): Promise<QueryResult<R>> => {
    const result = await withSanitizedErrors(() => target.query<R>(text, params ? [...params] : undefined));
    return result.affectedRows === undefined
      ? { rows: result.rows }
      : { rows: result.rows, affectedRows: result.affectedRows };
  };

  const vacuumMs = options.vacuumIntervalMs ?? DEFAULT_VACUUM_INTERVAL_MS;
  const vacuumTimer =
    vacuumMs > 0
      ? setInterval(() => {
          if (closing !== undefined) return;
          onInstance((instance) => withSanitizedErrors(() => instance.exec('VACUUM (ANALYZE)'))).catch(
            (error: unknown) => {
              options.notify(`VACUUM failed: ${error instanceof Error ? error.message : String(error)}`);
            },
          );
        }, vacuumMs)
      : undefined;
  vacuumTimer?.unref();

  /** Throws once `deadlineAt` has passed: checked before each statement of a transaction. */
  const inTime = (deadlineAt: number): void => {
    if (monotonicMs() >= deadlineAt) throw new DeadlineError('a transaction on the embedded database');
  };

  return {
    kind: 'pglite',
    deadlineMs,
    // async, so misuse (a closed database, a query inside a transaction) rejects rather than throws.
    async query<R = Record<string, unknown>>(text: string, params?: readonly unknown[], call?: QueryOptions) {
      guard.assertOutside();
      assertOpen();
      return onInstance((instance) => runQuery<R>(instance, text, params), deadlineOf(call));
    },
    async tx<T>(fn: (q: ScriptQueryable) => Promise<T>, call?: QueryOptions): Promise<T> {
      guard.assertOutside();
      assertOpen();
      const deadlineAt = deadlineOf(call);
      // A deadline passed between statements throws inside the transaction, which PGlite rolls back.
      return onInstance(
        (instance) =>
          guard.within(() =>
            withSanitizedErrors(() =>
              instance.transaction((t) =>
                fn({
                  query: <R = Record<string, unknown>>(text: string, params?: readonly unknown[]) => {
                    inTime(deadlineAt);
                    return runQuery<R>(t, text, params);
                  },
                  exec: async (script: string) => {
                    inTime(deadlineAt);
                    await withSanitizedErrors(() => t.exec(script));
                  },
                }),
              ),
            ),
          ),
        deadlineAt,
      );
    },
    close() {
      closing ??= (async () => {
        if (vacuumTimer !== undefined) clearInterval(vacuumTimer);
        try {
          // Queued behind every statement already accepted, so in-flight work finishes first.
          await queue.run(() => pg.close());
        } finally {
          process.off('exit', releaseOnExit);
          stopKeepingPrivate();
          lock?.release();
        }
      })();
      return closing;
    },
  };
}
