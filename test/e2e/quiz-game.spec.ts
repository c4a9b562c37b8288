import { expect, test, type Locator, type Page, waitsForHydration } from './support/test';
import { TIMING_SCALE_CHOICES } from '@play-smart/engine';
import { collectPageErrors, expectNoAxeViolations, tabUntilFocused } from './support/page';

/**
 * A short question file served in place of the real one, so a game is won or lost in seconds. The
 * answers say what they are; the engine shuffles them ('None of the above' stays last).
 */
const QUESTIONS = ['A', 'B', 'C', 'D'].map((id) => ({
  question: `Practice question ${id}?`,
  answers: [
    { answerText: `Right ${id}`, isCorrect: true },
    { answerText: `Wrong ${id}1`, isCorrect: false },
    { answerText: `Wrong ${id}2`, isCorrect: false },
    { answerText: 'None of the above', isCorrect: false },
  ],
}));
const COUNT = QUESTIONS.length;

async function serveShortQuiz(page: Page) {
  await page.route('**/js/config/quiz-questions.json', (route) =>
    route.fulfill({ json: { allQuestions: QUESTIONS } }),
  );
}

function answerGroup(page: Page): Locator {
  return page.getByRole('group', { name: /Question \d+ of/ });
}

/** Waits until question n is on screen, has focus, and takes answers (no longer aria-disabled). */
async function waitForQuestion(page: Page, n: number) {
  const heading = page.getByRole('heading', { level: 2, name: new RegExp(`Question ${n} of ${COUNT}`) });
  await expect(heading).toBeFocused();
  await expect(answerGroup(page).getByRole('button').first()).toBeEnabled();
}

async function takeQuiz(page: Page, by: 'mouse' | 'keyboard') {
  const button = page.getByRole('button', { name: 'Take the Quiz' });
  if (by === 'mouse') return button.click();
  await tabUntilFocused(page, button);
  await page.keyboard.press('Enter');
}

/** From the focused question, Tabs to the first answer whose text matches and that still takes clicks. */
async function tabTo(page: Page, pattern: RegExp) {
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    const text = (await focused.textContent()) ?? '';
    if (pattern.test(text) && (await focused.getAttribute('aria-disabled')) !== 'true') return;
  }
  throw new Error(`no answer matching ${pattern} could be reached by Tab`);
}

async function winBy(page: Page, by: 'mouse' | 'keyboard') {
  await takeQuiz(page, by);
  for (let n = 1; n <= COUNT; n++) {
    await waitForQuestion(page, n);
    if (by === 'mouse') {
      await answerGroup(page)
        .getByRole('button', { name: /^Right/ })
        .click();
    } else {
      await tabTo(page, /^Right/);
      await page.keyboard.press(n % 2 === 0 ? 'Space' : 'Enter');
    }
  }
}

/** Loses each of the first three questions by answering all its wrong answers. */
async function loseBy(page: Page, by: 'mouse' | 'keyboard', onFirstMark?: () => Promise<void>) {
  await takeQuiz(page, by);
  for (let n = 1; n <= 3; n++) {
    await waitForQuestion(page, n);
    // The failure shows the correct answer until the next question comes, for half a second: watched
    // from before the last wrong answer, so a busy machine cannot miss it.
    const revealed =
      n < 3
        ? answerGroup(page)
            .getByRole('button', { name: /the correct answer/ })
            .waitFor()
        : null;
    for (let wrong = 0; wrong < 3; wrong++) {
      if (by === 'mouse') {
        const next = answerGroup(page)
          .locator('button.qg-answer--none', { hasNotText: /^Right/ })
          .first();
        await next.click();
      } else {
        await page.getByRole('heading', { level: 2, name: new RegExp(`Question ${n}`) }).focus();
        await tabTo(page, /^(Wrong|None)/);
        await page.keyboard.press('Enter');
      }
      if (n === 1 && wrong === 0) await onFirstMark?.();
    }
    await revealed;
  }
}

async function dataLayer(page: Page) {
  return page.evaluate(() => window.dataLayer);
}

test.describe('Quiz of Unforeseen Risks in Chromium', () => {
  test('loads the real question file and shows the intro, accessible', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/games/quiz-game');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quiz of Unforeseen Risks');
    await expect(page.getByRole('button', { name: 'Take the Quiz' })).toBeVisible();
    await expectNoAxeViolations(page, 'intro');
    await page.getByRole('button', { name: 'Take the Quiz' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /Question 1 of \d+/ })).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('is won by mouse: You Won!, focus on Play Again, game_end pushed once with no result', async ({
    page,
  }) => {
    await serveShortQuiz(page);
    await page.goto('/games/quiz-game');
    await winBy(page, 'mouse');
    await expect(page.getByRole('heading', { level: 2, name: 'You Won!' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play Again' })).toBeFocused();
    await expect(
      page.getByText(`You answered ${COUNT} of ${COUNT} questions correctly.`, { exact: true }),
    ).toBeVisible();
    expect(await dataLayer(page)).toEqual([{ event: 'game_end', game: 'quiz-game' }]);
    await expect(page.getByRole('link', { name: 'Get your free T-shirt' })).toHaveAttribute(
      'href',
      '/games/register?source=quiz-game',
    );
    await expectNoAxeViolations(page, 'won');
  });

  test('is won by keyboard alone', async ({ page }) => {
    await serveShortQuiz(page);
    await page.goto('/games/quiz-game');
    await winBy(page, 'keyboard');
    await expect(page.getByRole('button', { name: 'Play Again' })).toBeFocused();
    await page.keyboard.press('Enter');
    await waitForQuestion(page, 1);
  });

  test('is lost by mouse: marks, the revealed answer, Game Over and Try Again, accessible throughout', async ({
    page,
  }) => {
    await serveShortQuiz(page);
    await page.goto('/games/quiz-game');
    // Ten times the time, so the question cannot run out while axe looks at it; the penalty scales too.
    await page.getByText('10× time').click();
    await loseBy(page, 'mouse', async () => {
      await expect(answerGroup(page).getByRole('button', { name: /, wrong$/ })).toHaveCount(1);
      await expectNoAxeViolations(page, 'question with a wrong answer');
    });
    await expect(page.getByRole('heading', { level: 2, name: 'Game Over' })).toBeVisible();
    const tryAgain = page.getByRole('button', { name: 'Try Again' });
    await expect(tryAgain).toBeFocused();
    expect(await dataLayer(page)).toEqual([{ event: 'game_end', game: 'quiz-game' }]);
    await expectNoAxeViolations(page, 'game over');
    await tryAgain.click();
    await waitForQuestion(page, 1);
    await expect(page.getByText('3 of 3 lives left')).toBeAttached();
  });

  test('is lost by keyboard alone', async ({ page }) => {
    await serveShortQuiz(page);
    await page.goto('/games/quiz-game');
    // Ten times the time, chosen by keyboard too (Tab to the chosen option, arrows to the last): the
    // wrong answers, not the clock, end each question however slowly the presses come (at Standard a
    // loaded machine's Tab presses outlasted a question).
    await tabUntilFocused(page, page.getByRole('radio', { name: 'Standard' }));
    for (let i = 1; i < TIMING_SCALE_CHOICES.length; i++) await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '10× time' })).toBeChecked();
    await loseBy(page, 'keyboard');
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeFocused();
  });

  test('says plainly when the questions cannot load, and logs the spec message', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.route('**/js/config/quiz-questions.json', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/games/quiz-game');
    await expect(page.getByText(/the quiz questions did not load/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Take the Quiz' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: /1-800-589-9966/ })).toBeVisible();
    expect(errors.some((e) => e.startsWith('Failed to load quiz questions:'))).toBe(true);
    await expectNoAxeViolations(page, 'load failure');
  });

  test('remembers more time across visits and plays by it', async ({ page }) => {
    await serveShortQuiz(page);
    await page.goto('/games/quiz-game');
    await page.getByText('5× time').click();
    await expect(page.getByText('You have 5 minutes in all and 30 seconds for each question.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('radio', { name: '5× time' })).toBeChecked();
    await takeQuiz(page, 'mouse');
    await waitForQuestion(page, 1);
    await expect(page.getByText('5 minutes left')).toBeAttached();
  });

  test('reduced motion keeps the rules: answers still wait for each question', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    const page = waitsForHydration(await context.newPage());
    await serveShortQuiz(page);
    await page.goto('/games/quiz-game');
    await winBy(page, 'mouse');
    await expect(page.getByRole('heading', { level: 2, name: 'You Won!' })).toBeVisible();
    await context.close();
  });
});
