import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../bench/web/builds';
import {
  freePort,
  postgresBinaries,
  startPostgresCluster,
  type PostgresCluster,
} from '../support/postgres-cluster';
import { signUpBody } from '../support/server-process';
import { siteBuildSnapshot } from '../support/site-build';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { pollUntil } from '../support/time-budget';

/**
 * The site as operators run it (docs/deploy.md): a production tree made by deploy/package.sh (the built
 * server, `npm ci --omit=dev`: no tsx, Vite or TypeScript), three instances started by deploy/serve.sh
 * with NODE_ENV=production on one PostgreSQL of the test's own, and Debian's HAProxy in front with the
 * configuration deploy/haproxy-config.sh renders from deploy/haproxy.cfg.template, checking /readyz.
 *
 * Proved, in order:
 * - the three started at once on an empty database all become ready, the migrations applied once each;
 * - the launch-day burst (1,000 visitors at once for 500 shirts) through the balancer, one instance
 *   killed with SIGKILL part-way: exactly 500 accepted and 500 refused, none failed, every acknowledged
 *   sign-up stored, with clients retrying a failed attempt with the same Idempotency-Key;
 * - a rolling restart (SIGTERM, wait for the exit, start again, wait for the balancer to mark it up; one
 *   instance at a time) under steady sign-ups: none failed after retries, none lost, none stored twice.
 *   On SIGTERM an instance drains (SHUTDOWN_DRAIN_MS) with /readyz at 503 before it stops listening.
 *
 * Skipped where HAProxy or PostgreSQL's binaries are missing, except in CI (.ci/run installs both),
 * where a missing one fails the test instead.
 */

const HAPROXY = '/usr/sbin/haproxy';
const INSTANCES = 3;
const VISITORS = 1000;
const STOCK = 500;
/** The instance is killed once this many sign-ups of the burst have been answered. */
const KILL_AFTER_ANSWERS = 150;
/** Writers during the rolling restart, each posting one sign-up after another. */
const WRITERS = 8;
/** Longer than the balancer needs to mark a draining instance down (about 1.5 s with the template's checks). */
const DRAIN_MS = 3000;
/** Sessions opened at once before the burst (not measured). */
const SESSION_CONCURRENCY = 50;
/**
 * A client's attempts at one sign-up: the first, then again with the same key after a dropped
 * connection, a 502 or a 503 (whose Retry-After of 30 s this client does not wait for: it stands in for
 * a visitor who presses the button again at once, only keeping the key).
 */
const MAX_ATTEMPTS = 20;
const RETRY_PAUSE_MS = 200;
/** Statuses a retry may mend: no answer, the balancer's 502/503/504, the server's 503. */
const RETRYABLE = new Set([0, 502, 503, 504]);

/** Limits far above the load, as an operator sets them for a load test from one address. */
const LOAD_TEST_LIMITS = {
  RATE_LIMIT_REGISTER: '1000000/min',
  RATE_LIMIT_REGISTER_ADDRESS: '1000000/min',
  RATE_LIMIT_CSRF: '1000000/min',
};

const binaries = postgresBinaries();
const missing = [
  ...(existsSync(HAPROXY) ? [] : [`no ${HAPROXY} (apt-get install haproxy)`]),
  ...('why' in binaries ? [binaries.why] : []),
];
if (missing.length > 0 && process.env.CI !== 'true') {
  console.warn(`Skipping the multi-instance test: ${missing.join('; ')}.`);
}

/**
 * A finished build of the current sources in the repository, waiting for one a neighbouring test runs, as
 * the other build tests do. The build's stamp (scripts/build-stamp.mjs) covers dist/, dist-ssr/ and
 * dist-server/ together, so the server that deploy/package.sh takes is of the current sources too.
 */
async function freshBuild(scratch: string): Promise<void> {
  await siteBuildSnapshot(join(scratch, 'dist-check'));
}

/** Runs a command to its end; rejects with its output when it fails. */
function run(
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${args.join(' ')} failed (${String(code)}):\n${output}`));
    });
  });
}

/** One instance: deploy/serve.sh on its own port and VAR_DIR, restarted on the same ones. */
interface Instance {
  readonly port: number;
  proc: ChildProcess;
  output: string;
}

/** HAProxy's view of each server of the backend (`show stat` on its runtime API): UP, DOWN, MAINT... */
function balancerStatuses(socket: string): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    const client = connect(socket);
    let text = '';
    client.on('data', (chunk: Buffer) => (text += chunk.toString()));
    client.once('error', reject);
    client.once('end', () => {
      const [header = '', ...rows] = text.trim().split('\n');
      const columns = header.replace(/^# /, '').split(',');
      const name = columns.indexOf('svname');
      const status = columns.indexOf('status');
      const statuses = new Map<string, string>();
      for (const row of rows) {
        const fields = row.split(',');
        if (fields[0] === 'site' && /^site\d+$/.test(fields[name] ?? '')) {
          statuses.set(fields[name] ?? '', fields[status] ?? '');
        }
      }
      resolve(statuses);
    });
    client.end('show stat\n');
  });
}

/** A visitor's CSRF pair, from GET /api/csrf through the balancer. */
interface VisitorSession {
  readonly cookie: string;
  readonly token: string;
}

/** What one sign-up came to after its client's retries. */
interface SignUpResult {
  readonly email: string;
  /** The last answer's status (0: no answer at all). */
  readonly status: number;
  /** Attempts beyond the first, all with the same Idempotency-Key. */
  readonly retries: number;
  /** Each retried attempt's answer: its status, and who gave it (`0` for none, `by HAProxy`). */
  readonly retried: readonly string[];
}

/** An attempt's answer: its status (0: none came), and whether the site gave it (JSON) or HAProxy. */
interface Answer {
  readonly status: number;
  readonly bySite: boolean;
}

/** One POST /api/register. */
function postOnce(
  agent: Agent,
  url: URL,
  session: VisitorSession,
  body: Buffer,
  key: string,
): Promise<Answer> {
  return new Promise((resolve) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': String(body.length),
          cookie: session.cookie,
          'x-xsrf-token': session.token,
          'idempotency-key': key,
        },
      },
      (res) => {
        res.on('end', () => {
          const bySite = (res.headers['content-type'] ?? '').startsWith('application/json');
          resolve({ status: res.statusCode ?? 0, bySite });
        });
        res.on('error', () => {
          resolve({ status: 0, bySite: false });
        });
        res.resume();
      },
    );
    req.on('error', () => {
      resolve({ status: 0, bySite: false });
    });
    req.end(body);
  });
}

/** A sign-up sent until it gets an answer a retry cannot change, always with its one key. */
async function signUp(
  agent: Agent,
  base: string,
  session: VisitorSession,
  details: ReturnType<typeof signUpBody>,
): Promise<SignUpResult> {
  const url = new URL('/api/register', base);
  const body = Buffer.from(JSON.stringify(details));
  const key = randomUUID();
  const retried: string[] = [];
  let status = 0;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    if (attempt > 0) await sleep(RETRY_PAUSE_MS);
    const answer = await postOnce(agent, url, session, body, key);
    status = answer.status;
    if (!RETRYABLE.has(status)) break;
    retried.push(status === 0 || answer.bySite ? String(status) : `${String(status)} by HAProxy`);
  }
  return { email: details.email, status, retries: Math.min(retried.length, MAX_ATTEMPTS - 1), retried };
}

/** How many retried attempts got each answer, e.g. `502 by HAProxy x3, 503 x40` (0: no answer). */
function retryTally(results: readonly SignUpResult[]): string {
  const tally = new Map<string, number>();
  for (const answer of results.flatMap((r) => r.retried)) tally.set(answer, (tally.get(answer) ?? 0) + 1);
  return [...tally].map(([answer, n]) => `${answer} x${String(n)}`).join(', ') || 'none';
}

async function openSession(base: string): Promise<VisitorSession> {
  const res = await fetch(`${base}/api/csrf`);
  await res.arrayBuffer();
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
  const token = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
  if (token === '') throw new Error(`GET /api/csrf answered ${res.status} without a token`);
  return { cookie: cookies.join('; '), token };
}

/** Every stored sign-up's email, counted (a duplicate would count 2), and the shirts left. */
async function stored(url: string): Promise<{ emails: Map<string, number>; remaining: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rows = (await client.query<{ email: string }>('SELECT email FROM registrations')).rows;
    const emails = new Map<string, number>();
    for (const { email } of rows) emails.set(email, (emails.get(email) ?? 0) + 1);
    const remaining = Number(
      (await client.query<{ remaining: string }>('SELECT remaining FROM shirt_stock')).rows[0]?.remaining,
    );
    return { emails, remaining };
  } finally {
    await client.end();
  }
}

/** The emails acknowledged (201) that the database does not hold. */
function lost(results: readonly SignUpResult[], emails: ReadonlyMap<string, number>): string[] {
  return results.filter((r) => r.status === 201 && !emails.has(r.email)).map((r) => r.email);
}

/** The peak resident memory of a process so far, in MB (VmHWM), or NaN when it has gone. */
function peakRssMb(pid: number | undefined): number {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${String(pid)}/status`, 'utf8'))?.[1];
    return kb === undefined ? NaN : Number(kb) / 1024;
  } catch {
    return NaN;
  }
}

function exitOf(proc: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) {
      resolve({ code: proc.exitCode, signal: proc.signalCode });
      return;
    }
    proc.once('exit', (code, signal) => {
      resolve({ code, signal });
    });
  });
}

describe.skipIf(missing.length > 0 && process.env.CI !== 'true')(
  'three built instances behind HAProxy on one PostgreSQL (deploy/)',
  () => {
    let scratch = '';
    let app = '';
    let cluster: PostgresCluster | undefined;
    let smtp: SmtpSink | undefined;
    let haproxy: ChildProcess | undefined;
    let haproxyOutput = '';
    let base = '';
    let statsSocket = '';
    let env: NodeJS.ProcessEnv = {};
    const instances: Instance[] = [];

    const startInstance = (port: number, n: number): Instance => {
      const proc = spawn(join(app, 'deploy', 'serve.sh'), [], {
        env: { ...env, PORT: String(port), VAR_DIR: join(scratch, `var-${String(n)}`) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const instance: Instance = { port, proc, output: '' };
      proc.stdout.on('data', (chunk: Buffer) => (instance.output += chunk.toString()));
      proc.stderr.on('data', (chunk: Buffer) => (instance.output += chunk.toString()));
      return instance;
    };

    const ready = async (instance: Instance): Promise<boolean> => {
      if (instance.proc.exitCode !== null || instance.proc.signalCode !== null) {
        throw new Error(`instance on ${String(instance.port)} exited:\n${instance.output}`);
      }
      try {
        return (await fetch(`http://127.0.0.1:${String(instance.port)}/readyz`)).status === 200;
      } catch {
        return false;
      }
    };

    const balancerSays = async (server: string, status: string): Promise<void> => {
      await pollUntil(
        async () => (await balancerStatuses(statsSocket)).get(server) === status,
        `HAProxy marks ${server} ${status}`,
        30_000,
      );
    };

    beforeAll(async () => {
      if (missing.length > 0) throw new Error(`In CI the multi-instance test needs ${missing.join('; ')}.`);
      if (!('bin' in binaries)) return;
      scratch = mkdtempSync(join(tmpdir(), 'deploy-cluster-'));
      const phases: string[] = [];
      let phaseStart = performance.now();
      const phase = (name: string) => {
        phases.push(`${name} ${((performance.now() - phaseStart) / 1000).toFixed(1)} s`);
        phaseStart = performance.now();
      };
      await freshBuild(scratch);
      phase('build');
      app = join(scratch, 'app');
      // The production tree, exactly as the container recipe makes it; --prefer-offline: from npm's cache.
      const packaged = run(join(REPO_ROOT, 'deploy', 'package.sh'), [app, '--prefer-offline']);
      [cluster, smtp] = await Promise.all([startPostgresCluster(binaries.bin), startSmtpSink()]);
      await packaged;
      phase('production install and PostgreSQL');
      const ports = await Promise.all(Array.from({ length: INSTANCES + 1 }, freePort));
      const balancerPort = ports[INSTANCES] ?? 0;
      base = `http://127.0.0.1:${String(balancerPort)}`;
      env = {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        DATABASE_URL: cluster.url,
        // Production needs an https origin (its cookies are Secure whatever the request says); in a
        // deployment TLS ends at the balancer, which here speaks plain HTTP on loopback.
        PUBLIC_ORIGIN: base.replace(/^http:/, 'https:'),
        SMTP_URL: smtp.url,
        // One secret for all instances: a visitor's CSRF token and idempotency keys hold on any of them.
        CSRF_SECRET: randomBytes(32).toString('hex'),
        TRUST_PROXY: '127.0.0.1',
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
        LOG_LEVEL: 'warn',
        BOTCHECK: 'off',
        ...LOAD_TEST_LIMITS,
      };
      // Started at once, on an empty database: each migrates under the advisory lock.
      instances.push(...ports.slice(0, INSTANCES).map((port, n) => startInstance(port, n + 1)));
      await pollUntil(
        async () => (await Promise.all(instances.map(ready))).every(Boolean),
        'the three instances are ready',
        60_000,
      );
      phase('three instances ready');
      statsSocket = join(scratch, 'haproxy.sock');
      const config = await run(
        join(REPO_ROOT, 'deploy', 'haproxy-config.sh'),
        instances.map((i) => `127.0.0.1:${String(i.port)}`),
        {
          ...process.env,
          PUBLIC_BIND: `127.0.0.1:${String(balancerPort)}`,
          REDIRECT_BIND: '',
          STATS_SOCKET: statsSocket,
        },
      );
      writeFileSync(join(scratch, 'haproxy.cfg'), config);
      haproxy = spawn(HAPROXY, ['-db', '-f', join(scratch, 'haproxy.cfg')], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      // The request log (one line per request) is not kept: only the start-up errors are of interest.
      haproxy.stderr?.on('data', (chunk: Buffer) => (haproxyOutput += chunk.toString()));
      haproxy.stdout?.resume();
      await pollUntil(() => existsSync(statsSocket), 'HAProxy starts', 20_000).catch(() => {
        throw new Error(`HAProxy did not start:\n${haproxyOutput}`);
      });
      for (let n = 1; n <= INSTANCES; n++) await balancerSays(`site${String(n)}`, 'UP');
      phase('HAProxy up');
      console.log(`Set-up: ${phases.join(', ')}`);
    });

    afterAll(async () => {
      for (const { proc } of instances)
        if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
      if (haproxy && haproxy.exitCode === null) haproxy.kill('SIGKILL');
      await cluster?.destroy();
      await smtp?.close();
      if (scratch !== '') rmSync(scratch, { recursive: true, force: true });
    });

    it('the production tree holds no build tool', () => {
      const bin = readdirSync(join(app, 'node_modules', '.bin'));
      for (const tool of ['tsx', 'vite', 'tsc', 'tsdown', 'vitest', 'eslint'])
        expect(bin).not.toContain(tool);
      expect(existsSync(join(app, 'node_modules', 'typescript'))).toBe(false);
    });

    it('three started at once on an empty database: all ready, each migration applied once', async () => {
      const client = new pg.Client({ connectionString: cluster?.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ version: string }>(
          'SELECT version FROM schema_migrations ORDER BY 1',
        );
        const files = readdirSync(join(app, 'dist-server', 'migrations')).filter((f) => f.endsWith('.sql'));
        expect(rows.map((r) => r.version)).toEqual(files.map((f) => f.slice(0, 4)).sort());
      } finally {
        await client.end();
      }
      const health = await fetch(`${base}/healthz`);
      expect(health.status).toBe(200);
      // The metrics are never served on the public side.
      expect((await fetch(`${base}/metrics`)).status).toBe(404);
    });

    it('launch day through the balancer, one instance killed part-way: exactly the stock, none lost', async () => {
      // The staff CLI of the production tree sets the stock, on the database itself (DATABASE_URL).
      await run(
        process.execPath,
        [join(app, 'dist-server', 'staff.js'), 'stock', '--set', String(STOCK)],
        env,
      );
      const sessions: VisitorSession[] = [];
      for (let i = 0; i < VISITORS; i += SESSION_CONCURRENCY) {
        const batch = Math.min(SESSION_CONCURRENCY, VISITORS - i);
        sessions.push(...(await Promise.all(Array.from({ length: batch }, () => openSession(base)))));
      }
      const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
      const victim = instances[1];
      if (victim === undefined) throw new Error('no second instance');
      const killed = exitOf(victim.proc);
      let answered = 0;
      const started = performance.now();
      const results = await Promise.all(
        sessions.map(async (session, n) => {
          const result = await signUp(agent, base, session, signUpBody('launch', n));
          answered += 1;
          if (answered === KILL_AFTER_ANSWERS) victim.proc.kill('SIGKILL');
          return result;
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      agent.destroy();
      expect((await killed).signal).toBe('SIGKILL');

      const count = (status: number) => results.filter((r) => r.status === status).length;
      const retries = results.reduce((sum, r) => sum + r.retries, 0);
      const { emails, remaining } = await stored(cluster?.url ?? '');
      console.log(
        [
          `Launch day through HAProxy, ${String(INSTANCES)} instances, one SIGKILLed after ${String(KILL_AFTER_ANSWERS)} answers:`,
          `accepted ${String(count(201))}, refused ${String(count(409))}, other ${String(VISITORS - count(201) - count(409))}, ` +
            `client retries ${String(retries)} (${retryTally(results)}), stored ${String(emails.size)}, left ${String(remaining)}, ${seconds.toFixed(1)} s`,
        ].join('\n'),
      );
      expect(count(201)).toBe(STOCK);
      expect(count(409)).toBe(VISITORS - STOCK);
      expect(lost(results, emails)).toEqual([]);
      expect([...emails.values()].every((n) => n === 1)).toBe(true);
      expect(emails.size).toBe(STOCK);
      expect(remaining).toBe(0);
      // The kill met requests in flight, and their clients got through by sending them again.
      expect(retries).toBeGreaterThan(0);

      // The killed instance comes back for the next test.
      instances[1] = startInstance(victim.port, 2);
      await balancerSays('site2', 'UP');
    });

    it('rolling restart (SIGTERM, one at a time) under steady sign-ups: none failed, lost or stored twice', async () => {
      await run(process.execPath, [join(app, 'dist-server', 'staff.js'), 'stock', '--set', '1000000'], env);
      const { emails: before } = await stored(cluster?.url ?? '');
      const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
      const results: SignUpResult[] = [];
      let running = true;
      let next = 0;
      const writer = async () => {
        const session = await openSession(base);
        while (running) results.push(await signUp(agent, base, session, signUpBody('rolling', next++)));
      };
      const writers = Array.from({ length: WRITERS }, writer);
      const restarts: string[] = [];
      for (let n = 0; n < INSTANCES; n++) {
        const old = instances[n];
        if (old === undefined) throw new Error(`no instance ${String(n + 1)}`);
        const stoppedAt = performance.now();
        old.proc.kill('SIGTERM');
        // Draining: the balancer takes it out before it stops listening.
        await balancerSays(`site${String(n + 1)}`, 'DOWN');
        const markedDownMs = performance.now() - stoppedAt;
        // ...while it still runs: out of rotation by its readiness, not by its connections being refused.
        expect({ exitCode: old.proc.exitCode, signal: old.proc.signalCode }).toEqual({
          exitCode: null,
          signal: null,
        });
        const exit = await exitOf(old.proc);
        expect(exit).toEqual({ code: 0, signal: null });
        instances[n] = startInstance(old.port, n + 1);
        await balancerSays(`site${String(n + 1)}`, 'UP');
        restarts.push(
          `site${String(n + 1)}: marked down ${String(Math.round(markedDownMs))} ms after SIGTERM, ` +
            `up again ${String(Math.round(performance.now() - stoppedAt))} ms after it`,
        );
      }
      running = false;
      await Promise.all(writers);
      agent.destroy();
      const rss = instances.map((i) => peakRssMb(i.proc.pid).toFixed(0));

      const failed = results.filter((r) => r.status !== 201);
      const retries = results.reduce((sum, r) => sum + r.retries, 0);
      const { emails } = await stored(cluster?.url ?? '');
      const added = [...emails.keys()].filter((email) => !before.has(email));
      console.log(
        [
          `Rolling restart under ${String(WRITERS)} writers: ${String(results.length)} sign-ups, ` +
            `failed ${String(failed.length)}, client retries ${String(retries)} (${retryTally(results)}), stored ${String(added.length)}; ` +
            `peak RSS of the new instances (MB): ${rss.join(', ')}`,
          ...restarts,
        ].join('\n'),
      );
      expect(failed).toEqual([]);
      expect(lost(results, emails)).toEqual([]);
      expect([...emails.values()].every((n) => n === 1)).toBe(true);
      // Nothing stored that was not acknowledged either: each sign-up exactly once.
      expect(added.length).toBe(results.length);
      expect(results.length).toBeGreaterThan(0);
    });
  },
);
