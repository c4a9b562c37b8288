import { expect, test, type Page, waitsForHydration } from './support/test';
import { expectNoAxeViolations } from './support/page';

const ANSWERS = ['Never', 'Sometimes', 'Most of the Time', 'Almost Always'] as const;

function heading(page: Page) {
  return page.getByRole('heading', { level: 2 });
}

/** Waits until question n is on screen (its heading has focus) and settled (answers are enabled). */
async function waitForQuestion(page: Page, n: number) {
  const h = heading(page);
  await expect(h).toContainText(`Question ${n}`);
  await expect(h).toBeFocused();
  // The answers stay aria-disabled during the fade-in, when the engine ignores them.
  await expect(page.getByRole('button', { name: 'Never', exact: true })).toBeEnabled();
}

async function playByMouse(page: Page, answers: readonly number[]) {
  await page.getByRole('button', { name: 'Take the Quiz' }).click();
  for (let i = 0; i < answers.length; i++) {
    await waitForQuestion(page, i + 1);
    await page.getByRole('button', { name: ANSWERS[answers[i]!], exact: true }).click();
  }
}

async function playByKeyboard(page: Page, answers: readonly number[]) {
  await page.getByRole('button', { name: 'Take the Quiz' }).focus();
  await page.keyboard.press('Enter');
  for (let i = 0; i < answers.length; i++) {
    await waitForQuestion(page, i + 1);
    // From the focused question heading, Tab reaches the answers in order.
    for (let t = 0; t <= answers[i]!; t++) await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: ANSWERS[answers[i]!], exact: true })).toBeFocused();
    await page.keyboard.press(i % 2 === 0 ? 'Enter' : 'Space');
  }
}

// Each level once, by mouse or by keyboard in turn: both ways of playing reach two levels, and every level
// is reached (the thresholds themselves are the engine's, tested there for every score). Nine questions,
// each faded in and out at the page's own pace, make a playthrough about ten seconds: so each playthrough
// goes on to check what its result page must show (the steps below), rather than a second playthrough to
// the same level for each of them.
const cases = [
  { level: 'No Risk', answers: [0, 0, 0, 0, 0, 0, 0, 0, 0], score: 0, by: 'mouse', width: 1280 },
  { level: 'Low Risk', answers: [1, 1, 0, 0, 0, 0, 0, 0, 0], score: 2, by: 'keyboard', width: 1280 },
  { level: 'Moderate Risk', answers: [3, 2, 2, 0, 0, 0, 0, 0, 0], score: 7, by: 'mouse', width: 1280 },
  { level: 'High Risk', answers: [3, 3, 2, 0, 0, 0, 0, 0, 0], score: 8, by: 'keyboard', width: 390 },
] as const;

/**
 * A moderate or high result leads with help: right after the level, the helpline as a full-width call
 * button and the help page; then what the score means on its 0-27 scale; Try Again and the T-shirt below.
 */
async function expectHelpFirst(page: Page, level: string): Promise<void> {
  const result = page.locator('.gq-result');
  const call = result.getByRole('link', { name: 'Call 1-800-589-9966' });
  await expect(call).toHaveAttribute('href', 'tel:+18005899966');
  const top = async (locator: ReturnType<Page['locator']>): Promise<number> =>
    (await locator.boundingBox())?.y ?? Number.NaN;
  const order = [
    await top(page.getByText('You are at')),
    await top(call),
    await top(result.getByRole('link', { name: 'get HELP/give HELP' })),
    await top(result.getByRole('heading', { name: 'What the score means' })),
    await top(result.getByRole('button', { name: 'Try Again' })),
    await top(result.getByRole('link', { name: 'Get your free T-shirt' })),
  ];
  expect(order).toEqual([...order].sort((a, b) => a - b));
  // Nothing between the level and the call button but the box that holds it.
  const between = await page.evaluate(() => {
    const level = document.querySelector('.gq-result__level');
    return level?.nextElementSibling?.querySelector('a[href^="tel:"]') !== null;
  });
  expect(between).toBe(true);
  // Full width of the result column, a 44px target or more, the number on one line.
  const box = await call.boundingBox();
  const column = await result.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual((column?.width ?? 0) - 64);
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  const number = call.locator('.helpline-number');
  expect((await number.boundingBox())?.height ?? 99).toBeLessThan(40);
  // The score on its scale, with each band's meaning and the visitor's band marked.
  await expect(heading(page)).toContainText('out of 27');
  await expect(result.locator('.gq-scale__band')).toHaveText([
    /^0\s*No Risk/,
    /^1–2\s*Low Risk/,
    /^3–7\s*Moderate Risk/,
    /^8–27\s*High Risk/,
  ]);
  await expect(result.locator('.gq-scale__band.is-current')).toContainText(level);
  await expectNoAxeViolations(page, `${level} result`);
}

test.describe('gambler quiz in Chromium', () => {
  for (const { level, answers, score, by, width } of cases) {
    const after = {
      'No Risk': 'links to help and offers the T-shirt with its source',
      'Low Risk': 'a low result still shows the helpline and the help page, after its message',
      'Moderate Risk': 'the result leads with the helpline and the help page',
      'High Risk': 'the result leads with the helpline and the help page',
    }[level];
    test(`reaches ${level} by ${by} at ${String(width)} px; ${after}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/games/gambler-quiz');
      await (by === 'mouse' ? playByMouse : playByKeyboard)(page, answers);
      const result = heading(page);
      await expect(result).toHaveText(`Your score is: ${score} out of 27`);
      await expect(result).toBeFocused();
      await expect(page.getByText('You are at')).toHaveText(`You are at ${level}`);
      await expect(page.getByRole('link', { name: /1-800-589-9966/ }).first()).toBeVisible();
      await test.step(after, async () => {
        if (level === 'Moderate Risk' || level === 'High Risk') {
          await expectHelpFirst(page, level);
        } else if (level === 'Low Risk') {
          const box = page.locator('.gq-result');
          await expect(box.locator('.gq-result__help-first')).toHaveCount(0);
          await expect(box.getByRole('link', { name: 'Call 1-800-589-9966' })).toBeVisible();
          await expect(box.locator('.gq-scale__band.is-current')).toContainText('Low Risk');
        } else {
          await expect(page.getByRole('link', { name: 'Get your free T-shirt' })).toHaveAttribute(
            'href',
            '/games/register?source=gambler-quiz',
          );
          await page.getByRole('link', { name: 'get HELP/give HELP' }).click();
          await expect(page).toHaveURL(/\/get-help-give-help$/);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get help, give help');
        }
      });
    });
  }

  test('pushes game_end without the score, ignores answers during the fade, and Try Again restarts', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/games/gambler-quiz');
    await page.getByRole('button', { name: 'Take the Quiz' }).click();
    await waitForQuestion(page, 1);
    // Two quick clicks: the second lands during the fade and must not count. The page's clock stands
    // still between them, so the second is certain to land inside the fade the first one starts (on a
    // loaded machine, real time between two clicks outlasted the fade: the second one took the focus
    // from question 2's heading, or answered it).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const always = page.getByRole('button', { name: 'Almost Always' });
    await always.click();
    await expect(always).toHaveAttribute('aria-disabled', 'true');
    await always.click({ force: true });
    await page.clock.resume();
    for (let n = 2; n <= 9; n++) {
      await waitForQuestion(page, n);
      await page.getByRole('button', { name: 'Never', exact: true }).click();
    }
    await expect(heading(page)).toHaveText('Your score is: 3 out of 27');
    const dataLayer = await page.evaluate(() => window.dataLayer);
    expect(dataLayer).toEqual([{ event: 'game_end', game: 'gambler-quiz' }]);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await waitForQuestion(page, 1);
  });

  test('has no axe violations at the intro, a question and the result', async ({ page }) => {
    await page.goto('/games/gambler-quiz');
    await expect(page.getByRole('button', { name: 'Take the Quiz' })).toBeVisible();
    await expectNoAxeViolations(page, 'intro');
    await page.getByRole('button', { name: 'Take the Quiz' }).click();
    await waitForQuestion(page, 1);
    await expectNoAxeViolations(page, 'question');
    await playRest(page);
    await expect(heading(page)).toContainText('Your score is:');
    await expectNoAxeViolations(page, 'result');
  });

  test('reduced motion keeps the rule: answers still wait for the transition', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = waitsForHydration(await context.newPage());
    await page.goto('/games/gambler-quiz');
    await playByMouse(page, [1, 1, 1, 1, 1, 1, 1, 1, 1]);
    await expect(heading(page)).toHaveText('Your score is: 9 out of 27');
    await context.close();
  });

  test('an unknown path shows the 404 page with a link home, with status 404', async ({ page }) => {
    const response = await page.goto('/games/no-such-game');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We can’t find that page');
    await page
      .getByRole('navigation', { name: 'Pages on this site' })
      .getByRole('link', { name: 'Home page' })
      .click();
    await expect(page).toHaveURL(/\/$/);
    // The home page itself, not the 404 page still on screen while its code loads, with its myth ticker:
    // the ticker fades in when its part arrives, and axe must not measure it mid-fade.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Play smart. Know the odds.');
    await expect(page.locator('.myth-ticker__myth')).toBeVisible();
    await expectNoAxeViolations(page, 'home');
  });
});

async function playRest(page: Page) {
  await page.getByRole('button', { name: 'Sometimes', exact: true }).click();
  for (let n = 2; n <= 9; n++) {
    await waitForQuestion(page, n);
    await page.getByRole('button', { name: 'Sometimes', exact: true }).click();
  }
}
