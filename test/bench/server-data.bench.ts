/**
 * Storage benchmark (a plain script, not a test): scroll-score writes against a bare INSERT, and the
 * latency of the score statistics at 1k, 100k and 1M scores. Runs on PGlite, and on PostgreSQL too when
 * TEST_DATABASE_URL is set.
 *
 *   npx tsx test/bench/server-data.bench.ts
 *   TEST_DATABASE_URL=postgres://app:app@127.0.0.1:5432/app_test npx tsx test/bench/server-data.bench.ts
 */
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { createRepository, scoreBucket } from '../../site/server/data';
import type { Database } from '../../site/server/data/port';
import { onEachBenchDatabase } from '../support/test-databases';

/** Real addScore / INSERT calls timed per database (one at a time, as a request handler awaits them). */
const WRITES = 2_000;
/** Writes in flight at once in the concurrent run (PostgreSQL uses its pool; PGlite queues). */
const CONCURRENCY = 16;
/** scoreStats calls timed at each size. */
const STATS_SAMPLES = 200;
const SIZES = [1_000, 100_000, 1_000_000];

/** A seeded PRNG (mulberry32), so every run seeds the same scores. */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Game-like scores: depth x 10000 with depth roughly log-normal around 15 (a few to a few hundred). */
function gameScores(random: () => number): () => number {
  return () => {
    const normal = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    return Math.round(Math.exp(Math.log(150_000) + normal));
  };
}

/** Worst case for the histogram: scores spread evenly in log scale over the whole safe-integer range. */
function spreadScores(random: () => number): () => number {
  return () => Math.floor(2 ** (random() * 53));
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function timed(
  count: number,
  concurrency: number,
  op: (i: number) => Promise<unknown>,
): Promise<number> {
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await op(next++);
    }),
  );
  return (count / (performance.now() - start)) * 1000;
}

/** Adds `count` scores the fast way: aggregated into buckets in memory, then bulk upserted. */
async function seed(db: Database, count: number, next: () => number): Promise<void> {
  const buckets = new Map<number, { count: number; max: number }>();
  for (let i = 0; i < count; i++) {
    const s = next();
    const b = scoreBucket(s);
    const bucket = buckets.get(b);
    if (bucket) {
      bucket.count++;
      bucket.max = Math.max(bucket.max, s);
    } else buckets.set(b, { count: 1, max: s });
  }
  const entries = [...buckets];
  for (let i = 0; i < entries.length; i += 5_000) {
    const slice = entries.slice(i, i + 5_000);
    await db.query(
      `INSERT INTO scroll_score_buckets AS b (lower_bound, score_count, max_score)
       SELECT * FROM unnest($1::bigint[], $2::bigint[], $3::bigint[])
       ON CONFLICT (lower_bound) DO UPDATE SET score_count = b.score_count + EXCLUDED.score_count,
         max_score = GREATEST(b.max_score, EXCLUDED.max_score)`,
      [
        slice.map(([b]) => String(b)),
        slice.map(([, v]) => String(v.count)),
        slice.map(([, v]) => String(v.max)),
      ],
    );
  }
}

async function reset(db: Database): Promise<void> {
  await db.query('DELETE FROM scroll_score_buckets');
}

async function statsLatency(db: Database): Promise<{ median: number; p95: number }> {
  const repository = createRepository(db);
  await repository.scoreStats(); // warm the plan and the cache
  const samples: number[] = [];
  for (let i = 0; i < STATS_SAMPLES; i++) {
    const start = performance.now();
    await repository.scoreStats();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { median: percentile(samples, 50), p95: percentile(samples, 95) };
}

async function bucketCount(db: Database): Promise<number> {
  const { rows } = await db.query<{ n: string }>('SELECT count(*)::text AS n FROM scroll_score_buckets');
  return Number(rows[0]?.n);
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function benchDatabase(label: string, db: Database, log: (line: string) => void): Promise<void> {
  const repository = createRepository(db);
  await db.query(
    'CREATE TABLE bench_plain (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, score bigint NOT NULL)',
  );
  const next = gameScores(prng(1));

  log(`\n== ${label} ==`);
  log(`writes (${fmt(WRITES)} real calls each)          one at a time    ${CONCURRENCY} in flight`);
  for (const [name, op] of [
    ['addScore (one bucket upsert)', () => repository.addScore(next())],
    [
      'bare INSERT into a plain table',
      () => db.query('INSERT INTO bench_plain (score) VALUES ($1)', [next()]),
    ],
  ] as const) {
    const serial = await timed(WRITES, 1, op);
    const parallel = await timed(WRITES, CONCURRENCY, op);
    log(`  ${name.padEnd(38)} ${fmt(serial).padStart(8)} /s   ${fmt(parallel).padStart(10)} /s`);
  }

  for (const [shape, scores] of [
    ['game-like scores', () => gameScores(prng(2))],
    ['worst case: spread over 2^0..2^53', () => spreadScores(prng(3))],
  ] as const) {
    log(`scoreStats latency, ${shape} (${STATS_SAMPLES} calls)`);
    await reset(db);
    const source = scores();
    let seeded = 0;
    for (const size of SIZES) {
      await seed(db, size - seeded, source);
      seeded = size;
      const { median, p95 } = await statsLatency(db);
      log(
        `  ${fmt(size).padStart(9)} scores, ${fmt(await bucketCount(db)).padStart(6)} buckets:` +
          ` median ${fmt(median, 2)} ms, p95 ${fmt(p95, 2)} ms`,
      );
    }
  }
}

/** Runs the benchmark and prints the figures. */
export async function run(log: (line: string) => void = console.log): Promise<void> {
  await onEachBenchDatabase((label, db) => benchDatabase(label, db, log), log);
}

const script = process.argv[1];
if (script !== undefined && import.meta.url === pathToFileURL(realpathSync(script)).href) {
  await run();
}
