import { expect, test, type Page } from './support/test';

/**
 * One progress pattern and one intro pattern (docs/design.md): every game that asks questions shows
 * "Question N of M" over a bar, first in the focused heading, drawn the same way; every intro has the
 * same text size and picture width, and "Need more time?" before Start wherever it is offered.
 */

const GAMES = [
  ['gambler-quiz', '/games/gambler-quiz'],
  ['quiz-game', '/games/quiz-game'],
  ['nickname-generator', '/games/nickname-generator'],
  ['hobby-generator', '/games/hobby-generator'],
  ['calculator', '/cost-calculator'],
] as const;

const LANGUAGES = [
  ['en', '', /^Question 1 of (\d+)$/],
  ['es', '/es', /^Pregunta 1 de (\d+)$/],
] as const;

const startButton = (page: Page) => page.locator('.game-intro button.button--primary').first();

/** What the eye sees of the progress, measured: the same pattern draws the same numbers in every game. */
async function progressLook(page: Page) {
  return page.locator('.question-progress').evaluate(async (el) => {
    // A question eases in (a translate); a box measured mid-move carries float noise in its height. Only
    // what moves the progress is waited for: the quiz game's timer bar runs as long as the question.
    const movesIt = (animation: Animation) => {
      const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
      return target instanceof Element && target.contains(el);
    };
    await Promise.all(
      document
        .getAnimations()
        .filter(movesIt)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    const label = el.querySelector('.question-progress__label') as HTMLElement;
    const bar = el.querySelector('.question-progress__bar') as HTMLElement;
    const css = getComputedStyle(label);
    return {
      font: `${css.fontSize} ${css.fontWeight} ${css.textTransform} ${css.color}`,
      barHeight: bar.getBoundingClientRect().height,
      barColour: getComputedStyle(bar).backgroundColor,
      filledColour: getComputedStyle(bar.querySelector('.is-filled') as HTMLElement).backgroundColor,
    };
  });
}

for (const [lang, prefix, label] of LANGUAGES) {
  test(`every game shows its first question's progress the same way (${lang})`, async ({ page }) => {
    const looks = [];
    for (const [slug, path] of GAMES) {
      await page.goto(prefix + path);
      await startButton(page).click();
      const heading = page.locator(':focus');
      const progress = heading.locator('.question-progress');
      await expect(progress, slug).toHaveCount(1);
      const words = (await progress.locator('.question-progress__label').textContent()) ?? '';
      const count = Number(label.exec(words)?.[1]);
      expect(count, `${slug}: "${words}"`).toBeGreaterThan(1);
      // The heading the game focuses is read from the progress's words on, the bar is for the eye only.
      expect(await heading.evaluate((el) => el.tagName), slug).toMatch(/^H[23]$/);
      await expect(heading, slug).toHaveAccessibleName(new RegExp(`^${words} \\S`));
      const bar = progress.locator('.question-progress__bar');
      await expect(bar, slug).toHaveAttribute('aria-hidden', 'true');
      await expect(bar.locator('.question-progress__cell'), slug).toHaveCount(count);
      await expect(bar.locator('.is-filled'), slug).toHaveCount(1);
      looks.push(await progressLook(page));
    }
    for (const look of looks.slice(1)) expect(look).toEqual(looks[0]);
  });
}

for (const width of [390, 1280]) {
  test(`every intro has the same text size and picture width at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const looks: { slug: string; text: string; picture: number }[] = [];
    for (const [slug, path] of GAMES) {
      await page.goto(path);
      const intro = page.locator('.game-intro');
      await expect(intro, slug).toHaveCount(1);
      looks.push({
        slug,
        text: await intro
          .locator('.game-intro__text > p')
          .first()
          .evaluate((p) => getComputedStyle(p).fontSize),
        picture: Math.round((await intro.locator('.game-intro__picture').boundingBox())?.width ?? 0),
      });
    }
    for (const look of looks) {
      expect({ ...look, slug: '' }, look.slug).toEqual({ ...looks[0], slug: '' });
    }
    expect(looks[0]?.picture).toBeGreaterThan(200);
  });
}

test('"Need more time?" comes before Start in every game that offers it', async ({ page }) => {
  for (const [path, start] of [
    ['/games/quiz-game', '.game-intro button.button--primary'],
    ['/games/scroll-game', '.sg-start__button'],
  ] as const) {
    await page.goto(path);
    const choice = page.getByRole('group', { name: 'Need more time?' });
    const button = page.locator(start);
    await expect(button).toBeVisible();
    const [c, b] = [await choice.boundingBox(), await button.boundingBox()];
    expect(c!.y + c!.height, path).toBeLessThanOrEqual(b!.y);
    expect(
      await choice.evaluate(
        (el, other) => !!(el.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING),
        await button.elementHandle(),
      ),
      path,
    ).toBe(true);
  }
});
