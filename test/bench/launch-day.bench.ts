/**
 * Launch day: 1,000 visitors open the sign-up page and sign up at once for the last 500 T-shirts (a plain
 * script, not a test: it prints figures and asserts nothing).
 *
 *   npm run bench launch-day
 *   TEST_DATABASE_URL=postgres://app:app@127.0.0.1:55432/app_test npm run bench launch-day
 *
 * The real server (site/server/main.ts, as an operator starts it) runs as a child process on the built
 * site (`dist/`, so the sign-up page is the real one; the test's fake build when nothing is built, said in
 * the output), on PGlite (a fresh VAR_DIR) and, when TEST_DATABASE_URL is set, on a fresh PostgreSQL
 * database (created and dropped here, as test/support/test-databases.ts does). The stock is set to 500
 * with the staff CLI before the start, and the rate limits are raised through the environment as an
 * operator would for a load test from one address. Each visitor takes the whole path the sign-up page's
 * script takes (./launch-day-client.ts): `GET /games/register` (which sets its cookie pair), then
 * `POST /api/register` as JSON with the token from the cookie, an idempotency key and its own details;
 * `GET /api/csrf` only if the page set no token. All 1,000 start at once, each on its own connection,
 * timed from the page's request to the end of the sign-up's answer.
 *
 * The floor: a bare Fastify app (./launch-day-bare.ts, a child process too) that answers the same three
 * routes with no work (the same page bytes compressed once, a fixed cookie pair, 201 after parsing the
 * JSON) takes the same burst from the same client in the same run, right after each site run; the site's
 * p99 is printed against it. Then the storage floor (the same app storing each sign-up through the site's
 * own repository, on a fresh database of the same kind), whose ratio to the floor is what storing a
 * sign-up alone costs on this machine, before anything else the site does. All are warmed alike first:
 * page views, then visitors taking the whole path with a ZIP outside Ohio, which the site refuses before
 * the stock (so its sign-up path is not cold at the burst while the floor's has nothing to warm; the
 * storage floor reads its database for each, as the site's idempotency look-up does; until 2026-11-28 the
 * warm-up was page views only).
 * Reported: accepted (201), refused (409: no shirts left), other 4xx, 5xx (the page's included), no
 * answer, the page's and the sign-up's p99, the whole path's p50 and p99 and its ratio to the floor, the
 * burst (first page request to last answer), how long the client took to issue the 1,000, the CPU time
 * the server and the client used during the burst (the client runs on the same two cores: its time is
 * time the server did not get; the server's is the figure least moved by the machine's load), on
 * PostgreSQL the CPU time of every PostgreSQL process on this machine during the burst (counted alike for
 * the site and its storage floor), and the server's peak resident memory (VmHWM from /proc/<pid>/status).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { hasPrerenderedPages } from '../../site/server/prerendered';
import { fakeDist } from '../support/dist';
import { exited, signUpBody, startServer, type ServerProcess } from '../support/server-process';
import { freshPostgresUrl, freshVarDir, TEST_DATABASE_URL } from '../support/test-databases';
import { SIGN_UP_PAGE, visitAtOnce, warmUp, type Visit } from './launch-day-client';
import { startFloor } from './launch-day-floor';
import { LISTEN_BACKLOG } from '../../site/server/http/listen';
import { REPO_ROOT, siteBuildIsFresh } from './web/builds';
import { formatRatio, meets, percentile, ratio, signUpOutcome, type SignUpOutcome } from './web/stats';
import { table } from './web/table';
import { loadAverage } from './load-average';

const VISITORS = 1000;
const STOCK = 500;
/** The goal: the site's whole-path p99 at most this times the bare app's, measured in the same run. */
const TARGET_RATIO = 1.25;
/** Page views each server gets before its burst, this many at a time (not measured). */
const WARM_UP_VIEWS = 1000;
const WARM_UP_CONCURRENCY = 50;
/**
 * Visitors who take the whole path before the burst, this many at a time (not measured), with a ZIP
 * outside Ohio: the site refuses them 422 after every check but the stock's (its JSON parsing, CSRF,
 * limits, idempotency look-up and validation warmed, as on a server that has been taking sign-ups),
 * the floor answers them 201 as it answers everything; no shirt is taken.
 */
const WARM_UP_SIGN_UPS = 300;
const OUTSIDE_OHIO_ZIP = '90210';

/** Limits far above the load, set the way an operator would for a load test from one address. */
const LOAD_TEST_ENV = {
  RATE_LIMIT_REGISTER: '1000000/min',
  RATE_LIMIT_REGISTER_ADDRESS: '1000000/min',
  RATE_LIMIT_CSRF: '1000000/min',
  BOTCHECK: 'off',
  SMTP_URL: '',
  PUBLIC_ORIGIN: '',
};

type Kind = 'pglite' | 'postgres' | 'bare' | 'stores-pglite' | 'stores-postgres';

interface LaunchFigures {
  readonly kind: Kind;
  readonly outcome: SignUpOutcome;
  /** Pages answered with anything but 200. */
  readonly pageNot200: number;
  /** Pages answered 5xx. */
  readonly page5xx: number;
  /** Visitors whose page set no token, who asked GET /api/csrf. */
  readonly askedForToken: number;
  /** Each refusal's status and body, with how many visitors got it. */
  readonly refusals: ReadonlyMap<string, number>;
  readonly pageP99Ms: number;
  readonly postP99Ms: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly seconds: number;
  /** How long the load generator took to issue the 1,000 page requests. */
  readonly dispatchMs: number;
  /** CPU time the load generator used during the burst: time the server's two cores did not give it. */
  readonly clientCpuMs: number;
  /** CPU time the server process used during the burst, undefined off Linux. */
  readonly serverCpuMs: number | undefined;
  /**
   * CPU time this machine's PostgreSQL processes used during the burst (none for PGlite, which runs in the
   * server's process), undefined off Linux or when none runs here.
   */
  readonly databaseCpuMs: number | undefined;
  readonly peakRssMb: number | undefined;
  readonly stockLeft: string;
}

const visitor = (n: number) => signUpBody('launch', n);
const warmVisitor = (n: number) => ({ ...signUpBody('warm', n), postal_code: OUTSIDE_OHIO_ZIP });

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

const MICROSECONDS_PER_MS = 1000;
const MS_PER_SECOND = 1000;
/** /proc counts CPU time in clock ticks of USER_HZ, which Linux fixes at 100 for user space. */
const CLOCK_TICKS_PER_SECOND = 100;
/** Fields 14 and 15 of /proc/<pid>/stat (user and system time), counted after the command's name. */
const STAT_UTIME_FIELD = 11;
const STAT_STIME_FIELD = 12;
/** Fields 16 and 17: the user and system time of the process's children that it has waited for. */
const STAT_CUTIME_FIELD = 13;
const STAT_CSTIME_FIELD = 14;

/**
 * A process's name and the sum of the given /proc/<pid>/stat fields (clock ticks; field indexes counted
 * after the command's name), or undefined when it cannot be read (off Linux, or the process has ended).
 */
function procStat(
  pid: number | string,
  fields: readonly number[],
): { name: string; ticks: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
    const nameEnd = stat.lastIndexOf(') ');
    const values = stat.slice(nameEnd + 2).split(' ');
    const ticks = fields.reduce((sum, field) => sum + Number(values[field]), 0);
    if (!Number.isFinite(ticks)) return undefined;
    return { name: stat.slice(stat.indexOf('(') + 1, nameEnd), ticks };
  } catch {
    return undefined;
  }
}

const ticksToMs = (ticks: number): number => (ticks * MS_PER_SECOND) / CLOCK_TICKS_PER_SECOND;

/**
 * CPU time a process has used so far (user and system), in ms, or undefined off Linux. Less moved by
 * the machine's load than the latencies: what the server spends per burst, however long it waited.
 */
function cpuMs(pid: number | undefined): number | undefined {
  const stat = pid === undefined ? undefined : procStat(pid, [STAT_UTIME_FIELD, STAT_STIME_FIELD]);
  return stat === undefined ? undefined : ticksToMs(stat.ticks);
}

/**
 * CPU time used so far by every PostgreSQL process on this machine, in ms: each live one's own, plus what
 * the postmaster counted for the backends it has reaped (so a connection that ends mid-burst is not lost),
 * or undefined off Linux or when none runs. PostgreSQL runs on the same two cores as the server and the
 * client: what its processes take is time neither of them gets.
 */
function postgresCpuMs(): number | undefined {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return undefined;
  }
  const fields = [STAT_UTIME_FIELD, STAT_STIME_FIELD, STAT_CUTIME_FIELD, STAT_CSTIME_FIELD];
  const postgres = entries.map((pid) => procStat(pid, fields)).filter((stat) => stat?.name === 'postgres');
  return postgres.length === 0
    ? undefined
    : ticksToMs(postgres.reduce((sum, stat) => sum + (stat?.ticks ?? 0), 0));
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

/** The built site when there is one (the real sign-up page), else the server tests' fake build. */
function distToServe(): { dir: string; label: string } {
  const dist = join(REPO_ROOT, 'dist');
  if (!hasPrerenderedPages(dist)) {
    return {
      dir: fakeDist(),
      label: 'NO BUILT SITE: the fake build of the server tests (a one-line page); run npm run build first',
    };
  }
  return {
    dir: dist,
    label: siteBuildIsFresh(dist)
      ? 'the built site (dist/)'
      : 'the built site (dist/), OLDER than its sources: run npm run build for the current pages',
  };
}

/** The same burst on any server: warmed alike, then the 1,000 visitors at once, measured. */
async function burst(kind: Kind, server: ServerProcess): Promise<Omit<LaunchFigures, 'stockLeft'>> {
  await warmUp(server.base, WARM_UP_VIEWS, WARM_UP_CONCURRENCY);
  for (let n = 0; n < WARM_UP_SIGN_UPS; n += WARM_UP_CONCURRENCY) {
    await visitAtOnce(
      server.base,
      Array.from({ length: Math.min(WARM_UP_CONCURRENCY, WARM_UP_SIGN_UPS - n) }, (_, i) =>
        warmVisitor(n + i),
      ),
    );
  }
  const clientCpuBefore = process.cpuUsage();
  const serverCpuBefore = cpuMs(server.proc.pid);
  const onPostgres = kind === 'postgres' || kind === 'stores-postgres';
  const databaseCpuBefore = onPostgres ? postgresCpuMs() : undefined;
  const started = performance.now();
  const { visits, dispatchMs } = await visitAtOnce(
    server.base,
    Array.from({ length: VISITORS }, (_, n) => visitor(n)),
  );
  const seconds = (performance.now() - started) / 1000;
  const clientCpu = process.cpuUsage(clientCpuBefore);
  const serverCpuAfter = cpuMs(server.proc.pid);
  const databaseCpuAfter = onPostgres ? postgresCpuMs() : undefined;
  const of = (pick: (v: Visit) => number) => visits.map(pick);
  return {
    kind,
    outcome: signUpOutcome(of((v) => v.status)),
    pageNot200: visits.filter((v) => v.pageStatus !== 200).length,
    page5xx: visits.filter((v) => v.pageStatus >= 500).length,
    askedForToken: visits.filter((v) => v.askedForToken).length,
    refusals: tally(
      visits
        .filter((v) => v.pageStatus >= 400 || v.status >= 400)
        .map((v) => `${String(v.pageStatus >= 400 ? v.pageStatus : v.status)} ${v.refusal.slice(0, 160)}`),
    ),
    pageP99Ms: percentile(
      of((v) => v.pageMs),
      99,
    ),
    postP99Ms: percentile(
      visits.filter((v) => v.status !== 0).map((v) => v.postMs),
      99,
    ),
    p50Ms: percentile(
      of((v) => v.pathMs),
      50,
    ),
    p99Ms: percentile(
      of((v) => v.pathMs),
      99,
    ),
    seconds,
    dispatchMs,
    clientCpuMs: (clientCpu.user + clientCpu.system) / MICROSECONDS_PER_MS,
    serverCpuMs:
      serverCpuAfter === undefined || serverCpuBefore === undefined
        ? undefined
        : serverCpuAfter - serverCpuBefore,
    databaseCpuMs:
      databaseCpuAfter === undefined || databaseCpuBefore === undefined
        ? undefined
        : databaseCpuAfter - databaseCpuBefore,
    peakRssMb: peakRssMb(server.proc.pid),
  };
}

/** How many times each value occurs. */
function tally(values: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
}

/** Stops a server and waits for it to be gone. */
async function stop(server: ServerProcess): Promise<void> {
  server.proc.kill('SIGTERM');
  await exited(server.proc);
}

/** The sign-up page as the site serves it, uncompressed: the bytes the bare app sends. */
async function servedPage(base: string): Promise<string> {
  const res = await fetch(`${base}${SIGN_UP_PAGE}`, { headers: { accept: 'text/html' } });
  if (res.status !== 200) throw new Error(`GET ${SIGN_UP_PAGE} answered ${res.status}`);
  return res.text();
}

/**
 * Measures one server on a fresh database of `kind` (a fresh VAR_DIR, and a fresh PostgreSQL database for
 * postgres): `start` starts it there, `beforeBurst` runs once it listens; after the burst the server is
 * stopped and the stock left read with the staff CLI, then the database is dropped.
 */
async function onFreshDatabase(
  kind: 'pglite' | 'postgres',
  measuredAs: Kind,
  start: (place: { varDir: string; url: string }) => Promise<ServerProcess>,
  beforeBurst: (server: ServerProcess) => Promise<void> = () => Promise.resolve(),
): Promise<LaunchFigures> {
  const { varDir, cleanup: cleanupVar } = await freshVarDir();
  const database =
    kind === 'postgres' ? await freshPostgresUrl() : { url: '', cleanup: () => Promise.resolve() };
  try {
    const server = await start({ varDir, url: database.url });
    let figures: Omit<LaunchFigures, 'stockLeft'>;
    try {
      await beforeBurst(server);
      figures = await burst(measuredAs, server);
    } finally {
      await stop(server);
    }
    return { ...figures, stockLeft: staffStock({ VAR_DIR: varDir, DATABASE_URL: database.url }, []) };
  } finally {
    await database.cleanup();
    cleanupVar();
  }
}

/** Runs the site on one database; writes its sign-up page, as served, to `pageFile` for the bare app. */
function siteOn(kind: 'pglite' | 'postgres', dist: string, pageFile: string): Promise<LaunchFigures> {
  return onFreshDatabase(
    kind,
    kind,
    ({ varDir, url }) => {
      const env = { ...LOAD_TEST_ENV, DIST_DIR: dist, VAR_DIR: varDir, DATABASE_URL: url };
      staffStock(env, ['--set', String(STOCK)]);
      return startServer(env);
    },
    async (server) => {
      writeFileSync(pageFile, await servedPage(server.base));
    },
  );
}

async function bareFloor(pageFile: string): Promise<LaunchFigures> {
  const server = await startFloor(pageFile);
  try {
    return { ...(await burst('bare', server)), stockLeft: '' };
  } finally {
    await stop(server);
  }
}

/**
 * The storage floor on one database: the bare app that also stores each sign-up through the site's
 * repository (./launch-day-bare.ts, STORE=1), on a fresh database of the same kind as the site's run.
 */
function storageFloor(kind: 'pglite' | 'postgres', pageFile: string): Promise<LaunchFigures> {
  return onFreshDatabase(kind, kind === 'pglite' ? 'stores-pglite' : 'stores-postgres', ({ varDir, url }) =>
    startFloor(pageFile, {
      STORE: '1',
      VAR_DIR: varDir,
      DATABASE_URL: url,
      STOCK: String(STOCK),
      REFUSE_ZIP: OUTSIDE_OHIO_ZIP,
    }),
  );
}

const ms = (v: number): string => `${v.toFixed(0)} ms`;

const LABELS: Record<Kind, string> = {
  pglite: 'PGlite',
  postgres: 'PostgreSQL',
  bare: 'bare Fastify (floor)',
  'stores-pglite': 'floor + storage, PGlite',
  'stores-postgres': 'floor + storage, PostgreSQL',
};

export async function run(): Promise<void> {
  const kinds: ('pglite' | 'postgres')[] = TEST_DATABASE_URL === '' ? ['pglite'] : ['pglite', 'postgres'];
  const dist = distToServe();
  const work = mkdtempSync(join(tmpdir(), 'launch-day-'));
  const pageFile = join(work, 'sign-up-page.html');
  const loadAtStart = loadAverage();
  // Each site run, then the floor right after it: the two compared are a minute apart, not ten.
  const pairs: { site: LaunchFigures; floor: LaunchFigures; stores: LaunchFigures }[] = [];
  try {
    for (const kind of kinds) {
      console.error(
        `launch day on ${kind}: ${VISITORS} visitors (page, then sign-up) at once, stock ${STOCK}`,
      );
      const site = await siteOn(kind, dist.dir, pageFile);
      console.error(`launch day on the bare app (floor), same page and client`);
      const floor = await bareFloor(pageFile);
      console.error(
        `launch day on the bare app storing each sign-up through the site's repository (${kind})`,
      );
      pairs.push({ site, floor, stores: await storageFloor(kind, pageFile) });
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  console.log(
    `${VISITORS} distinct visitors at once, each GET ${SIGN_UP_PAGE} (its cookie pair set by the page, as the page's script reads it;` +
      ` GET /api/csrf only if none) then POST /api/register (JSON, X-XSRF-TOKEN, Idempotency-Key), stock ${STOCK};` +
      ` the real server (main.ts) as a child process on ${dist.label}, rate limits raised by env; each server warmed with` +
      ` ${WARM_UP_VIEWS} page views and ${WARM_UP_SIGN_UPS} whole paths refused 422 (a ZIP outside Ohio; the floor answers them 201) first; the floor is a bare Fastify app sending the same page bytes (compressed once)` +
      ` and listening with the site's backlog (${String(LISTEN_BACKLOG)} connections), with the same client, run right after each site run; then the storage floor, the same bare app that also stores each sign-up through the site's repository on a fresh database of the site's kind (what no site that keeps its sign-ups can skip). PostgreSQL CPU: every postgres process on this machine during the burst, live ones' own time plus the backends the postmaster reaped, counted alike for the site and its storage floor (it includes any other PostgreSQL work on the machine). Shared machine: load average at start ${loadAtStart},` +
      ` at end ${loadAverage()}.`,
  );
  console.log('');
  const rows = pairs.flatMap(({ site, floor, stores }) => [site, floor, stores].map((r) => ({ r, floor })));
  console.log(
    table(
      [
        'Server',
        'Accepted',
        'Refused 409',
        'Other 4xx',
        '5xx (page)',
        'No answer',
        'Page p99',
        'Sign-up p99',
        'Path p50',
        'Path p99',
        'x floor',
        'Burst',
        'Fired in',
        'Server CPU',
        'PostgreSQL CPU',
        'Client CPU',
        'Peak RSS',
        'Stock left',
        `Targets: ${STOCK} accepted / 0 5xx / p99 <= ${TARGET_RATIO}x floor`,
      ],
      rows.map(({ r, floor }) => {
        const site = r.kind !== 'bare';
        const x = ratio(r.p99Ms, floor.p99Ms);
        const checks = [
          meets(r.outcome.accepted, (v) => v === STOCK),
          meets(r.outcome.server5xx + r.outcome.failed + r.page5xx, (v) => v === 0),
          meets(x, (v) => v <= TARGET_RATIO),
        ];
        return [
          LABELS[r.kind],
          String(r.outcome.accepted),
          String(r.outcome.refused),
          String(r.outcome.other4xx),
          `${String(r.outcome.server5xx)} (${String(r.page5xx)})`,
          String(r.outcome.failed),
          ms(r.pageP99Ms),
          ms(r.postP99Ms),
          ms(r.p50Ms),
          ms(r.p99Ms),
          site ? formatRatio(x) : '1.00x',
          `${r.seconds.toFixed(1)} s`,
          ms(r.dispatchMs),
          r.serverCpuMs === undefined ? 'n/a' : ms(r.serverCpuMs),
          r.databaseCpuMs === undefined ? '' : ms(r.databaseCpuMs),
          ms(r.clientCpuMs),
          r.peakRssMb === undefined ? 'n/a' : `${r.peakRssMb.toFixed(0)} MB`,
          site ? (/Shirts left: (\d+)/.exec(r.stockLeft)?.[1] ?? 'n/a') : '',
          site ? checks.join(' / ') : '',
        ];
      }),
    ),
  );
  for (const r of pairs.flatMap(({ site, floor, stores }) => [site, floor, stores])) {
    if (r.pageNot200 === 0 && r.askedForToken === 0 && r.refusals.size === 0) continue;
    console.log('');
    console.log(
      `${LABELS[r.kind]}: ${String(r.pageNot200)} pages not 200; ${String(r.askedForToken)} visitors found no token on the page and asked GET /api/csrf; refusals (status, body):`,
    );
    for (const [what, n] of r.refusals) console.log(`  ${String(n)} x ${what}`);
  }
  if (TEST_DATABASE_URL === '') {
    console.log('');
    console.log('PostgreSQL: skipped (set TEST_DATABASE_URL to run launch day on PostgreSQL too).');
  }
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) await run();
