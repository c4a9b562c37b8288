import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createRepository } from '../../site/server/data';
import { DEFAULT_DATABASE_DEADLINE_MS } from '../../site/server/data/deadline';
import { DatabaseHealth, guardedDatabase } from '../../site/server/data/health';
import type { Database } from '../../site/server/data/port';
import { API_DATABASES } from '../support/api-db';
import { openSession, postJson, startApi, validRegistration, type Session } from '../support/api-app';
import { useApi } from '../support/api-lifecycle';
import { openSharedDatabase, type SharedDatabase } from '../support/test-databases';

const STOCK = 15;
const CLIENTS = 60;

describe.each(API_DATABASES)('concurrent sign-ups over HTTP on $kind', ({ kind, skip }) => {
  const start = useApi(kind);

  it.skipIf(skip)(
    `stock ${String(STOCK)}, ${String(CLIENTS)} simultaneous people: exactly ${String(STOCK)} get a shirt`,
    async () => {
      const { app, session, store } = await start(STOCK);
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;

      const statuses = await Promise.all(
        Array.from({ length: CLIENTS }, async (_, i) => {
          const res = await fetch(`http://127.0.0.1:${String(port)}/api/register`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'sec-fetch-site': 'same-origin',
              cookie: session.cookie,
              'x-xsrf-token': session.token,
            },
            body: JSON.stringify(validRegistration({}, i)),
          });
          const body = (await res.json()) as { message: string };
          expect(typeof body.message).toBe('string');
          return res.status;
        }),
      );

      expect(statuses.filter((s) => s === 201)).toHaveLength(STOCK);
      expect(statuses.filter((s) => s === 409)).toHaveLength(CLIENTS - STOCK);
      expect(await store.repository.stockRemaining()).toBe(0);
      expect(await store.repository.exportRegistrations(() => undefined)).toBe(STOCK);
    },
  );
});

/**
 * The launch-day burst with the database allowed only a few waiting calls (DATABASE_MAX_WAITING): one more
 * is answered 503 at once. Each visitor's own database calls must be shared, not queued one per visitor:
 * the idempotency key look-up every sign-up with a key makes, and the stock read a page makes after a
 * sign-up dropped the cached figure. With one call per visitor these answered 503 ("database busy").
 */
const MAX_WAITING = 4;

describe.each(API_DATABASES)(
  'a burst of sign-ups and pages with few database calls allowed on $kind',
  ({ kind, skip }) => {
    let shared: SharedDatabase | undefined;
    let app: FastifyInstance | undefined;
    afterEach(async () => {
      await app?.close();
      app = undefined;
    });
    afterAll(async () => {
      await shared?.dispose();
    });

    /** The whole app on a database that refuses calls beyond MAX_WAITING waiting at once. */
    async function start(stock: number): Promise<{ app: FastifyInstance; session: Session; db: Database }> {
      shared ??= await openSharedDatabase(kind);
      await shared.reset();
      const health = new DatabaseHealth({ maxWaiting: MAX_WAITING });
      const db = guardedDatabase(shared.db, health, shared.db.deadlineMs ?? DEFAULT_DATABASE_DEADLINE_MS);
      const repository = createRepository(db);
      await repository.setStock(stock);
      app = (await startApi({ repository })).app;
      return { app, session: await openSession(app), db };
    }

    const signUp = (started: { app: FastifyInstance; session: Session }, n: number) =>
      postJson(started.app, started.session, '/api/register', validRegistration({}, n), {
        'idempotency-key': `launch-day-key-${String(n).padStart(4, '0')}`,
      });

    it.skipIf(skip)(
      `after the last shirt, ${String(CLIENTS)} sign-ups at once with their keys are all answered 409, none 503`,
      async () => {
        const started = await start(0);
        const statuses = await Promise.all(
          Array.from({ length: CLIENTS }, async (_, n) => (await signUp(started, n)).statusCode),
        );
        expect(statuses.filter((s) => s !== 409)).toEqual([]);
      },
    );

    it.skipIf(skip)(
      `stock ${String(STOCK)}: ${String(CLIENTS)} sign-ups with keys and ${String(CLIENTS)} page views at once: ${String(STOCK)} accepted, the rest 409, every page offers what stock says`,
      async () => {
        const started = await start(STOCK);
        const settings = (html: string) => /id="page-settings">([^<]*)</.exec(html)?.[1];
        const [statuses, pages] = await Promise.all([
          Promise.all(Array.from({ length: CLIENTS }, async (_, n) => (await signUp(started, n)).statusCode)),
          Promise.all(
            Array.from({ length: CLIENTS }, async () => {
              const res = await started.app.inject({ url: '/games/gambler-quiz' });
              return `${String(res.statusCode)} ${settings(res.body) ?? 'none'}`;
            }),
          ),
        ]);
        expect(statuses.filter((s) => s === 201)).toHaveLength(STOCK);
        expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
        // A page read no stock when its read was refused: it then offers no shirts while there are some.
        expect(pages.filter((p) => !p.startsWith('200 {"tShirtsAvailable":'))).toEqual([]);
        const { rows } = await started.db.query<{ remaining: number }>('SELECT remaining FROM shirt_stock');
        expect(Number(rows[0]?.remaining)).toBe(0);
      },
    );

    it.skipIf(skip)(
      `after a sign-up took a shirt, ${String(CLIENTS)} page views at once all still offer the shirts left`,
      async () => {
        const started = await start(STOCK);
        expect((await signUp(started, 0)).statusCode).toBe(201);
        const pages = await Promise.all(
          Array.from(
            { length: CLIENTS },
            async () => (await started.app.inject({ url: '/games/gambler-quiz' })).body,
          ),
        );
        expect(pages.filter((html) => !html.includes('{"tShirtsAvailable":true}'))).toEqual([]);
      },
    );
  },
);
