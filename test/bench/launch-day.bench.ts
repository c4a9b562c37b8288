/**
 * Launch day: 1,000 visitors sign up at once for the last 500 T-shirts (a plain script, not a test: it
 * prints figures and asserts nothing).
 *
 *   npm run bench launch-day
 *   TEST_DATABASE_URL=postgres://app:app@127.0.0.1:55432/app_test npm run bench launch-day
 *
 * The real server (site/server/main.ts, as an operator starts it) runs as a child process on a fake
 * build, on PGlite (a fresh VAR_DIR) and, when TEST_DATABASE_URL is set, on a fresh PostgreSQL database
 * (created and dropped here, as test/support/test-databases.ts does). The stock is set to 500 with the
 * staff CLI before the start, and the rate limits are raised through the environment as an operator
 * would for a load test from one address. Each visitor has its own session (GET /api/csrf, its own
 * cookies and token) and its own details; once all 1,000 sessions exist, the 1,000 POST /api/register
 * are sent at once (./launch-day-client.ts: a connection per visitor, timed from the moment its request
 * is issued to the end of its answer). Reported: accepted (201), refused (409: no shirts left), other
 * 4xx, 5xx, p50 and p99 latency, the burst (first request issued to last answer), how long the client
 * took to issue all 1,000, the CPU time the server and the client used during the burst (the client runs
 * on the same two cores: its time is time the server did not get; the server's is the figure least moved
 * by the machine's load), and the server's peak resident memory (VmHWM from /proc/<pid>/status).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fakeDist } from '../support/dist';
import { exited, signUpBody, startServer, type ServerProcess } from '../support/server-process';
import { freshPostgresUrl, freshVarDir, TEST_DATABASE_URL } from '../support/test-databases';
import { fireAtOnce } from './launch-day-client';
import { meets, percentile, signUpOutcome, type SignUpOutcome } from './web/stats';
import { table } from './web/table';

const VISITORS = 1000;
const STOCK = 500;
/** Sessions opened at once before the burst (not measured): enough to be quick, few enough to be polite. */
const SESSION_CONCURRENCY = 50;
const TARGET_P99_MS = { pglite: 1000, postgres: 500 } as const;

/** Limits far above the load, set the way an operator would for a load test from one address. */
const LOAD_TEST_ENV = {
  RATE_LIMIT_REGISTER: '1000000/min',
  RATE_LIMIT_REGISTER_ADDRESS: '1000000/min',
  RATE_LIMIT_CSRF: '1000000/min',
  BOTCHECK: 'off',
  SMTP_URL: '',
  PUBLIC_ORIGIN: '',
};

type Kind = keyof typeof TARGET_P99_MS;

interface LaunchFigures {
  readonly kind: Kind;
  readonly outcome: SignUpOutcome;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly seconds: number;
  /** How long the load generator took to issue the 1,000 requests. */
  readonly dispatchMs: number;
  /** CPU time the load generator used during the burst: time the server's two cores did not give it. */
  readonly clientCpuMs: number;
  /** CPU time the server process used during the burst, undefined off Linux. */
  readonly serverCpuMs: number | undefined;
  readonly peakRssMb: number | undefined;
  readonly stockLeft: string;
}

const visitor = (n: number) => signUpBody('launch', n);

/** The staff CLI, as an operator runs it, against the server's database. */
function staffStock(env: Record<string, string>, args: readonly string[]): string {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'site/server/admin/cli.ts', 'stock', ...args],
    { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 120_000 },
  );
  if (result.status !== 0)
    throw new Error(`staff:stock ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout.trim();
}

/** A visitor's session: the CSRF pair from GET /api/csrf, as the sign-up form asks for it. */
async function openSession(base: string): Promise<{ cookie: string; token: string }> {
  const res = await fetch(`${base}/api/csrf`);
  await res.arrayBuffer();
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
  const token = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
  if (token === '') throw new Error(`GET /api/csrf answered ${res.status} without a token`);
  return { cookie: cookies.join('; '), token };
}

const MICROSECONDS_PER_MS = 1000;
const MS_PER_SECOND = 1000;
/** /proc counts CPU time in clock ticks of USER_HZ, which Linux fixes at 100 for user space. */
const CLOCK_TICKS_PER_SECOND = 100;
/** Fields 14 and 15 of /proc/<pid>/stat (user and system time), counted after the command's name. */
const STAT_UTIME_FIELD = 11;
const STAT_STIME_FIELD = 12;

/**
 * CPU time a process has used so far (user and system), in ms, or undefined off Linux. Less moved by
 * the machine's load than the latencies: what the server spends per burst, however long it waited.
 */
function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = (readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
    const ticks = Number(fields[STAT_UTIME_FIELD]) + Number(fields[STAT_STIME_FIELD]);
    return Number.isFinite(ticks) ? (ticks * MS_PER_SECOND) / CLOCK_TICKS_PER_SECOND : undefined;
  } catch {
    return undefined;
  }
}

/** The server's peak resident set size so far, in MB (VmHWM), or undefined off Linux. */
function peakRssMb(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

async function launch(kind: Kind, env: Record<string, string>): Promise<LaunchFigures> {
  const serverEnv = { ...LOAD_TEST_ENV, DIST_DIR: fakeDist(), ...env };
  staffStock(serverEnv, ['--set', String(STOCK)]);
  const server: ServerProcess = await startServer(serverEnv);
  try {
    const sessions: { cookie: string; token: string }[] = [];
    for (let i = 0; i < VISITORS; i += SESSION_CONCURRENCY) {
      const batch = Math.min(SESSION_CONCURRENCY, VISITORS - i);
      sessions.push(...(await Promise.all(Array.from({ length: batch }, () => openSession(server.base)))));
    }
    const clientCpuBefore = process.cpuUsage();
    const serverCpuBefore = cpuMs(server.proc.pid);
    const started = performance.now();
    const { answers, dispatchMs } = await fireAtOnce(
      server.base,
      '/api/register',
      sessions,
      sessions.map((_, n) => visitor(n)),
    );
    const seconds = (performance.now() - started) / 1000;
    const clientCpu = process.cpuUsage(clientCpuBefore);
    const serverCpuAfter = cpuMs(server.proc.pid);
    const latencies = answers.map((a) => a.ms);
    return {
      kind,
      outcome: signUpOutcome(answers.map((a) => a.status)),
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      seconds,
      dispatchMs,
      clientCpuMs: (clientCpu.user + clientCpu.system) / MICROSECONDS_PER_MS,
      serverCpuMs:
        serverCpuAfter === undefined || serverCpuBefore === undefined
          ? undefined
          : serverCpuAfter - serverCpuBefore,
      peakRssMb: peakRssMb(server.proc.pid),
      stockLeft: '',
    };
  } finally {
    server.proc.kill('SIGTERM');
    await exited(server.proc);
  }
}

async function launchOn(kind: Kind): Promise<LaunchFigures> {
  if (kind === 'pglite') {
    const { varDir, cleanup } = await freshVarDir();
    try {
      const figures = await launch(kind, { VAR_DIR: varDir, DATABASE_URL: '' });
      return { ...figures, stockLeft: staffStock({ VAR_DIR: varDir, DATABASE_URL: '' }, []) };
    } finally {
      cleanup();
    }
  }
  const { url, cleanup } = await freshPostgresUrl();
  const { varDir, cleanup: cleanupVar } = await freshVarDir();
  try {
    const figures = await launch(kind, { VAR_DIR: varDir, DATABASE_URL: url });
    return { ...figures, stockLeft: staffStock({ VAR_DIR: varDir, DATABASE_URL: url }, []) };
  } finally {
    await cleanup();
    cleanupVar();
  }
}

const ms = (v: number): string => `${v.toFixed(0)} ms`;

export async function run(): Promise<void> {
  const kinds: Kind[] = TEST_DATABASE_URL === '' ? ['pglite'] : ['pglite', 'postgres'];
  const results: LaunchFigures[] = [];
  const loadAtStart = loadavg().map((l) => l.toFixed(2));
  for (const kind of kinds) {
    console.error(`launch day on ${kind}: ${VISITORS} sign-ups at once, stock ${STOCK}`);
    results.push(await launchOn(kind));
  }
  console.log(
    `${VISITORS} distinct visitors (own session each, GET /api/csrf first) sign up at once for a stock of ${STOCK};` +
      ` the real server (main.ts) as a child process, rate limits raised by env; load average at start ${loadAtStart.join(', ')}, at end ${loadavg()
        .map((l) => l.toFixed(2))
        .join(', ')}.`,
  );
  console.log('');
  console.log(
    table(
      [
        'Database',
        'Accepted',
        'Refused 409',
        'Other 4xx',
        '5xx',
        'No answer',
        'p50',
        'p99',
        'Burst',
        'Fired in',
        'Server CPU',
        'Client CPU',
        'Peak RSS',
        'Stock left',
        'Targets: 500 accepted / 0 5xx / p99',
      ],
      results.map((r) => {
        const target = TARGET_P99_MS[r.kind];
        const checks = [
          meets(r.outcome.accepted, (v) => v === STOCK),
          meets(r.outcome.server5xx + r.outcome.failed, (v) => v === 0),
          `${meets(r.p99Ms, (v) => v <= target)} (<= ${target} ms)`,
        ];
        return [
          r.kind === 'pglite' ? 'PGlite' : 'PostgreSQL',
          String(r.outcome.accepted),
          String(r.outcome.refused),
          String(r.outcome.other4xx),
          String(r.outcome.server5xx),
          String(r.outcome.failed),
          ms(r.p50Ms),
          ms(r.p99Ms),
          `${r.seconds.toFixed(1)} s`,
          ms(r.dispatchMs),
          r.serverCpuMs === undefined ? 'n/a' : ms(r.serverCpuMs),
          ms(r.clientCpuMs),
          r.peakRssMb === undefined ? 'n/a' : `${r.peakRssMb.toFixed(0)} MB`,
          /Shirts left: (\d+)/.exec(r.stockLeft)?.[1] ?? 'n/a',
          checks.join(' / '),
        ];
      }),
    ),
  );
  if (TEST_DATABASE_URL === '') {
    console.log('');
    console.log('PostgreSQL: skipped (set TEST_DATABASE_URL to run launch day on PostgreSQL too).');
  }
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) await run();
