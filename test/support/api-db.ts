import { createRepository } from '../../site/server/data';
import type { Database } from '../../site/server/data/port';
import type { Repository } from '../../site/server/data/repository';
import { DATABASE_KINDS, databaseAvailable, openFreshDatabase, type DatabaseKind } from './test-databases';

/** The databases API tests run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const API_DATABASES = DATABASE_KINDS.map((kind) => ({ kind, skip: !databaseAvailable(kind) }));

/** A migrated database with the real repository on it. */
export interface TestStore {
  readonly db: Database;
  readonly repository: Repository;
}

/** A fresh {@link TestStore} of its own, closed and deleted by `dispose`. */
export interface RealStore extends TestStore {
  dispose(): Promise<void>;
}

export async function realStore(kind: DatabaseKind, stock = 0): Promise<RealStore> {
  const { db, dispose } = await openFreshDatabase(kind);
  const repository = createRepository(db);
  await repository.setStock(stock);
  return { db, repository, dispose };
}

/**
 * Every row of every table the application owns, as JSON text: what a privacy test searches for a value
 * that must not have been stored.
 */
export async function dumpAllTables(db: Database): Promise<string> {
  const { rows: tables } = await db.query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
     WHERE table_schema NOT IN ('pg_catalog', 'information_schema') AND table_type = 'BASE TABLE'`,
  );
  if (tables.length === 0) throw new Error('no tables found: the dump would prove nothing');
  const parts: string[] = [];
  for (const { schema, name } of tables) {
    const { rows } = await db.query(`SELECT * FROM "${schema}"."${name}"`);
    parts.push(`${schema}.${name}: ${JSON.stringify(rows)}`);
  }
  return parts.join('\n');
}
