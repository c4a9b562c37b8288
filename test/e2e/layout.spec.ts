import { expect, test, type Page } from './support/test';
import { APP_PATHS } from '../../site/routing/route-paths';
import { expectNoAxeViolations } from './support/page';

// docs/design.md "Space and layout": one content grid. Every page's column has the same left edge and
// width at a given screen width, every block on a page starts at that edge, the header's and footer's
// inner edges are the column's, and nothing scrolls sideways.
const ROUTES = [...APP_PATHS, '/no-such-page'];
const WIDTHS = [390, 1280] as const;

interface Column {
  readonly left: number;
  readonly width: number;
  /** Blocks of the page (main's children, through wrappers that lay out as contents) and their left edges. */
  readonly blocks: readonly { readonly name: string; readonly left: number }[];
  readonly brandLeft: number;
  readonly footerLeft: number;
  readonly overflow: boolean;
}

async function measure(page: Page): Promise<Column> {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) throw new Error('no main');
    const style = getComputedStyle(main);
    const box = main.getBoundingClientRect();
    const left = box.left + parseFloat(style.paddingLeft);
    const width = box.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const blocks: { name: string; left: number }[] = [];
    const visit = (parent: Element, depth: number) => {
      for (const child of parent.children) {
        const display = getComputedStyle(child).display;
        if (display === 'none' || child.classList.contains('visually-hidden')) continue;
        // A page's wrapper (.page) and a deferred part's wrapper are not blocks themselves.
        if (display === 'contents' || (depth === 0 && child.classList.contains('page'))) {
          visit(child, depth + 1);
          continue;
        }
        if (child.tagName === 'TITLE' || child.tagName === 'LINK' || child.tagName === 'META') continue;
        const name = `${child.tagName.toLowerCase()}.${[...child.classList].join('.')}`;
        blocks.push({ name, left: child.getBoundingClientRect().left });
      }
    };
    visit(main, 0);
    const brand = document.querySelector('.site-header__brand');
    const footer = document.querySelector('.site-footer__inner');
    const footerLeft = footer
      ? footer.getBoundingClientRect().left + parseFloat(getComputedStyle(footer).paddingLeft)
      : -1;
    return {
      left,
      width,
      blocks,
      brandLeft: brand ? brand.getBoundingClientRect().left : -1,
      footerLeft,
      overflow: document.documentElement.scrollWidth > window.innerWidth,
    };
  });
}

test.describe('one content grid', () => {
  for (const width of WIDTHS) {
    test(`every route shares the column's left edge and width at ${width}px, with no sideways scroll`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      let first: Column | null = null;
      for (const path of ROUTES) {
        await page.goto(path);
        const column = await measure(page);
        expect(column.overflow, `${path} scrolls sideways at ${width}px`).toBe(false);
        expect(column.blocks.length, `${path} has blocks`).toBeGreaterThan(0);
        for (const block of column.blocks) {
          expect(
            Math.abs(block.left - column.left),
            `${path}: ${block.name} starts at the column's edge`,
          ).toBeLessThan(1);
        }
        expect(
          Math.abs(column.brandLeft - column.left),
          `${path}: the header's mark on the column's edge`,
        ).toBeLessThan(1);
        expect(
          Math.abs(column.footerLeft - column.left),
          `${path}: the footer on the column's edge`,
        ).toBeLessThan(1);
        first ??= column;
        expect(Math.abs(column.left - first.left), `${path}: the same left edge as /`).toBeLessThan(1);
        expect(Math.abs(column.width - first.width), `${path}: the same column width as /`).toBeLessThan(1);
      }
      // The column is 60rem at most and keeps at least 1rem from the screen's edges.
      expect(first?.width).toBeLessThanOrEqual(960);
      expect(first?.left).toBeGreaterThanOrEqual(16);
    });
  }
});

test.describe('the header', () => {
  for (const width of [320, 360, 390] as const) {
    test(`is one row at ${width}px: Get help in sight, the rest in the Menu`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/games/gambler-quiz');
      const header = page.getByRole('banner');
      expect((await header.boundingBox())?.height).toBeLessThan(80);
      expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
      const nav = page.getByRole('navigation', { name: 'Main' });
      const help = nav.getByRole('link', { name: 'Get help' });
      await expect(help).toBeVisible();
      expect((await help.boundingBox())?.height).toBeGreaterThanOrEqual(48);
      const menu = nav.getByText('Menu', { exact: true });
      await expect(menu).toBeVisible();
      expect((await menu.boundingBox())?.height).toBeGreaterThanOrEqual(48);
      await expect(nav.getByRole('link', { name: 'Games' })).toBeHidden();

      // Open by keyboard: each link is there, a 48px target; Escape closes and gives focus back.
      await menu.focus();
      await page.keyboard.press('Enter');
      for (const [name, href] of [
        ['Games', '/#games'],
        ['Myths', '/#myths'],
        ['Gambler quiz', '/games/gambler-quiz'],
        ['Cost calculator', '/cost-calculator'],
      ] as const) {
        const link = nav.getByRole('link', { name, exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', href);
        expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(48);
      }
      // The page on screen is marked; the open panel ends in a visible edge, not straight into navy.
      await expect(nav.getByRole('link', { name: 'Gambler quiz', exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(nav.getByRole('link', { name: 'Cost calculator', exact: true })).not.toHaveAttribute(
        'aria-current',
      );
      const edge = await page
        .locator('.site-menu__list')
        .evaluate((el) => parseFloat(getComputedStyle(el).borderBottomWidth));
      expect(edge).toBeGreaterThanOrEqual(3);
      // The other language's link, as its two-letter code, is still a target of 24px or more (WCAG 2.5.8).
      const lang = nav.getByRole('link', { name: 'Español' });
      const langBox = await lang.boundingBox();
      expect(Math.min(langBox?.width ?? 0, langBox?.height ?? 0)).toBeGreaterThanOrEqual(24);
      await expectNoAxeViolations(page, `the open Menu at ${width}px`);
      await page.keyboard.press('Escape');
      await expect(nav.getByRole('link', { name: 'Games' })).toBeHidden();
      await expect(menu).toBeFocused();

      // A link chosen closes it (on the home page a place on the same page: no new page load).
      await page.goto('/');
      await menu.click();
      await nav.getByRole('link', { name: 'Myths' }).click();
      await expect(page).toHaveURL(/\/#myths$/);
      await expect(nav.getByRole('link', { name: 'Myths' })).toBeHidden();
    });
  }

  test('is one row at 1280px with its four links in sight and no Menu', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/privacy-policy');
    expect((await page.getByRole('banner').boundingBox())?.height).toBeLessThan(80);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Games', 'Myths', 'Gambler quiz', 'Cost calculator', 'Get help']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByText('Menu', { exact: true })).toBeHidden();
    // The calculator is in the footer too; on its page, header and footer mark it as the current page.
    await page.goto('/cost-calculator');
    await expect(nav.getByRole('link', { name: 'Cost calculator', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Cost calculator', exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    expect((await page.getByRole('banner').boundingBox())?.height).toBeLessThan(80);
  });

  test('is one row in Spanish at 1024 and 1280px, with the calculator in it', async ({ page }) => {
    for (const width of [1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/es/cost-calculator');
      expect((await page.getByRole('banner').boundingBox())?.height).toBeLessThan(80);
      const nav = page.getByRole('navigation', { name: 'Principal' });
      await expect(nav.getByRole('link', { name: 'Calculadora de costos' })).toBeVisible();
    }
  });
});

// The helpline must be usable on any phone: its number never breaks across lines ("1-800-" / "589-9966"),
// and every call link is a target of 44px or more.
test.describe('the helpline number', () => {
  // Each path in one test, loaded afresh at each width in the same page (a new page per width cost a
  // browser context and a cold cache each time, for the same look at the same load).
  for (const path of ['/', '/es/', '/get-help-give-help', '/es/get-help-give-help']) {
    test(`stays on one line, with 44px call targets, on ${path} at 320 and 390 px`, async ({ page }) => {
      for (const width of [320, 390] as const) {
        const where = `${path} at ${String(width)} px`;
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        const calls = page.locator('a[href^="tel:"]');
        expect(await calls.count(), where).toBeGreaterThan(0);
        const measured = await calls.evaluateAll((links) =>
          links
            .filter((a) => a.getClientRects().length > 0)
            .map((a) => {
              // The number's own box: a wrapper span where the link has words around it, else the link.
              const number = a.querySelector('.helpline-number') ?? a;
              const range = document.createRange();
              range.selectNodeContents(number);
              const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
              return {
                text: a.textContent,
                lines: lines.size,
                height: a.getBoundingClientRect().height,
              };
            }),
        );
        for (const call of measured) {
          expect(call.lines, `${where}: ${call.text} on one line`).toBe(1);
          expect(call.height, `${where}: ${call.text} is 44px tall or more`).toBeGreaterThanOrEqual(44);
        }
        const footer = page.getByRole('contentinfo').getByRole('link', { name: '1-800-589-9966' });
        await expect(footer, where).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(
          width,
        );
      }
    });
  }
});
