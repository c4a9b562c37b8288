/**
 * The form pages against a prerendered page: GET throughput of each page with a form that works without
 * JavaScript (served with this visitor's token and cookie pair) against `/privacy-policy` (prerendered,
 * compressed once) on the same server, in one run (a plain script, not a test: it prints figures).
 *
 *   npm run bench forms
 *
 * The real server (site/server/main.ts, as `npm run bench:web` starts it: the built `dist/`, built
 * first when older than its sources, a throwaway PGlite, stock set) with the per-address limit on new
 * ids raised, as an operator would for a load test from one address: every GET of a form page without
 * cookies mints an id, as a first visit does. autocannon, 10 connections, a browser's `Accept` and
 * `Accept-Encoding`, so both pages are compressed exactly as a visitor gets them; each pair is loaded in
 * halves ordered form, prerendered, prerendered, form, so a change in the shared machine's load falls on
 * both. Each row names the encoding and size of both bodies as sent. The goal: a form page at least
 * 0.5x the prerendered page's requests per second.
 */
import { join } from 'node:path';
import { buildSiteSync, REPO_ROOT, siteBuildIsFresh } from './web/builds';
import { cleanupAll } from './web/cleanup';
import { compareThroughput, type Throughput } from './web/load';
import { startSite } from './web/servers';
import { count, table } from './web/table';
import { formatRatio, meets, ratio } from './web/stats';
import { loadAverage } from './load-average';

const FORM_PAGES = ['/games/register', '/contact', '/get-help-give-help', '/es/contact'] as const;
const PRERENDERED = '/privacy-policy';
const SECONDS = 10;
const TARGET = 0.5;
const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

const body = (t: Throughput): string => `${count(t.bodyBytes)} B ${t.encoding}`;
const problems = (t: Throughput): string => `${String(t.non2xx)} / ${String(t.errors)}`;

export async function run(): Promise<void> {
  const dist = join(REPO_ROOT, 'dist');
  if (!siteBuildIsFresh(dist)) {
    console.error('forms: dist/ is missing or older than its sources: npm run build');
    buildSiteSync();
  }
  const loadAtStart = loadAverage();
  const rows: string[][] = [];
  try {
    const site = await startSite({ RATE_LIMIT_CSRF: '1000000/min' });
    for (const path of FORM_PAGES) {
      console.error(`forms: ${path} against ${PRERENDERED}, ${String(SECONDS)} s each`);
      const { site: form, bare: page } = await compareThroughput(
        site.base,
        path,
        site.base,
        PRERENDERED,
        SECONDS,
        HTML,
      );
      const x = ratio(form.reqPerSec, page.reqPerSec);
      rows.push([
        `${path} / ${PRERENDERED}`,
        count(form.reqPerSec),
        count(page.reqPerSec),
        formatRatio(x),
        `${form.latencyP99Ms.toFixed(0)} ms`,
        `${page.latencyP99Ms.toFixed(0)} ms`,
        body(form),
        body(page),
        problems(form),
        problems(page),
        meets(x, (v) => v >= TARGET),
      ]);
    }
  } finally {
    await cleanupAll();
  }
  console.log(
    `GET of each form page against the prerendered ${PRERENDERED}, one server (main.ts on dist/, PGlite), autocannon, ` +
      `10 connections, a browser's Accept-Encoding, ${String(SECONDS)} s per page and pair in halves A B B A. ` +
      `Shared machine: load average at start ${loadAtStart}, at end ${loadAverage()}.`,
  );
  console.log('');
  console.log(
    table(
      [
        'GET (form page / prerendered)',
        'Form req/s',
        'Prerendered req/s',
        'x prerendered',
        'Form p99',
        'Prerendered p99',
        'Form body',
        'Prerendered body',
        'Form non-2xx / errors',
        'Prerendered non-2xx / errors',
        `Target >= ${String(TARGET)}x`,
      ],
      rows,
    ),
  );
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) await run();
