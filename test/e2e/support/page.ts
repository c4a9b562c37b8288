import AxeBuilder from '@axe-core/playwright';
import axeCore from 'axe-core';
import { expect, type Locator, type Page } from '@playwright/test';
import { waitForStillness } from './motion';

/**
 * Fails with the list of WCAG 2.2 A/AA violations axe finds on the page once it rests (no transition
 * running: mid-fade text would be measured at part opacity).
 */
export async function expectNoAxeViolations(page: Page, stage: string): Promise<void> {
  await waitForStillness(page);
  // A page with no frame in it is checked by one axe.run in the page (AxeBuilder's legacy mode): the same
  // rules on the same document, without the blank page AxeBuilder otherwise opens, and loads axe into, to
  // put the frames' partial results together. That page cost about a third of each check's CPU (4 checks
  // of /es/: 3.4-3.9 s in all against 4.7-5.1 s, the same 108 results). A page with frames (a video's
  // player) keeps the frame-by-frame run, which reaches frames of other origins too.
  const legacy = page.frames().length === 1;
  // In legacy mode AxeBuilder runs axe's half-megabyte source (the axe-core it imports) in the page twice
  // per check, though the page keeps it: here it runs once per document, and every later check of that
  // document (each stage of a game) calls the same axe again, as cypress-axe does. The same rules and
  // results (0 violations and 20 passes on /privacy-policy, 0 and 25 on /es/contact, either way), for
  // about half of each check's CPU (0.56 s of the browser's a check against 0.30 on /privacy-policy,
  // 0.38 against 0.16 on /es/contact; load average 6 to 10).
  if (
    legacy &&
    !(await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function'))
  ) {
    await page.evaluate(axeCore.source);
  }
  // Every node of every violation, as before; the passes and the rest (which nothing here reads) at one
  // node each, so far less crosses to the test. Set before the tags: options() replaces the whole set.
  const axe = new AxeBuilder({ page, ...(legacy ? { axeSource: ';' } : {}) })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  if (legacy) axe.setLegacyMode(true);
  const results = await axe.analyze();
  expect(
    results.violations.map(
      (v) =>
        `${stage}: ${v.id} ${v.help} at ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary ?? ''})`).join('; ')}`,
    ),
  ).toEqual([]);
}

/**
 * Collects the page's console errors and uncaught exceptions (a hydration mismatch is reported as
 * 'Hydration error:' by site/main.tsx). Call before `goto`.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Presses Tab from wherever focus is until `target` has focus, as a keyboard user would; fails after `max` presses. */
export async function tabUntilFocused(page: Page, target: Locator, max = 20): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

/** A phone's and a desktop's width: every new state is checked at both. */
const AXE_WIDTHS = [390, 1280] as const;

/**
 * {@link expectNoAxeViolations} at 390 and then 1280 px (the page is left at 1280 px); the height stays.
 */
export async function expectNoAxeViolationsAtBothWidths(page: Page, stage: string): Promise<void> {
  const height = page.viewportSize()?.height ?? 900;
  for (const width of AXE_WIDTHS) {
    await page.setViewportSize({ width, height });
    await expectNoAxeViolations(page, `${stage} ${String(width)}px`);
  }
}

/**
 * Checks a form's error summary (the GOV.UK pattern): it has focus, its first link is the next Tab stop
 * and Enter on it focuses that field; a click on every link focuses its own field and shows it.
 *
 * @param texts - the summary's links, in order
 * @returns the summary
 */
export async function expectErrorSummary(page: Page, texts: readonly string[]): Promise<Locator> {
  const summary = page.getByRole('alert');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('heading')).toHaveText('Oops! There are some errors.');
  const links = summary.getByRole('link');
  await expect(links).toHaveText([...texts]);
  const target = async (link: Locator): Promise<Locator> =>
    page.locator(`[id="${((await link.getAttribute('href')) ?? '').slice(1)}"]`);
  await page.keyboard.press('Tab');
  await expect(links.first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(await target(links.first())).toBeFocused();
  for (const link of await links.all()) {
    await link.click();
    const field = await target(link);
    await expect(field).toBeFocused();
    await expect(field).toBeInViewport();
  }
  return summary;
}
