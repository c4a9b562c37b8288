/**
 * Playwright's `test` and `expect`, with a page whose `goto` and `reload` return once the page is
 * hydrated: the site's pages load their code after the first paint (scripts/first-paint.ts), and a press
 * before hydration is held and played later, so a test that clicked as soon as Playwright's `goto`
 * returned would see its effect late (test/e2e/early-input.spec.ts tests that on purpose).
 * site/main.tsx marks the document (`<html data-hydrated>`) when React has committed the page.
 */
import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Locator, Page } from '@playwright/test';

/** The attribute site/main.tsx sets on `<html>` once the page is hydrated. */
export const HYDRATED = 'html[data-hydrated]';

/** Waits for the page in `page` to be hydrated. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator(HYDRATED).waitFor({ state: 'attached' });
}

/**
 * Makes `page.goto` and `page.reload` return once the page is hydrated, as the `page` fixture's do: for a
 * page of a context a test makes itself. Only when the caller waits for the load (Playwright's default):
 * a test that asks for less ('commit', 'domcontentloaded') looks at the page before its code on purpose.
 *
 * @param page - a new page
 * @param javaScriptEnabled - false for a context without JavaScript, whose pages never hydrate
 */
export function waitsForHydration<P extends Page>(page: P, javaScriptEnabled = true): P {
  if (!javaScriptEnabled) return page;
  const hydratedAfter =
    <A extends unknown[], R>(navigate: (...args: A) => Promise<R>, options: (args: A) => unknown) =>
    async (...args: A): Promise<R> => {
      const result = await navigate(...args);
      const waitUntil = (options(args) as { waitUntil?: string } | undefined)?.waitUntil ?? 'load';
      if (waitUntil === 'load') await waitForHydration(page);
      return result;
    };
  page.goto = hydratedAfter(page.goto.bind(page), (args) => args[1]);
  page.reload = hydratedAfter(page.reload.bind(page), (args) => args[0]);
  return page;
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(waitsForHydration(page, javaScriptEnabled));
  },
});
