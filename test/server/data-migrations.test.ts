import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabaseOptions } from '../../site/server/data';
import { loadMigrations, MigrationError, MIGRATIONS_DIR } from '../../site/server/data/migrations';
import type { Database } from '../../site/server/data/port';
import { DATABASE_KINDS, databaseAvailable, freshDatabase } from '../support/test-databases';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function fresh(kind: (typeof DATABASE_KINDS)[number]): Promise<OpenDatabaseOptions> {
  const { options, cleanup } = await freshDatabase(kind);
  cleanups.push(cleanup);
  return options;
}

async function open(options: OpenDatabaseOptions): Promise<Database> {
  const db = await openDatabase(options);
  cleanups.push(() => db.close());
  return db;
}

/** A copy of the real migrations folder, to add or change files in. */
function migrationsCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ohio-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  cleanups.push(() => {
    rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}

async function ledger(db: Database): Promise<string[]> {
  const { rows } = await db.query<{ version: string }>(
    'SELECT version FROM schema_migrations ORDER BY version',
  );
  return rows.map((r) => r.version);
}

async function tableExists(db: Database, name: string): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>('SELECT to_regclass($1) IS NOT NULL AS found', [name]);
  return rows[0]?.found === true;
}

/** The migrations in site/server/migrations, in order. */
const APPLIED = ['0001', '0002', '0003', '0004', '0005', '0006'];

describe('the migrations folder', () => {
  it('holds numbered files, applied in order', async () => {
    const migrations = await loadMigrations();
    expect(migrations.map((m) => m.version)).toEqual(APPLIED);
    expect(migrations.map((m) => m.name)).toEqual([
      'registrations',
      'scroll_scores',
      'rate_limits',
      'contact_messages',
      'rate_limits_unlogged',
      'idempotency_keys',
    ]);
  });

  it('refuses a file that does not follow NNNN_name.sql', async () => {
    const dir = migrationsCopy();
    writeFileSync(join(dir, 'add-index.sql'), 'SELECT 1;');
    await expect(loadMigrations(dir)).rejects.toThrow(/add-index\.sql must be named NNNN_name\.sql/);
  });

  it('refuses two files with the same number', async () => {
    const dir = migrationsCopy();
    writeFileSync(join(dir, '0002_other.sql'), 'SELECT 1;');
    await expect(loadMigrations(dir)).rejects.toThrow(/Two migration files have the number 0002/);
  });
});

for (const kind of DATABASE_KINDS) {
  describe.skipIf(!databaseAvailable(kind))(`migrations on ${kind}`, () => {
    it('create the schema on a fresh database and record each version', async () => {
      const db = await open(await fresh(kind));
      expect(await ledger(db)).toEqual(APPLIED);
      for (const table of ['registrations', 'shirt_stock', 'scroll_score_buckets', 'rate_limits']) {
        expect(await tableExists(db, table)).toBe(true);
      }
    });

    it('keep the rate-limit counters unlogged and the registrations logged', async () => {
      const db = await open(await fresh(kind));
      const { rows } = await db.query<{ relname: string; relpersistence: string }>(
        "SELECT relname, relpersistence FROM pg_class WHERE relname IN ('rate_limits', 'registrations', 'shirt_stock') ORDER BY relname",
      );
      expect(rows).toEqual([
        { relname: 'rate_limits', relpersistence: 'u' },
        { relname: 'registrations', relpersistence: 'p' },
        { relname: 'shirt_stock', relpersistence: 'p' },
      ]);
    });

    it('are idempotent: reopening applies nothing and keeps the data', async () => {
      const options = await fresh(kind);
      const first = await openDatabase(options);
      await first.query('UPDATE shirt_stock SET remaining = 42');
      await first.close();
      const second = await open(options);
      expect(await ledger(second)).toEqual(APPLIED);
      expect((await second.query('SELECT remaining FROM shirt_stock')).rows).toEqual([{ remaining: 42 }]);
    });

    it('apply a new migration on the next start, after the recorded ones', async () => {
      const options = await fresh(kind);
      await (await openDatabase(options)).close();
      const dir = migrationsCopy();
      writeFileSync(join(dir, '0099_add_note.sql'), 'ALTER TABLE shirt_stock ADD COLUMN note text;');
      const db = await open({ ...options, migrationsDir: dir });
      expect(await ledger(db)).toEqual([...APPLIED, '0099']);
      expect((await db.query('SELECT note FROM shirt_stock')).rows).toEqual([{ note: null }]);
    });

    it('roll a failing migration back whole: no half-made table, no ledger row', async () => {
      const options = await fresh(kind);
      const dir = migrationsCopy();
      writeFileSync(
        join(dir, '0099_broken.sql'),
        'CREATE TABLE half_made (id int);\nINSERT INTO half_made VALUES (1);\nSELECT no_such_function();',
      );
      await expect(openDatabase({ ...options, migrationsDir: dir })).rejects.toThrow(/no_such_function/);
      const db = await open(options);
      expect(await ledger(db)).toEqual(APPLIED);
      expect(await tableExists(db, 'half_made')).toBe(false);
    });

    it('refuse to start when an applied migration file was changed', async () => {
      const options = await fresh(kind);
      await (await openDatabase(options)).close();
      const dir = migrationsCopy();
      writeFileSync(join(dir, '0002_scroll_scores.sql'), 'SELECT 1;');
      const failure = openDatabase({ ...options, migrationsDir: dir });
      await expect(failure).rejects.toThrow(MigrationError);
      await expect(failure).rejects.toThrow(/0002_scroll_scores\.sql was changed after it was applied/);
    });
  });
}

describe.skipIf(!databaseAvailable('postgres'))('migrations on a shared postgres', () => {
  it('two servers migrating at once apply each migration exactly once', async () => {
    const options = await fresh('postgres');
    const dbs = await Promise.all(Array.from({ length: 4 }, () => openDatabase(options)));
    for (const db of dbs) cleanups.push(() => db.close());
    expect(await ledger(dbs[0]!)).toEqual(APPLIED);
    expect((await dbs[0]!.query('SELECT remaining FROM shirt_stock')).rows).toEqual([{ remaining: 0 }]);
  });
});
