/**
 * Lighthouse 12, its default mobile configuration (Moto G Power emulation, simulated slow 4G and 4x CPU
 * slowdown), performance category only, through its Node API against one Chromium launched by
 * chrome-launcher and reused by every run (Lighthouse clears the cache and storage before each run).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, CHROME_PATH } from './chromium';
import { onCleanup, trackGroup, untrackGroup } from './cleanup';
import { median } from './stats';

/** One run's figures; `error` instead when Lighthouse could not measure. */
export interface LighthouseRun {
  readonly score?: number;
  readonly fcpMs?: number;
  readonly lcpMs?: number;
  readonly tbtMs?: number;
  readonly cls?: number;
  readonly error?: string;
}

/** The Chromium Lighthouse drives. */
export interface LighthouseChrome {
  readonly port: number;
  readonly kill: () => Promise<void>;
}

/** Launches Chromium for Lighthouse; killed by cleanup. chrome-launcher's own SIGINT handler is off: ours runs. */
export async function launchLighthouseChrome(): Promise<LighthouseChrome> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [...CHROME_FLAGS],
    handleSIGINT: false,
    logLevel: 'silent',
  });
  // chrome-launcher starts Chromium in its own process group and kills that group (SIGKILL) synchronously.
  const pid = chrome.pid;
  trackGroup(pid);
  const kill = (): Promise<void> => {
    chrome.kill();
    untrackGroup(pid);
    return Promise.resolve();
  };
  onCleanup('Lighthouse Chromium', kill);
  return { port: chrome.port, kill };
}

/**
 * One Lighthouse run of `url`. `ignoreStatusCode` lets it measure a 404 page (it refuses error statuses
 * by default, as a real audit should).
 */
export async function lighthouseRun(
  chrome: LighthouseChrome,
  url: string,
  ignoreStatusCode: boolean,
): Promise<LighthouseRun> {
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
      ignoreStatusCode,
    });
    if (result === undefined) return { error: 'no result' };
    const { lhr } = result;
    if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
    const numeric = (id: string): number | undefined => lhr.audits[id]?.numericValue;
    const score = lhr.categories.performance?.score;
    return {
      ...(typeof score === 'number' ? { score: score * 100 } : {}),
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
    };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** Per-metric medians of several runs, with the spread of the score. */
export interface LighthouseSummary {
  readonly score?: number;
  readonly scoreMin?: number;
  readonly scoreMax?: number;
  readonly fcpMs?: number;
  readonly lcpMs?: number;
  readonly tbtMs?: number;
  readonly cls?: number;
  readonly runs: number;
  readonly errors: readonly string[];
}

/**
 * Each metric's own median over the runs that succeeded (not Lighthouse's "median run", which picks one
 * run by FCP and TTI): a single slow run cannot move any figure.
 */
export function summarize(runs: readonly LighthouseRun[]): LighthouseSummary {
  const ok = runs.filter((r) => r.error === undefined);
  const scores = ok.map((r) => r.score).filter((s): s is number => s !== undefined);
  const optional = (key: string, value: number | undefined) => (value === undefined ? {} : { [key]: value });
  return {
    ...optional('score', median(scores)),
    ...optional('scoreMin', scores.length > 0 ? Math.min(...scores) : undefined),
    ...optional('scoreMax', scores.length > 0 ? Math.max(...scores) : undefined),
    ...optional('fcpMs', median(ok.map((r) => r.fcpMs))),
    ...optional('lcpMs', median(ok.map((r) => r.lcpMs))),
    ...optional('tbtMs', median(ok.map((r) => r.tbtMs))),
    ...optional('cls', median(ok.map((r) => r.cls))),
    runs: ok.length,
    errors: runs.flatMap((r) => (r.error === undefined ? [] : [r.error])),
  };
}
