import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../site/server/data/port';
import { createLimiter, createSettledLimiter, LOCAL_SHARE } from '../../site/server/security/rate-limits';
import {
  DATABASE_KINDS,
  databaseAvailable,
  openSharedDatabase,
  type SharedDatabase,
} from '../support/test-databases';

const LIMIT = { max: 5, windowMs: 60_000 };

/** Another server instance on the same database: its own queue of counts, its own statements. */
function otherInstance(db: Database): Queryable & { statements: () => number } {
  let statements = 0;
  return {
    query: (text, params) => {
      statements++;
      return db.query(text, params);
    },
    statements: () => statements,
  };
}

const allowed = (verdicts: readonly { allowed: boolean }[]) => verdicts.filter((v) => v.allowed).length;

/** The id-minting limit's shape, small: the first half granted in process, the rest counted by the database. */
const MINT = { max: 6, windowMs: 60_000 };
const SETTLE_MS = 20;

/** Resolves once `holds()` is true, looking every few milliseconds (a settle runs on a timer). */
async function until(holds: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 500 && !(await holds()); i++) await new Promise((r) => setTimeout(r, 5));
}

async function sharedPoints(db: Queryable, key: string): Promise<number> {
  const { rows } = await db.query<{ points: number | string }>(
    'SELECT points FROM rate_limits WHERE key = $1',
    [key],
  );
  return Number(rows[0]?.points ?? 0);
}

for (const kind of DATABASE_KINDS) {
  describe.skipIf(!databaseAvailable(kind))(`rate limits counted in batches on ${kind}`, () => {
    let shared: SharedDatabase;
    beforeAll(async () => {
      shared = await openSharedDatabase(kind);
    });
    beforeEach(async () => {
      await shared.reset();
    });
    afterAll(async () => {
      await shared.dispose();
    });

    it('refuses the sixth of eight requests at once for a limit of five, in one statement', async () => {
      const instance = otherInstance(shared.db);
      const limiter = createLimiter(instance, 'register', LIMIT);
      const verdicts = await Promise.all(Array.from({ length: 8 }, () => limiter.consume('anon:one')));
      expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, true, true, false, false, false]);
      expect(verdicts.every((v) => v.retryAfterS >= 1 && v.retryAfterS <= 60)).toBe(true);
      expect(instance.statements()).toBe(1);
      // Later requests are still refused, and another key has its own allowance.
      expect((await limiter.consume('anon:one')).allowed).toBe(false);
      expect((await limiter.consume('anon:two')).allowed).toBe(true);
    });

    it('holds one allowance across two instances counting at once', async () => {
      const [first, second] = [otherInstance(shared.db), otherInstance(shared.db)].map((instance) =>
        createLimiter(instance, 'register', LIMIT),
      );
      if (first === undefined || second === undefined) throw new Error('two limiters expected');
      const verdicts = await Promise.all(
        Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? first : second).consume('address:10.0.0.1')),
      );
      expect(allowed(verdicts)).toBe(LIMIT.max);
    });

    it('starts a new window once the last one has ended', async () => {
      const limiter = createLimiter(otherInstance(shared.db), 'register', LIMIT);
      for (let i = 0; i < LIMIT.max; i++) await limiter.consume('anon:again');
      expect((await limiter.consume('anon:again')).allowed).toBe(false);
      await shared.db.query("UPDATE rate_limits SET expire = $1 WHERE key = 'register:anon:again'", [
        Date.now() - 1,
      ]);
      expect((await limiter.consume('anon:again')).allowed).toBe(true);
    });

    it('grants the first half of a limit without a statement and settles it in the background', async () => {
      const instance = otherInstance(shared.db);
      const limiter = createSettledLimiter(instance, 'csrfGet', MINT, SETTLE_MS);
      const local = MINT.max * LOCAL_SHARE;
      for (let i = 0; i < local; i++) expect((await limiter.consume('10.0.0.7')).allowed).toBe(true);
      // Answered without the database: nothing was sent yet.
      expect(instance.statements()).toBe(0);
      await until(async () => (await sharedPoints(shared.db, 'csrfGet:10.0.0.7')) === local);
      expect(instance.statements()).toBe(1);
      // Past the share, each point is counted by the database before it is judged: exactly the limit.
      const rest = [];
      for (let i = 0; i < 4; i++) rest.push((await limiter.consume('10.0.0.7')).allowed);
      expect(rest).toEqual([true, true, true, false]);
      expect(await sharedPoints(shared.db, 'csrfGet:10.0.0.7')).toBe(MINT.max + 1);
    });

    it('is exact on one instance when a burst arrives at once: the waiting points go before the counted one', async () => {
      const limiter = createSettledLimiter(otherInstance(shared.db), 'csrfGet', MINT, SETTLE_MS);
      const verdicts = await Promise.all(Array.from({ length: 10 }, () => limiter.consume('10.0.0.8')));
      expect(allowed(verdicts)).toBe(MINT.max);
      expect(verdicts.slice(MINT.max).every((v) => !v.allowed && v.retryAfterS >= 1)).toBe(true);
    });

    it('shares the limit between instances within the stated slack: half the limit per other instance', async () => {
      const [first, second] = [otherInstance(shared.db), otherInstance(shared.db)].map((instance) =>
        createSettledLimiter(instance, 'csrfGet', MINT, SETTLE_MS),
      );
      if (first === undefined || second === undefined) throw new Error('two limiters expected');
      const key = '10.0.0.9';
      // The worst case: the first instance uses the whole limit before the second has heard of it.
      let granted = 0;
      for (let i = 0; i < MINT.max; i++) granted += Number((await first.consume(key)).allowed);
      for (let i = 0; i < MINT.max; i++) granted += Number((await second.consume(key)).allowed);
      expect(granted).toBeGreaterThanOrEqual(MINT.max);
      expect(granted).toBeLessThanOrEqual(MINT.max * (1 + LOCAL_SHARE));
      // Once settled, both refuse: the shared count holds every point either granted.
      await until(async () => (await sharedPoints(shared.db, `csrfGet:${key}`)) >= granted);
      expect((await first.consume(key)).allowed).toBe(false);
      expect((await second.consume(key)).allowed).toBe(false);
    });

    it('still limits, in this process, while the database cannot be reached', async () => {
      const unreachable: Queryable = {
        query: () => Promise.reject(new Error('connection refused')),
      };
      const limiter = createLimiter(unreachable, 'register', LIMIT);
      const verdicts = await Promise.all(Array.from({ length: 7 }, () => limiter.consume('anon:cut-off')));
      expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, true, true, false, false]);
    });
  });
}
