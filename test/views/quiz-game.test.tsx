import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  QUIZ_GAME_FADE_IN_MS,
  QUIZ_GAME_FADE_OUT_DELAY_MS,
  QUIZ_GAME_FADE_OUT_MS,
  QUIZ_GAME_PENALTY_ANIMATION_MS,
  QUIZ_GAME_QUESTIONS_URL,
  QUIZ_GAME_REVEAL_MS,
  QUIZ_GAME_TICK_MS,
  type QuizGameConfig,
} from '@play-smart/engine';
import { QUIZ_GAME_CONTENT } from '../../site/content/en/quiz-game';
import { PageSettingsProvider, QuizGame, timingScaleStorageKey } from '../../views';
import { connectQuizGameQuestion } from '../../views/quiz-game/quiz-game-play.connect';
import type * as PlayConnect from '../../views/quiz-game/quiz-game-play.connect';
import { PRACTICE_QUESTIONS } from '../support/playthroughs/quiz-game';
import { renderWithRuntime } from '../support/render';
import type { TestRuntimeOptions } from '../support/test-runtime';

// Counts how often the question part is connected, i.e. rendered.
vi.mock('../../views/quiz-game/quiz-game-play.connect', async (importOriginal) => {
  const original = await importOriginal<typeof PlayConnect>();
  return { ...original, connectQuizGameQuestion: vi.fn(original.connectQuizGameQuestion) };
});

const user = userEvent.setup({ delay: null });

const QUESTIONS = { allQuestions: PRACTICE_QUESTIONS };

/** Serves the question file, as the server does. */
const serveQuestions: TestRuntimeOptions['respond'] = (req) =>
  req.url === QUIZ_GAME_QUESTIONS_URL
    ? { ok: true, status: 200, body: QUESTIONS }
    : { ok: false, status: 404, body: null };

function setup(options: TestRuntimeOptions = {}, config: Partial<QuizGameConfig> = {}) {
  return renderWithRuntime(
    <PageSettingsProvider settings={{ tShirtsAvailable: true }}>
      <QuizGame content={QUIZ_GAME_CONTENT} config={config} />
    </PageSettingsProvider>,
    { respond: serveQuestions, ...options },
  );
}

type Runtime = ReturnType<typeof setup>['runtime'];

function advance(runtime: Runtime, ms: number) {
  act(() => {
    runtime.clock.advance(ms);
  });
}

/** Starts a game and lets the first question fade in. */
async function start(runtime: Runtime) {
  await user.click(await screen.findByRole('button', { name: 'Take the Quiz' }));
  advance(runtime, QUIZ_GAME_FADE_IN_MS);
}

function answers() {
  return within(screen.getByRole('group', { name: /Question \d+ of/ })).getAllByRole('button');
}

function answerNamed(pattern: RegExp) {
  const found = answers().find((b) => pattern.test(b.textContent));
  if (found === undefined) throw new Error(`no answer matches ${pattern}`);
  return found;
}

function timerFill() {
  const fill = document.querySelector<HTMLElement>('.qg-timer__fill');
  if (fill === null) throw new Error('no timer bar');
  return {
    level: fill.style.getPropertyValue('--qg-bar'),
    ms: fill.style.getPropertyValue('--qg-bar-ms'),
    fill,
  };
}

function status() {
  return screen.getByRole('status');
}

describe('<QuizGame>', () => {
  it("shows 'Take the Quiz' only once the questions have loaded", async () => {
    const { runtime } = setup();
    expect(screen.queryByRole('button', { name: 'Take the Quiz' })).toBeNull();
    expect(screen.getByText(QUIZ_GAME_CONTENT.loading)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Take the Quiz' })).toBeInTheDocument();
    expect(runtime.requests).toEqual([{ method: 'GET', url: QUIZ_GAME_QUESTIONS_URL }]);
    // The title picture only decorates the title: empty alt, and its size reserved.
    const picture = document.querySelector('.qg-intro__picture');
    expect(picture).toHaveAttribute('src', '/images/quiz-game/title.svg');
    expect(picture).toHaveAttribute('alt', '');
    expect(picture).toHaveAttribute('width');
  });

  it('tells the visitor plainly, with the helpline, when the questions cannot be loaded', async () => {
    const { runtime } = setup({ respond: () => ({ ok: false, status: null, body: null }) });
    expect(await screen.findByText(QUIZ_GAME_CONTENT.loadFailed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take the Quiz' })).toBeNull();
    expect(screen.getByRole('link', { name: /1-800-589-9966/ })).toHaveAttribute('href', 'tel:+18005899966');
    expect(runtime.logged.map((l) => l.message)).toEqual([
      'Failed to load quiz questions: no response (GET /js/config/quiz-questions.json)',
    ]);
  });

  it('has the hidden How to Play text for screen readers', () => {
    setup();
    const heading = screen.getByRole('heading', { name: 'How to Play' });
    expect(heading.parentElement).toHaveClass('visually-hidden');
    expect(heading.nextElementSibling).toHaveTextContent('6 seconds to answer each question');
  });

  it('moves focus to each new question and ignores clicks on an answer already marked', async () => {
    const { runtime } = setup();
    await start(runtime);
    const heading = screen.getByRole('heading', { level: 2, name: /Question 1 of 6/ });
    await waitFor(() => {
      expect(heading).toHaveFocus();
    });
    const wrong = answerNamed(/Wrong/);
    await user.click(wrong);
    expect(wrong).toHaveAttribute('aria-disabled', 'true');
    expect(wrong).toHaveTextContent(', wrong');
    expect(status()).toHaveTextContent('Wrong answer: 2 seconds off the question timer.');
    await user.click(wrong);
    expect(runtime.tracked).toEqual([]);
    await user.click(answerNamed(/Correct/));
    expect(status()).toHaveTextContent('Correct! Your score is 1.');
    advance(runtime, QUIZ_GAME_FADE_OUT_DELAY_MS + QUIZ_GAME_FADE_OUT_MS);
    const next = screen.getByRole('heading', { level: 2, name: /Question 2 of 6/ });
    await waitFor(() => {
      expect(next).toHaveFocus();
    });
  });

  it('draws the timer bar at the reduced level after a penalty, then counting down again', async () => {
    const { runtime } = setup();
    await start(runtime);
    expect(timerFill()).toMatchObject({ level: '0', ms: '6000ms' });
    expect(timerFill().fill).toHaveAttribute('data-motion', 'running');
    advance(runtime, 1500);
    await user.click(answerNamed(/Wrong/));
    // 4.5 s left, less the 2 s penalty: 2.5 of 6 s, reached in the 0.35 s animation.
    expect(timerFill()).toMatchObject({ level: String(2.5 / 6), ms: `${QUIZ_GAME_PENALTY_ANIMATION_MS}ms` });
    expect(timerFill().fill).toHaveAttribute('data-motion', 'animating');
    advance(runtime, QUIZ_GAME_PENALTY_ANIMATION_MS);
    expect(timerFill()).toMatchObject({ level: '0', ms: '2500ms' });
  });

  it('reveals the correct answer for 500 ms after the timer runs out, with a life lost', async () => {
    const { runtime } = setup();
    await start(runtime);
    advance(runtime, 6000);
    expect(answerNamed(/Correct/)).toHaveTextContent(', the correct answer');
    expect(screen.getByText('2 of 3 lives left')).toBeInTheDocument();
    expect(status()).toHaveTextContent(
      /You lost a life\. The correct answer was: Correct \d\. 2 lives left\./,
    );
    advance(runtime, QUIZ_GAME_REVEAL_MS + QUIZ_GAME_FADE_OUT_DELAY_MS - 1);
    expect(screen.getByRole('heading', { level: 2, name: /Question 1/ }).parentElement).not.toHaveClass(
      'is-fading-out',
    );
    advance(runtime, 1);
    expect(screen.getByRole('heading', { level: 2, name: /Question 1/ }).parentElement).toHaveClass(
      'is-fading-out',
    );
    advance(runtime, QUIZ_GAME_FADE_OUT_MS);
    expect(screen.getByRole('heading', { level: 2, name: /Question 2/ })).toBeInTheDocument();
  });

  it('ticks the game clock every 1000 ms to a win at 0, without re-rendering the answers', async () => {
    const { runtime } = setup({}, { gameTimerLength: 3 });
    await start(runtime);
    const clock = () => screen.getByText(/seconds? left$/);
    expect(clock()).toHaveTextContent('3 seconds left');
    const renders = vi.mocked(connectQuizGameQuestion).mock.calls.length;
    advance(runtime, QUIZ_GAME_TICK_MS - 1);
    expect(clock()).toHaveTextContent('3 seconds left');
    advance(runtime, 1);
    expect(clock()).toHaveTextContent('2 seconds left');
    advance(runtime, QUIZ_GAME_TICK_MS);
    expect(clock()).toHaveTextContent('1 second left');
    expect(vi.mocked(connectQuizGameQuestion).mock.calls.length).toBe(renders);
    advance(runtime, QUIZ_GAME_TICK_MS);
    const playAgain = screen.getByRole('button', { name: 'Play Again' });
    expect(screen.getByRole('heading', { level: 2, name: 'You Won!' })).toBeInTheDocument();
    expect(playAgain).toHaveAccessibleDescription('You Won! You answered 0 of 6 questions correctly.');
    await waitFor(() => {
      expect(playAgain).toHaveFocus();
    });
    expect(runtime.tracked).toEqual([{ type: 'track', event: 'game_end', fields: { game: 'quiz-game' } }]);
  });

  it('says the timer thresholds, the lost lives and the end in one live region, never every tick', async () => {
    const { runtime } = setup({}, { livesToStart: 2, gameTimerLength: 12 });
    const region = status();
    expect(region).toHaveAttribute('aria-live', 'polite');
    await start(runtime);
    // The same element all along: a region must exist before its text changes.
    expect(status()).toBe(region);
    const heard: string[] = [];
    let last = region.textContent;
    for (let t = 0; t < 14_000; t += 100) {
      advance(runtime, 100);
      if (region.textContent !== last) {
        last = region.textContent;
        heard.push(last);
      }
    }
    expect(status()).toBe(region);
    // The 12 s game clock starts with the first question: 10 s left at 2 s; the question's 3 and 2 s
    // left at 3 and 4 s; its time up at 6 s; 5 s left at 7 s; the next question's cues; the win at 12 s.
    expect(heard).toEqual([
      '10 seconds left in the game.',
      '3 seconds left to answer.',
      '2 seconds left to answer.',
      expect.stringMatching(
        /^Time is up\. You lost a life\. The correct answer was: Correct \d\. 1 life left\.$/,
      ),
      '5 seconds left in the game.',
      '3 seconds left to answer.',
      '2 seconds left to answer.',
      'The game clock has run out: you won! You answered 0 of 6 questions correctly.',
    ]);
  });

  it('ends in Game Over when the lives run out; Try Again starts over with a fresh game', async () => {
    const { runtime } = setup({}, { livesToStart: 1 });
    await start(runtime);
    advance(runtime, 6000);
    expect(screen.getByRole('heading', { level: 2, name: 'Game Over' })).toBeInTheDocument();
    const tryAgain = screen.getByRole('button', { name: 'Try Again' });
    await waitFor(() => {
      expect(tryAgain).toHaveFocus();
    });
    expect(runtime.tracked).toHaveLength(1);
    const offer = screen.getByRole('complementary', { name: 'Free T-shirt' });
    expect(within(offer).getByRole('link')).toHaveAttribute('href', '/games/register?source=quiz-game');
    await user.click(tryAgain);
    advance(runtime, QUIZ_GAME_FADE_IN_MS);
    expect(screen.getByRole('heading', { level: 2, name: /Question 1 of 6/ })).toBeInTheDocument();
    expect(screen.getByText('1 of 3 lives left')).toBeInTheDocument();
  });

  it('remembers the timing choice: the stored scale applies after hydration, a new one is stored', async () => {
    const key = timingScaleStorageKey('quiz-game');
    const { runtime } = setup({ storage: { [key]: '5' } });
    expect(await screen.findByRole('radio', { name: '5× time' })).toBeChecked();
    expect(
      screen.getByText('You have 5 minutes in all and 30 seconds for each question.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '2× time' }));
    expect(runtime.storage.get(key)).toBe('2');
    await start(runtime);
    expect(screen.getByText('2 minutes left')).toBeInTheDocument();
    expect(timerFill()).toMatchObject({ ms: '12000ms' });
  });

  it('ignores a stored value that is not one of the offered scales', async () => {
    setup({ storage: { [timingScaleStorageKey('quiz-game')]: '0.5' } });
    await screen.findByRole('button', { name: 'Take the Quiz' });
    expect(screen.getByRole('radio', { name: 'Standard' })).toBeChecked();
  });

  it('stops its timers when unmounted', async () => {
    const { runtime, unmount } = setup();
    await start(runtime);
    // The driver's next deadline, and the live region's next look (half the question time).
    expect(runtime.clock.pending()).toBe(2);
    unmount();
    expect(runtime.clock.pending()).toBe(0);
  });
});
