/**
 * Every tap counts: on a slow phone (150 ms round trip, 1.6 Mbps down, 4x CPU slowdown, 390 px), a tap on
 * a game or tool page's first control as soon as it shows, before the page's code has run, takes effect
 * once the code has taken over (the boot script of scripts/first-paint.ts holds it and plays it again),
 * and a double tap takes effect once.
 *
 * The page's entry script is held back until the taps are done, so every tap lands before hydration
 * whatever the machine's speed; each test checks that `<html data-hydrated>` is absent when it taps.
 * These tests never wait for hydration after `goto`, unlike the `page` fixture's (`waitUntil: 'commit'`).
 */
import { expect, HYDRATED, test, type Locator, type Page } from './support/test';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** Chromium's throttling through CDP: a slow phone on a slow mobile link. */
async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Holds the page's entry script (`/assets/index-*.js`) until `release` is called. */
async function holdTheCode(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/**
 * Counts the presses of a control that reach the page itself (the app's code listens on its root, below
 * the window where the boot script holds them): a held press reaches it only when it is played again.
 */
async function countPressesReachingThePage(page: Page, label: string): Promise<void> {
  await page.addInitScript((text) => {
    const w = window as unknown as { pressesHeard: number };
    w.pressesHeard = 0;
    document.addEventListener('click', (event) => {
      const el = event.target instanceof Element ? event.target.closest('button, label') : null;
      if (el?.textContent.trim() === text) w.pressesHeard += 1;
    });
  }, label);
}

const pressesHeard = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { pressesHeard: number }).pressesHeard);

interface Case {
  readonly path: string;
  /** The first control a visitor can press, as its accessible name (a button, or a timing choice). */
  readonly control: (page: Page) => Locator;
  readonly label: string;
  /** The element the boot script marks heard: the control itself, or the radio its words label. */
  readonly heard?: (page: Page) => Locator;
  /** What one press does, checked once the code has run: the first screen after the start, focused. */
  readonly effect: (page: Page) => Promise<void>;
}

const questionOne = (word: string) => async (page: Page) => {
  const heading = page.getByRole('heading', { level: 2 });
  await expect(heading).toContainText(`${word} 1`);
  await expect(heading).toBeFocused();
};

function cases(lang: 'en' | 'es'): Case[] {
  const es = lang === 'es';
  const prefix = es ? '/es' : '';
  const question = questionOne(es ? 'Pregunta' : 'Question');
  const button = (name: string) => (page: Page) => page.getByRole('button', { name, exact: true });
  const start = es ? 'Empezar el juego' : 'Start Game';
  return [
    {
      path: `${prefix}/games/gambler-quiz`,
      control: button(es ? 'Empezar el cuestionario' : 'Take the Quiz'),
      label: es ? 'Empezar el cuestionario' : 'Take the Quiz',
      effect: question,
    },
    {
      // 'Take the Quiz' shows only once the code has fetched the questions; the first control on screen
      // before it is the choice of more time.
      path: `${prefix}/games/quiz-game`,
      control: (page) => page.getByText(es ? 'Tiempo ×10' : '10× time', { exact: true }),
      label: es ? 'Tiempo ×10' : '10× time',
      heard: (page) => page.getByRole('radio', { name: es ? 'Tiempo ×10' : '10× time' }),
      effect: async (page) => {
        await expect(page.getByRole('radio', { name: es ? 'Tiempo ×10' : '10× time' })).toBeChecked();
        await expect(page.locator('.timing-choice__summary')).toContainText(es ? '10 minutos' : '10 minutes');
      },
    },
    {
      path: `${prefix}/games/scroll-game`,
      control: button(start),
      label: start,
      effect: async (page) => {
        await expect(page.getByRole('application', { name: es ? 'El scroll' : 'The scroll' })).toBeFocused();
      },
    },
    { path: `${prefix}/games/nickname-generator`, control: button(start), label: start, effect: question },
    { path: `${prefix}/games/hobby-generator`, control: button(start), label: start, effect: question },
    {
      path: `${prefix}/cost-calculator`,
      control: button(es ? 'Empezar a calcular' : 'Start Calculating'),
      label: es ? 'Empezar a calcular' : 'Start Calculating',
      effect: question,
    },
  ];
}

/** Opens the page on the slow phone with its code held, and returns its first control once visible. */
async function openBeforeTheCode(page: Page, c: Case): Promise<{ control: Locator; release: () => void }> {
  await throttle(page);
  await countPressesReachingThePage(page, c.label);
  const { release } = await holdTheCode(page);
  await page.goto(c.path, { waitUntil: 'commit' });
  const control = c.control(page);
  await control.waitFor({ state: 'visible' });
  return { control, release };
}

/** The control as the boot script marks a press it heard: at once, before any code. */
async function expectHeard(page: Page, c: Case): Promise<void> {
  const heard = (c.heard ?? c.control)(page);
  await expect(heard).toHaveAttribute('data-heard', '');
  await expect(heard).toHaveAttribute('aria-busy', 'true');
}

for (const lang of ['en', 'es'] as const) {
  test.describe(`A tap before the code, on a slow phone (${lang})`, () => {
    for (const c of cases(lang)) {
      test(`${c.path}: the first control answers a tap made as soon as it shows`, async ({ page }) => {
        const { control, release } = await openBeforeTheCode(page, c);
        await expect(page.locator(HYDRATED)).toHaveCount(0);
        await control.tap();
        await expectHeard(page, c);
        await expect(page.locator(HYDRATED)).toHaveCount(0);
        expect(await pressesHeard(page)).toBe(0);
        release();
        await expect(page.locator(HYDRATED)).toBeAttached({ timeout: 30_000 });
        await c.effect(page);
        expect(await pressesHeard(page)).toBe(1);
        await expect(page.locator('[data-heard]')).toHaveCount(0);
        await expect(page.locator('[aria-busy]')).toHaveCount(0);
      });

      test(`${c.path}: a double tap before the code takes effect once`, async ({ page }) => {
        const { control, release } = await openBeforeTheCode(page, c);
        await expect(page.locator(HYDRATED)).toHaveCount(0);
        await control.tap();
        await control.tap();
        await expect(page.locator(HYDRATED)).toHaveCount(0);
        release();
        await expect(page.locator(HYDRATED)).toBeAttached({ timeout: 30_000 });
        await c.effect(page);
        // The held presses are all played in one go once the page is hydrated: one reached the page, so no
        // second one was played on the control, or on whatever took its place.
        expect(await pressesHeard(page)).toBe(1);
      });
    }
  });
}
