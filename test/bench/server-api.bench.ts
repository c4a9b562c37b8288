/**
 * API benchmark (a plain script, not a test), over a real loopback port:
 *   1. scroll-score POST throughput through the whole API (CSRF + origin check, rate limit, JSON parse,
 *      validation, histogram upsert) against a bare INSERT endpoint on the same app and database;
 *   2. registration latency (median, p95, p99) with 200 clients sending at once, rate limits raised
 *      through the same environment variables an operator would set.
 * Runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
 *
 *   npx tsx test/bench/server-api.bench.ts
 *   TEST_DATABASE_URL=postgres://app:app@127.0.0.1:5432/app_test npx tsx test/bench/server-api.bench.ts
 */
import { Agent, request } from 'node:http';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../site/server/app';
import { loadConfig } from '../../site/server/config';
import { createRepository } from '../../site/server/data';
import type { Database } from '../../site/server/data/port';
import { outboxMailer } from '../../site/server/mail/mailer';
import { fakeDist } from '../support/dist';
import { onEachBenchDatabase } from '../support/test-databases';

/** Score POSTs (and bare inserts) per run, and how many are in flight at once. */
const SCORE_REQUESTS = 3000;
const SCORE_CONCURRENCY = 32;
/** Registration clients sending at once, and how many sign-ups each sends in turn. */
const CLIENTS = 200;
const SIGNUPS_PER_CLIENT = 5;

/** Limits far above the load, set the way an operator would for a load test on loopback. */
const LOAD_TEST_ENV = {
  RATE_LIMIT_REGISTER: '1000000/min',
  RATE_LIMIT_EMAILFRIEND: '1000000/min',
  RATE_LIMIT_SCORES: '1000000/min',
  RATE_LIMIT_STATS: '1000000/min',
};

function fmt(n: number, digits = 0): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** A browser: its cookies and its own keep-alive connection (200 clients are 200 sockets). */
interface Session {
  readonly cookie: string;
  readonly token: string;
  readonly agent: Agent;
}

function exchange(
  base: string,
  agent: Agent,
  method: 'GET' | 'POST',
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; setCookie: string[] }> {
  return new Promise((resolvePromise, reject) => {
    const req = request(`${base}${path}`, { method, agent, headers }, (res) => {
      res.resume();
      res.once('end', () => {
        resolvePromise({ status: res.statusCode ?? 0, setCookie: res.headers['set-cookie'] ?? [] });
      });
    });
    req.once('error', reject);
    req.end(body);
  });
}

async function openSession(base: string, sockets = 1): Promise<Session> {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  const page = await exchange(base, agent, 'GET', '/', {});
  const cookies = page.setCookie.map((c) => c.split(';')[0] ?? '');
  const token = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
  return { cookie: cookies.join('; '), token, agent };
}

async function postJson(base: string, session: Session, path: string, body: unknown): Promise<number> {
  const text = JSON.stringify(body);
  const { status } = await exchange(
    base,
    session.agent,
    'POST',
    path,
    {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(text)),
      'sec-fetch-site': 'same-origin',
      cookie: session.cookie,
      'x-xsrf-token': session.token,
    },
    text,
  );
  return status;
}

/** Runs `count` operations with `concurrency` in flight; returns requests per second. */
async function throughput(
  count: number,
  concurrency: number,
  op: (i: number) => Promise<number>,
  ok: number,
) {
  let next = 0;
  let failures = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        if ((await op(i)) !== ok) failures++;
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  if (failures > 0) throw new Error(`${String(failures)} requests failed`);
  return count / seconds;
}

async function startApp(db: Database): Promise<{ app: FastifyInstance; base: string }> {
  const config = loadConfig(LOAD_TEST_ENV);
  const repository = createRepository(db);
  await repository.setStock(10_000_000);
  const app = await buildApp({
    distDir: fakeDist(),
    logLevel: 'warn',
    api: {
      repository,
      mailer: outboxMailer(mkdtempSync(join(tmpdir(), 'bench-outbox-')), 'bench@example.org'),
      botCheck: null,
      csrfSecret: Buffer.alloc(32, 1),
      publicOrigin: null,
      siteUrl: 'http://127.0.0.1',
      rateLimits: config.rateLimits,
      quizQuestionsFile: resolve('site/content/quiz-questions.json'),
    },
  });
  await db.query('CREATE TABLE IF NOT EXISTS bench_bare_scores (score bigint NOT NULL)');
  // The baseline: the same HTTP stack and database, none of the API's checks, one plain INSERT.
  app.post('/bench/bare-insert', async (request, reply) => {
    const { score } = request.body as { score: number };
    await db.query('INSERT INTO bench_bare_scores (score) VALUES ($1)', [score]);
    return reply.code(201).send({ message: 'ok' });
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${String((app.server.address() as AddressInfo).port)}` };
}

function registration(n: number) {
  return {
    first_name: `Bench${String(n)}`,
    last_name: 'Client',
    dob: '1985-03-02',
    address_1: `${String(n)} Load St`,
    address_2: '',
    city: 'Columbus',
    state: 'Ohio',
    postal_code: '43215',
    email: `bench${String(n)}@example.org`,
    opt_in: '1',
    shirt_size: 'lg',
  };
}

async function benchDatabase(label: string, db: Database, log: (line: string) => void): Promise<void> {
  log(`\n### ${label}`);
  const { app, base } = await startApp(db);
  try {
    const session = await openSession(base, SCORE_CONCURRENCY);
    // Warm both paths so the first figures do not include JIT and connection set-up.
    await throughput(200, 8, (i) => postJson(base, session, '/api/scroll-games', { score: 100 + i }), 201);
    await throughput(200, 8, (i) => postJson(base, session, '/bench/bare-insert', { score: 100 + i }), 201);

    // Alternate the two runs so neither gains from running second (a warmer JIT, a bigger table).
    const rates = { bare: [] as number[], api: [] as number[] };
    for (let round = 0; round < 2; round++) {
      for (const kind of round === 0 ? (['bare', 'api'] as const) : (['api', 'bare'] as const)) {
        const path = kind === 'bare' ? '/bench/bare-insert' : '/api/scroll-games';
        rates[kind].push(
          await throughput(
            SCORE_REQUESTS,
            SCORE_CONCURRENCY,
            (i) => postJson(base, session, path, { score: 1000 + i }),
            201,
          ),
        );
      }
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const bare = mean(rates.bare);
    const api = mean(rates.api);
    log(
      `score POST, 2 x ${fmt(SCORE_REQUESTS)} requests each, ${String(SCORE_CONCURRENCY)} in flight (mean):`,
    );
    log(`  bare INSERT endpoint      ${fmt(bare).padStart(7)} req/s`);
    log(`  POST /api/scroll-games    ${fmt(api).padStart(7)} req/s  (${fmt((api / bare) * 100)} % of bare)`);

    const sessions = await Promise.all(Array.from({ length: CLIENTS }, () => openSession(base)));
    const latencies: number[] = [];
    let failures = 0;
    const start = performance.now();
    await Promise.all(
      sessions.map(async (client, c) => {
        for (let k = 0; k < SIGNUPS_PER_CLIENT; k++) {
          const t0 = performance.now();
          const status = await postJson(
            base,
            client,
            '/api/register',
            registration(c * SIGNUPS_PER_CLIENT + k),
          );
          latencies.push(performance.now() - t0);
          if (status !== 201) failures++;
        }
      }),
    );
    const seconds = (performance.now() - start) / 1000;
    if (failures > 0) throw new Error(`${String(failures)} registrations failed`);
    latencies.sort((a, b) => a - b);
    log(
      `registration, ${String(CLIENTS)} concurrent clients x ${String(SIGNUPS_PER_CLIENT)} sign-ups ` +
        `(${fmt(latencies.length)} total, ${fmt(latencies.length / seconds)} per s):`,
    );
    log(
      `  latency median ${fmt(percentile(latencies, 50), 1)} ms, p95 ${fmt(percentile(latencies, 95), 1)} ms, ` +
        `p99 ${fmt(percentile(latencies, 99), 1)} ms, max ${fmt(latencies.at(-1) ?? NaN, 1)} ms`,
    );
    for (const client of [session, ...sessions]) client.agent.destroy();
  } finally {
    await app.close();
  }
}

/** Runs the benchmark and prints the figures. */
export async function run(log: (line: string) => void = console.log): Promise<void> {
  log(
    `Node ${process.version}, loopback HTTP (node:http keep-alive, one socket per client), rate limits raised via RATE_LIMIT_* variables`,
  );
  await onEachBenchDatabase((label, db) => benchDatabase(label, db, log), log);
}

const script = process.argv[1];
if (script !== undefined && import.meta.url === pathToFileURL(realpathSync(script)).href) {
  await run();
}
