import { expect, test, type Page } from './support/test';

/**
 * The timed games for screen readers (WCAG 2.2.1, 4.1.3), proved from the accessibility tree since no
 * screen reader runs here: each game's one live region (role status, polite) is watched with a
 * MutationObserver while the game is played on Playwright's fake clock, so every announcement is recorded
 * with the moment it was made. The tests assert the sequence (the timers' thresholds, every lost life,
 * the end with its reason), that nothing is said twice for one moment and that nothing is said per tick.
 */

/** Twelve questions whose right answers say so; the engine shuffles them. */
const QUESTIONS = Array.from({ length: 12 }, (_, i) => ({
  question: `Practice question ${i + 1}?`,
  answers: [
    { answerText: `Right ${i + 1}`, isCorrect: true },
    { answerText: `Wrong ${i + 1}a`, isCorrect: false },
    { answerText: `Wrong ${i + 1}b`, isCorrect: false },
  ],
}));

/** One recorded announcement: its words and when they appeared, in ms since recording began. */
interface Heard {
  readonly text: string;
  readonly at: number;
}

declare global {
  interface Window {
    __heard?: Heard[];
  }
}

const REGION = '[data-live-region]';

/**
 * Stops the page's clock flowing by itself: from here time moves only by `runFor`, so a slow machine
 * cannot let a question time out while a click is on its way.
 */
async function holdClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/** Starts recording the live region's text: one entry per change of its words. */
async function listen(page: Page) {
  await page.evaluate((selector) => {
    const region = document.querySelector(selector);
    if (region === null) throw new Error('no live region');
    const heard: Heard[] = [];
    window.__heard = heard;
    const start = performance.now();
    new MutationObserver(() => {
      const text = region.textContent;
      if (text !== '') heard.push({ text, at: Math.round(performance.now() - start) });
    }).observe(region, { childList: true, subtree: true, characterData: true });
  }, REGION);
}

async function heard(page: Page): Promise<Heard[]> {
  return page.evaluate(() => window.__heard ?? []);
}

/** Every pair of successive announcements: a repeat would be the same words at the same moment. */
function expectNoRepeats(list: readonly Heard[]) {
  for (let i = 1; i < list.length; i++) {
    const [a, b] = [list[i - 1], list[i]];
    expect(a && b && a.text === b.text && a.at === b.at, `${b?.text} said twice at ${b?.at}`).toBe(false);
  }
}

const LOCALES = {
  en: {
    prefix: '',
    takeQuiz: 'Take the Quiz',
    start: 'Start Game',
    questionHalf: '3 seconds left to answer.',
    questionLast: '2 seconds left to answer.',
    wrong: 'Wrong answer: 2 seconds off the question timer. Try another.',
    correct: /^Correct! Your score is \d+\.$/,
    timeUp: /^Time is up\. You lost a life\. The correct answer was: Right \d+\. 2 lives left\.$/,
    wrongLost:
      /^Wrong answer, with no time left for another\. You lost a life\. The correct answer was: Right \d+\. 1 life left\.$/,
    clock: (s: number) => `${s} seconds left in the game.`,
    won: /^The game clock has run out: you won! You answered \d+ of 12 questions correctly\.$/,
    countdownStarted:
      'Done Playing? Keep scrolling to continue. The game ends in 12 seconds unless you scroll.',
    countdown: (s: number) => `${s} seconds left. Scroll to keep playing.`,
    inactive: 'Game over: the time ran out without a scroll.',
    gaveUp: 'Game over: you gave up.',
    giveUp: 'I GIVE UP',
  },
  es: {
    prefix: '/es',
    takeQuiz: 'Empezar el quiz',
    start: 'Empezar el juego',
    questionHalf: 'Quedan 3 segundos para responder.',
    questionLast: 'Quedan 2 segundos para responder.',
    wrong: 'Respuesta incorrecta: se le quitan 2 segundos al reloj de la pregunta. Pruebe otra.',
    correct: /^¡Correcto! Lleva \d+ puntos?\.$/,
    timeUp:
      /^Se acabó el tiempo\. Perdió una vida\. La respuesta correcta era: Right \d+\. Le quedan 2 vidas\.$/,
    wrongLost:
      /^Respuesta incorrecta, sin tiempo para otra\. Perdió una vida\. La respuesta correcta era: Right \d+\. Le queda 1 vida\.$/,
    clock: (s: number) => `Quedan ${s} segundos de juego.`,
    won: /^Se acabó el reloj del juego: ¡ganó! Contestó bien \d+ de 12 preguntas\.$/,
    countdownStarted:
      '¿Terminó de jugar? Siga desplazándose para continuar. El juego termina en 12 segundos si no se desplaza.',
    countdown: (s: number) => `Quedan ${s} segundos. Desplácese para seguir jugando.`,
    inactive: 'Fin del juego: se acabó el tiempo sin desplazarse.',
    gaveUp: 'Fin del juego: se rindió.',
    giveUp: 'ME RINDO',
  },
} as const;

/** The quiz's fades around a question, in ms: after a reveal (500), fade-out delay, fade-out, fade-in. */
const REVEAL_TO_NEXT_MS = 500 + 650 + 350 + 350;
const ANSWER_TO_NEXT_MS = 650 + 350 + 350;

for (const [locale, words] of Object.entries(LOCALES)) {
  test.describe(`live announcements (${locale})`, () => {
    test('the quiz says its timer thresholds, each lost life and the end once, never every tick', async ({
      page,
    }) => {
      await page.route(/quiz-questions/, (route) => route.fulfill({ json: { allQuestions: QUESTIONS } }));
      await page.clock.install();
      await page.goto(`${words.prefix}/games/quiz-game`);
      const region = page.locator(REGION);
      // There before the game starts, so its first change is announced.
      await expect(region).toHaveCount(1);
      await expect(region).toHaveAttribute('aria-live', 'polite');
      await holdClock(page);
      await listen(page);
      await page.getByRole('button', { name: words.takeQuiz }).click();
      await page.clock.runFor(350);
      const answers = page.getByRole('group', { name: /\d/ });

      // Question 1: left to run out (3 s left, 2 s left, the time is up: a life lost).
      await page.clock.runFor(6000);
      await page.clock.runFor(REVEAL_TO_NEXT_MS);
      // Question 2: a wrong answer at 1 s (4 s left... 3 s after the penalty crosses half), then another
      // with 2 s or less left: the second life lost, to the wrong answer.
      await page.clock.runFor(500);
      await answers.getByRole('button', { name: /^Wrong \d+a/ }).click();
      await page.clock.runFor(2000);
      await answers.getByRole('button', { name: /^Wrong \d+b/ }).click();
      await page.clock.runFor(REVEAL_TO_NEXT_MS);
      // Then right answers, each after 4.5 s (past both cues), until the game clock runs out: a win.
      const won = page.getByRole('button', { name: words.prefix === '' ? 'Play Again' : /Jugar de nuevo/ });
      for (let i = 0; i < 12 && !(await won.isVisible()); i++) {
        await page.clock.runFor(4500);
        const right = answers.getByRole('button', { name: /^Right/ });
        if ((await right.count()) === 1) await right.click();
        await page.clock.runFor(ANSWER_TO_NEXT_MS);
      }
      await expect(won).toBeVisible();
      await page.clock.runFor(2000);

      const list = await heard(page);
      const texts = list.map((h) => h.text);
      // The beginning, exactly: thresholds of question 1, its lost life, question 2's wrong answers.
      expect(texts.slice(0, 3)).toEqual([
        words.questionHalf,
        words.questionLast,
        expect.stringMatching(words.timeUp),
      ]);
      expect(texts[3]).toBe(words.wrong);
      expect(texts.slice(4)).toContainEqual(expect.stringMatching(words.wrongLost));
      // Every lost life once; the end once, last, with its reason.
      expect(texts.filter((t) => words.timeUp.test(t) || words.wrongLost.test(t))).toHaveLength(2);
      expect(texts.filter((t) => words.won.test(t))).toHaveLength(1);
      expect(texts.at(-1)).toMatch(words.won);
      // The game clock: 30, 10 and 5 s left, each once and in order, not its other 57 seconds.
      expect(texts.filter((t) => t.includes(locale === 'en' ? 'in the game' : 'de juego'))).toEqual([
        words.clock(30),
        words.clock(10),
        words.clock(5),
      ]);
      // The question timer: at most its two cues per question, never a count of every second.
      const questionsSeen = 2 + texts.filter((t) => words.correct.test(t)).length + 1;
      const cues = texts.filter((t) => t === words.questionHalf || t === words.questionLast);
      expect(cues.length).toBeLessThanOrEqual(2 * questionsSeen);
      expect(texts.some((t) => /\b(4|5|1) (seconds|segundos) (left to answer|para responder)/.test(t))).toBe(
        false,
      );
      expectNoRepeats(list);
      // Nothing else is said: per question at most its two cues, a wrong answer and its outcome; per game
      // the three clock cues and the end (the clock ticked 60 times, the question timers ran ~40 s).
      expect(list.length).toBeLessThanOrEqual(4 * questionsSeen + 3 + 1);
      // Read from the accessibility tree: a status region with the last words.
      expect(await region.ariaSnapshot()).toMatch(/^- status:/);
    });

    test('the scroll game steps its countdown (12, 6, 3) and says why play ended, once each', async ({
      page,
    }) => {
      await page.clock.install();
      await page.goto(`${words.prefix}/games/scroll-game`);
      const region = page.locator(REGION);
      await expect(region).toHaveCount(1);
      await holdClock(page);
      await listen(page);
      await page.getByRole('button', { name: words.start }).click();
      await page.keyboard.press('PageDown');
      // Idle into the countdown, then to its end, half a second at a time (the countdown's own tick).
      for (let t = 0; t < 18_000; t += 500) await page.clock.runFor(500);
      await expect(page.getByRole('dialog')).toBeVisible();
      const first = await heard(page);
      expect(first.map((h) => h.text)).toEqual([
        words.countdownStarted,
        words.countdown(6),
        words.countdown(3),
        words.inactive,
      ]);
      // The steps come at their moments, 6 and 3 s after each other, not every second.
      const at = first.map((h) => h.at);
      expect((at[1] ?? 0) - (at[0] ?? 0)).toBeGreaterThanOrEqual(5500);
      expect((at[2] ?? 0) - (at[1] ?? 0)).toBeGreaterThanOrEqual(2500);
      expectNoRepeats(first);

      // A second game, given up: the reason is said once, and no countdown is announced.
      await page.getByRole('dialog').getByRole('button').first().click();
      await page.clock.runFor(1000);
      await page.getByRole('button', { name: words.giveUp }).click();
      await page.clock.runFor(1000);
      expect((await heard(page)).slice(first.length).map((h) => h.text)).toEqual([words.gaveUp]);
      expect(await region.ariaSnapshot()).toContain(words.gaveUp);
    });
  });
}
