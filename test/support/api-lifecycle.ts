import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach } from 'vitest';
import { createRepository } from '../../site/server/data';
import type { TestStore } from './api-db';
import { openSession, startApi, type ApiHarness, type HarnessOptions, type Session } from './api-app';
import { openSharedDatabase, type DatabaseKind, type SharedDatabase } from './test-databases';

/** What a test gets from {@link useApi}'s start: the app, a browser-like session, the store, the harness. */
export interface StartedApi {
  readonly app: FastifyInstance;
  readonly session: Session;
  readonly store: TestStore;
  readonly harness: ApiHarness;
}

/**
 * Registers the teardown once for the enclosing describe and returns `start`: each call builds the whole
 * app on a database of `kind` that holds exactly what a fresh one would, plus `stock` shirts; the app is
 * closed after each test.
 *
 * The database is opened at the first `start` and shared by the describe's tests, reset in between (see
 * ./database-reset.ts): a fresh PGlite per test made these files the slowest in `npm test`. Opening it
 * lazily keeps a describe whose tests are all skipped (PostgreSQL without TEST_DATABASE_URL) from
 * opening anything.
 */
export function useApi(
  kind: DatabaseKind,
): (stock?: number, options?: Omit<HarnessOptions, 'repository'>) => Promise<StartedApi> {
  let shared: SharedDatabase | undefined;
  let harness: ApiHarness | undefined;
  afterEach(async () => {
    await harness?.app.close();
    harness = undefined;
  });
  afterAll(async () => {
    await shared?.dispose();
    shared = undefined;
  });
  return async (stock = 0, options = {}) => {
    shared ??= await openSharedDatabase(kind);
    await shared.reset();
    const store: TestStore = { db: shared.db, repository: createRepository(shared.db) };
    await store.repository.setStock(stock);
    harness = await startApi({ repository: store.repository, ...options });
    return { app: harness.app, session: await openSession(harness.app), store, harness };
  };
}
