import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AdapterDatabase } from './adapter';

/**
 * The server's build (tsdown.server.config.ts) sets it to where it copies the migrations, relative to the
 * bundle; the sources, run by tsx or vitest, leave it undefined.
 */
declare const __MIGRATIONS_URL__: string | undefined;

/**
 * site/server/migrations (dist-server/migrations in the built server): numbered plain SQL files, the same
 * on PGlite and PostgreSQL.
 */
export const MIGRATIONS_DIR = fileURLToPath(
  new URL(typeof __MIGRATIONS_URL__ === 'string' ? __MIGRATIONS_URL__ : '../migrations/', import.meta.url),
);

/**
 * The advisory lock key every migrating process takes (pg_advisory_xact_lock), so two servers starting
 * against one PostgreSQL database apply each migration once, one after the other. Arbitrary but fixed.
 */
export const MIGRATION_LOCK_KEY = 7_402_125_561;

/** One migration file. */
export interface Migration {
  /** The file's number, e.g. `0001`: migrations run in this order. */
  readonly version: string;
  /** The rest of the file name, e.g. `registrations`. */
  readonly name: string;
  readonly sql: string;
  /** sha256 of the SQL: an applied migration whose file later changes is refused. */
  readonly checksum: string;
}

/** A migrations folder or database that cannot be used; the message says why. */
export class MigrationError extends Error {
  override name = 'MigrationError';
}

const NO_DEADLINE = { deadlineAt: Infinity };

const FILE_NAME = /^(\d{4})_([a-z0-9_]+)\.sql$/;

/** Reads the migrations folder, in order. Every `.sql` file must be named `NNNN_snake_name.sql`. */
export async function loadMigrations(dir: string = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const seen = new Set<string>();
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = FILE_NAME.exec(file);
    if (!match?.[1] || !match[2]) {
      throw new MigrationError(
        `Migration file ${file} must be named NNNN_name.sql (e.g. 0003_add_index.sql).`,
      );
    }
    if (seen.has(match[1])) throw new MigrationError(`Two migration files have the number ${match[1]}.`);
    seen.add(match[1]);
    const sql = await readFile(`${dir}/${file}`, 'utf8');
    migrations.push({
      version: match[1],
      name: match[2],
      sql,
      checksum: createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex'),
    });
  }
  return migrations;
}

const CREATE_LEDGER = `
  CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    name text NOT NULL,
    checksum text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`;

/**
 * Applies the migrations not yet recorded in `schema_migrations`, each in its own transaction together
 * with its ledger row, under an advisory lock. Idempotent: a second run applies nothing.
 *
 * @returns the versions applied by this call
 * @throws MigrationError when an applied migration's file has changed since
 */
export async function applyMigrations(
  db: AdapterDatabase,
  migrations: readonly Migration[],
): Promise<string[]> {
  const applied: string[] = [];
  for (const migration of migrations) {
    // No deadline: a migration runs once, at start, before any visitor waits on it, and a second server
    // starting at the same time waits for the lock below for as long as the first one migrates.
    const didApply = await db.tx(async (q) => {
      await q.query('SET LOCAL statement_timeout = 0');
      // Taken before looking at the ledger, so a second process waits here and then sees the row.
      await q.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      await q.exec(CREATE_LEDGER);
      const { rows } = await q.query<{ checksum: string }>(
        'SELECT checksum FROM schema_migrations WHERE version = $1',
        [migration.version],
      );
      const recorded = rows[0];
      if (recorded) {
        if (recorded.checksum !== migration.checksum) {
          throw new MigrationError(
            `Migration ${migration.version}_${migration.name}.sql was changed after it was applied. ` +
              'Restore the file and put the change in a new migration.',
          );
        }
        return false;
      }
      await q.exec(migration.sql);
      await q.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
        migration.version,
        migration.name,
        migration.checksum,
      ]);
      return true;
    }, NO_DEADLINE);
    if (didApply) applied.push(migration.version);
  }
  return applied;
}
