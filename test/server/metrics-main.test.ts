import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { fakeDist } from '../support/dist';
import {
  exited,
  postJson,
  refusesConnections,
  session,
  signUpBody,
  startServer,
  type ServerProcess,
  entryArgs,
} from '../support/server-process';
import { killedAfterEach } from '../support/killed-after-each';
import { freshVarDir } from '../support/test-databases';

/**
 * The metrics as an operator scrapes them: main.ts as a child process with METRICS_PORT set (0: a free
 * port, which it logs), a few requests on the public port, then GET /metrics on the metrics port.
 */

const processes = killedAfterEach();

/** One sample of the text format: its name, labels and value. */
interface Sample {
  readonly name: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly value: number;
}

const SAMPLE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

/** The samples of a scrape (comment lines left out). */
function samplesOf(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = SAMPLE.exec(line);
      if (match === null) throw new Error(`Not a sample line: ${line}`);
      const labels: Record<string, string> = {};
      for (const [, name = '', value = ''] of (match[2] ?? '').matchAll(LABEL)) labels[name] = value;
      return { name: match[1] ?? '', labels, value: Number(match[3]) };
    });
}

/** The one sample of `name` whose labels include `labels`; fails when none or several match. */
function sample(samples: readonly Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  if (found.length !== 1)
    throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)} in the scrape`);
  return (found[0] as Sample).value;
}

/** Families the issue asks for, each with the type its name promises. */
const FAMILIES: readonly [string, string][] = [
  ['playsmart_http_request_duration_seconds', 'histogram'],
  ['playsmart_database_call_duration_seconds', 'histogram'],
  ['playsmart_database_calls_waiting', 'gauge'],
  ['playsmart_database_calls_shed_total', 'counter'],
  ['playsmart_database_up', 'gauge'],
  ['playsmart_signups_accepted_total', 'counter'],
  ['playsmart_signups_refused_total', 'counter'],
  ['playsmart_shirt_stock', 'gauge'],
  ['nodejs_eventloop_lag_seconds', 'gauge'],
  ['nodejs_eventloop_lag_p99_seconds', 'gauge'],
  ['process_cpu_seconds_total', 'counter'],
  ['process_resident_memory_bytes', 'gauge'],
  ['nodejs_heap_size_used_bytes', 'gauge'],
];

describe('metrics on their own port (main.ts, METRICS_PORT)', () => {
  it('serves every metric family on the metrics port with route patterns and codes as labels, and none on the public port', async () => {
    const { varDir, cleanup } = await freshVarDir();
    processes.cleanups.push(cleanup);
    const env = { DIST_DIR: fakeDist(), VAR_DIR: varDir, BOTCHECK: 'off', METRICS_PORT: '0' };
    const cli = spawnSync(process.execPath, [...(await entryArgs('staff')), 'stock', '--set', '1'], {
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });
    expect(cli.status, cli.stderr).toBe(0);
    const server: ServerProcess = await startServer(env);
    processes.child = server.proc;
    const metricsUrl = /Metrics listening at (http:\/\/127\.0\.0\.1:(\d+)\/metrics)/.exec(server.output());
    expect(metricsUrl, server.output()).not.toBeNull();
    const [, url = '', port = ''] = metricsUrl ?? [];
    expect(port).not.toBe(new URL(server.base).port);

    // A page, one sign-up accepted, two refused (a ZIP outside Ohio; then no shirts left), a 404 whose
    // URL holds what a visitor typed, and /metrics asked of the public port.
    const s = await session(server.base);
    expect((await fetch(`${server.base}/games/quiz-game`, { headers: { accept: 'text/html' } })).status).toBe(
      200,
    );
    const lee = signUpBody('metricsvisitor', 1);
    expect((await postJson(server.base, s, '/api/register', lee)).status).toBe(201);
    const outsideOhio = { ...signUpBody('metricsvisitor', 3), postal_code: '10001' };
    expect((await postJson(server.base, s, '/api/register', outsideOhio)).status).toBe(422);
    expect((await postJson(server.base, s, '/api/register', signUpBody('metricsvisitor', 2))).status).toBe(
      409,
    );
    const typed = `/find/${encodeURIComponent(lee.email)}?name=${lee.first_name}&q=secret-query`;
    expect((await fetch(`${server.base}${typed}`)).status).toBe(404);
    const publicMetrics = await fetch(`${server.base}/metrics`);
    expect(publicMetrics.status).toBe(404);
    expect(await publicMetrics.text()).not.toContain('playsmart_');
    expect((await fetch(`${server.base}/metrics`, { headers: { accept: 'text/html' } })).status).toBe(404);

    const scrape = await fetch(url);
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await scrape.text();
    for (const [name, type] of FAMILIES) expect(text).toContain(`# TYPE ${name} ${type}\n`);
    const samples = samplesOf(text);

    const requests = (method: string, route: string, status: string) =>
      sample(samples, 'playsmart_http_request_duration_seconds_count', { method, route, status });
    expect(requests('POST', '/api/register', '201')).toBe(1);
    expect(requests('POST', '/api/register', '422')).toBe(1);
    expect(requests('POST', '/api/register', '409')).toBe(1);
    expect(requests('GET', '/', '200')).toBe(1);
    expect(requests('GET', '/api/csrf', '204')).toBe(1);
    // The quiz game's page has no route of its own; the 404s are the typed URL and the public /metrics.
    expect(requests('GET', 'unmatched', '200')).toBe(1);
    expect(requests('GET', 'unmatched', '404')).toBe(3);
    expect(sample(samples, 'playsmart_signups_accepted_total')).toBe(1);
    expect(sample(samples, 'playsmart_signups_refused_total', { reason: 'invalid' })).toBe(1);
    expect(sample(samples, 'playsmart_signups_refused_total', { reason: 'out_of_stock' })).toBe(1);
    expect(sample(samples, 'playsmart_signups_refused_total', { reason: 'duplicate_email' })).toBe(0);
    expect(sample(samples, 'playsmart_shirt_stock')).toBe(0);
    expect(sample(samples, 'playsmart_database_up')).toBe(1);
    expect(sample(samples, 'playsmart_database_calls_waiting')).toBe(0);
    expect(sample(samples, 'playsmart_database_calls_shed_total', { reason: 'queue_full' })).toBe(0);
    expect(sample(samples, 'playsmart_database_calls_shed_total', { reason: 'probing' })).toBe(0);
    expect(
      sample(samples, 'playsmart_database_call_duration_seconds_count', { outcome: 'ok' }),
    ).toBeGreaterThanOrEqual(3);
    expect(sample(samples, 'process_resident_memory_bytes')).toBeGreaterThan(10 * 1024 * 1024);

    // Labels hold route patterns, fixed words and codes: nothing typed, no URL, no query.
    const values = samples.flatMap((s) => Object.values(s.labels));
    for (const typedText of [lee.email, 'etricsvisitor', 'secret-query', '/find/']) {
      expect(text).not.toContain(typedText);
    }
    expect(values.filter((v) => v.includes('?') || v.includes('@') || v.includes('%'))).toEqual([]);
    const routes = new Set(samples.flatMap((s) => (s.labels.route === undefined ? [] : [s.labels.route])));
    for (const route of routes) expect(route).toMatch(/^(\/[\w/.:*-]*|static|unmatched)$/);
    for (const s of samples.filter((x) => x.labels.status !== undefined)) {
      expect(s.labels.status).toMatch(/^[1-5]\d\d$/);
    }

    // SIGTERM closes the metrics listener with the rest.
    const exit = exited(server.proc);
    server.proc.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(await refusesConnections(Number(port))).toBe(true);
  });
});
