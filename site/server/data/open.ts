import { join } from 'node:path';
import { notifyOnStderr, type AdapterDatabase, type Notify } from './adapter';
import { DatabaseOpenError } from './errors';
import { deferredDatabase } from './deferred';
import { DEFAULT_DATABASE_DEADLINE_MS } from './deadline';
import { DatabaseHealth, DEFAULT_MAX_WAITING, guardedDatabase, type DatabaseObserver } from './health';
import { applyMigrations, loadMigrations, MIGRATIONS_DIR } from './migrations';
import { openPglite } from './pglite';
import type { Database } from './port';
import { openPostgres } from './postgres';

/** What {@link openDatabase} needs. */
export interface OpenDatabaseOptions {
  /** A `postgres://` URL (DATABASE_URL): use that server. Unset or empty: the embedded PGlite. */
  readonly databaseUrl?: string | undefined;
  /** PGlite's data directory (usually {@link embeddedDataDir}), or `memory://` for a throwaway one. */
  readonly dataDir: string;
  /** PGlite only: milliseconds between VACUUM (ANALYZE) runs (default 15 minutes; 0 turns them off). */
  readonly vacuumIntervalMs?: number;
  /** Where notices go (a stale lock taken over, a failed vacuum): stderr by default. No personal data. */
  readonly notify?: Notify;
  /** The migrations folder; tests point it elsewhere. */
  readonly migrationsDir?: string;
  /**
   * PostgreSQL only: when the server cannot be reached now (down, booting, network), return a database
   * that keeps trying (see {@link deferredDatabase}) instead of failing. A wrong URL, password or schema
   * still fails at once. The site's server sets this; the staff commands do not.
   */
  readonly waitForServer?: boolean;
  /**
   * How long a call may take in all (milliseconds) before it is abandoned and answered 503 (see
   * data/deadline.ts); 5 seconds by default.
   */
  readonly deadlineMs?: number;
  /** Calls that may wait for the database at once before more are refused at once (data/health.ts). */
  readonly maxWaiting?: number;
  /** Told of every call's duration and outcome, and of every call shed (the server's metrics). */
  readonly observer?: DatabaseObserver;
}

/** The embedded database's directory inside the server's var directory: `var/db`. */
export function embeddedDataDir(varDir: string): string {
  return join(varDir, 'db');
}

/**
 * Opens the site's database and brings its schema up to date: PostgreSQL when `databaseUrl` is set,
 * otherwise PGlite in `dataDir` (owned by this process until {@link Database.close}).
 *
 * @throws DatabaseOpenError with a message fit for an operator (locked, unreachable, bad URL)
 * @example
 * ```ts
 * const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: embeddedDataDir('var') });
 * const repository = createRepository(db);
 * // on SIGTERM: await db.close();
 * ```
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const notify = options.notify ?? notifyOnStderr;
  // Every call goes through one judgement of the database's health (load shedding, /readyz).
  const guarded = (db: Database): Database =>
    guardedDatabase(
      db,
      new DatabaseHealth({
        maxWaiting: options.maxWaiting ?? DEFAULT_MAX_WAITING,
        observer: options.observer,
      }),
      options.deadlineMs ?? DEFAULT_DATABASE_DEADLINE_MS,
    );
  if (!options.waitForServer) return guarded(await openNow(options, notify));
  try {
    return guarded(await openNow(options, notify));
  } catch (error) {
    if (!(error instanceof DatabaseOpenError && error.temporary)) throw error;
    notify(`${error.message} Serving pages; the API answers 503 until the database can be reached.`);
    return guarded(deferredDatabase('postgres', () => openNow(options, notify), notify));
  }
}

async function openNow(options: OpenDatabaseOptions, notify: Notify): Promise<Database> {
  const url = options.databaseUrl?.trim() ?? '';
  if (url !== '' && !/^postgres(ql)?:\/\//.test(url)) {
    // The value is not echoed: it may hold a password.
    throw new DatabaseOpenError('DATABASE_URL must be a postgres:// or postgresql:// URL.');
  }
  const migrations = await loadMigrations(options.migrationsDir ?? MIGRATIONS_DIR);
  const deadline = options.deadlineMs === undefined ? {} : { deadlineMs: options.deadlineMs };
  const db: AdapterDatabase =
    url !== ''
      ? await openPostgres({ databaseUrl: url, notify, ...deadline })
      : await openPglite({
          dataDir: options.dataDir,
          notify,
          ...deadline,
          ...(options.vacuumIntervalMs === undefined ? {} : { vacuumIntervalMs: options.vacuumIntervalMs }),
        });
  try {
    await applyMigrations(db, migrations);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
