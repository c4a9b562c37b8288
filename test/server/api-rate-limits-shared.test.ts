import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createRepository } from '../../site/server/data';
import { LOCAL_SHARE, SETTLE_MS, type RateLimitStore } from '../../site/server/security/rate-limits';
import { recipientKeyer } from '../../site/server/security/recipient-key';
import {
  DEFAULT_RATE_LIMITS,
  openSession,
  postJson,
  startApi,
  validRegistration,
  type ApiHarness,
} from '../support/api-app';
import { API_DATABASES, dumpAllTables } from '../support/api-db';
import { openSharedDatabase, type DatabaseKind, type SharedDatabase } from '../support/test-databases';

/**
 * Rate limits that hold across server instances and across people sharing one address. Every request
 * here comes from 127.0.0.1: the visitors are behind one NAT. The counters live in the database, as they
 * do on PostgreSQL in production (main.ts); the same store runs on PGlite here so the test also runs
 * without TEST_DATABASE_URL.
 */

const disposers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const dispose of disposers.splice(0).reverse()) await dispose();
});

/**
 * One database of each kind for the file, opened at its first test and brought back to a fresh one's
 * state before each (./support/database-reset.ts: every table emptied, the counters too, the migrations'
 * rows put back): a fresh PGlite for each of the 14 tests cost an open each. The apps of a test are closed
 * (afterEach) before the next one resets it.
 */
const databases = new Map<DatabaseKind, SharedDatabase>();
afterAll(async () => {
  for (const database of databases.values()) await database.dispose();
  databases.clear();
});

async function openStore(kind: DatabaseKind, stock = 1000) {
  let shared = databases.get(kind);
  if (shared === undefined) {
    shared = await openSharedDatabase(kind);
    databases.set(kind, shared);
  }
  await shared.reset();
  const db = shared.db;
  const repository = createRepository(db);
  await repository.setStock(stock);
  return { db, repository };
}

async function instance(
  repository: ReturnType<typeof createRepository>,
  store: RateLimitStore,
  rateLimits = {},
): Promise<ApiHarness> {
  const harness = await startApi({ repository, rateLimits, extra: { rateLimitStore: store } });
  disposers.push(() => harness.app.close());
  return harness;
}

const FRIEND = 'flooded.friend@example.com';

describe.each(API_DATABASES)('email a friend, limited with the default limits on $kind', ({ kind, skip }) => {
  const limits = {
    emailFriend: DEFAULT_RATE_LIMITS.emailFriend,
    emailFriendAddress: DEFAULT_RATE_LIMITS.emailFriendAddress,
    emailFriendRecipient: DEFAULT_RATE_LIMITS.emailFriendRecipient,
  };

  it.skipIf(skip)('20 visitors behind one address each send one email: all are accepted', async () => {
    const { db, repository } = await openStore(kind);
    const { app } = await instance(repository, db, limits);
    const codes: number[] = [];
    for (let i = 0; i < 20; i++) {
      const visitor = await openSession(app);
      codes.push(
        (await postJson(app, visitor, '/api/emailfriend', { email: `friend${i}@example.org` })).statusCode,
      );
    }
    expect(codes).toEqual(Array<number>(20).fill(200));
  });

  it.skipIf(skip)('one visitor sending again and again is stopped at the per-visitor limit', async () => {
    const { db, repository } = await openStore(kind);
    const { app } = await instance(repository, db, limits);
    const sender = await openSession(app);
    const codes: number[] = [];
    for (let i = 0; i < limits.emailFriend.max + 2; i++) {
      codes.push(
        (await postJson(app, sender, '/api/emailfriend', { email: `pal${i}@example.org` })).statusCode,
      );
    }
    expect(codes).toEqual([...Array<number>(limits.emailFriend.max).fill(200), 429, 429]);
    // Someone else behind the same address is not locked out by that sender.
    const neighbour = await openSession(app);
    expect(
      (await postJson(app, neighbour, '/api/emailfriend', { email: 'mine@example.org' })).statusCode,
    ).toBe(200);
  });

  it.skipIf(skip)(
    'one recipient flooded by many visitors is limited, and the stored key is not the address',
    async () => {
      const { db, repository } = await openStore(kind);
      const { app, outboxFiles } = await instance(repository, db, limits);
      const codes: number[] = [];
      for (let i = 0; i < limits.emailFriendRecipient.max + 2; i++) {
        const visitor = await openSession(app);
        // Case and spaces do not make a new recipient.
        const email = i % 2 === 0 ? FRIEND : ` ${FRIEND.toUpperCase()} `;
        const res = await postJson(app, visitor, '/api/emailfriend', { email });
        codes.push(res.statusCode);
        if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(3600);
      }
      expect(codes).toEqual([...Array<number>(limits.emailFriendRecipient.max).fill(200), 429, 429]);
      expect(outboxFiles()).toHaveLength(limits.emailFriendRecipient.max);
      // Another address is still served.
      const other = await openSession(app);
      expect(
        (await postJson(app, other, '/api/emailfriend', { email: 'other@example.org' })).statusCode,
      ).toBe(200);

      const { rows } = await db.query<{ key: string }>('SELECT key FROM rate_limits');
      const keys = rows.map((row) => row.key);
      // The recipient's counter is there, under the keyed hash of the address...
      const hashed = recipientKeyer(Buffer.alloc(32, 7))(FRIEND);
      expect(keys).toContain(`emailFriendRecipient:${hashed}`);
      // ...and the address itself is in no table at all, in any spelling.
      const everything = (await dumpAllTables(db)).toLowerCase();
      expect(everything).not.toContain('flooded.friend');
      expect(everything).not.toContain('other@example');
    },
  );
  it.skipIf(skip)(
    'a recipient is counted by mailbox: plus tags, dots at Gmail and googlemail.com are the same one',
    async () => {
      const { db, repository } = await openStore(kind);
      const { app, outboxFiles } = await instance(repository, db, limits);
      const send = async (email: string) =>
        (await postJson(app, await openSession(app), '/api/emailfriend', { email })).statusCode;
      const codes: number[] = [];
      for (let i = 0; i < limits.emailFriendRecipient.max; i++) codes.push(await send('victim@gmail.com'));
      expect(codes).toEqual(Array<number>(limits.emailFriendRecipient.max).fill(200));
      for (const spelling of [
        'victim+1@gmail.com',
        'Victim+2@Gmail.com',
        'v.ictim@gmail.com',
        'vic.tim@googlemail.com',
      ]) {
        expect(await send(spelling), spelling).toBe(429);
      }
      expect(outboxFiles()).toHaveLength(limits.emailFriendRecipient.max);
      // Dots are someone else's at a provider that keeps them.
      for (let i = 0; i < limits.emailFriendRecipient.max; i++)
        expect(await send('victim@example.org')).toBe(200);
      expect(await send('victim+news@example.org')).toBe(429);
      expect(await send('v.ictim@example.org')).toBe(200);
      const everything = (await dumpAllTables(db)).toLowerCase();
      expect(everything).not.toContain('victim');
      expect(everything).not.toContain('ictim@');
    },
  );
});

describe.each(API_DATABASES)('two instances on one $kind database', ({ kind, skip }) => {
  const ceiling = { max: 6, windowMs: 60_000 };

  async function signUpsAccepted(store: (db: Awaited<ReturnType<typeof openStore>>['db']) => RateLimitStore) {
    const { db, repository } = await openStore(kind);
    const limits = { registerAddress: ceiling };
    const first = await instance(repository, store(db), limits);
    const second = await instance(repository, store(db), limits);
    let accepted = 0;
    // A load balancer alternates the requests of one address between the instances; every request is a
    // new visitor, so only the shared per-address ceiling can stop them.
    for (let i = 0; i < ceiling.max * 2 + 2; i++) {
      const { app } = i % 2 === 0 ? first : second;
      const visitor = await openSession(app);
      const res = await postJson(app, visitor, '/api/register', validRegistration({}, i));
      if (res.statusCode === 201) accepted++;
      else expect(res.statusCode).toBe(429);
    }
    return accepted;
  }

  it.skipIf(skip)(
    'allow exactly one allowance in total when their counters are in the database',
    async () => {
      expect(await signUpsAccepted((db) => db)).toBe(ceiling.max);
    },
  );

  it.skipIf(skip)('(the reason) counters in each process allow one allowance per instance', async () => {
    expect(await signUpsAccepted(() => 'memory')).toBe(ceiling.max * 2);
  });

  it.skipIf(skip)(
    "share the form pages' id-minting limit, granted in process and settled, within the stated slack",
    async () => {
      const { db, repository } = await openStore(kind);
      const limits = { csrfGet: ceiling };
      const first = await instance(repository, db, limits);
      const second = await instance(repository, db, limits);
      // Cookieless views of a form page, alternating between the instances: each mints an id while allowed.
      const minted = async (app: ApiHarness['app']) =>
        (await app.inject({ url: '/contact', headers: { accept: 'text/html' } })).headers['set-cookie'] !==
        undefined;
      let granted = 0;
      for (let i = 0; i < ceiling.max * 2; i++) {
        if (await minted((i % 2 === 0 ? first : second).app)) granted++;
      }
      // Each instance grants half the limit before it asks the database, so two allow at most 1.5x it.
      expect(granted).toBeGreaterThanOrEqual(ceiling.max);
      expect(granted).toBeLessThanOrEqual(ceiling.max * (1 + LOCAL_SHARE));
      // Once the points granted in process are settled (sent within SETTLE_MS), both instances refuse.
      const settled = async () => {
        const { rows } = await db.query<{ points: number | string }>(
          "SELECT points FROM rate_limits WHERE key = 'csrfGet:127.0.0.1'",
        );
        return Number(rows[0]?.points ?? 0) >= granted;
      };
      for (let waited = 0; waited < 20_000 && !(await settled()); waited += SETTLE_MS) {
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      }
      expect(await settled()).toBe(true);
      expect(await minted(first.app)).toBe(false);
      expect(await minted(second.app)).toBe(false);
      expect((await first.app.inject({ url: '/api/csrf' })).statusCode).toBe(429);
    },
  );
});
