import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { waitForStillness } from './motion';

/**
 * Fails with the list of WCAG 2.2 A/AA violations axe finds on the page once it rests (no transition
 * running: mid-fade text would be measured at part opacity).
 */
export async function expectNoAxeViolations(page: Page, stage: string): Promise<void> {
  await waitForStillness(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
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
