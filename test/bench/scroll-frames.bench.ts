/**
 * Frame time of The Scroll of Infinity under 10 s of scripted scroll input, in Chromium (a plain script,
 * not a test: it prints figures and asserts nothing).
 *
 *   npm run bench scroll-frames
 *
 * Builds the site if there is no build, starts the real server on a free port (its data in a temporary
 * folder, bot check off), opens /games/scroll-game in Debian's Chromium, starts a game and scrolls it
 * through the browser's own input pipeline: wheel steps, then the Down arrow, then Page Down. Meanwhile
 * the page counts its animation frames and the long animation frames (over 50 ms, from the
 * 'long-animation-frame' PerformanceObserver, or 'longtask' where that is missing), and the DOM's
 * element count is taken before and after, so a page that grows over a long game shows.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { exited, startServer } from '../support/server-process';

/** How long the scripted input lasts. */
const INPUT_MS = 10_000;
/** The input script: a third of the time each for the wheel, the Down arrow and Page Down. */
const PHASES = ['wheel', 'ArrowDown', 'PageDown'] as const;
/** A trackpad-like wheel step, in pixels (the engine caps each event at 5 units). */
const WHEEL_DELTA_PX = 40;
/** A long animation frame, as the Long Animation Frames API counts one. */
const LONG_FRAME_MS = 50;
const PERCENTILE = 0.95;

interface PageFigures {
  readonly frames: number[];
  readonly long: number[];
  readonly observed: string;
  readonly elements: number;
  readonly score: string;
}

declare global {
  interface Window {
    scrollBench?: { frames: number[]; long: number[]; observed: string; stop: boolean };
  }
}

/**
 * Starts counting frames and long frames in the page. Sent as source text: tsx would wrap named
 * functions in a helper the page does not have.
 */
function startCounting(page: Page, longFrameMs: number): Promise<void> {
  return page.evaluate(`(() => {
    const observed = PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')
      ? 'long-animation-frame'
      : 'longtask';
    const bench = { frames: [], long: [], observed, stop: false };
    window.scrollBench = bench;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.duration > ${longFrameMs}) bench.long.push(entry.duration);
    }).observe({ type: observed });
    let last = null;
    requestAnimationFrame(function onFrame(time) {
      if (last !== null) bench.frames.push(time - last);
      last = time;
      if (!bench.stop) requestAnimationFrame(onFrame);
    });
  })()`);
}

function stopCounting(page: Page): Promise<PageFigures> {
  return page.evaluate(() => {
    const bench = window.scrollBench ?? { frames: [], long: [], observed: 'none', stop: true };
    bench.stop = true;
    return {
      frames: bench.frames,
      long: bench.long,
      observed: bench.observed,
      elements: document.getElementsByTagName('*').length,
      score: document.querySelector('.sg-score__value')?.textContent ?? '',
    };
  });
}

function elements(page: Page): Promise<number> {
  return page.evaluate(() => document.getElementsByTagName('*').length);
}

/** Scrolls for INPUT_MS through Chromium's real input events; returns how many were sent. */
async function scrollFor(page: Page): Promise<number> {
  const field = await page.getByRole('application', { name: 'The scroll' }).boundingBox();
  await page.mouse.move((field?.x ?? 0) + 80, (field?.y ?? 0) + 120);
  const start = Date.now();
  let sent = 0;
  for (let elapsed = 0; elapsed < INPUT_MS; elapsed = Date.now() - start) {
    const phase = PHASES[Math.min(PHASES.length - 1, Math.floor((elapsed / INPUT_MS) * PHASES.length))];
    if (phase === 'wheel') await page.mouse.wheel(0, WHEEL_DELTA_PX);
    else await page.keyboard.press(phase ?? 'PageDown');
    sent++;
  }
  return sent;
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

function ms(value: number): string {
  return `${value.toFixed(1)} ms`;
}

export async function run(): Promise<void> {
  if (!existsSync(join('dist', '_pages', 'index.html'))) execSync('npm run build', { stdio: 'inherit' });
  const varDir = mkdtempSync(join(tmpdir(), 'scroll-bench-'));
  const server = await startServer({ VAR_DIR: varDir, BOTCHECK: 'off' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${server.base}/games/scroll-game`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Start Game' }).click();
    const before = await elements(page);
    await startCounting(page, LONG_FRAME_MS);
    const sent = await scrollFor(page);
    const figures = await stopCounting(page);
    const frameCount = figures.frames.length;
    console.table([
      {
        'input events': sent,
        'score reached': figures.score,
        frames: frameCount,
        'frames per second': Math.round((frameCount * 1000) / INPUT_MS),
        'mean frame': ms(figures.frames.reduce((a, b) => a + b, 0) / Math.max(1, frameCount)),
        'p95 frame': ms(percentile(figures.frames, PERCENTILE)),
        [`long frames (${figures.observed}, > ${LONG_FRAME_MS} ms)`]: figures.long.length,
        'longest long frame': ms(Math.max(0, ...figures.long)),
        'DOM elements at start': before,
        'DOM elements at end': figures.elements,
      },
    ]);
  } finally {
    await browser.close();
    server.proc.kill('SIGTERM');
    await exited(server.proc);
    rmSync(varDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) await run();
