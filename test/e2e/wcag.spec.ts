/**
 * WCAG 2.2 AA criteria axe cannot check, measured in the browser on every page in both languages:
 * 1.4.4 Resize text, 1.4.10 Reflow, 1.4.12 Text spacing, 2.5.8 Target size, 2.4.7 Focus visible,
 * 2.4.11 Focus not obscured, reduced motion and forced colours. One page load per page checks them all:
 * the viewport, the added style sheets and the emulated media change on the loaded page.
 *
 * The style sheets a visitor would add are added here with the page's CSP bypassed (the context's
 * bypassCSP): the CSP (`style-src 'self'`) blocks an inline style sheet, as the last test shows.
 */
import { expect, test, type Page } from './support/test';
import { MYTHS_TICKER_INTERVAL_MS, MYTHS_TICKER_START_INDEX } from '@play-smart/engine/myths';
import { MYTHS_CONTENT as MYTHS_EN } from '../../site/content/en/myths';
import { MYTHS_CONTENT as MYTHS_ES } from '../../site/content/es/myths';
import { LOCALE_PAGE_PATHS } from '../../site/routing/route-paths';
import {
  LARGE_TEXT_CSS,
  TEXT_SPACING_CSS,
  focusStop,
  markShapes,
  shapesWithoutBorder,
  sidewaysOverflow,
  smallTargets,
  timingAndIntroProblems,
  withStyle,
} from './support/wcag';

const PAGES = [...LOCALE_PAGE_PATHS, '/no-such-page', '/es/no-such-page'];
const DESKTOP = { width: 1280, height: 900 } as const;
const PHONE = { width: 390, height: 900 } as const;
/** WCAG 1.4.10: 1280 px at 400% zoom. */
const REFLOW = { width: 320, height: 256 } as const;
/** More focus stops than any page has: the walk stops when focus comes back round. */
const MAX_FOCUS_STOPS = 120;
/** A ring must stand out from what is behind it at least as much as other non-text contrast (1.4.11). */
const MIN_RING_CONTRAST = 3;

test.use({ bypassCSP: true, reducedMotion: 'reduce' });

/**
 * Fails with where the page scrolls sideways, and by how much. Polled: after a change of viewport the
 * page's own code (the card picker, the scrolling rows) lays out again a frame or two later.
 */
async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const { px, outside } = await sidewaysOverflow(page);
        return { px: Math.max(px, 0), outside };
      },
      { message: `${what}: sideways overflow`, timeout: 3000 },
    )
    .toEqual({ px: 0, outside: [] });
}

/** Tabs through the whole page, checking each focus stop's ring and that it is in sight. */
async function walkFocus(page: Page): Promise<number> {
  const problems: string[] = [];
  const names: string[] = [];
  for (let stop = 0; stop < MAX_FOCUS_STOPS; stop++) {
    await page.keyboard.press('Tab');
    let focused = await focusStop(page);
    // A ring drawn by :has(:focus-visible) or a link moved in by :focus may take a frame to show.
    for (
      let retry = 0;
      retry < 5 && focused && (focused.obscured || focused.ringContrast < MIN_RING_CONTRAST);
      retry++
    ) {
      await page.waitForTimeout(100);
      focused = await focusStop(page);
    }
    if (focused === null) break;
    if (stop > 0 && focused.name === names[0]) break;
    names.push(focused.name);
    if (focused.ringContrast < MIN_RING_CONTRAST) {
      problems.push(`${focused.name}: ring contrast ${String(focused.ringContrast)}`);
    }
    if (focused.obscured) problems.push(`${focused.name}: not in sight`);
  }
  expect(problems, 'focus stops with no visible ring (2.4.7) or hidden (2.4.11)').toEqual([]);
  return names.length;
}

for (const path of PAGES) {
  test(`${path}: text spacing, 200% text, reflow, target size, focus, reduced motion, forced colours`, async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(path);

    // Reduced motion: once loaded, nothing moves (no CSS animation or transition left running).
    await expect
      .poll(() =>
        page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length),
      )
      .toBe(0);

    // 2.4.7 and 2.4.11 at 1280 px, then 2.5.8.
    expect(await walkFocus(page)).toBeGreaterThan(3);
    await page.keyboard.press('Escape');
    await page.evaluate(() => {
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
    });
    expect(await smallTargets(page), '2.5.8 at 1280 px').toEqual([]);

    // 1.4.4: twice the text size at 1280 px.
    await withStyle(page, LARGE_TEXT_CSS, () => expectNoSidewaysScroll(page, '200% text at 1280 px'));

    // 2.5.8 at 390 px, then 1.4.12 there (and the time choices keep their labels in their pills).
    await page.setViewportSize(PHONE);
    expect(await smallTargets(page), '2.5.8 at 390 px').toEqual([]);
    await withStyle(page, TEXT_SPACING_CSS, async () => {
      await expectNoSidewaysScroll(page, 'text spacing at 390 px');
      expect(await timingAndIntroProblems(page), 'text spacing at 390 px').toEqual([]);
    });

    // 1.4.10 at 320 x 256, and text spacing there too.
    await page.setViewportSize(REFLOW);
    await expectNoSidewaysScroll(page, 'reflow at 320 x 256');
    expect(await timingAndIntroProblems(page), 'reflow at 320 x 256').toEqual([]);
    await withStyle(page, TEXT_SPACING_CSS, () => expectNoSidewaysScroll(page, 'text spacing at 320 px'));

    // Forced colours: the controls whose shape is drawn keep a border.
    await page.setViewportSize(PHONE);
    expect(await markShapes(page)).toBeGreaterThan(0);
    await page.setViewportSize(DESKTOP);
    await markShapes(page);
    await page.emulateMedia({ forcedColors: 'active' });
    await expect
      .poll(() => shapesWithoutBorder(page), {
        message: 'forced colours: shapes with no border',
        timeout: 3000,
      })
      .toEqual([]);
  });
}

// The header and the scroll game's start screen at every kind of width, with text spacing; with 200% text
// from a tablet's width up (1.4.4 asks for 200% text where the page is read at 100%; on a phone 200% text
// is beyond 400% zoom, and long words on buttons meet the screen's edge there).
const SWEEP = [320, 360, 390, 430, 540, 700, 767, 768, 900, 1024, 1280] as const;
const LARGE_TEXT_FROM = 768;
for (const path of ['/games/scroll-game', '/es/games/scroll-game']) {
  test(`${path}: nothing leaves the screen at any width from 320 px, with 200% text or text spacing`, async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto(path);
    for (const [what, css] of [
      ['plain', '/* nothing added */'],
      ['text spacing', TEXT_SPACING_CSS],
      ['200% text', LARGE_TEXT_CSS],
    ] as const) {
      await withStyle(page, css, async () => {
        for (const width of SWEEP.filter((w) => css !== LARGE_TEXT_CSS || w >= LARGE_TEXT_FROM)) {
          await page.setViewportSize({ width, height: 700 });
          await expectNoSidewaysScroll(page, `${what} at ${String(width)} px`);
          expect(await timingAndIntroProblems(page), `${what} at ${String(width)} px`).toEqual([]);
        }
      });
    }
  });
}

for (const [path, items] of [
  ['/', MYTHS_EN.items],
  ['/es', MYTHS_ES.items],
] as const) {
  test(`${path}: under reduced motion the myths ticker stays put; previous and next move it`, async ({
    page,
  }) => {
    const myth = (by: number) => items[(MYTHS_TICKER_START_INDEX + by) % items.length]?.myth ?? '';
    await page.clock.install();
    await page.setViewportSize(DESKTOP);
    await page.goto(path);
    const ticker = page.locator('.myth-ticker');
    await ticker.scrollIntoViewIfNeeded();
    await expect(ticker.locator('xpath=ancestor::div[contains(@class, "deferred-part")][1]')).toHaveAttribute(
      'data-ready',
      '',
    );
    const text = ticker.locator('.myth-ticker__text');
    await expect(text).toContainText(myth(0));
    await page.clock.runFor(MYTHS_TICKER_INTERVAL_MS * 2 + 500);
    await expect(text).toContainText(myth(0));
    // Paused, the myth is a polite live region, so a move by hand is read out.
    await expect(text).toHaveAttribute('aria-live', 'polite');
    const [, previous, next] = await ticker.locator('.myth-ticker__controls button').all();
    if (!previous || !next) throw new Error('no previous / next');
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(text).toContainText(myth(1));
    await previous.focus();
    await page.keyboard.press('Space');
    await expect(text).toContainText(myth(0));
    await page.clock.runFor(MYTHS_TICKER_INTERVAL_MS * 2);
    await expect(text).toContainText(myth(0));
  });
}

test.describe('without the CSP bypassed', () => {
  test.use({ bypassCSP: false });

  test("a visitor's own inline style sheet (a bookmarklet's) is blocked by the CSP", async ({ page }) => {
    await page.goto('/accessibility');
    // Playwright adds the style element; the browser refuses to apply it.
    await page.addStyleTag({ content: TEXT_SPACING_CSS }).catch(() => undefined);
    const spacing = await page.evaluate(() => getComputedStyle(document.body).letterSpacing);
    expect(spacing).toBe('normal');
  });
});
