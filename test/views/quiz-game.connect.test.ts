import { describe, expect, it } from 'vitest';
import {
  QUIZ_GAME_FADE_IN_MS,
  QUIZ_GAME_FADE_OUT_DELAY_MS,
  QUIZ_GAME_DEFAULTS,
  QUIZ_GAME_FOCUS,
  QUIZ_GAME_PENALTY_ANIMATION_MS,
  QUIZ_GAME_REVEAL_MS,
  QUIZ_GAME_TICK_MS,
  TIMING_SCALE_CHOICES,
  quizGame,
  quizGameHowToPlay,
  selectQuizGameTimerBar,
  type QuizGameConfig,
  type QuizGameEvent,
  type QuizGameState,
} from '@play-smart/engine';
import { QUIZ_GAME_CONTENT } from '../../site/content/en/quiz-game';
import { QUIZ_GAME_CONTENT as QUIZ_GAME_CONTENT_ES } from '../../site/content/es/quiz-game';
import {
  connectQuizGameClock,
  connectQuizGameEnd,
  connectQuizGameAnnouncement,
  connectQuizGameIntro,
  connectQuizGameLives,
  connectQuizGameQuestion,
  connectQuizGameScore,
  connectQuizGameTimerBar,
  quizGameQuestionUnchanged,
} from '../../views/quiz-game';
import { PRACTICE_QUESTIONS, questionFileArrived } from '../support/playthroughs/quiz-game';

const words = QUIZ_GAME_CONTENT;

/** Events sent by handlers, and a send that records them. */
function recorder() {
  const sent: QuizGameEvent[] = [];
  return { sent, send: (e: QuizGameEvent) => sent.push(e) };
}

function step(state: QuizGameState, event: QuizGameEvent | { type: 'tick' }, at: number): QuizGameState {
  return quizGame.step(state, { ...event, at }).state;
}

function loaded(config: Partial<QuizGameConfig> = {}): QuizGameState {
  return quizGame.step(quizGame.init(config, 0, 7).state, questionFileArrived(PRACTICE_QUESTIONS, 0)).state;
}

/** A game on its first question, faded in and answering from `START`. */
const START = QUIZ_GAME_FADE_IN_MS;
function answering(config: Partial<QuizGameConfig> = {}): QuizGameState {
  return step(step(loaded(config), { type: 'takeQuiz' }, 0), { type: 'tick' }, START);
}

function indexOf(state: QuizGameState, correct: boolean): number {
  return state.answers.findIndex((a) => a.isCorrect === correct);
}

const noChoice = (): void => undefined;

describe('connectQuizGameIntro', () => {
  it('offers Take the Quiz only once the questions have loaded', () => {
    const { sent, send } = recorder();
    const loading = connectQuizGameIntro(quizGame.init({}, 0, 1).state, send, words, noChoice);
    expect(loading.start).toBeNull();
    expect(loading.loading).toBe(words.loading);
    expect(loading.failed).toBeNull();
    const ready = connectQuizGameIntro(loaded(), send, words, noChoice);
    expect(ready.loading).toBeNull();
    expect(ready.start?.label).toBe('Take the Quiz');
    ready.start?.props.onClick();
    expect(sent).toEqual([{ type: 'takeQuiz' }]);
  });

  it('says so in plain words, with the helpline and no button, when the questions fail to load', () => {
    const failed = quizGame.step(quizGame.init({}, 0, 1).state, {
      type: 'response',
      key: 'quiz-game:questions',
      ok: false,
      status: 500,
      body: null,
      at: 5,
    }).state;
    const intro = connectQuizGameIntro(failed, noChoice, words, noChoice);
    expect(intro.start).toBeNull();
    expect(intro.loading).toBeNull();
    expect(intro.failed).toEqual({ text: words.loadFailed, helpline: words.helpline });
  });

  it('offers every timing scale, checks the one in force and describes its limits', () => {
    const chosen: number[] = [];
    const intro = connectQuizGameIntro(loaded({ timingScale: 2 }), noChoice, words, (s) => chosen.push(s));
    expect(intro.timing.options.map((o) => o.label)).toEqual(['Standard', '2× time', '5× time', '10× time']);
    expect(intro.timing.options.map((o) => o.props.checked)).toEqual(
      TIMING_SCALE_CHOICES.map((s) => s === 2),
    );
    expect(intro.timing.summary).toBe('You have 2 minutes in all and 12 seconds for each question.');
    intro.timing.options[3]?.props.onChange();
    expect(chosen).toEqual([10]);
  });
});

describe('the gameplay parts', () => {
  it('shows the score, the clock and the skulls by the engine display rule', () => {
    let s = answering();
    expect(connectQuizGameScore(s, words)).toEqual({ label: 'Score', value: '0', spoken: '0' });
    expect(connectQuizGameClock(s, words)).toMatchObject({ value: '1:00', spoken: '1 minute left' });
    expect(connectQuizGameLives(s, words)).toMatchObject({
      alive: [true, true, true],
      spoken: '3 of 3 lives left',
    });
    s = step(s, { type: 'tick' }, START + QUIZ_GAME_TICK_MS);
    expect(connectQuizGameClock(s, words).value).toBe('0:59');
    // The timer runs out: a life is lost and the third skull dies first.
    s = step(s, { type: 'tick' }, START + 6000);
    expect(connectQuizGameLives(s, words).alive).toEqual([true, true, false]);
  });

  it('lays out the question with the engine order and fades it as the engine says', () => {
    const { sent, send } = recorder();
    const fadingIn = step(loaded(), { type: 'takeQuiz' }, 0);
    const first = connectQuizGameQuestion(fadingIn, send, words);
    expect(first?.className).toBe('qg-question is-fading-in');
    expect(first?.progress).toEqual({
      label: `Question 1 of ${PRACTICE_QUESTIONS.length}`,
      current: 1,
      count: PRACTICE_QUESTIONS.length,
    });
    expect(first?.heading['data-focus']).toBe(QUIZ_GAME_FOCUS.question);
    expect(first?.answers.map((a) => a.label)).toEqual(fadingIn.answers.map((a) => a.answerText));
    expect(first?.answers.every((a) => a.props['aria-disabled'] === true)).toBe(true);

    const s = step(fadingIn, { type: 'tick' }, START);
    const settled = connectQuizGameQuestion(s, send, words);
    expect(settled?.className).toBe('qg-question');
    expect(settled?.answers.every((a) => a.props['aria-disabled'] === false)).toBe(true);
    settled?.answers[2]?.props.onClick();
    expect(sent).toEqual([{ type: 'answerSelected', option: 2 }]);

    const right = step(s, { type: 'answerSelected', option: indexOf(s, true) }, START + 100);
    const marked = connectQuizGameQuestion(right, send, words);
    expect(marked?.answers[indexOf(s, true)]).toMatchObject({ mark: 'right', markWord: 'correct' });
    const fadingOut = step(right, { type: 'tick' }, START + 100 + QUIZ_GAME_FADE_OUT_DELAY_MS);
    expect(connectQuizGameQuestion(fadingOut, send, words)?.className).toBe('qg-question is-fading-out');
  });

  it('marks a wrong answer, keeps it from a second click, and reveals the right one on a failure', () => {
    let s = answering();
    const wrong = s.answers.map((a, i) => (a.isCorrect ? -1 : i)).filter((i) => i >= 0);
    s = step(s, { type: 'answerSelected', option: wrong[0] ?? 0 }, START + 100);
    let q = connectQuizGameQuestion(s, noChoice, words);
    expect(q?.answers[wrong[0] ?? 0]).toMatchObject({ mark: 'wrong', markWord: 'wrong' });
    expect(q?.answers[wrong[0] ?? 0]?.props['aria-disabled']).toBe(true);
    expect(q?.answers[wrong[1] ?? 0]?.props['aria-disabled']).toBe(false);
    s = step(s, { type: 'answerSelected', option: wrong[1] ?? 0 }, START + 200);
    s = step(s, { type: 'answerSelected', option: wrong[2] ?? 0 }, START + 300);
    q = connectQuizGameQuestion(s, noChoice, words);
    expect(q?.answers[indexOf(s, true)]).toMatchObject({ mark: 'revealed', markWord: 'the correct answer' });
    expect(q?.answers.every((a) => a.props['aria-disabled'] === true)).toBe(true);
  });

  it('keeps the question component still while only the clock ticks', () => {
    const s = answering();
    const ticked = step(s, { type: 'tick' }, START + QUIZ_GAME_TICK_MS);
    expect(ticked.gameTime).toBe(s.gameTime - 1);
    expect(quizGameQuestionUnchanged(s, ticked)).toBe(true);
    const answered = step(s, { type: 'answerSelected', option: indexOf(s, false) }, START + 10);
    expect(quizGameQuestionUnchanged(s, answered)).toBe(false);
  });

  it('hands the timer bar to CSS: the level to reach and the time left to reach it', () => {
    const s = answering();
    const running = connectQuizGameTimerBar(selectQuizGameTimerBar(s), START + 1000);
    expect(running).toEqual({ motion: 'running', cssVars: { '--qg-bar': '0', '--qg-bar-ms': '5000ms' } });
    // A wrong answer 1 s in: 5 s left, less the 2 s penalty, animated over 0.35 s.
    const penalty = step(s, { type: 'answerSelected', option: indexOf(s, false) }, START + 1000);
    expect(connectQuizGameTimerBar(selectQuizGameTimerBar(penalty), START + 1000)).toEqual({
      motion: 'animating',
      cssVars: { '--qg-bar': '0.5', '--qg-bar-ms': `${QUIZ_GAME_PENALTY_ANIMATION_MS}ms` },
    });
    // Drawn late: only what is left of the animation.
    expect(
      connectQuizGameTimerBar(selectQuizGameTimerBar(penalty), START + 1100).cssVars['--qg-bar-ms'],
    ).toBe(`${QUIZ_GAME_PENALTY_ANIMATION_MS - 100}ms`);
    const resumed = step(penalty, { type: 'tick' }, START + 1000 + QUIZ_GAME_PENALTY_ANIMATION_MS);
    expect(connectQuizGameTimerBar(selectQuizGameTimerBar(resumed), START + 1350)).toEqual({
      motion: 'running',
      cssVars: { '--qg-bar': '0', '--qg-bar-ms': '3000ms' },
    });
  });
});

describe('the announcements', () => {
  /** What the live region says going from `a` to `b`, both seen at their own moment. */
  const said = (a: QuizGameState, atA: number, b: QuizGameState, atB: number, w = words) =>
    connectQuizGameAnnouncement({ state: a, at: atA }, { state: b, at: atB }, w);

  it('says a right answer with the score, a wrong one with its cost, and a lost life with why and the answer', () => {
    let s = answering({ timingScale: 2 });
    const right = step(s, { type: 'answerSelected', option: indexOf(s, true) }, START + 10);
    expect(said(s, START, right, START + 10)).toBe('Correct! Your score is 1.');
    const wrong = s.answers.map((a, i) => (a.isCorrect ? -1 : i)).filter((i) => i >= 0);
    let prev = s;
    s = step(s, { type: 'answerSelected', option: wrong[0] ?? 0 }, START + 10);
    // The penalty is scaled with the timing: 4 s at x2.
    expect(said(prev, START, s, START + 10)).toBe(
      'Wrong answer: 4 seconds off the question timer. Try another.',
    );
    prev = s;
    s = step(s, { type: 'answerSelected', option: wrong[1] ?? 0 }, START + 20);
    // 12 - 4 - 4 = 4 s left: the wrong answer also takes the timer past its half (6 s).
    expect(said(prev, START + 10, s, START + 20)).toBe(
      'Wrong answer: 4 seconds off the question timer. Try another. 4 seconds left to answer.',
    );
    prev = s;
    s = step(s, { type: 'answerSelected', option: wrong[2] ?? 0 }, START + 30);
    const answer = s.answers.find((a) => a.isCorrect)?.answerText ?? '';
    expect(said(prev, START + 20, s, START + 30)).toBe(
      `Wrong answer, with no time left for another. You lost a life. The correct answer was: ${answer}. 2 lives left.`,
    );
    // The next question starts silent: focus moving to it reads it out.
    const next = step(s, { type: 'tick' }, START + 30 + QUIZ_GAME_REVEAL_MS + 2000);
    expect(next.currentQuestionIndex).toBe(1);
    expect(said(s, START + 30, next, START + 30 + QUIZ_GAME_REVEAL_MS + 2000)).toBe('');
  });

  it('calls out the question timer at half and at 2 s, then the time-up, in English and Spanish', () => {
    const s = answering();
    expect(said(s, START, s, START + 2999)).toBe('');
    expect(said(s, START + 2999, s, START + 3000)).toBe('3 seconds left to answer.');
    expect(said(s, START + 3000, s, START + 3500)).toBe('');
    expect(said(s, START + 3500, s, START + 4000)).toBe('2 seconds left to answer.');
    expect(said(s, START + 3500, s, START + 4000, QUIZ_GAME_CONTENT_ES)).toBe(
      'Quedan 2 segundos para responder.',
    );
    const expired = step(s, { type: 'tick' }, START + 6000);
    const answer = expired.answers.find((a) => a.isCorrect)?.answerText ?? '';
    expect(said(s, START + 4000, expired, START + 6000)).toBe(
      `Time is up. You lost a life. The correct answer was: ${answer}. 2 lives left.`,
    );
  });

  it('calls out the game clock at 30, 10 and 5 seconds left, and not every second', () => {
    let s = answering({ gameTimerLength: 40, questionTimerLength: 100 });
    const heard: string[] = [];
    for (let t = 1; t <= 39; t++) {
      const at = START + t * QUIZ_GAME_TICK_MS;
      const next = step(s, { type: 'tick' }, at);
      const text = said(s, at - QUIZ_GAME_TICK_MS, next, at);
      if (text !== '') heard.push(`${next.gameTime}: ${text}`);
      s = next;
    }
    expect(heard).toEqual([
      '30: 30 seconds left in the game.',
      '10: 10 seconds left in the game.',
      '5: 5 seconds left in the game.',
    ]);
    const won = step(s, { type: 'tick' }, START + 40 * QUIZ_GAME_TICK_MS);
    expect(said(s, START + 39_000, won, START + 40_000)).toBe(
      `The game clock has run out: you won! You answered 0 of ${PRACTICE_QUESTIONS.length} questions correctly.`,
    );
    expect(said(s, START + 39_000, won, START + 40_000, QUIZ_GAME_CONTENT_ES)).toBe(
      `Se acabó el reloj del juego: ¡ganó! Contestó bien 0 de ${PRACTICE_QUESTIONS.length} preguntas.`,
    );
  });

  it('says Game Over with its reason once the last life is lost', () => {
    const s = answering({ livesToStart: 1 });
    const over = step(s, { type: 'tick' }, START + 6000);
    const answer = over.answers.find((a) => a.isCorrect)?.answerText ?? '';
    expect(said(s, START, over, START + 6000)).toBe(
      `Time is up. You lost your last life. The correct answer was: ${answer}. Game over: no lives left. You answered 0 of ${PRACTICE_QUESTIONS.length} questions correctly.`,
    );
  });
});

describe('connectQuizGameEnd', () => {
  it('is Game Over with Try Again, focused by the engine, when the lives run out', () => {
    const { sent, send } = recorder();
    const s = step(answering({ livesToStart: 1 }), { type: 'tick' }, START + 6000);
    expect(s.stage).toBe('ended');
    const end = connectQuizGameEnd(s, send, words, noChoice);
    expect(end).toMatchObject({ won: false, heading: { text: 'Game Over' } });
    expect(end?.restart.label).toBe('Try Again');
    expect(end?.restart.focus['data-focus']).toBe(QUIZ_GAME_FOCUS.tryAgain);
    expect(end?.score.text).toBe(`You answered 0 of ${PRACTICE_QUESTIONS.length} questions correctly.`);
    end?.restart.props.onClick();
    expect(sent).toEqual([{ type: 'tryAgain' }]);
  });

  it('is You Won! with Play Again when the clock runs out', () => {
    const s = step(answering({ gameTimerLength: 1 }), { type: 'tick' }, START + QUIZ_GAME_TICK_MS);
    const end = connectQuizGameEnd(s, noChoice, words, noChoice);
    expect(end).toMatchObject({ won: true, heading: { text: 'You Won!' } });
    expect(end?.restart.label).toBe('Play Again');
    expect(end?.restart.focus['data-focus']).toBe(QUIZ_GAME_FOCUS.playAgain);
  });

  it('is nothing before the end', () => {
    expect(connectQuizGameEnd(answering(), noChoice, words, noChoice)).toBeNull();
  });
});

describe('the hidden How to Play text', () => {
  it("states the engine's times and lives in English", () => {
    const text = QUIZ_GAME_CONTENT.howToPlay(quizGameHowToPlay(QUIZ_GAME_DEFAULTS));
    expect(text).toContain('You have 60 seconds in all, 3 lives, and 6 seconds to answer each question.');
    expect(text).toContain('takes 2 seconds off');
    const slow = QUIZ_GAME_CONTENT.howToPlay(
      quizGameHowToPlay({ ...QUIZ_GAME_DEFAULTS, timingScale: 10, livesToStart: 1 }),
    );
    expect(slow).toContain('You have 600 seconds in all, 1 life, and 60 seconds to answer each question.');
    expect(slow).toContain('takes 20 seconds off');
    expect(
      QUIZ_GAME_CONTENT.howToPlay(quizGameHowToPlay({ ...QUIZ_GAME_DEFAULTS, timingScale: 1.25 })),
    ).toContain('7.5 seconds to answer');
  });
});
