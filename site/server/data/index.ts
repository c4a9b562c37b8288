/**
 * The server's storage: open a database (PGlite or PostgreSQL), then build the repository on it.
 *
 * @example
 * ```ts
 * const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: embeddedDataDir(varDir) });
 * const repository = createRepository(db);
 * ```
 */
export { openDatabase, embeddedDataDir, type OpenDatabaseOptions } from './open';
export { createRepository, MAX_STOCK } from './sql-repository';
export { DatabaseError, DatabaseOpenError, DatabaseUnavailableError } from './errors';
export { LockHeldError } from './lock-file';
export { IN_MEMORY, DEFAULT_VACUUM_INTERVAL_MS } from './pglite';
export { MigrationError } from './migrations';
export { personKey } from './normalise';
export { scoreBucket, SIGNIFICANT_BITS, EXACT_BELOW } from './score-histogram';
export type * from './port';
export type * from './repository';
