import { expect, test, type Page, waitsForHydration } from './support/test';
import { CALCULATOR_PICTURE_DIR } from '../../views/calculator/calculator.connect';
import { CALCULATOR_PRICES } from '../../site/content/calculator-prices';
import { expectNoAxeViolations } from './support/page';
import { waitForStillness } from './support/motion';
import { CALCULATOR_GAMES } from '@play-smart/engine';

const heading = (page: Page) => page.getByRole('heading', { level: 2 });

/** Waits until question n is on screen and focused. */
async function waitForQuestion(page: Page, n: number) {
  await expect(heading(page)).toContainText(`Question ${n}`);
  await expect(heading(page)).toBeFocused();
}

async function answer(page: Page, game: RegExp, amount: string, times: string) {
  await waitForQuestion(page, 1);
  await page.getByRole('button', { name: game }).click();
  await waitForQuestion(page, 2);
  await page.getByRole('button', { name: amount, exact: true }).click();
  await waitForQuestion(page, 3);
  await page.getByRole('button', { name: times, exact: true }).click();
  await expect(heading(page)).toContainText('You spend');
  await expect(heading(page)).toBeFocused();
}

const pressed = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test.describe('the costulator in Chromium', () => {
  // The period switch is one row of one-line buttons even on a 320px screen, in both languages.
  for (const [path, start, word, labels] of [
    ['/cost-calculator', 'Start Calculating', 'Question', ['Weekly', 'Monthly', 'Yearly']],
    ['/es/cost-calculator', 'Empezar a calcular', 'Pregunta', ['Semanal', 'Mensual', 'Anual']],
  ] as const) {
    test(`the period switch is one line at 320px on ${path}`, async ({ page }) => {
      // Each answer waits for its question to be on screen and focused, as a visitor's would: a press
      // while the last question is still going is ignored (a loaded machine pressed into the fade).
      const answerWith = async (n: number, text: string | RegExp) => {
        await expect(heading(page)).toContainText(`${word} ${String(n)}`);
        await expect(heading(page)).toBeFocused();
        await page.locator('.calculator button').filter({ hasText: text }).click();
      };
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(path);
      await page.getByRole('button', { name: start }).click();
      await answerWith(1, 'Mega Millions');
      await answerWith(2, /^\$5$/);
      await answerWith(3, /^7/);
      // The result at rest: focused, its switch shown, the page's fonts in (a fallback font's widths are
      // not the ones the switch is laid out for).
      await expect(heading(page)).toBeFocused();
      await expect(pressed(page, labels[0])).toBeVisible();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await waitForStillness(page);
      const boxes = await Promise.all(
        labels.map(async (name) => page.getByRole('button', { name, exact: true }).boundingBox()),
      );
      const tops = new Set(boxes.map((b) => Math.round(b?.y ?? -1)));
      expect(tops.size).toBe(1);
      for (const box of boxes) expect(box?.height ?? 99).toBeLessThan(60);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    });
  }

  // A one-ticket player must be able to say so: every game's lowest amount is its cheapest ticket.
  test("each game's lowest amount is one ticket, with the game's amounts from there up", async ({ page }) => {
    await page.goto('/cost-calculator');
    await page.getByRole('button', { name: 'Start Calculating' }).click();
    const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const money = (n: number) => (Number.isInteger(n) ? `$${n}` : dollars.format(n));
    // The game question lists the games in the engine's table order.
    for (const [i, game] of CALCULATOR_GAMES.games.entries()) {
      await waitForQuestion(page, 1);
      await page.locator('.calculator .choice-option').nth(i).click();
      await waitForQuestion(page, 2);
      const labels = await page.locator('.calculator .choice-option__label').allTextContents();
      expect(labels[0], game.slug).toBe(money(game.minPrice));
      expect(labels, game.slug).toEqual(game.amounts.map(money));
      await page.getByRole('button', { name: 'Back', exact: true }).click();
    }
  });

  test('$5, 7 times a week: $1,820 a year, enough for a month of groceries for four, with its source and date; switching periods recomputes', async ({
    page,
  }) => {
    await page.goto('/cost-calculator');
    await page.getByRole('button', { name: 'Start Calculating' }).click();
    await answer(page, /^Mega Millions/, '$5', '7 times');
    await expect(heading(page)).toHaveText('You spend $1,820 a year on Mega Millions');
    await expect(page.getByText('AT LEAST')).toHaveCount(0);
    const enough = page.locator('.calc-enough');
    await expect(enough.getByText('That money is enough for')).toBeVisible();
    await expect(
      enough.getByText('a month of groceries for a family of four, on the USDA’s thrifty plan ($1,002.20)'),
    ).toBeVisible();
    await expect(enough.getByRole('img', { name: 'A full grocery cart' })).toBeVisible();
    const note = enough.locator('.calc-enough__note');
    await expect(note).toHaveText(
      /^Price: USDA Food and Nutrition Service, Thrifty Food Plan.*, as of September 2025\.$/,
    );
    const source = note.getByRole('link', { name: /^USDA Food and Nutrition Service/ });
    await expect(source).toHaveAttribute(
      'href',
      'https://www.fns.usda.gov/research/cnpp/usda-food-plans/cost-food-monthly-reports',
    );
    await expect(source).toHaveAttribute('target', '_blank');
    await expect(page.getByText(/^Small amounts add up/)).toHaveCount(0);
    await expect(pressed(page, 'Yearly')).toHaveAttribute('aria-pressed', 'true');

    await pressed(page, 'Weekly').click();
    await expect(heading(page)).toHaveText('You spend $35 a week on Mega Millions');
    await expect(pressed(page, 'Weekly')).toHaveAttribute('aria-pressed', 'true');
    await expect(enough.getByText('a year’s Ohio resident fishing license ($25)')).toBeVisible();
    await expect(note).toHaveText(
      /^Price: Ohio’s Country Journal, on ODNR license fees.*, as of March 25, 2024\.$/,
    );
    await page.getByRole('button', { name: 'Monthly', exact: true }).click();
    await expect(heading(page)).toHaveText('You spend $140 a month (4 weeks) on Mega Millions');
    // The analytics event carries no amounts, no game and no period.
    expect(await page.evaluate(() => window.dataLayer)).toEqual([{ event: 'costulator_end' }]);
  });

  test('$40 gives AT LEAST; Back restores the score; GET HELP leads to the help page', async ({ page }) => {
    await page.goto('/cost-calculator');
    await page.getByRole('button', { name: 'Start Calculating' }).click();
    await waitForQuestion(page, 1);
    await page.getByRole('button', { name: /^Powerball/ }).click();
    await waitForQuestion(page, 2);
    await page.getByRole('button', { name: '$20', exact: true }).click();
    await waitForQuestion(page, 3);
    await page.getByRole('button', { name: 'Back' }).click();
    await waitForQuestion(page, 2);
    await page.getByRole('button', { name: '$40', exact: true }).click();
    await waitForQuestion(page, 3);
    await page.getByRole('button', { name: '1 time', exact: true }).click();
    await expect(heading(page)).toHaveText('You spend AT LEAST $2,080 a year on Powerball');
    await expect(page.getByRole('link', { name: 'Call 1-800-589-9966' })).toHaveAttribute(
      'href',
      'tel:+18005899966',
    );
    await expect(
      page.getByRole('link', { name: /Ohio’s responsible gambling page \(it offers live chat\)/ }),
    ).toHaveAttribute('target', '_blank');
    await page.getByRole('link', { name: 'GET HELP', exact: true }).click();
    await expect(page).toHaveURL(/\/get-help-give-help$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get help, give help');
  });

  test('by keyboard alone, with Start again', async ({ page }) => {
    await page.goto('/cost-calculator');
    await page.getByRole('button', { name: 'Start Calculating' }).focus();
    await page.keyboard.press('Enter');
    for (const [n, label] of [
      [1, /^Classic Lotto/],
      [2, '$10'],
      [3, '2 times'],
    ] as const) {
      await waitForQuestion(page, n);
      const target = page.getByRole('button', { name: label, exact: typeof label === 'string' });
      for (let t = 0; t < 8 && !(await target.evaluate((el) => el === document.activeElement)); t++) {
        await page.keyboard.press('Tab');
      }
      await expect(target).toBeFocused();
      await page.keyboard.press('Enter');
    }
    await expect(heading(page)).toHaveText('You spend $1,040 a year on Classic Lotto');
    await expect(heading(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(pressed(page, 'Weekly')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(heading(page)).toHaveText('You spend $20 a week on Classic Lotto');
    await page.getByRole('button', { name: 'Start again' }).focus();
    await page.keyboard.press('Enter');
    await waitForQuestion(page, 1);
  });

  test('has no axe violations at the intro, each question and the result', async ({ page }) => {
    await page.goto('/cost-calculator');
    await expect(page.getByRole('button', { name: 'Start Calculating' })).toBeVisible();
    await waitForStillness(page);
    await expectNoAxeViolations(page, 'intro');
    await page.getByRole('button', { name: 'Start Calculating' }).click();
    await waitForQuestion(page, 1);
    await waitForStillness(page);
    await expectNoAxeViolations(page, 'game');
    await page.getByRole('button', { name: /^KENO/ }).click();
    await waitForQuestion(page, 2);
    await waitForStillness(page);
    await expectNoAxeViolations(page, 'amount');
    await page.getByRole('button', { name: '$5', exact: true }).click();
    await waitForQuestion(page, 3);
    await waitForStillness(page);
    await expectNoAxeViolations(page, 'frequency');
    await page.getByRole('button', { name: '20 times +', exact: true }).click();
    await expect(heading(page)).toHaveText('You spend AT LEAST $5,200 a year on KENO');
    await waitForStillness(page);
    await expectNoAxeViolations(page, 'result');
    await pressed(page, 'Weekly').click();
    await waitForStillness(page);
    await expectNoAxeViolations(page, 'result, weekly');
  });

  test('fits a 390 px phone with nothing sideways', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
    });
    const page = waitsForHydration(await context.newPage());
    await page.goto('/cost-calculator');
    await page.getByRole('button', { name: 'Start Calculating' }).click();
    await answer(page, /^Scratch-Offs/, '$40', '20 times +');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});

test('the Spanish costulator says what the money is enough for, with its source and date', async ({
  page,
}) => {
  await page.goto('/es/cost-calculator');
  await page.getByRole('button', { name: 'Empezar a calcular' }).click();
  await expect(heading(page)).toContainText('Pregunta 1');
  await page.getByRole('button', { name: /^Mega Millions/ }).click();
  await expect(heading(page)).toContainText('Pregunta 2');
  await page.getByRole('button', { name: '$5', exact: true }).click();
  await expect(heading(page)).toContainText('Pregunta 3');
  await page.getByRole('button', { name: '7 veces', exact: true }).click();
  await expect(heading(page)).toContainText('$1,820');
  const enough = page.locator('.calc-enough');
  await expect(enough.getByText('Ese dinero alcanza para')).toBeVisible();
  await expect(
    enough.getByText(
      'un mes de comida para una familia de cuatro, según el plan económico del USDA ($1,002.20)',
    ),
  ).toBeVisible();
  await expect(enough.getByRole('img', { name: 'Un carrito del supermercado lleno' })).toBeVisible();
  const note = enough.locator('.calc-enough__note');
  await expect(note).toHaveText(
    /^Precio: Servicio de Alimentos y Nutrición del USDA, Thrifty Food Plan.*, en septiembre de 2025\.$/,
  );
  await expect(note.getByRole('link')).toHaveAttribute(
    'href',
    'https://www.fns.usda.gov/research/cnpp/usda-food-plans/cost-food-monthly-reports',
  );
  await page.getByRole('button', { name: 'Semanal', exact: true }).click();
  await expect(
    enough.getByText('una licencia de pesca de Ohio para residentes, por un año ($25)'),
  ).toBeVisible();
  await expect(note).toHaveText(/, al 25 de marzo de 2024\.$/);
});

test('every tier picture is served', async ({ request }) => {
  const pictures = new Set([
    ...CALCULATOR_PRICES.tiers.map((fact) => `${CALCULATOR_PICTURE_DIR}/${fact.picture}.svg`),
  ]);
  for (const picture of pictures) {
    const res = await request.get(picture);
    expect(res.status(), picture).toBe(200);
  }
});
