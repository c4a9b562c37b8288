import { expect, test, type Page } from './support/test';
import { CARD_PICKER_SLUGS, type CardPickerSlug } from '@play-smart/engine';
import { CARD_PICKER_CONTENT } from '../../site/content/en/card-picker';
import { HOBBY_GENERATOR_CONTENT } from '../../site/content/en/hobby-generator';
import { NICKNAME_GENERATOR_CONTENT } from '../../site/content/en/nickname-generator';
import { waitForStillness } from './support/motion';
import { expectNoAxeViolations } from './support/page';

/** A one-question file served in place of the real one, so the quiz game is won in one answer. */
const QUESTIONS = [
  {
    question: 'Practice question?',
    answers: [
      { answerText: 'Right', isCorrect: true },
      { answerText: 'Wrong 1', isCorrect: false },
      { answerText: 'Wrong 2', isCorrect: false },
      { answerText: 'None of the above', isCorrect: false },
    ],
  },
];

/** Waits until an answer button takes presses (the question's fade-in is over), then presses it. */
async function answer(page: Page, name: string): Promise<void> {
  const button = page.getByRole('button', { name, exact: true });
  await expect(button).not.toHaveAttribute('aria-disabled', 'true');
  await button.click();
}

/** Each game played to its end the quickest way. */
const PLAY: Record<CardPickerSlug, (page: Page) => Promise<void>> = {
  'quiz-game': async (page) => {
    await page.route('**/js/config/quiz-questions.json', (route) =>
      route.fulfill({ json: { allQuestions: QUESTIONS } }),
    );
    await page.goto('/games/quiz-game');
    await page.getByRole('button', { name: 'Take the Quiz' }).click();
    await answer(page, 'Right');
    await expect(page.getByRole('heading', { level: 2, name: 'You Won!' })).toBeVisible();
  },
  'scroll-game': async (page) => {
    await page.goto('/games/scroll-game');
    await page.getByRole('button', { name: 'Start Game' }).click();
    await page.getByRole('button', { name: 'I GIVE UP' }).click();
    await expect(page.getByRole('dialog', { name: 'AT YOUR LIMIT?' })).toBeFocused();
  },
  'nickname-generator': async (page) => {
    await page.goto('/games/nickname-generator');
    await page.getByRole('button', { name: 'Start Game' }).click();
    for (const question of NICKNAME_GENERATOR_CONTENT.questions) {
      await answer(page, question.options[0]?.label ?? '');
    }
    await expect(page.getByRole('heading', { level: 2, name: /YOUR NICKNAME IS/ })).toBeVisible();
  },
  'hobby-generator': async (page) => {
    await page.goto('/games/hobby-generator');
    await page.getByRole('button', { name: 'Start Game' }).click();
    for (const question of HOBBY_GENERATOR_CONTENT.questions) await answer(page, question.options[0] ?? '');
    await expect(page.getByRole('heading', { level: 2, name: /Your new hobby is/ })).toBeVisible();
  },
  'gambler-quiz': async (page) => {
    await page.goto('/games/gambler-quiz');
    await page.getByRole('button', { name: 'Take the Quiz' }).click();
    for (let n = 1; n <= 9; n++) {
      await expect(page.getByRole('heading', { level: 2, name: `Question ${n}` })).toBeFocused();
      await answer(page, 'Never');
    }
    await expect(page.getByRole('heading', { level: 2, name: /Your score is/ })).toBeVisible();
  },
};

test.describe('Play another game at the end of every game', () => {
  for (const completed of CARD_PICKER_SLUGS) {
    test(`after ${completed}, the picker offers the four other games`, async ({ page }) => {
      await PLAY[completed](page);
      const toggle = page.getByRole('button', { name: CARD_PICKER_CONTENT.playAnother });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      // By keyboard, as a visitor without a mouse would.
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');

      const picker = page.getByRole('region', { name: CARD_PICKER_CONTENT.completeHeading });
      await expect(picker.getByRole('heading', { level: 2 })).toHaveText(CARD_PICKER_CONTENT.completeHeading);
      const cards = picker.locator('.cp-card');
      await expect(cards).toHaveCount(4);
      const shown = await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-slug')));
      expect(shown).not.toContain(completed);
      expect([...shown].sort()).toEqual(CARD_PICKER_SLUGS.filter((slug) => slug !== completed).sort());

      const play = picker.getByRole('link', { name: new RegExp(`^${CARD_PICKER_CONTENT.play} `) });
      const href = await play.getAttribute('href');
      expect(href).toMatch(/^\/games\//);
      expect(href).not.toBe(`/games/${completed}`);
      await expectNoAxeViolations(page, `${completed} end with the picker`);

      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await toggle.scrollIntoViewIfNeeded();
        // The stack glides to its new places after a resize: show it where it rests.
        await waitForStillness(page);
        await page.screenshot({ path: test.info().outputPath(`${completed}-${width}.png`), fullPage: true });
      }
    });
  }
});
