import { expect, test, type Page } from './support/test';

/**
 * The small things of a polished site (docs/design.md): targets of 44px or more for the language link and
 * the carousel's arrows, with the header still one row; form controls on the fields' edge; a contents
 * list's bullets on their item's first line; the scroll game's end card left-aligned under its heading.
 */

async function box(page: Page, selector: string) {
  const b = await page.locator(selector).first().boundingBox();
  if (b === null) throw new Error(`${selector} is not on screen`);
  return b;
}

for (const [path, lang] of [
  ['/', 'ES'],
  ['/es', 'EN'],
] as const) {
  test(`the ${lang} link is a 44px target and the header one row, 320 to 1280px (${path})`, async ({
    page,
  }) => {
    // One load, at the narrowest width, then the screen widened step by step: the header is laid out by
    // its style sheet alone, so each width shows what a load at that width would (and 28 loads of the
    // home page cost about 30 s a test on a loaded machine).
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(path);
    for (const width of [320, 360, 375, 390, 410, 430, 767, 768, 800, 880, 895, 896, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const link = await box(page, '.site-header__lang');
      expect(link.width, `${width}px`).toBeGreaterThanOrEqual(44);
      expect(link.height, `${width}px`).toBeGreaterThanOrEqual(44);
      expect((await box(page, '.site-header')).height, `${width}px: one row`).toBeLessThanOrEqual(64);
      expect(link.x + link.width, `${width}px: inside the screen`).toBeLessThanOrEqual(width);
      // Polled: after a change of width the page's own code (the card picker) lays out again a frame later.
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
          message: `${width}px`,
          timeout: 3000,
        })
        .toBeLessThanOrEqual(width);
    }
  });
}

test("the carousel's arrows and the myths row's arrow are 44px targets on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  for (const selector of ['.cp-controls__button', '.scroll-row__arrow:not([hidden])']) {
    const buttons = page.locator(selector);
    expect(await buttons.count(), selector).toBeGreaterThan(0);
    for (const b of await buttons.all()) {
      const size = await b.boundingBox();
      expect(size?.width ?? 0, selector).toBeGreaterThanOrEqual(44);
      expect(size?.height ?? 0, selector).toBeGreaterThanOrEqual(44);
    }
  }
});

test("the sign-up's checkbox and the contact page's radios sit on the fields' left edge", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/games/register');
  const field = await box(page, 'input[name="first_name"]');
  const tick = await box(page, 'input[type="checkbox"]');
  expect(Math.abs(tick.x - field.x)).toBeLessThanOrEqual(1);
  await page.goto('/contact');
  const text = await box(page, 'main input[type="text"], main input[type="email"]');
  const radios = page.locator('main input[type="radio"]');
  expect(await radios.count()).toBeGreaterThan(0);
  for (const radio of await radios.all()) {
    expect(Math.abs(((await radio.boundingBox())?.x ?? -99) - text.x)).toBeLessThanOrEqual(1);
  }
});

test("every bullet of the privacy policy's contents is on its item's first line at 390px", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  for (const path of ['/privacy-policy', '/es/privacy-policy']) {
    await page.goto(path);
    const items = await page.locator('.article__contents li').evaluateAll((lis) =>
      lis.map((li) => {
        const link = li.querySelector('a') as HTMLElement;
        const lineHeight = parseFloat(getComputedStyle(link).lineHeight);
        // The link's first line box: where the bullet must be.
        const first = link.getClientRects()[0] as DOMRect;
        const wraps = link.getBoundingClientRect().height > lineHeight * 1.5;
        return { text: link.textContent, wraps, firstTop: first.top, liTop: li.getBoundingClientRect().top };
      }),
    );
    // At least one item wraps at this width (the case the bullet went wrong in), and each starts at the top.
    expect(
      items.some((i) => i.wraps),
      path,
    ).toBe(true);
    for (const item of items) expect(item.firstTop - item.liTop, item.text).toBeLessThan(12);
    const markerFollowsFirstLine = await page
      .locator('.article__contents a')
      .first()
      .evaluate((a) => getComputedStyle(a).display);
    expect(markerFollowsFirstLine).toBe('block');
  }
});

test("the scroll game's end card: heading and score centred, its words left-aligned", async ({ page }) => {
  await page.goto('/games/scroll-game');
  await page.locator('.sg-start__button').click();
  for (let i = 0; i < 4; i++) await page.mouse.wheel(0, 400);
  await page.locator('.sg-give-up').click();
  const dialog = page.locator('.sg-dialog:not(.is-hidden)');
  await expect(dialog).toBeVisible();
  const align = (selector: string) =>
    dialog
      .locator(selector)
      .first()
      .evaluate((el) => getComputedStyle(el).textAlign);
  expect(await align('.sg-dialog__title')).toBe('center');
  expect(await align('.sg-dialog__traveled')).toBe('center');
  expect(await align('.sg-dialog__note')).toMatch(/^(left|start)$/);
});
