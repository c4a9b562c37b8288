/**
 * `npm run bench:interaction`: how fast the site answers a visitor, in Chromium at 4x CPU slowdown
 * (CDP `Emulation.setCPUThrottlingRate`), against the built site served by its real server (the same
 * start as `npm run bench:web`: site/server/main.ts, throwaway VAR_DIR, shirt stock set, bot check off).
 *
 *   - INP-style figures from the Event Timing API (PerformanceObserver type 'event', durationThreshold 16,
 *     the longest entry per interaction id) for: answering in the gambler quiz, answering in the quiz
 *     game, flipping a myth card and choosing a card in the picker (home page), and typing in the cost
 *     calculator (it has no text field: its answers are keyboard presses, Enter on a focused answer).
 *     Each try is one interaction; the figure printed is the worst of N tries (--tries, default 5).
 *   - Long animation frames (PerformanceObserver 'long-animation-frame') over 50 ms during 10 s of
 *     scroll-game input (wheel steps, the Down arrow and Page Down, as test/bench/scroll-frames does).
 *
 * The input is the visitor's alone: a press is a plain mouse click at the target's centre (or a key on the
 * focused target), with the target found before it. Playwright's `locator.click()` would add a pointerdown
 * listener of its own (its hit-target check, which forces a layout inside the event), and a locator query
 * made while the interaction is in flight (its role matching walks the whole page) runs on the same main
 * thread before the next paint: both counted in the figure as if the site did them. So the scenario checks
 * what the press did only once the next frames are painted.
 *
 * Prints a table and asserts nothing. Options: --tries N, --only myth,picker (substring of the names),
 * --skip-build (use dist/ as it is), --rate N (CPU slowdown, default 4), --detail (each try's worst event
 * split into input delay, processing and presentation, to see where the time went).
 */
import { parseArgs } from 'node:util';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { launchBrowser } from './browser-js';
import { buildSiteSync, REPO_ROOT, siteBuildIsFresh } from './builds';
import { cleanupAll, installSignalHandlers, interrupted } from './cleanup';
import { startSite } from './servers';
import {
  interactionDurations,
  longestInteractionPhases,
  median,
  meets,
  type EventPhasesEntry,
  type InteractionPhases,
} from './stats';
import { table } from './table';

/** INP's "good" threshold. */
const INP_TARGET_MS = 100;
/** A long animation frame, as the Long Animation Frames API counts one. */
const LONG_FRAME_MS = 50;
/** How long the scroll game is played. */
const SCROLL_INPUT_MS = 10_000;
/** The picker's transition (CARD_PICKER_TRANSITION_MS) plus room to paint, as test/e2e/home.spec.ts. */
const PICKER_SETTLE_MS = 900;
const WIDE = { width: 1280, height: 900 };

const log = (line: string): void => {
  process.stderr.write(`${line}\n`);
};

/**
 * Observers installed before any script of the page runs. Source text, not a function: tsx would wrap
 * named functions in a helper the page does not have.
 */
const OBSERVERS = `(() => {
  const bench = { events: [], frames: [] };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.events.push({ interactionId: e.interactionId || 0, duration: e.duration, name: e.name, startTime: e.startTime, processingStart: e.processingStart, processingEnd: e.processingEnd });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) bench.frames.push({ duration: e.duration, blocking: e.blockingDuration || 0, renderAt: e.renderStart ? e.renderStart - e.startTime : 0, scripts: e.scripts.map((x) => x.invoker + ' ' + Math.round(x.duration)) });
    }).observe({ type: 'long-animation-frame', buffered: true });
  }
})()`;

type EventEntry = EventPhasesEntry & { readonly name: string };

/** A long animation frame: its scripts ('invoker ms') and when its rendering started. */
interface LongFrame {
  readonly duration: number;
  readonly blocking: number;
  readonly renderAt: number;
  readonly scripts: readonly string[];
}

interface BenchWindow {
  __bench?: {
    events: EventEntry[];
    frames: LongFrame[];
  };
}

function clearEntries(page: Page): Promise<void> {
  return page.evaluate(() => {
    const bench = (window as unknown as BenchWindow).__bench;
    if (bench) {
      bench.events.length = 0;
      bench.frames.length = 0;
    }
  });
}

/** Waits two frames and a little more: Event Timing reports an interaction after its next paint. */
async function settle(page: Page, ms = 250): Promise<void> {
  await page.evaluate(
    `new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, ${ms}))))`,
  );
}

async function readEvents(page: Page): Promise<EventEntry[]> {
  return page.evaluate(() => (window as unknown as BenchWindow).__bench?.events ?? []);
}

async function readFrames(page: Page): Promise<LongFrame[]> {
  return page.evaluate(() => (window as unknown as BenchWindow).__bench?.frames ?? []);
}

/** A page with the observers in, at the CPU slowdown. */
async function openPage(browser: Browser, url: string, rate: number): Promise<Page> {
  const context = await browser.newContext({ viewport: WIDE });
  const page = await context.newPage();
  await page.addInitScript(OBSERVERS);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  return page;
}

/**
 * Clicks the middle of what `locator` finds as a visitor's mouse would (moves there, presses, releases),
 * without Playwright's own listener in the page: the target is found and scrolled into view first.
 */
async function press(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (box === null) throw new Error('the target of the press is not on screen');
  await locator.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Waits until a button takes clicks: not disabled, and no longer aria-disabled (during a fade-in). */
const enabled = (locator: Locator): Promise<void> =>
  locator
    .and(locator.page().locator('button:enabled:not([aria-disabled="true"])'))
    .waitFor({ timeout: 60_000 });

/** One interaction's steps: `ready` gets to where it can happen (not measured), `act` does it. */
interface Scenario {
  readonly name: string;
  readonly path: string;
  readonly start: (page: Page) => Promise<void>;
  /** Performs try `i`: returns once its visible effect is on screen. */
  readonly act: (page: Page, i: number) => Promise<void>;
  /** Gets ready for try `i` (unmeasured), e.g. waits for the next question. */
  readonly ready?: (page: Page, i: number) => Promise<void>;
}

/** Scrolls a deferred part of the home page into view and waits until its code runs. */
async function reach(part: Locator): Promise<void> {
  await part.scrollIntoViewIfNeeded();
  await part
    .locator('xpath=ancestor::div[contains(@class, "deferred-part")][1][@data-ready]')
    .waitFor({ timeout: 60_000 });
}

const heading2 = (page: Page): Locator => page.getByRole('heading', { level: 2 });

async function waitForText(locator: Locator, pattern: RegExp): Promise<void> {
  await locator.filter({ hasText: pattern }).first().waitFor({ timeout: 60_000 });
}

const GAMBLER_ANSWERS = ['Never', 'Sometimes', 'Most of the Time', 'Almost Always'];
/** The gambler quiz has nine questions: a try past them starts the quiz again (unmeasured). */
const GAMBLER_QUESTIONS = 9;

const SCENARIOS: readonly Scenario[] = [
  {
    name: 'gambler quiz: answer a question',
    path: '/games/gambler-quiz',
    start: async (page) => {
      await page.getByRole('button', { name: 'Take the Quiz' }).click();
    },
    ready: async (page, i) => {
      const n = (i % GAMBLER_QUESTIONS) + 1;
      if (n === 1 && i > 0) {
        await page.getByRole('button', { name: 'Try Again' }).click();
      }
      await waitForText(heading2(page), new RegExp(`Question ${n}\\b`));
      await enabled(page.getByRole('button', { name: 'Never', exact: true }));
    },
    act: async (page, i) => {
      const n = (i % GAMBLER_QUESTIONS) + 1;
      const name = GAMBLER_ANSWERS[i % GAMBLER_ANSWERS.length] ?? 'Never';
      await press(page.getByRole('button', { name, exact: true }));
      await settle(page);
      await waitForText(
        heading2(page),
        n === GAMBLER_QUESTIONS ? /Your score is/ : new RegExp(`Question ${n + 1}\\b`),
      );
    },
  },
  {
    name: 'quiz game: answer a question',
    path: '/games/quiz-game',
    start: async (page) => {
      await page.getByRole('button', { name: 'Take the Quiz' }).click();
    },
    ready: async (page) => {
      const group = page.getByRole('group', { name: /Question \d+ of/ });
      const answer = group.locator('button:enabled:not([aria-disabled="true"])').first();
      // An answer that takes clicks (after a wrong one, the marked answers stay disabled; between
      // questions all are); on game over (out of lives or time) a new game, unmeasured.
      for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
        if ((await answer.count()) > 0) return;
        if ((await group.count()) === 0) {
          await page.waitForTimeout(500);
          if ((await group.count()) > 0) continue;
          await page.reload({ waitUntil: 'networkidle' });
          await page.getByRole('button', { name: 'Take the Quiz' }).click();
          await group.waitFor({ timeout: 60_000 });
        }
        await page.waitForTimeout(100);
      }
      throw new Error('no answer of the quiz game took clicks within 60 s');
    },
    act: async (page) => {
      // The first answer that still takes clicks: right or wrong, the game answers on screen at once.
      const answer = page
        .getByRole('group', { name: /Question \d+ of/ })
        .locator('button:not([aria-disabled="true"])')
        .first();
      await press(answer);
      await settle(page, 400);
    },
  },
  {
    name: 'home: flip a myth card',
    path: '/',
    start: async (page) => {
      await reach(page.getByRole('article', { name: 'Myth 1 of 5' }));
    },
    act: async (page, i) => {
      const card = page.getByRole('article', { name: 'Myth 1 of 5' });
      const toFact = i % 2 === 0;
      await press(card.getByRole('button', { name: toFact ? 'Get The Fact' : 'Get The Myth' }));
      await settle(page);
      await card.and(page.locator(`[data-face="${toFact ? 'fact' : 'myth'}"]`)).waitFor();
    },
  },
  {
    name: 'home: choose a card in the picker',
    path: '/',
    start: async (page) => {
      await reach(page.locator('.cp-stage'));
    },
    act: async (page) => {
      const choose = page.getByRole('button', { name: /^Choose / }).first();
      const slug = await choose
        .locator('xpath=ancestor::div[contains(@class, "cp-card")][1]')
        .getAttribute('data-slug');
      await press(choose.locator('.cp-card__tab'));
      await settle(page);
      if (slug !== null) await page.locator(`.cp-card[data-slug="${slug}"][data-stack="0"]`).waitFor();
    },
    ready: async (page) => {
      await page.waitForTimeout(PICKER_SETTLE_MS);
    },
  },
  {
    name: 'cost calculator: answer by keyboard',
    path: '/cost-calculator',
    start: async (page) => {
      await page.getByRole('button', { name: 'Start Calculating' }).click();
    },
    ready: async (page, i) => {
      const n = (i % 3) + 1;
      if (n === 1 && i > 0) await page.getByRole('button', { name: 'Start again' }).click();
      await waitForText(heading2(page), new RegExp(`Question ${n}\\b`));
      const target = page.getByRole(
        'button',
        n === 1 ? { name: /^Classic Lotto/ } : { name: n === 2 ? '$10' : '2 times', exact: true },
      );
      await enabled(target);
      await target.focus();
    },
    act: async (page, i) => {
      const n = (i % 3) + 1;
      await page.keyboard.press('Enter');
      await settle(page);
      await waitForText(heading2(page), n === 3 ? /You spend/ : new RegExp(`Question ${n + 1}\\b`));
    },
  },
];

/** One scenario's figures. */
interface InteractionFigures {
  readonly name: string;
  /** The longest interaction of each try (undefined: no event over the 16 ms threshold). */
  readonly tries: readonly (number | undefined)[];
  readonly error?: string;
}

async function runScenario(
  browser: Browser,
  base: string,
  scenario: Scenario,
  tries: number,
  rate: number,
  detail: boolean,
): Promise<InteractionFigures> {
  const page = await openPage(browser, `${base}${scenario.path}`, rate);
  const figures: (number | undefined)[] = [];
  try {
    await scenario.start(page);
    for (let i = 0; i < tries; i++) {
      await scenario.ready?.(page, i);
      await settle(page);
      await clearEntries(page);
      await scenario.act(page, i);
      await settle(page);
      const events = await readEvents(page);
      const durations = interactionDurations(events);
      const worst = durations.length === 0 ? undefined : Math.max(...durations);
      figures.push(worst);
      const phases = detail ? longestInteractionPhases(events) : undefined;
      log(
        `  ${scenario.name} try ${i + 1}/${tries}: ${msOf(worst)} ms${phases ? ` (${phasesOf(phases)})` : ''}`,
      );
    }
    return { name: scenario.name, tries: figures };
  } catch (error) {
    return {
      name: scenario.name,
      tries: figures,
      error: error instanceof Error ? error.message.split('\n')[0] : String(error),
    };
  } finally {
    await page.context().close();
  }
}

/** Long animation frames over 50 ms while the scroll game is played for 10 s. */
interface ScrollFigures {
  readonly inputs: number;
  readonly score: string;
  readonly long: readonly number[];
  readonly supported: boolean;
  readonly error?: string;
}

async function runScrollGame(
  browser: Browser,
  base: string,
  rate: number,
  detail: boolean,
): Promise<ScrollFigures> {
  const page = await openPage(browser, `${base}/games/scroll-game`, rate);
  try {
    const supported = await page.evaluate(() =>
      PerformanceObserver.supportedEntryTypes.includes('long-animation-frame'),
    );
    await page.getByRole('button', { name: 'Start Game' }).click();
    const field = page.getByRole('application', { name: 'The scroll' });
    await field.waitFor();
    const box = await field.boundingBox();
    await page.mouse.move((box?.x ?? 0) + 100, (box?.y ?? 0) + 200);
    await settle(page);
    await clearEntries(page);
    const started = Date.now();
    let inputs = 0;
    // A third each: wheel steps (the engine caps one at 5 units), the Down arrow, Page Down.
    for (let elapsed = 0; elapsed < SCROLL_INPUT_MS; elapsed = Date.now() - started) {
      const phase = Math.floor((elapsed / SCROLL_INPUT_MS) * 3);
      if (phase === 0) await page.mouse.wheel(0, 100);
      else await page.keyboard.press(phase === 1 ? 'ArrowDown' : 'PageDown');
      inputs++;
    }
    await settle(page);
    const frames = await readFrames(page);
    if (detail) {
      for (const f of frames.filter((x) => x.duration > LONG_FRAME_MS))
        log(
          `  long frame ${f.duration.toFixed(0)} ms (blocking ${f.blocking.toFixed(0)}, rendering from ${f.renderAt.toFixed(0)} ms): ${f.scripts.join(', ') || 'no script'}`,
        );
    }
    const score = (await page.locator('.sg-score__value').textContent()) ?? '';
    return {
      inputs,
      score,
      supported,
      long: frames.map((f) => f.duration).filter((d) => d > LONG_FRAME_MS),
    };
  } catch (error) {
    return {
      inputs: 0,
      score: '',
      supported: false,
      long: [],
      error: error instanceof Error ? error.message.split('\n')[0] : String(error),
    };
  } finally {
    await page.context().close();
  }
}

const msOf = (v: number | undefined): string => (v === undefined ? '< 16' : v.toFixed(0));

const phasesOf = (p: InteractionPhases): string =>
  `input delay ${p.inputDelay.toFixed(0)}, processing ${p.processing.toFixed(0)}, presentation ${p.presentation.toFixed(0)}`;

const load = (): string =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

async function bench(): Promise<void> {
  const { values } = parseArgs({
    options: {
      tries: { type: 'string', default: process.env.BENCH_INTERACTION_TRIES ?? '5' },
      only: { type: 'string' },
      rate: { type: 'string', default: '4' },
      'skip-build': { type: 'boolean', default: false },
      detail: { type: 'boolean', default: false },
    },
  });
  const tries = Number(values.tries);
  const rate = Number(values.rate);
  if (!Number.isInteger(tries) || tries < 1) throw new Error('--tries takes a positive integer');
  if (!(rate >= 1)) throw new Error('--rate takes a number >= 1');
  const only = values.only?.split(',').map((s) => s.trim().toLowerCase());
  const picked = (name: string): boolean =>
    only === undefined || only.some((o) => name.toLowerCase().includes(o));

  if (!values['skip-build'] && !siteBuildIsFresh(join(REPO_ROOT, 'dist'))) {
    log('site: npm run build (dist/ is older than the sources)');
    buildSiteSync();
  }
  const loadAtStart = load();
  log('starting the site server');
  const site = await startSite();
  const browser = await launchBrowser();
  const results: InteractionFigures[] = [];
  for (const scenario of SCENARIOS.filter((s) => picked(s.name))) {
    log(`${scenario.name} (${scenario.path})`);
    results.push(await runScenario(browser, site.base, scenario, tries, rate, values.detail));
  }
  let scroll: ScrollFigures | null = null;
  if (picked('scroll game: 10 s of input')) {
    log('scroll game: 10 s of input');
    scroll = await runScrollGame(browser, site.base, rate, values.detail);
  }
  const chromium = browser.version();

  const out: string[] = [
    `# bench:interaction  ${new Date().toISOString()}`,
    '',
    `Chromium ${chromium} (headless, Playwright), CPU slowdown ${rate}x (CDP Emulation.setCPUThrottlingRate), viewport ${WIDE.width}x${WIDE.height}; the site built and served by site/server/main.ts on loopback.`,
    `load average (1, 5, 15 min): at start ${loadAtStart}; at end ${load()}`,
    '',
    `## Interactions (Event Timing, durationThreshold 16, longest entry per interaction; worst of ${tries} tries)`,
    '',
    table(
      ['Interaction', 'INP ms (max)', 'median', 'Target', 'Meets?', 'Tries (ms)'],
      results.map((r) => {
        const measured = r.tries.map((t) => t ?? 0);
        const worst = r.tries.length === 0 ? undefined : Math.max(...measured);
        const mid = median(measured);
        return [
          r.name,
          r.tries.length === 0 ? 'n/a' : msOf(worst === 0 ? undefined : worst),
          mid === undefined ? 'n/a' : msOf(mid === 0 ? undefined : mid),
          `${INP_TARGET_MS} ms`,
          r.error !== undefined && r.tries.length < tries
            ? 'n/a (failed)'
            : meets(worst, (v) => v <= INP_TARGET_MS),
          r.tries.map(msOf).join(', '),
        ];
      }),
    ),
    '',
    '"< 16": no event of the interaction lasted 16 ms (the observer\'s threshold); counted as 0.',
  ];
  for (const r of results.filter((x) => x.error !== undefined))
    out.push(`Error in "${r.name}" after ${r.tries.length} tries: ${r.error ?? ''}`);
  if (scroll !== null) {
    const longest = scroll.long.length === 0 ? 0 : Math.max(...scroll.long);
    out.push(
      '',
      `## Scroll game: long animation frames over ${LONG_FRAME_MS} ms during ${SCROLL_INPUT_MS / 1000} s of input`,
      '',
      table(
        ['Input events', 'Score reached', `Frames > ${LONG_FRAME_MS} ms`, 'Longest', 'Target', 'Meets?'],
        [
          [
            String(scroll.inputs),
            scroll.score,
            scroll.supported ? String(scroll.long.length) : 'n/a (no LoAF API)',
            `${longest.toFixed(0)} ms`,
            `none > ${LONG_FRAME_MS} ms`,
            scroll.error !== undefined || !scroll.supported ? 'n/a' : scroll.long.length === 0 ? 'yes' : 'NO',
          ],
        ],
      ),
    );
    if (scroll.error !== undefined) out.push(`Error in the scroll game: ${scroll.error}`);
  }
  process.stdout.write(`\n${out.join('\n')}\n`);
}

async function main(): Promise<number> {
  installSignalHandlers();
  try {
    await bench();
    return 0;
  } catch (error) {
    const signal = interrupted();
    if (signal !== null) return signal.code;
    process.stderr.write(
      `bench:interaction failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    return 1;
  } finally {
    log('stopping the server and the browser');
    await cleanupAll();
  }
}

process.exit(await main());
