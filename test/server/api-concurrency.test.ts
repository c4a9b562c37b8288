import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { API_DATABASES, realStore, type RealStore } from '../support/api-db';
import { openSession, startApi, validRegistration, type ApiHarness } from '../support/api-app';

const STOCK = 15;
const CLIENTS = 60;

describe.each(API_DATABASES)('concurrent sign-ups over HTTP on $kind', ({ kind, skip }) => {
  let store: RealStore | undefined;
  let harness: ApiHarness | undefined;
  afterEach(async () => {
    await harness?.app.close();
    await store?.dispose();
  });

  it.skipIf(skip)(
    `stock ${String(STOCK)}, ${String(CLIENTS)} simultaneous people: exactly ${String(STOCK)} get a shirt`,
    async () => {
      store = await realStore(kind, STOCK);
      harness = await startApi({ repository: store.repository });
      await harness.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = harness.app.server.address() as AddressInfo;
      const session = await openSession(harness.app);

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
