import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeDist } from '../support/dist';
import { UNAVAILABLE_RETRY_AFTER_S } from '../../site/server/http/errors';
import { postgresBinaries, startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster';
import {
  exited,
  postJson,
  session,
  startServer,
  type ServerProcess,
  signUpBody,
} from '../support/server-process';
import { faultTable, storedSignUps, streamSignUps, type PhaseFigures } from '../support/sign-up-stream';
import { timeBudget } from '../support/time-budget';

/**
 * The real server (main.ts, a child process) on a real PostgreSQL that is restarted and stopped under
 * load, as an operator or a managed database's maintenance would: `pg_ctl restart -m fast` twice while
 * eight writers stream sign-ups, then the database stopped for five seconds and started again.
 *
 * Proved: the server process never exits; every request gets 201, 409, 422, 429 or 503 (never 500, never
 * a dropped connection); sign-ups succeed again within five seconds of the database being back (on an
 * idle machine, more on a busy one); every acknowledged (201) sign-up is in the table afterwards and
 * stock + rows stays what it was; /healthz is 200 throughout and /readyz is 503 while the database is
 * down and 200 after.
 */

const WRITERS = 8;
const STOCK = 1_000_000;
/** Sign-ups stream this long between faults. */
const STREAM_MS = 1500;
/** How long the database stays stopped in the outage. */
const OUTAGE_MS = 5000;
/**
 * The bound on recovery, the first 201 after the database is back: five seconds on an idle machine,
 * stretched on a busy one, where every request takes longer.
 */
const RECOVERY_LIMIT_MS = timeBudget(5000);
const ALLOWED = new Set([201, 409, 422, 429, 503]);

const binaries = postgresBinaries();
if ('why' in binaries) {
  console.warn(`Skipping the PostgreSQL fault test: ${binaries.why}.`);
}

const signUp = (n: number) => signUpBody('fault', n);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isJsonObject(line: string): boolean {
  try {
    const parsed: unknown = JSON.parse(line);
    return typeof parsed === 'object' && parsed !== null;
  } catch {
    return false;
  }
}

describe.skipIf('why' in binaries)('the server through PostgreSQL restarts and an outage', () => {
  let cluster: PostgresCluster | undefined;
  let server: ServerProcess | undefined;
  let varDir = '';

  beforeAll(async () => {
    if (!('bin' in binaries)) return;
    cluster = await startPostgresCluster(binaries.bin);
    varDir = mkdtempSync(join(tmpdir(), 'fault-var-'));
  });

  afterAll(async () => {
    const proc: ChildProcess | undefined = server?.proc;
    if (proc && proc.exitCode === null) proc.kill('SIGKILL');
    await cluster?.destroy();
    rmSync(varDir, { recursive: true, force: true });
  });

  it('never exits, answers 503 (not 500) while the database is away, recovers alone and loses no acknowledged sign-up', async () => {
    const db = cluster;
    if (db === undefined) throw new Error('no cluster');
    server = await startServer({
      DIST_DIR: fakeDist(),
      VAR_DIR: varDir,
      DATABASE_URL: db.url,
      RATE_LIMIT_REGISTER: '1000000/min',
      RATE_LIMIT_REGISTER_ADDRESS: '1000000/min',
      RATE_LIMIT_CSRF: '1000000/min',
    });
    const { base, proc } = server;
    const admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
    await admin.query('UPDATE shirt_stock SET remaining = $1', [STOCK]);
    await admin.end();

    const stream = streamSignUps({
      base,
      writers: WRITERS,
      tag: 'fault',
      onAnswer: ({ status, body }) => {
        if (status === 503) {
          expect((JSON.parse(body) as { message: string }).message).toContain(
            `try again in ${UNAVAILABLE_RETRY_AFTER_S} seconds`,
          );
        }
      },
    });
    const { statuses, dropped, acknowledged, phases } = stream;
    // Looks past the limit so the table shows how late a late recovery was.
    const recovered = async (phase: PhaseFigures) => {
      phase.recoveryMs = await stream.firstAckAfter(performance.now(), RECOVERY_LIMIT_MS * 4);
    };
    const status = async (path: string) => (await fetch(`${base}${path}`)).status;

    await pause(STREAM_MS);
    for (let i = 0; i < 2; i++) {
      // The writers keep sending while pg_ctl terminates their connections and the server restarts.
      const restart = stream.begin(`restart ${i + 1}`);
      await db.restart();
      await recovered(restart);
      await pause(STREAM_MS);
    }
    const outage = stream.begin(`outage (${OUTAGE_MS / 1000} s)`);
    await db.stop();
    const stoppedAt = performance.now();
    const readyWhileDown: number[] = [];
    const healthWhileDown: number[] = [];
    while (performance.now() - stoppedAt < OUTAGE_MS) {
      readyWhileDown.push(await status('/readyz'));
      healthWhileDown.push(await status('/healthz'));
      await pause(500);
    }
    // Pages are prerendered files: they do not need the database.
    expect(await status('/')).toBe(200);
    await db.start();
    await recovered(outage);
    await pause(STREAM_MS);
    stream.end();
    await stream.stop();
    expect(await status('/readyz')).toBe(200);

    const byStatus = Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
    const { emails: stored, remaining } = await storedSignUps(db.url);
    const lost = acknowledged.filter((a) => !stored.has(a.email));
    console.log(
      `PostgreSQL fault test: ${acknowledged.length} acknowledged, ${lost.length} lost, answers by status ` +
        `${JSON.stringify(byStatus)}, ${dropped.length} dropped, recovery after restart 1, restart 2, ` +
        `the ${OUTAGE_MS / 1000} s outage: ${phases.map((p) => `${Math.round(p.recoveryMs)} ms`).join(', ')}\n` +
        faultTable(phases, lost.length).join('\n'),
    );

    expect(proc.exitCode, server.output()).toBeNull();
    expect(dropped).toEqual([]);
    expect([...statuses.keys()].filter((code) => !ALLOWED.has(code))).toEqual([]);
    expect(statuses.get(503) ?? 0, 'the faults were felt').toBeGreaterThan(0);
    for (const p of phases) expect(p.recoveryMs, `${p.name}: recovery`).toBeLessThan(RECOVERY_LIMIT_MS);
    expect(lost).toEqual([]);
    expect(remaining + stored.size).toBe(STOCK);
    expect(healthWhileDown.every((code) => code === 200)).toBe(true);
    expect(readyWhileDown.length).toBeGreaterThan(0);
    expect(readyWhileDown.every((code) => code === 503)).toBe(true);
    // No stack traces for an expected outage, and no visitor data in the log.
    expect(server.output()).not.toMatch(/fault-\d+@example\.org|Fault St/);
    // Every log line is JSON, the adapter's "PostgreSQL connection lost ... (SQLSTATE 57P01)" included.
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.trim() !== '');
    expect(lines.some((line) => line.includes('PostgreSQL connection lost'))).toBe(true);
    expect(lines.filter((line) => !isJsonObject(line))).toEqual([]);

    const gone = exited(proc);
    proc.kill('SIGTERM');
    expect(await gone).toBe(0);
  });

  it('starts while the database is down, serving pages and 503, and needs no restart once it is up', async () => {
    const db = cluster;
    if (db === undefined) throw new Error('no cluster');
    await db.stop();
    server = await startServer({
      DIST_DIR: fakeDist(),
      VAR_DIR: varDir,
      DATABASE_URL: db.url,
      RATE_LIMIT_REGISTER: '1000000/min',
      RATE_LIMIT_REGISTER_ADDRESS: '1000000/min',
    });
    const { base, proc } = server;
    expect(server.output()).toMatch(/API answers 503 until the database can be reached/);
    expect((await fetch(`${base}/`)).status).toBe(200);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect((await fetch(`${base}/readyz`)).status).toBe(503);
    const s = await session(base);
    const down = await postJson(base, s, '/api/register', signUp(1_000_000));
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toMatch(/^\d+$/);

    await db.start();
    const upAt = performance.now();
    let status = 0;
    const seen: number[] = [];
    while (status !== 201 && performance.now() - upAt < RECOVERY_LIMIT_MS) {
      status = (await postJson(base, s, '/api/register', signUp(1_000_001))).status;
      seen.push(status);
      if (status !== 201) await pause(100);
    }
    expect(seen.filter((code) => code !== 503 && code !== 201)).toEqual([]);
    console.log(
      `PostgreSQL fault test: a server started during the outage served a sign-up ${Math.round(performance.now() - upAt)} ms after the database came up`,
    );
    expect(status).toBe(201);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    expect(proc.exitCode).toBeNull();
    const gone = exited(proc);
    proc.kill('SIGTERM');
    expect(await gone).toBe(0);
  });
});
