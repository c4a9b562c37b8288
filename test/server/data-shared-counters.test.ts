import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../site/server/data/port';
import { createLimiter } from '../../site/server/security/rate-limits';
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
