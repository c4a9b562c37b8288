/**
 * The main thread's tasks after a page's first paint, from a Chromium trace: what Lighthouse's Total
 * Blocking Time adds up (each task's time past 50 ms, at its 4x CPU slowdown), with what each long task did.
 *
 *   node --import tsx test/bench/web/long-tasks.ts [--base http://127.0.0.1:PORT] [--routes /,/es/]
 *     [--runs 3] [--throttle 4] [--detail]
 *
 * Without --base it starts the site on `dist/` as `npm run bench:web` does (build first). By default the
 * page loads unthrottled and each task counts its thread CPU time times 4, as Lighthouse's simulation
 * multiplies the tasks of an unthrottled trace: CPU time is what another process's load stretches least on a
 * shared machine (it still does some). `--throttle 4` loads at a real 4x slowdown (CDP) and counts wall time
 * instead. Phone viewport (412x823), Lighthouse's trace categories, one fresh context per load; it prints
 * the load average beside each page. A figure to read, never to assert on.
 */
import { readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { CHROME_FLAGS, CHROME_PATH } from './chromium';
import { cleanupAll, installSignalHandlers } from './cleanup';
import { startSite } from './servers';

/** Lighthouse's own categories (its stack traces included: they make V8 collect source positions). */
const CATEGORIES = [
  'disabled-by-default-lighthouse',
  'loading',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'toplevel',
];
/** A task longer than this blocks input (Lighthouse's TBT threshold). */
const LONG_TASK_MS = 50;
/** Lighthouse's mobile CPU slowdown. */
const SLOWDOWN = 4;

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly tdur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: { readonly name?: string; readonly data?: Record<string, unknown> };
}

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    routes: { type: 'string', default: '/' },
    runs: { type: 'string', default: '3' },
    throttle: { type: 'string', default: '1' },
    detail: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const throttle = Number(values.throttle);
/** A task's length as Lighthouse would count it at 4x, in µs. */
const length = (e: TraceEvent): number => (throttle === 1 ? (e.tdur ?? e.dur ?? 0) * SLOWDOWN : (e.dur ?? 0));

/** What a long task did: its events' time by name (and script URL), largest first. */
function breakdown(task: TraceEvent, events: readonly TraceEvent[], base: string): string {
  const end = task.ts + (task.dur ?? 0);
  const by = new Map<string, number>();
  for (const e of events) {
    if (e === task || e.ts < task.ts || e.ts + (e.dur ?? 0) > end || e.name.startsWith('ThreadController')) {
      continue;
    }
    const url =
      typeof e.args?.data?.url === 'string' ? ` ${e.args.data.url.replace(base, '').slice(0, 50)}` : '';
    by.set(`${e.name}${url}`, (by.get(`${e.name}${url}`) ?? 0) + length(e) / 1000);
  }
  return [...by]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
    .join(', ');
}

installSignalHandlers();
try {
  const base = values.base ?? (await startSite()).base;
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: [...CHROME_FLAGS] });
  for (const route of values.routes.split(',')) {
    const load = loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    console.log(
      `${route} (load average ${load}; ${throttle === 1 ? 'thread CPU x4' : `wall time at ${throttle}x`})`,
    );
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      if (throttle !== 1) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
      }
      const file = join(tmpdir(), `long-tasks-${process.pid}.json`);
      await browser.startTracing(page, { path: file, categories: CATEGORIES });
      await page.goto(base + route, { waitUntil: 'load' });
      // Hydration and what follows it. Waited for by time, not by asking the page: a script Playwright runs in
      // the page (its first one brings its injected helpers) is a task of 10 ms and more on the page's thread.
      await page.waitForTimeout(5000);
      await browser.stopTracing();
      const hydrated = await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));
      if (!hydrated) console.log(`  run ${run + 1}: NOT hydrated within 5 s of the load event`);
      await context.close();
      const events = (JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
      rmSync(file, { force: true });
      const fcp = events.find((e) => e.name === 'firstContentfulPaint');
      if (fcp === undefined) throw new Error(`${route}: no first contentful paint in the trace`);
      const main = events.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === 'X');
      const tasks = main.filter((e) => e.name === 'RunTask' && e.ts > fcp.ts);
      const long = tasks.filter((t) => length(t) > LONG_TASK_MS * 1000);
      const tbt = long.reduce((sum, t) => sum + length(t) / 1000 - LONG_TASK_MS, 0);
      const longest = tasks
        .map((t) => Math.round(length(t) / 1000))
        .sort((a, b) => b - a)
        .slice(0, 5);
      console.log(
        `  run ${run + 1}: ${long.length} task(s) over ${LONG_TASK_MS} ms, blocking ${tbt.toFixed(0)} ms; ` +
          `longest ${longest.join(', ')} ms`,
      );
      if (values.detail) {
        for (const t of long) {
          const after = ((t.ts - fcp.ts) / 1000).toFixed(0);
          console.log(`    +${after} ms, ${(length(t) / 1000).toFixed(0)} ms: ${breakdown(t, main, base)}`);
        }
      }
    }
  }
  await browser.close();
} finally {
  await cleanupAll();
}
