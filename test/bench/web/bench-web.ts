/**
 * `npm run bench:web`: the site against a bare Vite + React 19 page, in one run on this machine.
 *   1. builds the site (`npm run build`) and the bare page (test/bench/web/bare/, Vite's JS API, temp dir),
 *      precompressed by the site's own build step (site/server/http/precompress.ts);
 *   2. serves the site with site/server/main.ts and the bare build exactly as the site serves its files
 *      (bare-app.ts: @fastify/static preCompressed, the site's cache headers, the page from memory);
 *   3. per route (APP_PATHS, read at run time, and the 404 page): the JS and CSS Chromium loads on a cold
 *      first visit as sent (brotli), the requests before the load event, and their ratio to the bare page's;
 *   4. GET /, a hashed asset and the quiz questions with autocannon, in the same minute: req/s, p99 and
 *      ratio, against the bare build (the bare page and entry script: other bytes) and against the bare
 *      server on the site's own build and page (the same bytes: the site's server alone);
 *   5. Lighthouse 12 mobile, median of N runs per page (skipped with --quick): FCP, LCP, TBT, CLS.
 * Prints tables and asserts nothing: timings on two shared cores are figures to read, not to gate on.
 * Run it with `node --import tsx` (as the npm script does), not the tsx CLI: on Ctrl-C the CLI SIGKILLs a
 * child that is busy for 30 ms (autocannon is), which would leave the servers running.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_PATHS, isAppPath } from '../../../site/routing/route-paths';
import { QUIZ_QUESTIONS_PATH } from '../../../site/server/routes/quiz-questions';
import { BARE_JSON_PATH, BASELINE_SERVED_AS, SAME_BYTES_SERVED_AS } from './bare-app';
import { firstVisit, launchBrowser, type FirstVisit } from './browser-js';
import { unusedCode, type SourceMapV3, type UnusedCode } from './coverage';
import { buildBare, QUIZ_QUESTIONS_FILE, REPO_ROOT, SITE_BUILD } from './builds';
import { cleanupAll, installSignalHandlers, interrupted, onCleanup } from './cleanup';
import { htmlScriptPaths, initialJs, initialJsOfHtml } from './initial-js';
import {
  launchLighthouseChrome,
  lighthouseRun,
  summarize,
  type LighthouseRun,
  type LighthouseSummary,
} from './lighthouse-runs';
import { compareThroughput, type Throughput } from './load';
import { parseOptions, USAGE, type BenchOptions } from './options';
import { runToEnd } from './processes';
import { startBare, startSite, type RunningServer } from './servers';
import { bodyComparison, formatDelta, formatRatio, ratio } from './stats';
import { count, kB, orNa, table } from './table';

/** A path no route matches: the app's 404 page, served with status 404. */
const NOT_FOUND_PATH = '/bench-web/no-such-page';
const BARE_LABEL = 'bare React (baseline)';

/** A page to measure: a site route, the 404 page, or the bare page. */
interface Page {
  readonly label: string;
  readonly url: string;
  readonly notFound: boolean;
}

const log = (line: string): void => {
  process.stderr.write(`${line}\n`);
};

function sitePages(base: string, routes: readonly string[] | null): Page[] {
  const wanted = routes ?? [...APP_PATHS, '404'];
  return wanted.map((route) => {
    const path = route === '404' ? NOT_FOUND_PATH : route;
    const notFound = !isAppPath(path);
    return { label: route === '404' ? '404 page' : route, url: `${base}${path}`, notFound };
  });
}

function version(pkg: string): string {
  const json = JSON.parse(readFileSync(join(REPO_ROOT, 'node_modules', pkg, 'package.json'), 'utf8')) as {
    version: string;
  };
  return json.version;
}

function gitCommit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT }).toString().trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: REPO_ROOT }).toString().trim() !== '';
    return dirty ? `${head} + uncommitted changes` : head;
  } catch {
    return 'unknown';
  }
}

async function servedHtml(base: string): Promise<string> {
  const res = await fetch(`${base}/`, { headers: { accept: 'text/html' } });
  if (!res.ok) throw new Error(`GET ${base}/ answered ${res.status}`);
  return res.text();
}

const load = (): string =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

async function measureBytes(
  pages: readonly Page[],
  bare: Page,
): Promise<{ visits: Map<Page, FirstVisit>; chromium: string }> {
  const browser = await launchBrowser();
  const visits = new Map<Page, FirstVisit>();
  for (const page of [bare, ...pages]) {
    log(`  first visit ${page.label}`);
    visits.set(page, await firstVisit(browser, page.url));
  }
  const chromium = browser.version();
  await browser.close();
  return { visits, chromium };
}

async function measureLighthouse(
  pages: readonly Page[],
  bare: Page,
  runs: number,
): Promise<Map<Page, LighthouseSummary>> {
  const chrome = await launchLighthouseChrome();
  const all = new Map<Page, LighthouseRun[]>();
  // Round-robin (every page once, then again) so a busy minute on the machine hits every page alike.
  for (let run = 1; run <= runs; run += 1) {
    for (const page of [bare, ...pages]) {
      const started = Date.now();
      const result = await lighthouseRun(chrome, page.url, page.notFound);
      all.set(page, [...(all.get(page) ?? []), result]);
      const figure = result.error ?? `score ${orNa(result.score, (s) => s.toFixed(0))}`;
      log(
        `  lighthouse ${run}/${runs} ${page.label}: ${figure} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
    }
  }
  await chrome.kill();
  return new Map([...all].map(([page, results]) => [page, summarize(results)]));
}

/** Where the site's build moves its source maps (scripts/prerender.ts). */
const SITE_MAPS = join(REPO_ROOT, 'dist-sourcemaps');

/** The unused code of a visit's entry script, split by its source map in `mapsDir` when it has one. */
function entryUnused(visit: FirstVisit | undefined, mapsDir: string): UnusedCode | null {
  const entry = visit?.entry;
  if (!entry) return null;
  const mapFile = join(mapsDir, `${entry.file}.map`);
  const map = existsSync(mapFile) ? (JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMapV3) : null;
  return unusedCode(entry.source, entry.functions, map);
}

/** The line under the table: the entry script's unused code on the first page measured, and the bare page's. */
function coverageLine(first: Page, site: UnusedCode | null, bare: UnusedCode | null): string {
  if (site === null || bare === null) return 'Entry script coverage: n/a (no coverage of an entry script).';
  const top = site.topOwn.map((s) => `${s.source.replace(/^(\.\.\/)+/, '')} ${kB(s.unused)}`).join(', ');
  return (
    `Entry script on ${first.label} (Chromium coverage, functions never run, raw bytes): ${kB(site.total)}, ` +
    `unused ${kB(site.unused)} = React ${kB(site.unusedReact)} + the site's own ${kB(site.unusedOwn)} ` +
    `(most: ${top}). Bare page: ${kB(bare.total)}, unused ${kB(bare.unused)} (React).`
  );
}

function bytesAndLighthouseTable(
  pages: readonly Page[],
  bare: Page,
  visits: Map<Page, FirstVisit>,
  lighthouse: Map<Page, LighthouseSummary> | null,
  bareMaps: string,
): string {
  const bv = visits.get(bare);
  const blh = lighthouse?.get(bare);
  const ms = (v: number | undefined): string => orNa(v, (m) => `${m.toFixed(0)} ms`);
  const row = (page: Page): string[] => {
    const v = visits.get(page);
    const lh = lighthouse?.get(page);
    const unused = entryUnused(v, page === bare ? bareMaps : SITE_MAPS);
    return [
      page.label,
      v ? String(v.status) : 'n/a',
      v ? kB(v.htmlWire) : 'n/a',
      v ? `${kB(v.wire)} ${v.encodings.join('+')}` : 'n/a',
      formatRatio(ratio(v?.wire, bv?.wire)),
      v ? kB(v.cssWire) : 'n/a',
      orNa(unused?.unusedOwn, kB),
      v && bv
        ? `${v.requestsBeforeLoad} (${formatDelta(v.requestsBeforeLoad, bv.requestsBeforeLoad)})`
        : 'n/a',
      ...(lighthouse === null
        ? []
        : [
            ms(lh?.fcpMs),
            formatRatio(ratio(lh?.fcpMs, blh?.fcpMs)),
            ms(lh?.lcpMs),
            formatRatio(ratio(lh?.lcpMs, blh?.lcpMs)),
            ms(lh?.tbtMs),
            orNa(lh?.cls, (c) => c.toFixed(3)),
            orNa(lh?.score, (sc) => sc.toFixed(0)),
          ]),
    ];
  };
  const header = [
    'Page',
    'HTTP',
    'HTML sent',
    'JS sent',
    'x bare',
    'CSS sent',
    'Entry unused (own)',
    'Req. before load (vs bare)',
    ...(lighthouse === null ? [] : ['FCP', 'x bare', 'LCP', 'x bare', 'TBT', 'CLS', 'Perf']),
  ];
  return table(header, [...pages.map(row), row(bare)]);
}

/** One row of the server table: a request, the baseline it is compared with, and both figures. */
interface ThroughputRow {
  readonly label: string;
  readonly baseline: string;
  readonly site: Throughput;
  readonly bare: Throughput;
}

/** Baselines of the server table, as its Baseline column names them. */
const BARE_BUILD_BASELINE = 'bare React build';
const SAME_BYTES_BASELINE = "bare server, site's build";

function throughputTable(rows: readonly ThroughputRow[]): string {
  return table(
    [
      'GET (site / baseline)',
      'Baseline',
      'Bodies',
      'Site req/s',
      'Bare req/s',
      'x bare',
      'Site p99',
      'Bare p99',
      'Site body',
      'Bare body',
    ],
    rows.map(({ label, baseline, site, bare }) => [
      label,
      baseline,
      bodyComparison(site, bare),
      count(site.reqPerSec),
      count(bare.reqPerSec),
      formatRatio(ratio(site.reqPerSec, bare.reqPerSec)),
      `${site.latencyP99Ms.toFixed(0)} ms`,
      `${bare.latencyP99Ms.toFixed(0)} ms`,
      `${count(site.bodyBytes)} B ${site.encoding}`,
      `${count(bare.bodyBytes)} B ${bare.encoding}`,
    ]),
  );
}

async function bench(options: BenchOptions): Promise<void> {
  const t0 = Date.now();
  const loadAtStart = load();

  if (options.skipBuild) log('site: using the existing dist/ (--skip-build)');
  else {
    log('site: npm run build');
    await runToEnd('npm run build', SITE_BUILD.command, SITE_BUILD.args, {
      cwd: REPO_ROOT,
      env: SITE_BUILD.env,
    });
  }
  const bareDir = mkdtempSync(join(tmpdir(), 'bench-web-bare-'));
  onCleanup('bare build dir', () => {
    rmSync(bareDir, { recursive: true, force: true });
  });
  log('bare: vite build');
  await buildBare(bareDir);

  log('starting the site server and the bare static server');
  const [site, bareServer]: RunningServer[] = await Promise.all([startSite(), startBare(bareDir)]);
  if (site === undefined || bareServer === undefined) throw new Error('a server did not start');
  // The same-bytes baseline: the bare server on the site's own build, its page the site's home page as
  // the site serves it (settings written in), so both send identical bodies.
  log("starting the bare static server on the site's build (same bytes)");
  const sitePageFile = join(bareDir, 'site-home-as-served.html');
  writeFileSync(sitePageFile, await servedHtml(site.base));
  const sameBytes = await startBare(join(REPO_ROOT, 'dist'), {
    pageFile: sitePageFile,
    questionsFile: QUIZ_QUESTIONS_FILE,
  });
  const pages = sitePages(site.base, options.routes);
  const bare: Page = { label: BARE_LABEL, url: `${bareServer.base}/`, notFound: false };

  log('initial JS: cold first visits in Chromium');
  const { visits, chromium } = await measureBytes(pages, bare);

  // The home pages as served (the build's own layout of HTML files is its business): their entry scripts
  // are the hashed assets to load, and the site's is the manifest cross-check's input.
  const siteHome = await servedHtml(site.base);
  const siteEntry = htmlScriptPaths(siteHome)[0];
  const bareEntry = htmlScriptPaths(await servedHtml(bareServer.base))[0];
  if (siteEntry === undefined || bareEntry === undefined)
    throw new Error('no entry script in a built index.html');
  log(`throughput: autocannon, ${options.loadSeconds} s per server and request`);
  const loadStart = load();
  const html = await compareThroughput(
    site.base,
    '/',
    bareServer.base,
    '/',
    options.loadSeconds,
    'text/html,*/*;q=0.8',
  );
  const asset = await compareThroughput(
    site.base,
    `/${siteEntry}`,
    bareServer.base,
    `/${bareEntry}`,
    options.loadSeconds,
    '*/*',
  );
  const htmlSame = await compareThroughput(
    site.base,
    '/',
    sameBytes.base,
    '/',
    options.loadSeconds,
    'text/html,*/*;q=0.8',
  );
  const assetSame = await compareThroughput(
    site.base,
    `/${siteEntry}`,
    sameBytes.base,
    `/${siteEntry}`,
    options.loadSeconds,
    '*/*',
  );
  const json = await compareThroughput(
    site.base,
    QUIZ_QUESTIONS_PATH,
    bareServer.base,
    BARE_JSON_PATH,
    options.loadSeconds,
    'application/json',
  );

  let lighthouse: Map<Page, LighthouseSummary> | null = null;
  let loadLighthouse = '';
  if (!options.quick) {
    log(`lighthouse 12 mobile: ${options.runs} run(s) per page`);
    loadLighthouse = load();
    lighthouse = await measureLighthouse(pages, bare, options.runs);
  }

  // The budget test's method, for comparison with the browser's count of the home page.
  const manifestHome = initialJsOfHtml(join(REPO_ROOT, 'dist'), siteHome);
  const manifestBare = initialJs(bareDir);

  const out: string[] = [];
  out.push(
    `# bench:web  ${new Date().toISOString()}  commit ${gitCommit()}`,
    '',
    BASELINE_SERVED_AS,
    SAME_BYTES_SERVED_AS,
    `node ${process.versions.node}, react ${version('react')}, vite ${version('vite')}, @vitejs/plugin-react ${version('@vitejs/plugin-react')}, lighthouse ${version('lighthouse')}, Chromium ${chromium}`,
    `load average (1, 5, 15 min): at start ${loadAtStart}; before throughput ${loadStart}${lighthouse ? `; before Lighthouse ${loadLighthouse}` : ''}; at end ${load()}`,
    '',
    lighthouse
      ? `## Pages: bytes as sent, requests, Lighthouse 12 mobile (median of ${options.runs} run(s) per metric)`
      : '## Pages: bytes as sent and requests (Lighthouse skipped: --quick)',
    '',
    bytesAndLighthouseTable(pages, bare, visits, lighthouse, bareDir),
    '',
    'JS sent, CSS sent: the bodies of every script and style sheet Chromium fetched on a cold first visit until',
    'the network was idle, no interaction, as the server sent them (Content-Encoding beside). Req. before load:',
    'every request before the load event, the document included. x bare: the site over the bare page, same run.',
    "HTML sent: the document as sent (the site's pages carry their style sheet inline). Entry unused (own): the",
    "entry script's code in functions that never ran until idle (Chromium coverage), React's own left out.",
    ...(pages[0]
      ? [
          coverageLine(
            pages[0],
            entryUnused(visits.get(pages[0]), SITE_MAPS),
            entryUnused(visits.get(bare), bareDir),
          ),
        ]
      : []),
    `Manifest method (npm test's build-budget, gzip -9): home ${kB(manifestHome.gz)}, bare ${kB(manifestBare.gz)}, ratio ${(manifestHome.gz / manifestBare.gz).toFixed(2)}x.`,
    '',
    `## Server (autocannon, 10 connections, ${options.loadSeconds} s per server and request, order A B B A, browser Accept-Encoding)`,
    '',
    throughputTable([
      { label: '/ (site page / bare page)', baseline: BARE_BUILD_BASELINE, ...html },
      { label: '/ (site page / same page)', baseline: SAME_BYTES_BASELINE, ...htmlSame },
      { label: 'hashed asset (each entry script)', baseline: BARE_BUILD_BASELINE, ...asset },
      { label: "hashed asset (the site's entry script)", baseline: SAME_BYTES_BASELINE, ...assetSame },
      { label: `${QUIZ_QUESTIONS_PATH} / ${BARE_JSON_PATH}`, baseline: BARE_BUILD_BASELINE, ...json },
    ]),
    '',
    `Baseline "${BARE_BUILD_BASELINE}": the bare Vite + React page and its own entry script, other bytes than the site's`,
    `(see Bodies): those rows mix page weight with server overhead. Baseline "${SAME_BYTES_BASELINE}": the same`,
    "bare server code on the site's dist/, sending the site's own page and entry script byte for byte: those",
    "rows measure what the site's server adds per request (security headers, hooks, API, logging).",
    `Hashed asset: site /${siteEntry}, bare /${bareEntry} (the first script of each home page as served).`,
    `Quiz questions: the site's route (from memory, compressed once at start) on both servers; the bare server's copy has the same bytes.`,
  );
  const failures = [html, htmlSame, asset, assetSame, json]
    .flatMap(({ site: s, bare: b }) => [s, b])
    .filter((t) => t.non2xx > 0 || t.errors > 0);
  if (failures.length > 0)
    out.push('', `Warning: ${failures.length} load run(s) had non-2xx answers or errors.`);
  if (lighthouse) {
    const errors = [...lighthouse].filter(([, s]) => s.errors.length > 0);
    for (const [page, s] of errors)
      out.push('', `Lighthouse errors on ${page.label}: ${s.errors.join('; ')}`);
  }
  out.push('', `Total time ${((Date.now() - t0) / 1000).toFixed(0)} s.`);
  process.stdout.write(`\n${out.join('\n')}\n`);
}

async function main(): Promise<number> {
  let options: BenchOptions;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}\n`);
    return 2;
  }
  if (options.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  installSignalHandlers();
  try {
    await bench(options);
    return 0;
  } catch (error) {
    // Interrupted: the failure is the cleanup stopping a server under our feet, not news.
    const signal = interrupted();
    if (signal !== null) return signal.code;
    process.stderr.write(
      `bench:web failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    return 1;
  } finally {
    log('stopping servers and browsers');
    await cleanupAll();
  }
}

// Exit explicitly: autocannon and Lighthouse may leave timers or sockets that would keep Node alive.
process.exit(await main());
