import { expect, test, type Page, waitsForHydration } from './support/test';
import { expectNoAxeViolations, tabUntilFocused } from './support/page';

function field(page: Page) {
  return page.getByRole('application', { name: 'The scroll' });
}

function score(page: Page) {
  return page.locator('.sg-score__value');
}

function dialog(page: Page) {
  return page.getByRole('dialog', { name: 'AT YOUR LIMIT?' });
}

/** The number in 'YOU TRAVELED {n} PIXELS,', as an integer. */
async function traveled(page: Page): Promise<number> {
  const text = (await dialog(page).locator('.sg-dialog__traveled').textContent()) ?? '';
  const digits = /YOU TRAVELED ([\d,]+) PIXELS,/.exec(text)?.[1] ?? '';
  return Number(digits.replaceAll(',', ''));
}

async function startGame(page: Page) {
  await page.goto('/games/scroll-game');
  await page.getByRole('button', { name: 'Start Game' }).click();
  await expect(field(page)).toBeFocused();
}

test.describe('The Scroll of Infinity in Chromium', () => {
  // The end panel grows to fit what it holds (the T-shirt offer, 'Play another game'): it never scrolls
  // inside itself and nothing in it is cut, on a phone or a wide screen.
  for (const width of [390, 1280]) {
    test(`the end panel shows all it holds, with no inner scroll, at ${String(width)} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
      await startGame(page);
      await page.keyboard.press('PageDown');
      await page.getByRole('button', { name: 'I GIVE UP' }).click();
      await expect(dialog(page)).toBeFocused();
      await expect(dialog(page).getByRole('link', { name: 'Get your free T-shirt' })).toBeVisible();
      const another = dialog(page).getByRole('button', { name: 'Play another game' });
      await expect(another).toBeVisible();
      const panel = await dialog(page).evaluate((el) => ({
        scrolls: el.scrollHeight > el.clientHeight + 1,
        bottom: el.getBoundingClientRect().bottom,
      }));
      expect(panel.scrolls).toBe(false);
      // Every control in it lies wholly inside it, and inside the stage that clips the game.
      const stage = await page.locator('.sg-stage').boundingBox();
      for (const control of await dialog(page).locator('a, button').all()) {
        const box = await control.boundingBox();
        if (box === null) continue;
        expect(box.y + box.height).toBeLessThanOrEqual(panel.bottom + 1);
        expect(box.y + box.height).toBeLessThanOrEqual((stage?.y ?? 0) + (stage?.height ?? 0) + 1);
      }
    });
  }

  test('plays by wheel and keys; I GIVE UP saves the score shown, which lands in the database', async ({
    page,
  }) => {
    await page.goto('/games/scroll-game');
    await expectNoAxeViolations(page, 'start');
    await page.getByRole('button', { name: 'Start Game' }).click();
    await expect(field(page)).toBeFocused();
    await expectNoAxeViolations(page, 'playing');
    const scrolled = await page.evaluate(() => window.scrollY);

    const box = await field(page).boundingBox();
    await page.mouse.move((box?.x ?? 0) + 100, (box?.y ?? 0) + 200);
    for (let i = 0; i < 4; i++) await page.mouse.wheel(0, 100);
    // Each wheel event is capped at 5 units: 50 pixels.
    await expect(score(page)).toHaveText('200');
    await page.keyboard.press('ArrowDown');
    await expect(score(page)).toHaveText('220');
    await page.keyboard.press('PageDown');
    await page.keyboard.press('Space');
    await expect(score(page)).toHaveText('320');
    for (let i = 0; i < 100; i++) await page.keyboard.press('PageDown');
    await expect(score(page)).toHaveText('5,320');
    // The page itself did not move: the keys and the wheel went to the game.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    const saved = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/scroll-games'));
    const stats = page.waitForResponse((r) => r.url().endsWith('/api/scroll-games?fresh'));
    await page.getByRole('button', { name: 'I GIVE UP' }).click();
    await expect(dialog(page)).toBeFocused();
    const posted = (await saved).postDataJSON() as { score: number };
    expect(posted).toEqual({ score: await traveled(page) });
    expect((await (await saved).response())?.status()).toBe(201);
    expect((await stats).status()).toBe(200);
    // The fresh statistics include this game, the best of the run: the top title.
    await expect(dialog(page)).toContainText('which makes you a Star Commander.');
    // `fresh`, with this browser's cookies: other tests' reads may have cached older figures.
    const api = (await (await page.request.get('/api/scroll-games?fresh')).json()) as {
      meta: { stats: { top_score: number } };
    };
    expect(api.meta.stats.top_score).toBe(posted.score);
    expect(await page.evaluate(() => window.dataLayer)).toEqual([{ event: 'game_end', game: 'scroll-game' }]);
    await expect(dialog(page).getByRole('link', { name: 'Get your free T-shirt' })).toHaveAttribute(
      'href',
      '/games/register?source=scroll-game',
    );
    await expect(dialog(page).getByRole('button', { name: /Share on Facebook/ })).toBeVisible();
    await expectNoAxeViolations(page, 'game over');
  });

  test('plays by keyboard alone: Escape ends, Try Again starts at once, I GIVE UP ends again', async ({
    page,
  }) => {
    await page.goto('/games/scroll-game');
    await tabUntilFocused(page, page.getByRole('button', { name: 'Start Game' }));
    await page.keyboard.press('Enter');
    await expect(field(page)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(score(page)).toHaveText('40');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeFocused();
    expect(await traveled(page)).toBe(40);

    await page.keyboard.press('Tab');
    await expect(dialog(page).getByRole('button', { name: 'Try Again' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(field(page)).toBeFocused();
    await expect(score(page)).toHaveText('0');
    await expect(dialog(page)).toBeHidden();
    await page.keyboard.press('PageDown');
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'I GIVE UP' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeFocused();
    expect(await traveled(page)).toBe(50);
    expect(await page.evaluate(() => window.dataLayer)).toHaveLength(2);
  });

  test('plays by touch: a swipe of 100 px or more counts, a shorter one does not', async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, viewport: { width: 390, height: 844 } });
    const page = waitsForHydration(await context.newPage());
    await startGame(page);
    const box = await field(page).boundingBox();
    const x = (box?.x ?? 0) + 150;
    const top = (box?.y ?? 0) + 100;
    // Focus on the scroll may have brought it into view; from here on the page must stay put.
    const scrolled = await page.evaluate(() => window.scrollY);
    const cdp = await context.newCDPSession(page);
    const swipe = async (from: number, to: number) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: from }] });
      for (const y of [from + (to - from) / 2, to]) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe(top + 300, top + 50);
    await expect(score(page)).toHaveText('50');
    await swipe(top + 300, top + 250);
    await swipe(top + 300, top + 100);
    await expect(score(page)).toHaveText('100');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await context.close();
  });

  test('times out: Done Playing? after 5 s without scrolling, the end 12 s later', async ({ page }) => {
    await page.clock.install();
    await startGame(page);
    await page.keyboard.press('PageDown');
    await expect(page.getByText('Done Playing?', { exact: true })).toBeHidden();
    // Jump 5 s ahead and hold the clock there, so the countdown cannot move while it is checked.
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 5000);
    await expect(page.getByText('Done Playing?', { exact: true })).toBeVisible();
    await expect(page.getByText('Keep scrolling to continue', { exact: true })).toBeVisible();
    await expect(page.locator('.sg-countdown__number')).toHaveText('12');
    await expect(page.locator('[data-live-region]')).toContainText('The game ends in 12 seconds');
    // axe needs timers of its own: let time flow while it looks (the countdown has 12 s to go).
    await page.clock.resume();
    await expectNoAxeViolations(page, 'inactivity overlay');
    await expect(dialog(page)).toBeHidden();
    await page.clock.fastForward(12_000);
    await expect(dialog(page)).toBeFocused();
    expect(await traveled(page)).toBe(50);
  });

  test('a network failure still shows the end screen, without a rank', async ({ page }) => {
    await page.route('**/api/scroll-games**', (route) => route.abort());
    await startGame(page);
    await page.keyboard.press('PageDown');
    await page.getByRole('button', { name: 'I GIVE UP' }).click();
    await expect(dialog(page)).toContainText('YOU TRAVELED 50 PIXELS,');
    await page.waitForLoadState('networkidle');
    await expect(dialog(page)).not.toContainText('which makes you a');
  });
});
