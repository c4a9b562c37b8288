import { request } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { MetricObject, MetricValue } from 'prom-client';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { FORM_TOKEN_FIELD } from '../../views/forms/no-script';
import { buildApp } from '../../site/server/app';
import { createRepository } from '../../site/server/data';
import { DeadlineError } from '../../site/server/data/deadline';
import { DatabaseError } from '../../site/server/data/errors';
import { DatabaseHealth, guardedDatabase } from '../../site/server/data/health';
import type { PageMarkupRenderer } from '../../site/server/http/form-pages';
import { outboxMailer } from '../../site/server/mail/mailer';
import {
  createMetrics,
  STATIC_ROUTE,
  UNMATCHED_ROUTE,
  type ServerMetrics,
} from '../../site/server/metrics/metrics';
import { startMetricsServer, type MetricsServer } from '../../site/server/metrics/server';
import { fakeDist } from '../support/dist';
import {
  GENEROUS_LIMITS,
  openSession,
  postJson,
  QUIZ_QUESTIONS_FILE,
  validRegistration,
} from '../support/api-app';
import { openSharedDatabase, type SharedDatabase } from '../support/test-databases';

/**
 * The server's metrics in one process (site/server/metrics/): what each request, database call and
 * sign-up adds, read back from the registry. The real entry point with its metrics port is
 * metrics-main.test.ts.
 */

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** A value as prom-client hands it out: a histogram's carry the series' name (_bucket, _sum, _count). */
type Value = MetricValue<string> & { readonly metricName?: string };

/** One metric's values, or a failure naming it when it is not registered. */
async function valuesOf(metrics: ServerMetrics, name: string): Promise<Value[]> {
  const metric = metrics.registry.getSingleMetric(name);
  if (metric === undefined) throw new Error(`${name} is not registered`);
  return ((await metric.get()) as MetricObject & { values: Value[] }).values;
}

/** The value of the series of `name` whose labels include `labels` (a histogram's _count by its name). */
async function valueOf(
  metrics: ServerMetrics,
  name: string,
  labels: Record<string, string> = {},
  series = name,
): Promise<number | undefined> {
  const found = (await valuesOf(metrics, name)).filter(
    (v) =>
      (v.metricName ?? name) === series &&
      Object.entries(labels).every(([k, value]) => String(v.labels[k]) === value),
  );
  if (found.length > 1)
    throw new Error(`${JSON.stringify(labels)} matches ${found.length} series of ${name}`);
  return found[0]?.value;
}

const REQUESTS = 'playsmart_http_request_duration_seconds';
const requestCount = (metrics: ServerMetrics, method: string, route: string, status: number) =>
  valueOf(metrics, REQUESTS, { method, route, status: String(status) }, `${REQUESTS}_count`);

/** Writes each answer to a form posted without JavaScript as JSON, as api-forms-encoded.test.ts does. */
const renderer: PageMarkupRenderer = {
  markup: (path, answer) =>
    Promise.resolve(`<p data-page="${path}"></p>${answer === null ? '' : JSON.stringify(answer)}`),
};

let shared: SharedDatabase | undefined;
afterAll(async () => {
  await shared?.dispose();
});

/**
 * The whole app on an embedded database as fresh as a new one, each call going through a health
 * judgement of its own that the metrics observe (as openDatabase's would), and `stock` shirts.
 */
async function appWithMetrics(stock: number): Promise<{ app: FastifyInstance; metrics: ServerMetrics }> {
  const metrics = createMetrics({ processMetrics: false });
  shared ??= await openSharedDatabase('pglite');
  await shared.reset();
  const health = new DatabaseHealth({ maxWaiting: 100, observer: metrics.database });
  const db = guardedDatabase(shared.db, health, 5000);
  const repository = createRepository(db);
  await repository.setStock(stock);
  metrics.watch({ health, stock: () => repository.stockRemaining() });
  const app = await buildApp({
    distDir: fakeDist(),
    logLevel: 'silent',
    metrics,
    pageRenderer: renderer,
    api: {
      repository,
      mailer: outboxMailer('/nonexistent', 'Play Smart <no-reply@example.org>'),
      botCheck: null,
      csrfSecret: Buffer.alloc(32, 7),
      publicOrigin: null,
      siteUrl: 'https://playsmart.example.org',
      rateLimits: GENEROUS_LIMITS,
      quizQuestionsFile: QUIZ_QUESTIONS_FILE,
      signUps: metrics.signUps,
    },
  });
  closers.push(() => app.close());
  return { app, metrics };
}

/** Posts the sign-up form as a browser without JavaScript does: its page first, for the cookie and token. */
async function postFormWithoutScript(app: FastifyInstance, fields: Record<string, unknown>) {
  const page = await app.inject({ url: '/games/register', headers: { accept: 'text/html' } });
  const cookie = (page.cookies as { name: string; value: string }[]).map((c) => `${c.name}=${c.value}`);
  const token = new RegExp(`name="${FORM_TOKEN_FIELD}" value="([^"]+)"`).exec(page.body)?.[1] ?? '';
  const body = new URLSearchParams({ [FORM_TOKEN_FIELD]: token, ...(fields as Record<string, string>) });
  return app.inject({
    method: 'POST',
    url: '/games/register',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      cookie: cookie.join('; '),
    },
    payload: body.toString(),
  });
}

describe('request metrics (metrics/metrics.ts)', () => {
  it('times each request once by method, route pattern and status: static files as one route, the rest of the URLs as "unmatched"', async () => {
    const { app, metrics } = await appWithMetrics(5);
    expect((await app.inject({ url: '/' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/', method: 'HEAD' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/assets/index-abc123.js' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/favicon.svg', method: 'HEAD' })).statusCode).toBe(200);
    // A page without a route of its own, and a 404 whose URL holds what a visitor might type.
    expect((await app.inject({ url: '/games/quiz-game', headers: { accept: 'text/html' } })).statusCode).toBe(
      200,
    );
    expect((await app.inject({ url: '/nope/pat@example.org?name=Pat+Example' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);

    expect(await requestCount(metrics, 'GET', '/', 200)).toBe(1);
    // Fastify makes a HEAD route from each GET route's options: it is counted once, as HEAD.
    expect(await requestCount(metrics, 'HEAD', '/', 200)).toBe(1);
    expect(await requestCount(metrics, 'GET', STATIC_ROUTE, 200)).toBe(1);
    expect(await requestCount(metrics, 'HEAD', STATIC_ROUTE, 200)).toBe(1);
    expect(await requestCount(metrics, 'GET', UNMATCHED_ROUTE, 200)).toBe(1);
    expect(await requestCount(metrics, 'GET', UNMATCHED_ROUTE, 404)).toBe(1);
    expect(await requestCount(metrics, 'GET', '/healthz', 200)).toBe(2);

    const series = await valuesOf(metrics, REQUESTS);
    const counted = series.filter((v) => v.metricName === `${REQUESTS}_count`);
    expect(counted.reduce((sum, v) => sum + v.value, 0)).toBe(8);
    const routes = new Set(counted.map((v) => String(v.labels.route)));
    expect([...routes].sort()).toEqual(['/', '/healthz', STATIC_ROUTE, UNMATCHED_ROUTE].sort());
    // Durations are observed: the sum of a route's durations is above zero and below a minute.
    const sum = await valueOf(
      metrics,
      REQUESTS,
      { method: 'GET', route: '/healthz', status: '200' },
      `${REQUESTS}_sum`,
    );
    expect(sum).toBeGreaterThan(0);
    expect(sum).toBeLessThan(60);
  });

  it('counts sign-ups accepted and refused by reason, from the API and from the form without JavaScript alike', async () => {
    const { app, metrics } = await appWithMetrics(2);
    const session = await openSession(app);
    const accepted = (await postJson(app, session, '/api/register', validRegistration({}, 1))).statusCode;
    expect(accepted).toBe(201);
    expect(
      (await postJson(app, session, '/api/register', validRegistration({ email: 'bad' }, 2))).statusCode,
    ).toBe(422);
    expect(
      (await postJson(app, session, '/api/register', validRegistration({ first_name: 'Other' }, 1)))
        .statusCode,
    ).toBe(422);
    const form = (n: number, overrides: Record<string, unknown> = {}) =>
      validRegistration({ dob: '07/04/1990', ...overrides }, n);
    const posted = await postFormWithoutScript(app, form(3));
    expect(posted.statusCode, posted.body).toBe(201);
    // Stock 2: both taken, the next is refused; and a form sent again from the page, by another person
    // with the first one's address and name.
    expect((await postFormWithoutScript(app, form(4))).statusCode).toBe(409);
    expect((await postFormWithoutScript(app, form(5, { postal_code: '10001' }))).statusCode).toBe(422);

    expect(await valueOf(metrics, 'playsmart_signups_accepted_total')).toBe(2);
    const refused = (reason: string) => valueOf(metrics, 'playsmart_signups_refused_total', { reason });
    expect(await refused('invalid')).toBe(2);
    expect(await refused('duplicate_email')).toBe(1);
    expect(await refused('out_of_stock')).toBe(1);
    expect(await refused('duplicate_person')).toBe(0);
    expect(await refused('bot_check')).toBe(0);
    // The request metrics tell the transports apart by route.
    expect(await requestCount(metrics, 'POST', '/api/register', 201)).toBe(1);
    expect(await requestCount(metrics, 'POST', '/games/register', 201)).toBe(1);
    expect(await requestCount(metrics, 'POST', '/games/register', 409)).toBe(1);
  });

  it('reads the shirt stock and the database gauges when scraped, and times each database call', async () => {
    const { app, metrics } = await appWithMetrics(7);
    expect(await valueOf(metrics, 'playsmart_shirt_stock')).toBe(7);
    const session = await openSession(app);
    expect((await postJson(app, session, '/api/register', validRegistration())).statusCode).toBe(201);
    expect(await valueOf(metrics, 'playsmart_shirt_stock')).toBe(6);
    expect(await valueOf(metrics, 'playsmart_database_up')).toBe(1);
    expect(await valueOf(metrics, 'playsmart_database_calls_waiting')).toBe(0);
    const calls = 'playsmart_database_call_duration_seconds';
    const ok = await valueOf(metrics, calls, { outcome: 'ok' }, `${calls}_count`);
    // setStock, the stock read twice, the CSRF and sign-up's own calls: several, all answered.
    expect(ok).toBeGreaterThanOrEqual(4);
    // When the stock cannot be read (the database down), it is unknown, not zero.
    metrics.watch({ stock: () => Promise.reject(new DeadlineError('test')) });
    expect(await valueOf(metrics, 'playsmart_shirt_stock')).toBeNaN();
    // Before the database is open, its gauges say it is not up.
    expect(await valueOf(metrics, 'playsmart_database_up')).toBe(0);
  });
});

describe('database metrics (data/health.ts observer)', () => {
  it('count calls by outcome, calls shed by reason, and follow the waiting calls and the health judgement', async () => {
    const metrics = createMetrics({ processMetrics: false });
    const health = new DatabaseHealth({ maxWaiting: 1, observer: metrics.database });
    metrics.watch({ health });
    const calls = 'playsmart_database_call_duration_seconds';
    const count = (outcome: string) => valueOf(metrics, calls, { outcome }, `${calls}_count`);
    const shed = (reason: string) => valueOf(metrics, 'playsmart_database_calls_shed_total', { reason });

    let release!: () => void;
    const held = health.run(() => new Promise<void>((resolve) => (release = resolve)));
    expect(await valueOf(metrics, 'playsmart_database_calls_waiting')).toBe(1);
    await expect(health.run(() => Promise.resolve())).rejects.toMatchObject({ code: 'SHED' });
    expect(await shed('queue_full')).toBe(1);
    release();
    await held;
    expect(await count('ok')).toBe(1);
    expect(await valueOf(metrics, 'playsmart_database_calls_waiting')).toBe(0);

    await expect(
      health.run(() => Promise.reject(new DatabaseError('23505', 'duplicate key', {}))),
    ).rejects.toThrow();
    expect(await count('error')).toBe(1);
    expect(await valueOf(metrics, 'playsmart_database_up')).toBe(1);

    await expect(health.run(() => Promise.reject(new DeadlineError('test')))).rejects.toThrow();
    expect(await count('unavailable')).toBe(1);
    expect(await valueOf(metrics, 'playsmart_database_up')).toBe(0);
    expect(await shed('probing')).toBe(0);
  });

  it('count a call shed beside the probe of a database judged down as "probing"', async () => {
    const metrics = createMetrics({ processMetrics: false });
    const health = new DatabaseHealth({ maxWaiting: 10, observer: metrics.database });
    metrics.watch({ health });
    await expect(health.run(() => Promise.reject(new DeadlineError('test')))).rejects.toThrow();
    let answer!: () => void;
    const probe = health.run(() => new Promise<void>((resolve) => (answer = resolve)));
    await expect(health.run(() => Promise.resolve())).rejects.toMatchObject({ code: 'SHED' });
    expect(await valueOf(metrics, 'playsmart_database_calls_shed_total', { reason: 'probing' })).toBe(1);
    expect(await valueOf(metrics, 'playsmart_database_calls_shed_total', { reason: 'queue_full' })).toBe(0);
    answer();
    await probe;
    expect(await valueOf(metrics, 'playsmart_database_up')).toBe(1);
  });

  it('keeps each server its own registry: two in one process count apart, and both collect process metrics', async () => {
    const a = createMetrics();
    const b = createMetrics();
    a.signUps.accepted();
    expect(await valueOf(a, 'playsmart_signups_accepted_total')).toBe(1);
    expect(await valueOf(b, 'playsmart_signups_accepted_total')).toBe(0);
    for (const metrics of [a, b]) {
      const text = await metrics.registry.metrics();
      for (const name of [
        'process_cpu_seconds_total',
        'process_resident_memory_bytes',
        'nodejs_eventloop_lag_seconds',
        'nodejs_eventloop_lag_p99_seconds',
      ]) {
        expect(text).toContain(`# TYPE ${name} `);
      }
    }
  });
});

/** GET (or another method) on the metrics listener, as a scraper sends it. */
function ask(url: string, method = 'GET'): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the metrics listener (metrics/server.ts)', () => {
  it('answers GET /metrics in the text format, 404 elsewhere, 405 for other methods, and stops on close', async () => {
    const metrics = createMetrics({ processMetrics: false });
    metrics.signUps.refused('out_of_stock');
    const server: MetricsServer = await startMetricsServer(metrics.registry, { host: '127.0.0.1', port: 0 });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    const scrape = await ask(server.url);
    expect(scrape.status).toBe(200);
    expect(scrape.type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(scrape.body).toContain('playsmart_signups_refused_total{reason="out_of_stock"} 1');
    expect((await ask(`${server.url}?x=1`)).status).toBe(200);
    expect((await ask(server.url.replace('/metrics', '/'))).status).toBe(404);
    expect((await ask(`${server.url}/x`)).status).toBe(404);
    expect((await ask(server.url, 'POST')).status).toBe(405);
    await server.close();
    await expect(ask(server.url)).rejects.toThrow(/ECONNREFUSED/);
  });

  it('names METRICS_PORT when its address cannot be bound', async () => {
    const metrics = createMetrics({ processMetrics: false });
    const first = await startMetricsServer(metrics.registry, { host: '127.0.0.1', port: 0 });
    closers.push(() => first.close());
    const port = Number(new URL(first.url).port);
    await expect(startMetricsServer(metrics.registry, { host: '127.0.0.1', port })).rejects.toThrow(
      /METRICS_PORT.*EADDRINUSE/,
    );
  });
});
