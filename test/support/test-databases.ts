import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { createRequire } from 'node:module';
import { embeddedDataDir, openDatabase, type OpenDatabaseOptions } from '../../site/server/data';
import type { Database } from '../../site/server/data/port';
import { DEFAULT_DATABASE_DEADLINE_MS } from '../../site/server/data/deadline';
import { loadMigrations } from '../../site/server/data/migrations';
import { recordFreshState } from './database-reset';
import { timeBudget } from './time-budget';

/**
 * Fresh databases for server tests: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set (CI starts
 * one). Every call gives a new empty database, so tests never see each other's rows.
 */

export type DatabaseKind = 'pglite' | 'postgres';
export const DATABASE_KINDS: readonly DatabaseKind[] = ['pglite', 'postgres'];
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? '';

/** Whether a kind can run here; the postgres half is skipped without TEST_DATABASE_URL. */
export function databaseAvailable(kind: DatabaseKind): boolean {
  return kind === 'pglite' || TEST_DATABASE_URL !== '';
}

/** The installed PGlite version (its package.json is not exported, so read it next to the entry point). */
const pgliteVersion = (
  JSON.parse(
    readFileSync(
      join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..', 'package.json'),
      'utf8',
    ),
  ) as { version: string }
).version;

/**
 * A freshly initialised, empty PGlite data directory, built once per machine and PGlite version and then
 * copied: initdb takes seconds, a copy well under one.
 */
async function pgliteTemplate(): Promise<string> {
  const template = join(tmpdir(), `ohio-pglite-template-${pgliteVersion}`);
  if (existsSync(join(template, 'PG_VERSION'))) return template;
  const building = mkdtempSync(join(tmpdir(), 'ohio-pglite-building-'));
  const pglite = await PGlite.create(join(building, 'db'));
  await pglite.close();
  try {
    renameSync(join(building, 'db'), template);
  } catch {
    // Another test worker finished first; its template is as good as ours.
  }
  rmSync(building, { recursive: true, force: true });
  return template;
}

/**
 * A PGlite data directory the migrations of the current sources have run on (and nothing else), built
 * once per machine, PGlite version and set of migrations (their checksums name it, so a changed or added
 * migration builds a new one) from the empty template, then copied. Opening a copy finds every migration
 * recorded and applies none: it spares each test database the migrations' run (about 0.6 CPU seconds on
 * PGlite, twice that inside a loaded test worker). The migrations' own tests start from the empty template.
 */
async function migratedPgliteTemplate(): Promise<string> {
  const migrations = await loadMigrations();
  const key = createHash('sha256')
    .update(migrations.map((m) => `${m.version} ${m.name} ${m.checksum}`).join('\n'))
    .digest('hex')
    .slice(0, 16);
  const template = join(tmpdir(), `ohio-pglite-migrated-${pgliteVersion}-${key}`);
  if (existsSync(join(template, 'PG_VERSION'))) return template;
  const building = mkdtempSync(join(tmpdir(), 'ohio-pglite-migrating-'));
  const dataDir = join(building, 'db');
  cpSync(await pgliteTemplate(), dataDir, { recursive: true });
  const db = await openDatabase({ dataDir, vacuumIntervalMs: 0, notify: () => undefined });
  await db.close();
  try {
    renameSync(dataDir, template);
  } catch {
    // Another test worker finished first; its template is as good as ours.
  }
  rmSync(building, { recursive: true, force: true });
  return template;
}

/** What a fresh PGlite data directory holds. */
export interface FreshPgliteOptions {
  /**
   * Migrated by the current migrations (nothing else in it), rather than empty: for tests of what a
   * migrated database does. Tests of the migrations themselves, or of opening an empty directory, take
   * the empty one (the default).
   */
  readonly migrated?: boolean;
}

/** A new temporary directory holding a PGlite data directory at `<dir>/db`: empty, or just migrated. */
export async function freshPgliteDir(
  options: FreshPgliteOptions = {},
): Promise<{ dir: string; dataDir: string; cleanup(): void }> {
  const template = options.migrated === true ? await migratedPgliteTemplate() : await pgliteTemplate();
  const dir = mkdtempSync(join(tmpdir(), 'ohio-db-test-'));
  const dataDir = join(dir, 'db');
  cpSync(template, dataDir, { recursive: true });
  return {
    dir,
    dataDir,
    cleanup: () => {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A new temporary VAR_DIR, laid out as the server's: an initialised PGlite data directory at `var/db`
 * (empty, or just migrated: see {@link FreshPgliteOptions}), so a server or staff command started on it
 * skips initdb.
 */
export async function freshVarDir(
  options: FreshPgliteOptions = {},
): Promise<{ varDir: string; cleanup(): void }> {
  const { dir, dataDir, cleanup } = await freshPgliteDir(options);
  const varDir = join(dir, 'var');
  mkdirSync(varDir);
  renameSync(dataDir, embeddedDataDir(varDir));
  return { varDir, cleanup };
}

/** A new, empty database on the TEST_DATABASE_URL server; dropped by `cleanup`. */
export async function freshPostgresUrl(): Promise<{ url: string; cleanup(): Promise<void> }> {
  const name = `app_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async cleanup() {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * Options for {@link openDatabase} pointing at a fresh database of `kind`, and how to throw it away.
 *
 * The database's deadline is stretched by the machine's load ({@link timeBudget}): here it is a hang guard,
 * and at the default 5 s a statement on two cores shared with builds and browsers (load 30) missed it, so
 * the shared counters fell back on each instance's own count and a test of the shared count failed.
 * The tests of the deadline itself set theirs.
 */
export async function freshDatabase(
  kind: DatabaseKind,
  pglite: FreshPgliteOptions = {},
): Promise<{ options: OpenDatabaseOptions; cleanup(): Promise<void> }> {
  const deadlineMs = timeBudget(DEFAULT_DATABASE_DEADLINE_MS);
  if (kind === 'postgres') {
    const { url, cleanup } = await freshPostgresUrl();
    return {
      options: { databaseUrl: url, dataDir: '/nonexistent', deadlineMs, notify: () => undefined },
      cleanup,
    };
  }
  const { dataDir, cleanup } = await freshPgliteDir(pglite);
  return {
    options: { dataDir, vacuumIntervalMs: 0, deadlineMs, notify: () => undefined },
    cleanup: () => {
      cleanup();
      return Promise.resolve();
    },
  };
}

/**
 * Opens a fresh, migrated database of `kind`; `dispose` closes and deletes it. PGlite's is a copy of the
 * migrated template; PostgreSQL's is migrated as it opens.
 */
export async function openFreshDatabase(
  kind: DatabaseKind,
): Promise<{ db: Database; dispose(): Promise<void> }> {
  const { options, cleanup } = await freshDatabase(kind, { migrated: true });
  const db = await openDatabase(options);
  return {
    db,
    async dispose() {
      await db.close();
      await cleanup();
    },
  };
}

/** A migrated database kept open for the tests of one file or describe block. */
export interface SharedDatabase {
  readonly db: Database;
  /** Brings it back to its just-migrated state (see ./database-reset.ts). */
  reset(): Promise<void>;
  dispose(): Promise<void>;
}

/**
 * Opens a fresh, migrated database of `kind` to share between tests, resetting it in between: one open
 * per file instead of one per test (a PGlite open costs a data-directory copy and a WASM start).
 */
export async function openSharedDatabase(kind: DatabaseKind): Promise<SharedDatabase> {
  const { db, dispose } = await openFreshDatabase(kind);
  try {
    return { db, reset: await recordFreshState(db), dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

/**
 * Runs `fn` on a fresh PGlite database and, when TEST_DATABASE_URL is set, on a fresh PostgreSQL one,
 * closing and removing each afterwards. For benchmarks that report both.
 */
export async function onEachBenchDatabase(
  fn: (label: string, db: Database) => Promise<void>,
  log: (line: string) => void,
): Promise<void> {
  const pglite = await freshPgliteDir();
  const db = await openDatabase({ dataDir: pglite.dataDir, vacuumIntervalMs: 0 });
  try {
    await fn('PGlite (embedded, on this disk)', db);
  } finally {
    await db.close();
    pglite.cleanup();
  }
  if (TEST_DATABASE_URL === '') {
    log('\n(PostgreSQL skipped: set TEST_DATABASE_URL to include it.)');
    return;
  }
  const server = await freshPostgresUrl();
  const pgDb = await openDatabase({ databaseUrl: server.url, dataDir: '' });
  try {
    await fn('PostgreSQL (TEST_DATABASE_URL, pool of 10)', pgDb);
  } finally {
    await pgDb.close();
    await server.cleanup();
  }
}
