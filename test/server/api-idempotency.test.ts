import { describe, expect, it } from 'vitest';
import { DeadlineError } from '../../site/server/data/deadline';
import type { Repository } from '../../site/server/data/repository';
import { IDEMPOTENCY_TTL_MS } from '../../site/server/data/idempotency';
import { API_DATABASES, type TestStore } from '../support/api-db';
import { postJson, validRegistration } from '../support/api-app';
import { useApi } from '../support/api-lifecycle';

/**
 * Idempotency keys: a form submission sent again with the same key (its first answer lost) is answered
 * as the first one was, and nothing is stored or mailed twice (site/server/http/idempotency.ts).
 */

const THANKS = "Thanks. We've received your submission.";
const KEY = '3f1c2a9e-5b7d-4e8f-9a0b-1c2d3e4f5a6b';
const OTHER_KEY = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';
const withKey = (key: string) => ({ 'idempotency-key': key });

async function registrations(store: TestStore): Promise<number> {
  let n = 0;
  await store.repository.exportRegistrations(() => {
    n++;
  });
  return n;
}

/**
 * A repository whose first sign-up is stored and committed, and then fails as if the answer had been
 * lost after the COMMIT (the deadline passing as the COMMIT came back): the "outcome unknown" 503.
 */
function losingFirstAnswer(real: () => Repository): Repository {
  let lost = false;
  return new Proxy({} as Repository, {
    get(_target, name: keyof Repository) {
      // The app is built before the store exists: everything is looked up when it is used.
      if (name === 'idempotency') {
        return new Proxy({} as Repository['idempotency'], {
          get: (_store, method: keyof Repository['idempotency']) => real().idempotency[method],
        });
      }
      if (name !== 'register') {
        return (...args: unknown[]) => (real()[name] as (...a: unknown[]) => unknown)(...args);
      }
      const repository = real();
      const register: Repository['register'] = async (record, answer) => {
        const outcome = await repository.register(record, answer);
        if (!lost) {
          lost = true;
          throw new DeadlineError('COMMIT');
        }
        return outcome;
      };
      return register;
    },
  });
}

describe.each(API_DATABASES)('idempotency keys on $kind', ({ kind, skip }) => {
  const start = useApi(kind);

  it.skipIf(skip)(
    'answers a retried sign-up whose answer was lost after its COMMIT with the original 201, storing one row',
    async () => {
      const holder: { store?: TestStore } = {};
      const repository = losingFirstAnswer(() => {
        if (holder.store === undefined) throw new Error('not started');
        return holder.store.repository;
      });
      const { app, session, store } = await start(5, { extra: { repository } });
      holder.store = store;
      const first = await postJson(app, session, '/api/register', validRegistration(), withKey(KEY));
      // The sign-up was committed but its answer lost: the visitor saw a 503 and tries again.
      expect(first.statusCode).toBe(503);
      expect(await registrations(store)).toBe(1);

      const retry = await postJson(app, session, '/api/register', validRegistration(), withKey(KEY));
      expect(retry.statusCode).toBe(201);
      expect(retry.json()).toEqual({ message: THANKS });
      const again = await postJson(app, session, '/api/register', validRegistration(), withKey(KEY));
      expect(again.statusCode).toBe(201);
      expect(again.body).toBe(retry.body);
      expect(await registrations(store)).toBe(1);
      expect(await store.repository.stockRemaining()).toBe(4);

      // Without the key the same sign-up is a second one, refused as a duplicate: what the key prevents.
      const unkeyed = await postJson(app, session, '/api/register', validRegistration());
      expect(unkeyed.statusCode).toBe(422);
    },
  );

  it.skipIf(skip)(
    'refuses the same key with a different submission (422), storing nothing more',
    async () => {
      const { app, session, store } = await start(5);
      expect(
        (await postJson(app, session, '/api/register', validRegistration(), withKey(KEY))).statusCode,
      ).toBe(201);
      const other = await postJson(
        app,
        session,
        '/api/register',
        validRegistration({ email: 'someone.else@example.org', first_name: 'Sam' }),
        withKey(KEY),
      );
      expect(other.statusCode).toBe(422);
      expect(other.json<{ message: string }>().message).toMatch(/already used for a different submission/);
      expect(await registrations(store)).toBe(1);
      // A key is per form: the same key on another form is another submission.
      const contact = await postJson(
        app,
        session,
        '/api/contact',
        { topic: 'question', name: 'Pat', email: 'pat@example.org', message: 'Hello' },
        withKey(KEY),
      );
      expect(contact.statusCode).toBe(201);
    },
  );

  it.skipIf(skip)(
    'answers the same submission sent twice at once with 201 both times and one row',
    async () => {
      const { app, session, store } = await start(5);
      const [a, b] = await Promise.all([
        postJson(app, session, '/api/register', validRegistration(), withKey(KEY)),
        postJson(app, session, '/api/register', validRegistration(), withKey(KEY)),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      expect(await registrations(store)).toBe(1);
    },
  );

  it.skipIf(skip)(
    'stores one contact message for the same message sent ten times at once, each answered 201 or 409',
    async () => {
      const { app, session, store } = await start(5, {
        rateLimits: { contact: { max: 100, windowMs: 60_000 } },
      });
      const message = { topic: 'question', name: 'Pat', email: 'pat@example.org', message: 'Hello' };
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => postJson(app, session, '/api/contact', message, withKey(KEY))),
      );
      // Those that found the first one committed get its 201; none stores a second row.
      expect(answers.every((res) => res.statusCode === 201 || res.statusCode === 409)).toBe(true);
      let rows = 0;
      await store.repository.exportContactMessages(() => {
        rows++;
      });
      expect(rows).toBe(1);
    },
  );

  it.skipIf(skip)('forgets a key after a day: the same submission is then handled anew', async () => {
    let nowMs = Date.parse('2026-06-15T12:00:00Z');
    const { app, session, store } = await start(5, { now: () => new Date(nowMs) });
    expect(
      (await postJson(app, session, '/api/register', validRegistration(), withKey(KEY))).statusCode,
    ).toBe(201);
    nowMs += IDEMPOTENCY_TTL_MS - 60_000;
    expect(
      (await postJson(app, session, '/api/register', validRegistration(), withKey(KEY))).statusCode,
    ).toBe(201);
    nowMs += 2 * 60_000;
    const late = await postJson(app, session, '/api/register', validRegistration(), withKey(KEY));
    // The key has expired: the sign-up is handled as new, and the person is already registered.
    expect(late.statusCode).toBe(422);
    expect(await registrations(store)).toBe(1);
    // Expired keys are deleted (the store sweeps them on its own too, now and then).
    await store.repository.idempotency.sweep(nowMs);
    const { rows } = await store.db.query<{ n: number }>('SELECT count(*)::int AS n FROM idempotency_keys');
    expect(rows[0]?.n).toBe(0);
  });

  it.skipIf(skip)(
    'sends one email for an email-a-friend submission however often it is retried',
    async () => {
      const { app, session, harness } = await start();
      const body = { email: 'friend@example.com' };
      const first = await postJson(app, session, '/api/emailfriend', body, withKey(KEY));
      const retry = await postJson(app, session, '/api/emailfriend', body, withKey(KEY));
      expect(first.statusCode).toBe(200);
      expect(retry.statusCode).toBe(200);
      expect(retry.body).toBe(first.body);
      expect(harness.outboxFiles()).toHaveLength(1);
      // A new submission (a new key) is a new mail.
      expect((await postJson(app, session, '/api/emailfriend', body, withKey(OTHER_KEY))).statusCode).toBe(
        200,
      );
      expect(harness.outboxFiles()).toHaveLength(2);
    },
  );

  it.skipIf(skip)(
    'stores one contact message for a retried submission, also with the key as a form field',
    async () => {
      const { app, session, store } = await start();
      const body = { topic: 'question', name: 'Pat', email: 'pat@example.org', message: 'Is the quiz free?' };
      for (let i = 0; i < 3; i++) {
        const res = await postJson(app, session, '/api/contact', { ...body, idempotency_key: KEY });
        expect(res.statusCode).toBe(201);
      }
      expect(await store.repository.exportContactMessages(() => undefined)).toBe(1);
    },
  );

  it.skipIf(skip)('refuses a malformed key with 400 and stores nothing', async () => {
    const { app, session, store } = await start(5);
    const res = await postJson(app, session, '/api/register', validRegistration(), withKey('short'));
    expect(res.statusCode).toBe(400);
    expect(await registrations(store)).toBe(0);
  });

  it.skipIf(skip)(
    'looks up keys asked for at once together, each answered with its own state (answered, pending, expired, unknown, other form)',
    async () => {
      const { store } = await start(0);
      const keys = store.repository.idempotency;
      const now = Date.now();
      const submission = (key: string, scope = 'register') => ({ scope, key, fingerprint: `fp-${key}` });
      const answered = submission('answered-key-0001');
      const pending = submission('pending-key-00001');
      const expired = submission('expired-key-00001');
      expect(await keys.claim(answered, now)).toBe(true);
      await keys.complete(answered, { status: 201, body: '{"message":"stored"}' });
      expect(await keys.claim(pending, now)).toBe(true);
      expect(await keys.claim(expired, now - IDEMPOTENCY_TTL_MS - 1)).toBe(true);
      const asked = [
        ['register', 'unknown-key-00001'],
        ['register', answered.key],
        ['contact', answered.key],
        ['register', pending.key],
        ['register', expired.key],
        ['register', answered.key],
      ] as const;
      const states = await Promise.all(asked.map(([scope, key]) => keys.find(scope, key, now)));
      expect(states).toEqual([
        { state: 'unknown' },
        {
          state: 'answered',
          fingerprint: answered.fingerprint,
          answer: { status: 201, body: '{"message":"stored"}' },
        },
        { state: 'unknown' },
        { state: 'pending', fingerprint: pending.fingerprint },
        { state: 'unknown' },
        {
          state: 'answered',
          fingerprint: answered.fingerprint,
          answer: { status: 201, body: '{"message":"stored"}' },
        },
      ]);
    },
  );
});
