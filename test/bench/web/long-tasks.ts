/**
 * Which main-thread tasks make a page's Total Blocking Time, counted by Lighthouse's own method.
 *
 *   node --import tsx test/bench/web/long-tasks.ts [--base http://127.0.0.1:PORT] [--routes /,/es/]
 *     [--runs 3] [--detail]
 *
 * Each run is one Lighthouse 12 run (mobile defaults: simulated throttling, 4x CPU slowdown), its artifacts
 * kept. Lighthouse's simulation (lantern) turns every top-level task of the page's main thread into a CPU
 * node that lasts the task's wall time in the unthrottled trace times 4 (times 2 when it did layout),
 * replays the page's whole graph, and adds each node's time past 50 ms between its simulated first paint and
 * its simulated time to interactive. Its simulated first paint keeps only the first task that parsed HTML,
 * the first that laid out and the first that painted (and render-blocking scripts): every other task that
 * ran before the page's real first paint (the window's V8 context, the rest of the HTML's parse, style and
 * layout) lands after it in the replay and counts as blocking. So TBT here is not "tasks after the first
 * paint".
 *
 * The audit is run twice on the same gathered artifacts: as gathered (wall time, Lighthouse's figure, which
 * another process's load on a shared machine stretches), and on a copy of the trace in which each
 * main-thread task lasts its thread CPU time (its events scaled in proportion), which that load stretches
 * least. Each long task of the second is listed with what it did (`--detail`: for both) and whether it ran
 * before the real first paint. Without --base it starts the site on `dist/` as `npm run bench:web` does
 * (build first). A figure to read, never to assert on; the load average is printed beside each page.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { cleanupAll, installSignalHandlers, onCleanup } from './cleanup';
import { launchLighthouseChrome } from './lighthouse-runs';
import { startSite } from './servers';
import { median } from './stats';

/** Lantern's constants (@paulirish/trace_engine, lantern/simulation/Simulator.js and TBTUtils.js). */
const LANTERN = { cpuSlowdown: 4, layoutMultiplier: 0.5, blockingMs: 50 } as const;
/** Lighthouse's name for a top-level task of the renderer's main thread. */
const TOP_LEVEL = 'RunTask';
/** The artifacts' trace, as Lighthouse's asset saver names it. */
const TRACE_FILE = 'defaultPass.trace.json';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: { readonly name?: string; readonly data?: Record<string, unknown> };
}

interface Trace {
  readonly traceEvents: TraceEvent[];
}

/** One top-level task of the main thread with the events inside it, as lantern cuts them. */
interface Task {
  readonly event: TraceEvent;
  readonly children: readonly TraceEvent[];
  /** Its end, cut 1 µs before the next top-level task where Chromium overlapped two (as lantern does). */
  readonly end: number;
}

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    routes: { type: 'string', default: '/' },
    runs: { type: 'string', default: '3' },
    detail: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);

/** The renderer main thread the page painted on. */
function mainThread(trace: Trace): { pid: number; tid: number; fcpTs: number } {
  const fcp = trace.traceEvents.find((e) => e.name === 'firstContentfulPaint');
  if (fcp === undefined) throw new Error('no first contentful paint in the trace');
  return { pid: fcp.pid, tid: fcp.tid, fcpTs: fcp.ts };
}

/** The main thread's top-level tasks, as lantern's PageDependencyGraph.getCPUNodes makes its CPU nodes. */
function topLevelTasks(trace: Trace): Task[] {
  const { pid, tid } = mainThread(trace);
  const events = trace.traceEvents
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const tasks: Task[] = [];
  let i = 0;
  while (i < events.length) {
    const event = events[i++] as TraceEvent;
    if (event.name !== TOP_LEVEL || !event.dur) continue;
    let end = event.ts + event.dur;
    const children: TraceEvent[] = [];
    for (const stop = end; i < events.length && (events[i] as TraceEvent).ts < stop; i++) {
      const child = events[i] as TraceEvent;
      if (child.name === TOP_LEVEL && child.dur) {
        end = child.ts - 1;
        break;
      }
      children.push(child);
    }
    tasks.push({ event, children, end });
  }
  return tasks;
}

/** A task's length in lantern's simulation, in ms: wall time times 4, or times 2 if it laid out. */
function simulatedMs(task: Task): number {
  const layout = task.children.some((e) => e.name === 'Layout');
  const multiplier = LANTERN.cpuSlowdown * (layout ? LANTERN.layoutMultiplier : 1);
  return Math.round(((task.end - task.event.ts) / 1000) * multiplier);
}

/**
 * The trace with every main-thread task as long as its thread CPU time: the task's events keep their start
 * and their order, and their times within the task shrink in proportion.
 */
function cpuTimeTrace(trace: Trace): Trace {
  const copy = structuredClone(trace);
  for (const task of topLevelTasks(copy)) {
    const { event } = task;
    const wall = task.end - event.ts;
    if (event.tdur === undefined || wall <= 0 || event.tdur >= wall) continue;
    const scale = event.tdur / wall;
    for (const child of task.children) {
      child.ts = event.ts + (child.ts - event.ts) * scale;
      if (child.dur !== undefined) child.dur *= scale;
    }
    event.dur = event.tdur;
  }
  return copy;
}

/** What a task did: its events' wall time by name (and script URL), largest first. */
function breakdown(task: Task, origin: string): string {
  const by = new Map<string, number>();
  for (const e of task.children) {
    if (e.name.startsWith('ThreadController') || e.dur === undefined) continue;
    const url =
      typeof e.args?.data?.url === 'string' ? ` ${e.args.data.url.replace(origin, '').slice(0, 40)}` : '';
    by.set(`${e.name}${url}`, (by.get(`${e.name}${url}`) ?? 0) + e.dur / 1000);
  }
  return [...by]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
    .join(', ');
}

interface LongTaskItem {
  readonly startTime: number;
  readonly duration: number;
}

interface Audited {
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly ttiMs: number;
  readonly tbtMs: number;
  readonly longTasks: readonly LongTaskItem[];
}

/** Runs Lighthouse's audits on saved artifacts (`dir`), or gathers them first when `url` is given. */
async function audit(dir: string, url?: string, port?: number): Promise<Audited> {
  const result = await lighthouse(url, {
    ...(port === undefined ? {} : { port }),
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance'],
    // The 404 page is measured too, as bench:web measures it (Lighthouse refuses an error status otherwise).
    ignoreStatusCode: true,
    ...(url === undefined ? { auditMode: dir } : { gatherMode: dir, auditMode: dir }),
  });
  const lhr = result?.lhr;
  if (lhr === undefined) throw new Error('Lighthouse gave no result');
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const numeric = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = (lhr.audits['long-tasks']?.details as { items?: LongTaskItem[] } | undefined)?.items ?? [];
  return {
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    ttiMs: numeric('interactive'),
    tbtMs: numeric('total-blocking-time'),
    longTasks: items.filter((t) => t.duration >= LANTERN.blockingMs),
  };
}

/**
 * Each simulated long task with the real task it stands for (matched by its simulated length), what that
 * task did, and where it ran against the real first paint.
 */
function explain(audited: Audited, trace: Trace, origin: string): string[] {
  const { fcpTs } = mainThread(trace);
  const tasks = topLevelTasks(trace);
  const navigation = trace.traceEvents.find(
    (e) =>
      e.name === 'navigationStart' &&
      (e.args?.data as { isLoadingMainFrame?: boolean } | undefined)?.isLoadingMainFrame,
  );
  const zero = navigation?.ts ?? tasks[0]?.event.ts ?? 0;
  const used = new Set<Task>();
  return [...audited.longTasks]
    .sort((a, b) => a.startTime - b.startTime)
    .map((item) => {
      const task = tasks.find((t) => !used.has(t) && Math.abs(simulatedMs(t) - item.duration) <= 1);
      const simulated = `simulated ${item.startTime.toFixed(0)}-${(item.startTime + item.duration).toFixed(0)} ms`;
      if (task === undefined) return `    ${simulated}: no task of that length found`;
      used.add(task);
      const at = (task.event.ts - zero) / 1000;
      const where = task.event.ts < fcpTs ? 'before' : 'after';
      const cpu = (task.event.tdur ?? 0) / 1000;
      return (
        `    ${simulated} (${item.duration} ms): real +${at.toFixed(0)} ms, ${where} the first paint, ` +
        `${((task.end - task.event.ts) / 1000).toFixed(1)} ms wall / ${cpu.toFixed(1)} ms CPU: ${breakdown(task, origin)}`
      );
    });
}

installSignalHandlers();
try {
  const base = values.base ?? (await startSite()).base;
  const chrome = await launchLighthouseChrome();
  console.log(
    values.base === undefined
      ? `Pages from the site's own server on dist/ at ${base} (brotli and cache headers as in production, as bench:web serves it).`
      : `Pages from ${base}, as that server sends them.`,
  );
  console.log(
    'Absolute figures with no baseline: compare runs of the same machine at a similar load average.',
  );
  const work = mkdtempSync(join(tmpdir(), 'long-tasks-'));
  onCleanup('long-tasks artifacts', () => {
    rmSync(work, { recursive: true, force: true });
  });
  for (const route of values.routes.split(',')) {
    const load = loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    console.log(`${route} (load average ${load})`);
    const wallTbt: number[] = [];
    const cpuTbt: number[] = [];
    for (let run = 0; run < runs; run++) {
      const gathered = join(work, `${run}-wall`);
      const cpu = join(work, `${run}-cpu`);
      let asGathered: Audited;
      try {
        asGathered = await audit(gathered, base + route, chrome.port);
      } catch (error) {
        // Lighthouse fails a run now and then (NO_NAVSTART on a busy machine): said, and the run is skipped.
        console.log(
          `  run ${run + 1}: Lighthouse failed (${error instanceof Error ? error.message : String(error)})`,
        );
        rmSync(gathered, { recursive: true, force: true });
        continue;
      }
      const trace = JSON.parse(readFileSync(join(gathered, TRACE_FILE), 'utf8')) as Trace;
      cpSync(gathered, cpu, { recursive: true });
      const cpuTrace = cpuTimeTrace(trace);
      writeFileSync(join(cpu, TRACE_FILE), JSON.stringify(cpuTrace));
      const onCpu = await audit(cpu);
      wallTbt.push(asGathered.tbtMs);
      cpuTbt.push(onCpu.tbtMs);
      console.log(
        `  run ${run + 1}: TBT ${asGathered.tbtMs.toFixed(0)} ms as gathered (FCP ${asGathered.fcpMs.toFixed(0)}, LCP ${asGathered.lcpMs.toFixed(0)}, ` +
          `TTI ${asGathered.ttiMs.toFixed(0)}), ${onCpu.tbtMs.toFixed(0)} ms on thread CPU time ` +
          `(FCP ${onCpu.fcpMs.toFixed(0)}, LCP ${onCpu.lcpMs.toFixed(0)}, TTI ${onCpu.ttiMs.toFixed(0)})`,
      );
      if (values.detail) {
        console.log('   as gathered:');
        for (const line of explain(asGathered, trace, base)) console.log(line);
      }
      console.log('   on thread CPU time:');
      for (const line of explain(onCpu, cpuTrace, base)) console.log(line);
      rmSync(gathered, { recursive: true, force: true });
      rmSync(cpu, { recursive: true, force: true });
    }
    console.log(
      `  median TBT: ${median(wallTbt)?.toFixed(0)} ms as gathered, ${median(cpuTbt)?.toFixed(0)} ms on thread CPU time`,
    );
  }
  await chrome.kill();
} finally {
  await cleanupAll();
}
