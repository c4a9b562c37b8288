import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { API_DATABASES } from '../support/api-db';
import { validRegistration } from '../support/api-app';
import { useApi } from '../support/api-lifecycle';

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
