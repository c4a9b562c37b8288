import { fc, test as fcTest } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepository, EXACT_BELOW, scoreBucket, SIGNIFICANT_BITS } from '../../site/server/data';
import type { Database } from '../../site/server/data/port';
import type { Repository, ScoreStats } from '../../site/server/data/repository';
import { scoreBucketWidth } from '../../site/server/data/score-histogram';
import { DATABASE_KINDS, databaseAvailable, openFreshDatabase } from '../support/test-databases';

/** The nearest-rank percentile, by brute force: the ceil(p/100 * N)-th smallest score. */
function nearestRank(sorted: readonly number[], p: number): number {
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.max(rank, 1) - 1]!;
}

function expectedStats(scores: readonly number[]): ScoreStats {
  const sorted = [...scores].sort((a, b) => a - b);
  return {
    top_score: sorted.at(-1)!,
    top_top: scoreBucket(nearestRank(sorted, 99)),
    top_twenty_five: scoreBucket(nearestRank(sorted, 75)),
    top_forty: scoreBucket(nearestRank(sorted, 60)),
    top_seventy_five: scoreBucket(nearestRank(sorted, 25)),
  };
}

/** Scores as the game makes them (depth x 10000, so mostly large), plus small ones and exact repeats. */
const score = fc.oneof(
  fc.integer({ min: 0, max: 2 * EXACT_BELOW }),
  fc.integer({ min: 0, max: 50_000_000 }),
  fc.constantFrom(0, 1, 255, 256, 257, 511, 512, 1023, 123_456, 10_000_000),
  fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
);

describe('score buckets', () => {
  fcTest.prop([fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER })])(
    'a bucket starts at or below its score, within the documented precision',
    (s) => {
      const lower = scoreBucket(s);
      const width = scoreBucketWidth(s);
      expect(lower).toBeLessThanOrEqual(s);
      expect(s - lower).toBeLessThan(width);
      expect(lower % width).toBe(0);
      if (s < EXACT_BELOW) expect(lower).toBe(s);
      else expect(width * 2 ** (SIGNIFICANT_BITS - 1)).toBeLessThanOrEqual(s);
      expect(scoreBucket(lower)).toBe(lower);
    },
  );

  fcTest.prop([
    fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
    fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
  ])('buckets keep the order of scores', (a, b) => {
    if (a <= b) expect(scoreBucket(a)).toBeLessThanOrEqual(scoreBucket(b));
  });

  it('matches worked examples', () => {
    expect([0, 200, 255, 256, 257, 511, 512, 515, 1023, 123_456].map(scoreBucket)).toEqual([
      0, 200, 255, 256, 256, 510, 512, 512, 1020, 123_392,
    ]);
  });
});

for (const kind of DATABASE_KINDS) {
  describe.skipIf(!databaseAvailable(kind))(`score statistics on ${kind}`, () => {
    let db: Database;
    let repository: Repository;
    let dispose: () => Promise<void>;
    beforeAll(async () => {
      ({ db, dispose } = await openFreshDatabase(kind));
      repository = createRepository(db);
    });
    afterAll(async () => {
      await dispose();
    });

    async function reset(): Promise<void> {
      await db.query('DELETE FROM scroll_score_buckets');
    }

    it('are null before the first score', async () => {
      await reset();
      expect(await repository.scoreStats()).toBeNull();
    });

    it('refuse scores that are not whole numbers from 0', async () => {
      await reset();
      for (const bad of [-1, 1.5, Number.NaN, Infinity, 2 ** 53]) {
        await expect(repository.addScore(bad)).rejects.toThrow(RangeError);
      }
      expect(await repository.scoreStats()).toBeNull();
    });

    it('for one score, every statistic is that score (bucketed below the maximum)', async () => {
      await reset();
      await repository.addScore(123_456);
      expect(await repository.scoreStats()).toEqual({
        top_score: 123_456,
        top_top: 123_392,
        top_twenty_five: 123_392,
        top_forty: 123_392,
        top_seventy_five: 123_392,
      });
    });

    fcTest.prop([fc.array(score, { minLength: 1, maxLength: 120 })], { numRuns: 50 })(
      'match the brute-force nearest-rank percentiles, each rounded down to its bucket',
      async (scores) => {
        await reset();
        for (const s of scores) await repository.addScore(s);
        expect(await repository.scoreStats()).toEqual(expectedStats(scores));
      },
    );

    it('count every score added concurrently', async () => {
      await reset();
      const scores = Array.from({ length: 60 }, (_, i) => (i % 7) * 10_000 + i);
      await Promise.all(scores.map((s) => repository.addScore(s)));
      expect(await repository.scoreStats()).toEqual(expectedStats(scores));
      const { rows } = await db.query<{ counted: string }>(
        'SELECT sum(score_count)::text AS counted FROM scroll_score_buckets',
      );
      expect(rows[0]).toEqual({ counted: '60' });
    });
  });
}
