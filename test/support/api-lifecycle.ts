import type { FastifyInstance } from 'fastify';
import { afterEach } from 'vitest';
import { realStore, type RealStore } from './api-db';
import { openSession, startApi, type ApiHarness, type HarnessOptions, type Session } from './api-app';
import type { DatabaseKind } from './test-databases';

/** What a test gets from {@link useApi}'s start: the app, a browser-like session, the store, the harness. */
export interface StartedApi {
  readonly app: FastifyInstance;
  readonly session: Session;
  readonly store: RealStore;
  readonly harness: ApiHarness;
}

/**
 * Registers the teardown once for the enclosing describe and returns `start`: each call opens a fresh real
 * store on `kind` with `stock` shirts and builds the whole app on it; after each test both are closed.
 */
export function useApi(
  kind: DatabaseKind,
): (stock?: number, options?: Omit<HarnessOptions, 'repository'>) => Promise<StartedApi> {
  let store: RealStore | undefined;
  let harness: ApiHarness | undefined;
  afterEach(async () => {
    await harness?.app.close();
    await store?.dispose();
    harness = undefined;
    store = undefined;
  });
  return async (stock = 0, options = {}) => {
    store = await realStore(kind, stock);
    harness = await startApi({ repository: store.repository, ...options });
    return { app: harness.app, session: await openSession(harness.app), store, harness };
  };
}
