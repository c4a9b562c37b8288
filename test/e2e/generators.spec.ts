import { expect, test, type Page, waitsForHydration } from './support/test';
import {} from '@play-smart/engine';
import { expectNoAxeViolations } from './support/page';
import { waitForStillness } from './support/motion';
import { HOBBY_GENERATOR_CONTENT } from '../../site/content/en/hobby-generator';
import { NICKNAME_GENERATOR_CONTENT } from '../../site/content/en/nickname-generator';

// The generators' words live in the site's English content; the engine draws indexes into them.
const HOBBY_GENERATOR_QUESTIONS = HOBBY_GENERATOR_CONTENT.questions;
const HOBBY_GENERATOR_HOBBIES = HOBBY_GENERATOR_CONTENT.hobbies.map((h) => h.name);
const NICKNAME_GENERATOR_QUESTIONS = NICKNAME_GENERATOR_CONTENT.questions;

const heading = (page: Page) => page.getByRole('heading', { level: 2 });

/** Waits until question n is on screen, focused, and taking answers (the transition is over). */
async function waitForQuestion(page: Page, n: number, firstOption: string) {
  await expect(heading(page)).toContainText(`Question ${n}`);
  await expect(heading(page)).toBeFocused();
  await expect(page.getByRole('button', { name: firstOption, exact: true })).toHaveAttribute(
    'aria-disabled',
    'false',
  );
}

const nicknameOptions = (q: number) => NICKNAME_GENERATOR_QUESTIONS[q]?.options.map((o) => o.label) ?? [];
const hobbyOptions = (q: number) => HOBBY_GENERATOR_QUESTIONS[q]?.options ?? [];

async function nicknameByMouse(page: Page, answers: readonly number[]) {
  await page.getByRole('button', { name: 'Start Game' }).click();
  for (const [q, option] of answers.entries()) {
    const labels = nicknameOptions(q);
    await waitForQuestion(page, q + 1, labels[0] ?? '');
    await page.getByRole('button', { name: labels[option], exact: true }).click();
  }
  await expect(heading(page)).toContainText('YOUR NICKNAME IS...');
}

/** Answers the five questions from question 1 (after Start Game or Try Again). */
async function hobbyByMouse(page: Page) {
  for (let q = 0; q < HOBBY_GENERATOR_QUESTIONS.length; q++) {
    const labels = hobbyOptions(q);
    await waitForQuestion(page, q + 1, labels[0] ?? '');
    await page.getByRole('button', { name: labels[q % labels.length], exact: true }).click();
  }
  await expect(heading(page)).toContainText('Your new hobby is');
}

/** Clicks two buttons in one task, so the second surely lands while the engine handles the first. */
async function clickBothAtOnce(page: Page, first = '', second = '') {
  await page.evaluate(
    ([a, b]) => {
      const byText = (text: string) =>
        [...document.querySelectorAll('button')].find((el) => el.textContent === text);
      byText(a ?? '')?.click();
      byText(b ?? '')?.click();
    },
    [first, second],
  );
}

const nicknameShown = async (page: Page) =>
  ((await heading(page).textContent()) ?? '').replace('YOUR NICKNAME IS... ', '');
const hobbyShown = async (page: Page) =>
  ((await heading(page).textContent()) ?? '').replace('Your new hobby is ', '');

test.describe('nickname generator in Chromium', () => {
  test('by mouse: a nickname, Random Name, Try Again; game_end carries only the game', async ({ page }) => {
    await page.goto('/games/nickname-generator');
    await nicknameByMouse(page, [1, 2, 1]);
    const result = heading(page);
    await expect(result).toBeFocused();
    expect(await nicknameShown(page)).toMatch(/^\S+ \S+$/);
    const first = (await nicknameShown(page)).split(' ')[0];
    expect(NICKNAME_GENERATOR_QUESTIONS[1]?.options[2]?.words).toContain(first);

    await page.getByRole('button', { name: 'Random Name' }).click();
    await expect(result).toContainText('YOUR NICKNAME IS...');
    expect(await nicknameShown(page)).toMatch(/^\S+ \S+$/);
    expect(await page.evaluate(() => window.dataLayer)).toEqual([
      { event: 'game_end', game: 'nickname-generator' },
    ]);

    await page.getByRole('button', { name: 'Try Again' }).click();
    await waitForQuestion(page, 1, nicknameOptions(0)[0] ?? '');
  });

  test('by keyboard alone', async ({ page }) => {
    await page.goto('/games/nickname-generator');
    await page.getByRole('button', { name: 'Start Game' }).focus();
    await page.keyboard.press('Enter');
    for (const [q, option] of [0, 3, 2].entries()) {
      const labels = nicknameOptions(q);
      await waitForQuestion(page, q + 1, labels[0] ?? '');
      // From the focused heading, Tab reaches the answers in order.
      for (let t = 0; t <= option; t++) await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: labels[option], exact: true })).toBeFocused();
      await page.keyboard.press(q % 2 === 0 ? 'Enter' : 'Space');
    }
    await expect(heading(page)).toContainText('YOUR NICKNAME IS...');
    await expect(heading(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Random Name' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Random Name' })).toBeFocused();
  });

  test('a second click during the transition is ignored', async ({ page }) => {
    await page.goto('/games/nickname-generator');
    await page.getByRole('button', { name: 'Start Game' }).click();
    await waitForQuestion(page, 1, nicknameOptions(0)[0] ?? '');
    await clickBothAtOnce(page, nicknameOptions(0)[1], nicknameOptions(0)[0]);
    await waitForQuestion(page, 2, nicknameOptions(1)[0] ?? '');
    await expect(page.getByRole('button', { name: nicknameOptions(1)[0], exact: true })).not.toHaveClass(
      /is-chosen/,
    );
    // Had the second click counted, it would have answered question 2 and question 3 would follow.
    await page.waitForTimeout(600);
    await expect(heading(page)).toContainText('Question 2');
  });

  test('shares the nickname, offers the T-shirt, and has no axe violations in any stage', async ({
    page,
  }) => {
    await page.goto('/games/nickname-generator');
    await expect(page.getByRole('img', { name: /name tag/ })).toBeVisible();
    await waitForStillness(page);
    await expectNoAxeViolations(page, 'intro');
    await page.getByRole('button', { name: 'Start Game' }).click();
    await waitForQuestion(page, 1, nicknameOptions(0)[0] ?? '');
    await waitForStillness(page);
    await expectNoAxeViolations(page, 'question');
    await page.getByRole('button', { name: nicknameOptions(0)[0], exact: true }).click();
    await waitForQuestion(page, 2, nicknameOptions(1)[0] ?? '');
    await page.getByRole('button', { name: nicknameOptions(1)[0], exact: true }).click();
    await waitForQuestion(page, 3, nicknameOptions(2)[0] ?? '');
    await page.getByRole('button', { name: nicknameOptions(2)[0], exact: true }).click();
    await expect(heading(page)).toContainText('YOUR NICKNAME IS...');
    await waitForStillness(page);
    await expectNoAxeViolations(page, 'result');
    const name = await nicknameShown(page);
    const mail = await page.getByRole('link', { name: 'Share by email' }).getAttribute('href');
    expect(decodeURIComponent(mail ?? '')).toContain(name);
    await expect(page.getByRole('link', { name: 'Get your free T-shirt' })).toHaveAttribute(
      'href',
      '/games/register?source=nickname-generator',
    );
  });

  test('reduced motion keeps the rule: answers still wait for the transition', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = waitsForHydration(await context.newPage());
    await page.goto('/games/nickname-generator');
    await nicknameByMouse(page, [0, 0, 0]);
    await context.close();
  });
});

test.describe('hobby generator in Chromium', () => {
  test('by mouse: a hobby with its picture and how to start; Try Again never repeats it', async ({
    page,
  }) => {
    await page.goto('/games/hobby-generator');
    await page.getByRole('button', { name: 'Start Game' }).click();
    await hobbyByMouse(page);
    await expect(heading(page)).toBeFocused();
    const hobby = await hobbyShown(page);
    expect(HOBBY_GENERATOR_HOBBIES).toContain(hobby);
    await expect(page.getByText('How to start:')).toBeVisible();
    const picture = page.locator('.hg-result__picture');
    await expect(picture).toHaveAttribute('src', /^\/images\/hobbies\/[a-z-]+\.svg$/);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Try Again' }).click();
    await hobbyByMouse(page);
    expect(await hobbyShown(page)).not.toBe(hobby);
    expect(await page.evaluate(() => window.dataLayer)).toEqual([
      { event: 'game_end', game: 'hobby-generator' },
      { event: 'game_end', game: 'hobby-generator' },
    ]);
  });

  test('by keyboard alone', async ({ page }) => {
    await page.goto('/games/hobby-generator');
    await page.getByRole('button', { name: 'Start Game' }).focus();
    await page.keyboard.press('Enter');
    for (let q = 0; q < HOBBY_GENERATOR_QUESTIONS.length; q++) {
      const labels = hobbyOptions(q);
      await waitForQuestion(page, q + 1, labels[0] ?? '');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: labels[1], exact: true })).toBeFocused();
      await page.keyboard.press('Enter');
    }
    await expect(heading(page)).toContainText('Your new hobby is');
    await expect(heading(page)).toBeFocused();
  });

  test('a second click while an answer is processed is ignored', async ({ page }) => {
    await page.goto('/games/hobby-generator');
    await page.getByRole('button', { name: 'Start Game' }).click();
    await waitForQuestion(page, 1, hobbyOptions(0)[0] ?? '');
    await clickBothAtOnce(page, hobbyOptions(0)[0], hobbyOptions(0)[1]);
    await waitForQuestion(page, 2, hobbyOptions(1)[0] ?? '');
    await page.waitForTimeout(600);
    await expect(heading(page)).toContainText('Question 2');
  });

  test('shares the hobby, offers the T-shirt, and has no axe violations in any stage', async ({ page }) => {
    await page.goto('/games/hobby-generator');
    await waitForStillness(page);
    await expectNoAxeViolations(page, 'intro');
    await page.getByRole('button', { name: 'Start Game' }).click();
    await waitForQuestion(page, 1, hobbyOptions(0)[0] ?? '');
    await waitForStillness(page);
    await expectNoAxeViolations(page, 'question');
    await page.getByRole('button', { name: hobbyOptions(0)[0], exact: true }).click();
    for (let q = 1; q < HOBBY_GENERATOR_QUESTIONS.length; q++) {
      await waitForQuestion(page, q + 1, hobbyOptions(q)[0] ?? '');
      await page.getByRole('button', { name: hobbyOptions(q)[0], exact: true }).click();
    }
    await expect(heading(page)).toContainText('Your new hobby is');
    await waitForStillness(page);
    await expectNoAxeViolations(page, 'result');
    const hobby = await hobbyShown(page);
    const mail = await page.getByRole('link', { name: 'Share by email' }).getAttribute('href');
    expect(decodeURIComponent(mail ?? '')).toContain(hobby.toLowerCase());
    await expect(page.getByRole('link', { name: 'Get your free T-shirt' })).toHaveAttribute(
      'href',
      '/games/register?source=hobby-generator',
    );
  });
});

test('every hobby picture is served', async ({ request }) => {
  const { hobbyPictureSlug } = await import('../../views/hobby-generator/hobby-generator.pictures');
  for (const hobby of HOBBY_GENERATOR_HOBBIES) {
    const res = await request.get(`/images/hobbies/${hobbyPictureSlug(hobby)}.svg`);
    expect(res.status(), hobby).toBe(200);
    expect(res.headers()['content-type']).toContain('image/svg+xml');
  }
});
