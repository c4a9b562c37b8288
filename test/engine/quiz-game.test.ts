import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { shuffle, TIMING_SCALE_CHOICES, type Effect } from '@play-smart/engine/core';
import {
  QUIZ_GAME_DEFAULTS,
  QUIZ_GAME_FADE_IN_MS,
  QUIZ_GAME_FADE_OUT_DELAY_MS,
  QUIZ_GAME_FADE_OUT_MS,
  QUIZ_GAME_FOCUS,
  QUIZ_GAME_LOAD_ERROR_MESSAGE,
  QUIZ_GAME_MAX_LIVES,
  QUIZ_GAME_PENALTY_ANIMATION_MS,
  QUIZ_GAME_QUESTIONS_REQUEST_KEY,
  QUIZ_GAME_QUESTIONS_URL,
  QUIZ_GAME_REVEAL_MS,
  QUIZ_GAME_TICK_MS,
  QUIZ_GAME_TIMER_RESET_MS,
  QUIZ_GAME_WRONG_ANSWER_PENALTY_MS,
  parseQuizGameQuestions,
  validateQuizGameConfig,
  validateQuizGameQuestions,
  quizGame,
  quizGameHowToPlay,
  quizGameLifeIsActive,
  quizGameTimeLimits,
  selectQuizGameAcceptsAnswers,
  selectQuizGameAnswerItems,
  selectQuizGameCanStart,
  selectQuizGameCurrentQuestion,
  selectQuizGameEnd,
  selectQuizGameLifeLost,
  selectQuizGameLoadError,
  selectQuizGameHowToPlay,
  selectQuizGameLastOutcome,
  selectQuizGameLives,
  selectQuizGameQuestionCount,
  selectQuizGameQuestionNumber,
  selectQuizGameQuestionOpacity,
  selectQuizGameTimeLeftMs,
  selectQuizGameTimerBar,
  selectQuizGameTimerFraction,
  selectQuizGameTimerIsAnimating,
  selectQuizGameTimerIsPaused,
  type QuizGameConfig,
  type QuizGameEvent,
  type QuizGameQuestion,
  type QuizGameState,
} from '@play-smart/engine/quiz-game';
import { playToEnd, replay, runEvents, settle } from '@play-smart/engine/testing';
import { arbitraries, timed } from '@play-smart/engine/testing/arbitraries';
import type { Timed } from '../support/replay';
import {
  benchEvents,
  benchSeed,
  makeQuestion,
  playthrough,
  questionFileArrived,
} from '../support/playthroughs/quiz-game';

// ---------------------------------------------------------------------------------------------------------
// Fixtures and helpers

const QUESTIONS: readonly QuizGameQuestion[] = [1, 2, 3, 4, 5].map((n) => makeQuestion(n));
const QUESTION_MS = 6000;
const PENALTY = 2000;
/** When Take the Quiz is pressed in the helpers. */
const T0 = 1000;
/** When the first question has faded in and the timers start. */
const START = T0 + QUIZ_GAME_FADE_IN_MS;

/** The driver's answer to the quiz's request for the question file. */
function fileResponse(
  at: number,
  body: unknown,
  ok = true,
  status: number | null = 200,
): Timed<QuizGameEvent> {
  return { type: 'response', key: QUIZ_GAME_QUESTIONS_REQUEST_KEY, ok, status, body, at };
}

function loaded(config: Partial<QuizGameConfig> = {}, seed = 7, questions = QUESTIONS): QuizGameState {
  const { state } = quizGame.init(config, 0, seed);
  return quizGame.step(state, questionFileArrived(questions, 0)).state;
}

/** Where the failed load's log says the questions were asked for: the default URL. */
const URL_NOTE = ' (GET /js/config/quiz-questions.json)';

/** The English question file's pinned answers, as the site passes them. */
const PINNED = ['all of the above', 'none of the above'];

function taken(config: Partial<QuizGameConfig> = {}, seed = 7, questions = QUESTIONS): QuizGameState {
  return quizGame.step(loaded(config, seed, questions), { type: 'takeQuiz', at: T0 }).state;
}

/** A game whose first question has just faded in (at START): the timers are running. */
function playing(config: Partial<QuizGameConfig> = {}, seed = 7, questions = QUESTIONS): QuizGameState {
  return tick(taken(config, seed, questions), START).state;
}

function tick(state: QuizGameState, at: number): ReturnType<typeof quizGame.step> {
  return quizGame.step(state, { type: 'tick', at });
}

function click(state: QuizGameState, answer: number, at: number): ReturnType<typeof quizGame.step> {
  return quizGame.step(state, { type: 'answerSelected', option: answer, at });
}

function rightIndex(state: QuizGameState): number {
  return state.answers.findIndex((a) => a.isCorrect);
}

/** The first wrong answer not chosen yet. */
function wrongIndex(state: QuizGameState): number {
  return state.answers.findIndex((a, i) => !a.isCorrect && !state.highlighted.includes(i));
}

/** Runs deadlines until the question on screen takes answers (or the game is over). */
function untilAnswering(state: QuizGameState): QuizGameState {
  let s = state;
  while (s.stage === 'gameplay' && !selectQuizGameAcceptsAnswers(s)) {
    const due = quizGame.nextDeadline(s);
    if (due === null) throw new Error('stalled');
    s = tick(s, due).state;
  }
  return s;
}

function texts(questions: readonly QuizGameQuestion[]): string[] {
  return questions.map((q) => q.question).sort();
}

const endEffects = (target: string): Effect[] => [
  { type: 'track', event: 'game_end', fields: { game: 'quiz-game' } },
  { type: 'focus', target },
];

// ---------------------------------------------------------------------------------------------------------

describe('quiz-game: constants and configuration', () => {
  it('has the spec defaults: 60 s game, 3 lives, 6 s per question, timing scale 1, no pinned answers of its own', () => {
    expect(QUIZ_GAME_DEFAULTS).toEqual({
      gameTimerLength: 60,
      livesToStart: 3,
      questionTimerLength: 6,
      timingScale: 1,
      pinnedAnswers: [],
      questions: null,
      questionsUrl: '/js/config/quiz-questions.json',
    });
    expect(quizGameTimeLimits(QUIZ_GAME_DEFAULTS)).toEqual({
      gameSeconds: 60,
      questionMs: 6000,
      penaltyMs: 2000,
    });
  });

  it('has the spec timings (section 9)', () => {
    expect([
      QUIZ_GAME_WRONG_ANSWER_PENALTY_MS,
      QUIZ_GAME_TICK_MS,
      QUIZ_GAME_REVEAL_MS,
      QUIZ_GAME_FADE_OUT_DELAY_MS,
      QUIZ_GAME_FADE_OUT_MS,
      QUIZ_GAME_FADE_IN_MS,
      QUIZ_GAME_TIMER_RESET_MS,
      QUIZ_GAME_PENALTY_ANIMATION_MS,
    ]).toEqual([2000, 1000, 500, 650, 350, 350, 150, 350]);
    expect(QUIZ_GAME_QUESTIONS_URL).toBe('/js/config/quiz-questions.json');
  });

  it('starts on the intro, loading, with full lives, clock and timer and no deadline', () => {
    const { state, effects } = quizGame.init({}, 0, 1);
    expect(effects).toEqual([
      { type: 'request', key: 'quiz-game:questions', method: 'GET', url: QUIZ_GAME_QUESTIONS_URL },
    ]);
    expect(state).toMatchObject({
      stage: 'start',
      load: 'loading',
      score: 0,
      lives: 3,
      gameTime: 60,
      currentQuestionIndex: 0,
      selectedQuestions: [],
    });
    expect(quizGame.nextDeadline(state)).toBeNull();
    expect(selectQuizGameTimerFraction(state, 0)).toBe(1);
  });

  it('takes the host configuration', () => {
    const { state } = quizGame.init({ gameTimerLength: 30, livesToStart: 2, questionTimerLength: 4 }, 0, 1);
    expect(state.gameTime).toBe(30);
    expect(state.lives).toBe(2);
    expect(state.timer.leftMs).toBe(4000);
  });

  it('an explicit undefined means the default', () => {
    const { state } = quizGame.init({ livesToStart: undefined }, 0, 1);
    expect(state.lives).toBe(3);
  });

  it.each([
    [{ timingScale: 0.5 }],
    [{ timingScale: Number.NaN }],
    [{ timingScale: Number.POSITIVE_INFINITY }],
    [{ livesToStart: 0 }],
    [{ livesToStart: 4 }],
    [{ livesToStart: 2.5 }],
    [{ gameTimerLength: 0 }],
    [{ questionTimerLength: -1 }],
    [{ gameTimerLength: Number.NaN }],
  ])('rejects the nonsensical configuration %o', (config) => {
    expect(() => quizGame.init(config, 0, 1)).toThrow(RangeError);
  });
});

describe('quiz-game: loading the questions', () => {
  it('offers Take the Quiz only once the questions have loaded', () => {
    const { state } = quizGame.init({}, 0, 1);
    expect(selectQuizGameCanStart(state)).toBe(false);
    expect(quizGame.step(state, { type: 'takeQuiz', at: 1 }).state).toBe(state);
    const ready = quizGame.step(state, questionFileArrived(QUESTIONS, 2));
    expect(ready.effects).toEqual([]);
    expect(ready.state.load).toBe('loaded');
    expect(ready.state.allQuestions).toEqual(QUESTIONS);
    expect(selectQuizGameCanStart(ready.state)).toBe(true);
    expect(selectQuizGameQuestionCount(ready.state)).toBe(5);
  });

  it('a failed load logs "Failed to load quiz questions:" and the quiz cannot start', () => {
    const { state } = quizGame.init({}, 0, 1);
    const failed = quizGame.step(state, fileResponse(3, { message: 'Not Found' }, false, 404));
    expect(failed.effects).toEqual([
      {
        type: 'log',
        level: 'error',
        message: `Failed to load quiz questions: Request failed with status code 404${URL_NOTE}`,
      },
    ]);
    expect(failed.state.load).toBe('failed');
    expect(selectQuizGameCanStart(failed.state)).toBe(false);
    expect(quizGame.step(failed.state, { type: 'takeQuiz', at: 4 }).state).toBe(failed.state);
    const offline = quizGame.step(state, fileResponse(3, null, false, null));
    expect(offline.effects).toEqual([
      { type: 'log', level: 'error', message: `${QUIZ_GAME_LOAD_ERROR_MESSAGE} no response${URL_NOTE}` },
    ]);
    expect(offline.state.load).toBe('failed');
    expect(QUIZ_GAME_LOAD_ERROR_MESSAGE).toBe('Failed to load quiz questions:');
  });

  it('a file that is not a question file counts as a failed load', () => {
    const { state } = quizGame.init({}, 0, 1);
    const cases: [unknown, string][] = [
      ['<html>', '(file): must be an object with an allQuestions list, got "<html>"'],
      [null, '(file): must be an object with an allQuestions list, got null'],
      [
        { allQuestions: [{ question: 'Q?', answers: [] }] },
        'allQuestions[0].answers: must have at least 2 answers, found 0',
      ],
    ];
    for (const [body, why] of cases) {
      const broken = quizGame.step(state, fileResponse(3, body));
      expect(broken.state.load).toBe('failed');
      expect(selectQuizGameCanStart(broken.state)).toBe(false);
      // The log names the first problem with its place.
      expect(broken.effects).toEqual([
        {
          type: 'log',
          level: 'error',
          message: `Failed to load quiz questions: the file is not a question file (${why})${URL_NOTE}`,
        },
      ]);
    }
  });

  it('an empty question list counts as a failed load', () => {
    const { state } = quizGame.init({}, 0, 1);
    const empty = quizGame.step(state, questionFileArrived([], 3));
    expect(empty.state.load).toBe('failed');
    expect(empty.effects).toEqual([
      {
        type: 'log',
        level: 'error',
        message: `Failed to load quiz questions: the file has no questions${URL_NOTE}`,
      },
    ]);
  });

  it('ignores load events once a game has started, and answers to other requests', () => {
    const s = playing();
    expect(quizGame.step(s, questionFileArrived([makeQuestion(9)], START)).state).toBe(s);
    expect(quizGame.step(s, fileResponse(START, null, false, 500)).state).toBe(s);
    const { state } = quizGame.init({}, 0, 1);
    const other = { ...questionFileArrived(QUESTIONS, 2), key: 'scroll-game:stats:1' };
    expect(quizGame.step(state, other).state).toBe(state);
  });
});

describe('quiz-game: parsing the question file', () => {
  const valid = {
    allQuestions: [
      {
        question: 'Q?',
        extra: 1,
        answers: [
          { answerText: 'A', isCorrect: true, note: 'x' },
          { answerText: 'B', isCorrect: false },
        ],
      },
    ],
  };

  it('returns the questions, dropping unknown fields', () => {
    expect(parseQuizGameQuestions(valid)).toEqual([
      {
        question: 'Q?',
        answers: [
          { answerText: 'A', isCorrect: true },
          { answerText: 'B', isCorrect: false },
        ],
      },
    ]);
  });

  const answers = (...list: unknown[]): unknown => ({ allQuestions: [{ question: 'Q?', answers: list }] });
  it.each([
    ['null', null],
    ['a string', '{"allQuestions": []}'],
    ['an array', [valid]],
    ['no allQuestions', { questions: valid.allQuestions }],
    ['an empty list', { allQuestions: [] }],
    ['a question without text', { allQuestions: [{ answers: valid.allQuestions[0]?.answers }] }],
    ['blank question text', { allQuestions: [{ question: '  ', answers: valid.allQuestions[0]?.answers }] }],
    ['answers not a list', { allQuestions: [{ question: 'Q?', answers: {} }] }],
    [
      'a non-boolean isCorrect',
      answers({ answerText: 'A', isCorrect: 'true' }, { answerText: 'B', isCorrect: false }),
    ],
    ['a blank answer', answers({ answerText: '', isCorrect: true }, { answerText: 'B', isCorrect: false })],
    [
      'no correct answer',
      answers({ answerText: 'A', isCorrect: false }, { answerText: 'B', isCorrect: false }),
    ],
    [
      'two correct answers',
      answers({ answerText: 'A', isCorrect: true }, { answerText: 'B', isCorrect: true }),
    ],
    ['a single answer', answers({ answerText: 'A', isCorrect: true })],
  ])('returns null for %s', (_, body) => {
    expect(parseQuizGameQuestions(body)).toBeNull();
  });

  it('one bad question rejects the whole file', () => {
    const body = { allQuestions: [...valid.allQuestions, { question: 'Bad', answers: [] }] };
    expect(parseQuizGameQuestions(body)).toBeNull();
  });
});

describe('quiz-game: the question file served at /js/config/quiz-questions.json', () => {
  const raw: unknown = JSON.parse(
    readFileSync(join(import.meta.dirname, '../../site/content/quiz-questions.json'), 'utf8'),
  );
  const questions = parseQuizGameQuestions(raw) ?? [];

  it('parses, with 15 questions of 3 or 4 answers, each with exactly one correct answer', () => {
    expect(parseQuizGameQuestions(raw)).not.toBeNull();
    expect(questions).toHaveLength(15);
    for (const q of questions) {
      expect(q.answers.length).toBeGreaterThanOrEqual(3);
      expect(q.answers.length).toBeLessThanOrEqual(4);
      expect(q.answers.filter((a) => a.isCorrect)).toHaveLength(1);
      expect(new Set(q.answers.map((a) => a.answerText)).size).toBe(q.answers.length);
    }
    expect(new Set(questions.map((q) => q.question)).size).toBe(15);
  });

  it('never offers a real phone number as a wrong answer: only fictional 555-01xx numbers', () => {
    const wrongNumbers = questions
      .flatMap((q) => q.answers.filter((a) => !a.isCorrect))
      .flatMap((a) => a.answerText.match(/\d{3}-\d{3,4}(?:-\d{4})?/g) ?? []);
    expect(wrongNumbers.length).toBeGreaterThan(0);
    for (const number of wrongNumbers) expect(number).toMatch(/555-01\d\d$/);
  });

  it('date-stamps every question about prices or odds', () => {
    // A price or an odds figure in the question or an answer, or odds compared without figures.
    const aboutMoneyOrOdds = questions.filter((q) =>
      /\$\d|\b1 in \d|\bwhich is more likely\b/i.test(
        [q.question, ...q.answers.map((a) => a.answerText)].join(' '),
      ),
    );
    expect(aboutMoneyOrOdds.length).toBeGreaterThanOrEqual(4);
    for (const q of aboutMoneyOrOdds) expect(q.question).toMatch(/^As of 20\d\d,/);
  });

  it("uses 'All of the above' and 'None of the above', both as right and as wrong answers", () => {
    const pinned = questions
      .flatMap((q) => q.answers)
      .filter((a) => /^(all|none) of the above$/i.test(a.answerText));
    expect(pinned.some((a) => a.isCorrect)).toBe(true);
    expect(pinned.some((a) => !a.isCorrect)).toBe(true);
  });

  it('states the Ohio helpline number correctly where it is the right answer', () => {
    const helpline = questions.find((q) => q.question.includes('Ohio Problem Gambling Helpline'));
    expect(helpline?.answers.find((a) => a.isCorrect)?.answerText).toBe('1-800-589-9966');
  });
});

describe('quiz-game: starting', () => {
  it('Take the Quiz shuffles the questions, fades in question 1 and starts no timer yet', () => {
    const before = loaded();
    const { state, effects } = quizGame.step(before, { type: 'takeQuiz', at: T0 });
    expect(state.stage).toBe('gameplay');
    expect(state.selectedQuestions).toEqual(shuffle(before.rng, QUESTIONS).value);
    expect(state.currentQuestionIndex).toBe(0);
    expect(selectQuizGameQuestionNumber(state)).toBe(1);
    expect(selectQuizGameCurrentQuestion(state)).toBe(state.selectedQuestions[0]);
    expect(state.phase).toEqual({ kind: 'fadeIn', since: T0, until: T0 + 350 });
    expect(state.timer).toEqual({ mode: 'ready', leftMs: 6000, fromMs: 6000, since: T0, until: null });
    expect(state.nextGameTickAt).toBeNull();
    expect(quizGame.nextDeadline(state)).toBe(T0 + 350);
    expect(effects).toEqual([{ type: 'focus', target: QUIZ_GAME_FOCUS.question }]);
  });

  it('starts the game clock and the question timer when the fade-in ends', () => {
    const fading = taken();
    expect(tick(fading, START - 1).state).toBe(fading);
    const s = tick(fading, START).state;
    expect(s.phase).toEqual({ kind: 'answering', since: START, until: null });
    expect(s.timer).toEqual({
      mode: 'running',
      leftMs: 6000,
      fromMs: 6000,
      since: START,
      until: START + 6000,
    });
    expect(s.nextGameTickAt).toBe(START + 1000);
    expect(selectQuizGameAcceptsAnswers(s)).toBe(true);
  });

  it('ignores answers during the fade-in', () => {
    const fading = taken();
    expect(selectQuizGameAcceptsAnswers(fading)).toBe(false);
    const step = click(fading, rightIndex(fading), START - 1);
    expect(step.state).toBe(fading);
    expect(step.effects).toEqual([]);
  });

  it('ignores Take the Quiz during a game and Restart before its end', () => {
    const s = playing();
    expect(quizGame.step(s, { type: 'takeQuiz', at: START }).state).toBe(s);
    expect(quizGame.step(s, { type: 'tryAgain', at: START }).state).toBe(s);
    expect(quizGame.step(loaded(), { type: 'tryAgain', at: 0 }).state.stage).toBe('start');
  });

  it('ignores an answer index that is not on screen', () => {
    const s = playing();
    expect(click(s, 4, START).state).toBe(s);
    expect(click(s, -1, START).state).toBe(s);
    expect(click(s, 0.5, START).state).toBe(s);
  });
});

describe('quiz-game: correct answers and the move to the next question', () => {
  it('stops the timer, scores 1, and moves on: delay 0.65 s, fade-out 0.35 s, reset 0.15 s, fade-in 0.35 s', () => {
    const s = playing();
    const t = START + 1500;
    const answered = click(s, rightIndex(s), t);
    expect(answered.effects).toEqual([]);
    let a = answered.state;
    expect(a.score).toBe(1);
    expect(a.highlighted).toEqual([rightIndex(s)]);
    expect(selectQuizGameLastOutcome(a)).toBe('correct');
    expect(a.timer).toEqual({ mode: 'stopped', leftMs: 4500, fromMs: 4500, since: t, until: null });
    expect(a.phase).toEqual({ kind: 'fadeOutDelay', since: t, until: t + 650 });
    // Clicks do nothing while the question moves on.
    expect(click(a, wrongIndex(a), t + 1).state).toBe(a);

    a = tick(a, t + 650).state;
    expect(a.phase).toEqual({ kind: 'fadeOut', since: t + 650, until: t + 1000 });
    expect(a.currentQuestionIndex).toBe(0);

    const shown = tick(a, t + 1000);
    a = shown.state;
    expect(shown.effects).toEqual([{ type: 'focus', target: QUIZ_GAME_FOCUS.question }]);
    expect(a.currentQuestionIndex).toBe(1);
    expect(a.highlighted).toEqual([]);
    expect(selectQuizGameLastOutcome(a)).toBeNull();
    expect(a.phase).toEqual({ kind: 'fadeIn', since: t + 1000, until: t + 1350 });
    expect(a.timer).toEqual({
      mode: 'resetting',
      leftMs: 6000,
      fromMs: 4500,
      since: t + 1000,
      until: t + 1150,
    });
    expect(selectQuizGameTimerIsAnimating(a)).toBe(true);

    a = tick(a, t + 1150).state;
    expect(a.timer).toEqual({ mode: 'ready', leftMs: 6000, fromMs: 6000, since: t + 1150, until: null });

    a = tick(a, t + 1350).state;
    expect(a.timer).toEqual({
      mode: 'running',
      leftMs: 6000,
      fromMs: 6000,
      since: t + 1350,
      until: t + 7350,
    });
    expect(a.phase?.kind).toBe('answering');
    expect(a.score).toBe(1);
  });

  it('a correct answer to the last question wins at once', () => {
    let s = playing();
    for (let i = 0; i < 4; i++) {
      s = click(s, rightIndex(s), s.timer.since + 100).state;
      s = untilAnswering(s);
    }
    expect(s.currentQuestionIndex).toBe(4);
    const t = s.timer.since + 100;
    const won = click(s, rightIndex(s), t);
    expect(won.state.stage).toBe('ended');
    expect(won.state.score).toBe(5);
    expect(won.effects).toEqual(endEffects(QUIZ_GAME_FOCUS.playAgain));
    expect(quizGame.nextDeadline(won.state)).toBeNull();
    expect(selectQuizGameEnd(won.state)?.outcome).toBe('won');
  });

  it('shows every question exactly once in a game answered correctly', () => {
    let s = playing({}, 99);
    const shown = [selectQuizGameCurrentQuestion(s)?.question];
    while (s.stage === 'gameplay') {
      s = untilAnswering(click(s, rightIndex(s), s.timer.since + 10).state);
      if (s.stage === 'gameplay') shown.push(selectQuizGameCurrentQuestion(s)?.question);
    }
    expect(shown.slice().sort()).toEqual(texts(QUESTIONS));
  });
});

describe('quiz-game: wrong answers', () => {
  it('with more than 2 s left, takes 2 s off and holds the timer for the 0.35 s animation, then resumes', () => {
    const s = playing();
    const t = START + 1500; // 4.5 s left
    const wrong = wrongIndex(s);
    const { state: a, effects } = click(s, wrong, t);
    expect(effects).toEqual([]);
    expect(a.lives).toBe(3);
    expect(a.highlighted).toEqual([wrong]);
    expect(selectQuizGameLastOutcome(a)).toBe('incorrect');
    expect(a.timer).toEqual({ mode: 'penalty', leftMs: 2500, fromMs: 4500, since: t, until: t + 350 });
    expect(selectQuizGameTimeLeftMs(a, t + 300)).toBe(2500);
    expect(selectQuizGameTimerIsAnimating(a)).toBe(true);
    const resumed = tick(a, t + 350).state;
    expect(resumed.timer).toEqual({
      mode: 'running',
      leftMs: 2500,
      fromMs: 2500,
      since: t + 350,
      until: t + 2850,
    });
    expect(selectQuizGameTimeLeftMs(resumed, t + 850)).toBe(2000);
  });

  it('a highlighted answer ignores further clicks; the others still count', () => {
    const s = playing();
    const wrong = wrongIndex(s);
    const a = click(s, wrong, START + 100).state;
    expect(click(a, wrong, START + 200).state).toBe(a);
    const items = selectQuizGameAnswerItems(a);
    expect(items[wrong]).toMatchObject({ highlighted: true, disabled: true, revealed: false });
    expect(items[rightIndex(a)]).toMatchObject({ highlighted: false, disabled: false });
    const b = click(a, wrongIndex(a), START + 200).state;
    expect(b.highlighted).toHaveLength(2);
    expect(b.timer.leftMs).toBe(6000 - 100 - 2000 - 2000);
  });

  it('with exactly 2 s left it is a question failure: reveal, lose a life, next question after 500 ms', () => {
    const s = playing();
    const t = START + 4000; // exactly 2 s left
    const { state: a, effects } = click(s, wrongIndex(s), t);
    expect(effects).toEqual([]);
    expect(a.lives).toBe(2);
    expect(a.revealed).toBe(true);
    expect(a.timer).toEqual({ mode: 'stopped', leftMs: 0, fromMs: 0, since: t, until: null });
    expect(a.phase).toEqual({ kind: 'reveal', since: t, until: t + 500 });
    expect(selectQuizGameAnswerItems(a)[rightIndex(a)]).toMatchObject({ revealed: true, disabled: true });
    expect(click(a, rightIndex(a), t + 1).state).toBe(a);
    const after = tick(a, t + 500).state;
    expect(after.phase).toEqual({ kind: 'fadeOutDelay', since: t + 500, until: t + 1150 });
    const next = untilAnswering(after);
    expect(next.currentQuestionIndex).toBe(1);
    expect(next.revealed).toBe(false);
    expect(next.lives).toBe(2);
  });

  it('with 2.001 s left it is still only a penalty', () => {
    const s = playing();
    const a = click(s, wrongIndex(s), START + 3999).state;
    expect(a.lives).toBe(3);
    expect(a.timer).toMatchObject({ mode: 'penalty', leftMs: 1 });
  });

  it('a failure on the last life ends the game', () => {
    const s = playing({ livesToStart: 1 });
    const t = START + 5000;
    const { state, effects } = click(s, wrongIndex(s), t);
    expect(state.stage).toBe('ended');
    expect(state.lives).toBe(0);
    expect(effects).toEqual(endEffects(QUIZ_GAME_FOCUS.tryAgain));
    expect(quizGame.nextDeadline(state)).toBeNull();
    expect(selectQuizGameEnd(state)?.outcome).toBe('lost');
  });

  it('a failure on the last question wins, without losing a life', () => {
    const s = playing({}, 7, [makeQuestion(1)]);
    const { state, effects } = click(s, wrongIndex(s), START + 4500);
    expect(state.stage).toBe('ended');
    expect(state.lives).toBe(3);
    expect(effects).toEqual(endEffects(QUIZ_GAME_FOCUS.playAgain));
  });

  it('a wrong answer during the penalty hold counts from the held level', () => {
    const s = playing();
    const a = click(s, wrongIndex(s), START + 1000).state; // 5 s -> 3 s, held
    const b = click(a, wrongIndex(a), START + 1100).state; // 3 s -> 1 s
    expect(b.timer).toMatchObject({ mode: 'penalty', leftMs: 1000, since: START + 1100 });
    const c = click(b, wrongIndex(b), START + 1200).state; // 1 s left: failure
    expect(c.lives).toBe(2);
    expect(c.phase?.kind).toBe('reveal');
  });
});

describe('quiz-game: the question timer running out', () => {
  it('costs a life, reveals the correct answer, and moves on after 500 ms', () => {
    const s = playing();
    expect(tick(s, START + 5999).state.lives).toBe(3);
    const { state, effects } = tick(s, START + 6000);
    expect(effects).toEqual([]);
    expect(state.lives).toBe(2);
    expect(state.revealed).toBe(true);
    expect(state.highlighted).toEqual([]);
    expect(state.timer).toEqual({ mode: 'stopped', leftMs: 0, fromMs: 0, since: START + 6000, until: null });
    expect(state.phase).toEqual({ kind: 'reveal', since: START + 6000, until: START + 6500 });
    expect(tick(state, START + 6500).state.phase?.kind).toBe('fadeOutDelay');
  });

  it('on the last life ends the game', () => {
    const { state, effects } = tick(playing({ livesToStart: 1 }), START + 6000);
    expect(state.stage).toBe('ended');
    expect(state.lives).toBe(0);
    expect(effects).toEqual(endEffects(QUIZ_GAME_FOCUS.tryAgain));
  });

  it('on the last question, with lives left, reveals and then wins', () => {
    const s = tick(playing({}, 7, [makeQuestion(1)]), START + 6000).state;
    expect(s.stage).toBe('gameplay');
    expect(s.lives).toBe(2);
    const won = tick(s, START + 6500);
    expect(won.state.stage).toBe('ended');
    expect(won.effects).toEqual(endEffects(QUIZ_GAME_FOCUS.playAgain));
  });

  it('an answer that comes after the timer ran out, before any tick, finds the question already failed', () => {
    const s = playing();
    const late = click(s, rightIndex(s), START + 6100);
    expect(late.state).toEqual(tick(s, START + 6100).state);
    expect(late.state.score).toBe(0);
    expect(late.state.lives).toBe(2);
  });
});

describe('quiz-game: the game clock', () => {
  it('ticks down one second every 1000 ms after the fade-in and wins at 0', () => {
    let s = playing({ gameTimerLength: 3 });
    expect(s.gameTime).toBe(3);
    expect(tick(s, START + 999).state).toBe(s);
    s = tick(s, START + 1000).state;
    expect(s.gameTime).toBe(2);
    expect(s.nextGameTickAt).toBe(START + 2000);
    s = tick(s, START + 2000).state;
    expect(s.gameTime).toBe(1);
    const { state, effects } = tick(s, START + 3000);
    expect(state.gameTime).toBe(0);
    expect(state.stage).toBe('ended');
    expect(effects).toEqual(endEffects(QUIZ_GAME_FOCUS.playAgain));
  });

  it('keeps ticking through the moves between questions', () => {
    const p = playing();
    const s = click(p, rightIndex(p), START + 900).state;
    const later = tick(s, START + 2000).state;
    expect(later.phase?.kind).toBe('fadeIn');
    expect(later.gameTime).toBe(58);
  });

  it('reaching 0 in the same millisecond as the question timer is a win: the clock goes first', () => {
    const { state } = tick(playing({ gameTimerLength: 6 }), START + 6000);
    expect(state.stage).toBe('ended');
    expect(state.lives).toBe(3);
  });
});

describe('quiz-game: the end of a game and restarting', () => {
  function ended(): QuizGameState {
    return tick(playing({ livesToStart: 1 }), START + 6000).state;
  }

  it('clears every deadline: later ticks change nothing', () => {
    const s = ended();
    expect(s.phase).toBeNull();
    expect(s.nextGameTickAt).toBeNull();
    expect(s.timer.until).toBeNull();
    expect(quizGame.nextDeadline(s)).toBeNull();
    expect(tick(s, 1e9).state).toBe(s);
    expect(click(s, 0, 1e9).state).toBe(s);
  });

  it('pushes one game_end naming only the game', () => {
    const { effects } = tick(playing({ livesToStart: 1 }), START + 6000);
    const tracks = effects.filter((e) => e.type === 'track');
    expect(tracks).toEqual([{ type: 'track', event: 'game_end', fields: { game: 'quiz-game' } }]);
  });

  it.each(['lost', 'won'] as const)(
    'Restart after a game %s reshuffles and resets score, lives, game time and index',
    (how) => {
      let s = playing({ livesToStart: 2 }, 11);
      s = click(s, rightIndex(s), START + 100).state;
      s = untilAnswering(s);
      while (how === 'won' && s.stage === 'gameplay') {
        s = untilAnswering(click(s, rightIndex(s), s.timer.since + 10).state);
      }
      s = settle(quizGame, s).state;
      expect(s.stage).toBe('ended');
      expect(selectQuizGameEnd(s)?.outcome).toBe(how);
      expect(s.score).toBe(how === 'won' ? 5 : 1);
      const { state, effects } = quizGame.step(s, { type: 'tryAgain', at: 90_000 });
      expect(state.stage).toBe('gameplay');
      expect(state.selectedQuestions).toEqual(shuffle(s.rng, QUESTIONS).value);
      expect(state).toMatchObject({
        score: 0,
        lives: 2,
        gameTime: 60,
        currentQuestionIndex: 0,
        revealed: false,
      });
      expect(state.highlighted).toEqual([]);
      expect(state.phase).toEqual({ kind: 'fadeIn', since: 90_000, until: 90_350 });
      expect(state.nextGameTickAt).toBeNull();
      expect(state.timer).toMatchObject({ mode: 'ready', leftMs: 6000, until: null });
      expect(effects).toEqual([{ type: 'focus', target: QUIZ_GAME_FOCUS.question }]);
    },
  );
});

describe('quiz-game: answer order', () => {
  const pinnedQuestion = (last: string): QuizGameQuestion => ({
    question: 'Which?',
    answers: [
      { answerText: last, isCorrect: true },
      { answerText: 'One', isCorrect: false },
      { answerText: 'Two', isCorrect: false },
      { answerText: 'Three', isCorrect: false },
    ],
  });

  test.prop([
    fc.integer(),
    fc.constantFrom('All of the above', 'NONE OF THE ABOVE', 'none of the above.', ' All Of The Above '),
  ])("'all of the above' and 'none of the above' always come last, whatever their case", (seed, last) => {
    const s = taken({ pinnedAnswers: PINNED }, seed, [
      pinnedQuestion(last),
      pinnedQuestion('None of the above'),
    ]);
    expect(s.answers.at(-1)?.answerText).toBe(s.answers.find((a) => a.isCorrect)?.answerText);
    expect(
      s.answers
        .slice(0, 3)
        .map((a) => a.answerText)
        .sort(),
    ).toEqual(['One', 'Three', 'Two']);
  });

  test.prop([fc.integer(), fc.stringMatching(/^[a-z][a-z ]{2,20}[a-z]$/)])(
    'any answer the host pins stays last; the engine pins none of its own',
    (seed, phrase) => {
      fc.pre(!['one', 'two', 'three'].includes(phrase));
      expect(QUIZ_GAME_DEFAULTS.pinnedAnswers).toEqual([]);
      const s = taken({ pinnedAnswers: [phrase.toUpperCase()] }, seed, [
        pinnedQuestion(phrase),
        pinnedQuestion(phrase),
      ]);
      expect(s.answers.at(-1)?.answerText).toBe(phrase);
    },
  );

  it('shuffles the other answers with the seeded generator', () => {
    const before = loaded({}, 5);
    const s = quizGame.step(before, { type: 'takeQuiz', at: 0 }).state;
    const afterQuestions = shuffle(before.rng, QUESTIONS);
    const first = afterQuestions.value[0]!;
    expect(s.answers).toEqual(shuffle(afterQuestions.rng, first.answers).value);
    const orders = new Set(
      Array.from({ length: 20 }, (_, seed) =>
        taken({}, seed, [makeQuestion(1)])
          .answers.map((a) => a.answerText)
          .join(),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
  });
});

describe('quiz-game: timing scale (WCAG 2.2.1)', () => {
  it('multiplies the game time, the question time and the penalty, not the animations', () => {
    const s = playing({ timingScale: 10 });
    expect(s.gameTime).toBe(600);
    expect(s.timer.until).toBe(START + 60_000);
    expect(s.nextGameTickAt).toBe(START + 1000);
    const a = click(s, wrongIndex(s), START + 1000).state;
    expect(a.timer).toMatchObject({ mode: 'penalty', leftMs: 39_000, until: START + 1000 + 350 });
    const fail = click(s, wrongIndex(s), START + 40_000).state;
    expect(fail.lives).toBe(2);
    expect(fail.phase).toEqual({ kind: 'reveal', since: START + 40_000, until: START + 40_500 });
  });

  it('handles fractional scales and offers up to ten times the time', () => {
    expect(quizGameTimeLimits({ ...QUIZ_GAME_DEFAULTS, timingScale: 1.5 })).toEqual({
      gameSeconds: 90,
      questionMs: 9000,
      penaltyMs: 3000,
    });
    expect(Math.max(...TIMING_SCALE_CHOICES)).toBeGreaterThanOrEqual(10);
    expect(TIMING_SCALE_CHOICES[0]).toBe(1);
  });

  it('can be chosen on the intro and after a game, never during one', () => {
    const s = loaded();
    const chosen = quizGame.step(s, { type: 'timingScaleChosen', scale: 5, at: 10 }).state;
    expect(chosen.config.timingScale).toBe(5);
    expect(chosen.gameTime).toBe(300);
    expect(chosen.timer.leftMs).toBe(30_000);
    expect(quizGame.step(s, { type: 'timingScaleChosen', scale: 0.5, at: 10 }).state).toBe(s);
    expect(quizGame.step(s, { type: 'timingScaleChosen', scale: 1, at: 10 }).state).toBe(s);
    const p = playing();
    expect(quizGame.step(p, { type: 'timingScaleChosen', scale: 2, at: START }).state).toBe(p);
    const ended = tick(playing({ livesToStart: 1 }), START + 6000).state;
    const later = quizGame.step(ended, { type: 'timingScaleChosen', scale: 2, at: 20_000 }).state;
    const again = quizGame.step(later, { type: 'tryAgain', at: 20_000 }).state;
    expect(again.gameTime).toBe(120);
  });
});

describe('quiz-game: selectors', () => {
  it('the lives display: life 1 if lives >= 1, life 2 if >= 2, life 3 only at exactly 3', () => {
    const s = loaded();
    expect([0, 1, 2, 3].map((lives) => selectQuizGameLives({ ...s, lives }))).toEqual([
      [false, false, false],
      [true, false, false],
      [true, true, false],
      [true, true, true],
    ]);
    expect(quizGameLifeIsActive(4, 3)).toBe(false);
    expect(quizGameLifeIsActive(4, 2)).toBe(true);
    expect(selectQuizGameLives({ ...s, lives: 2 })).toBe(selectQuizGameLives({ ...s, lives: 2 }));
  });

  it('the timer bar fraction follows the countdown, the penalty animation and the reset animation', () => {
    const s = playing();
    expect(selectQuizGameTimerFraction(s, START)).toBe(1);
    expect(selectQuizGameTimerFraction(s, START + 3000)).toBe(0.5);
    expect(selectQuizGameTimerFraction(s, START + 7000)).toBe(0);
    expect(selectQuizGameTimerBar(s)).toEqual({
      motion: 'running',
      fromFraction: 1,
      toFraction: 0,
      startsAt: START,
      endsAt: START + 6000,
    });
    const t = START + 3000;
    const p = click(s, wrongIndex(s), t).state; // 3 s -> 1 s
    expect(selectQuizGameTimerFraction(p, t)).toBe(0.5);
    expect(selectQuizGameTimerFraction(p, t + 175)).toBeCloseTo(1 / 3, 10);
    expect(selectQuizGameTimerFraction(p, t + 350)).toBeCloseTo(1 / 6, 10);
    expect(selectQuizGameTimerBar(p)).toEqual({
      motion: 'animating',
      fromFraction: 0.5,
      toFraction: 1000 / 6000,
      startsAt: t,
      endsAt: t + 350,
    });
    expect(selectQuizGameTimerIsPaused(p)).toBe(false);
    const stopped = click(tick(p, t + 350).state, rightIndex(p), t + 500).state; // 850 ms left
    expect(selectQuizGameTimerIsPaused(stopped)).toBe(true);
    expect(selectQuizGameTimerBar(stopped)).toMatchObject({ motion: 'still', startsAt: null, endsAt: null });
    expect(selectQuizGameTimerFraction(stopped, t + 5000)).toBeCloseTo(850 / 6000, 10);
    const reset = tick(stopped, t + 500 + 1000).state;
    expect(reset.timer.mode).toBe('resetting');
    expect(selectQuizGameTimerFraction(reset, t + 1500 + 75)).toBeCloseTo((850 / 6000 + 1) / 2, 10);
    expect(selectQuizGameTimerFraction(reset, t + 1500 + 150)).toBe(1);
  });

  it('the same state gives the same answer items and timer bar objects', () => {
    const s = playing();
    expect(selectQuizGameAnswerItems(s)).toBe(selectQuizGameAnswerItems(s));
    expect(selectQuizGameTimerBar(s)).toBe(selectQuizGameTimerBar(s));
    expect(selectQuizGameAnswerItems(s).map((i) => i.disabled)).toEqual([false, false, false, false]);
    expect(selectQuizGameAnswerItems(taken()).every((i) => i.disabled)).toBe(true);
  });

  it('the question opacity rises during the fade-in and falls during the fade-out, not during its delay', () => {
    const fading = taken();
    expect(selectQuizGameQuestionOpacity(fading, T0)).toBe(0);
    expect(selectQuizGameQuestionOpacity(fading, T0 + 175)).toBe(0.5);
    const p = playing();
    const s = click(p, rightIndex(p), START + 100).state;
    expect(selectQuizGameQuestionOpacity(s, START + 500)).toBe(1);
    const out = tick(s, START + 750).state;
    expect(out.phase?.kind).toBe('fadeOut');
    expect(selectQuizGameQuestionOpacity(out, START + 750 + 175)).toBe(0.5);
    expect(selectQuizGameQuestionOpacity(loaded(), 0)).toBe(1);
  });

  it('no ending during a game', () => {
    expect(selectQuizGameEnd(playing())).toBeNull();
    expect(selectQuizGameCurrentQuestion(loaded())).toBeNull();
  });

  it('How to Play states the configured times and lives', () => {
    expect(quizGameHowToPlay(QUIZ_GAME_DEFAULTS)).toEqual({
      gameSeconds: 60,
      questionMs: 6000,
      penaltyMs: 2000,
      lives: 3,
    });
    expect(selectQuizGameHowToPlay(loaded({ timingScale: 10, livesToStart: 1 }))).toEqual({
      gameSeconds: 600,
      questionMs: 60000,
      penaltyMs: 20000,
      lives: 1,
    });
    expect(quizGameHowToPlay({ ...QUIZ_GAME_DEFAULTS, timingScale: 1.25 }).questionMs).toBe(7500);
  });
});

// ---------------------------------------------------------------------------------------------------------
// Properties

/** A random visitor: answer index 0..4 (4 is never on screen), 5 = Restart, 6 = Take the Quiz. */
const moves = fc.array(fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 4000 })), {
  maxLength: 40,
});

function eventsOf(list: readonly (readonly [number, number])[]): Timed<QuizGameEvent>[] {
  let at = 10;
  const events: Timed<QuizGameEvent>[] = [questionFileArrived(QUESTIONS, 0), { type: 'takeQuiz', at: 10 }];
  for (const [move, gap] of list) {
    at += gap;
    if (move === 5) events.push({ type: 'tryAgain', at });
    else if (move === 6) events.push({ type: 'takeQuiz', at });
    else events.push({ type: 'answerSelected', option: move, at });
  }
  return events;
}

describe('quiz-game: properties', () => {
  test.prop([
    fc.integer(),
    fc.array(fc.tuple(fc.option(fc.integer({ min: 0, max: 3 })), fc.integer({ min: 0, max: 9000 })), {
      maxLength: 25,
    }),
  ])('one late tick equals many punctual ticks', (seed, script) => {
    let state = taken({}, seed);
    let at = T0;
    for (const [answer, gap] of script) {
      at += gap;
      const late = tick(state, at);
      const punctual = settle(quizGame, state, at);
      expect(late.state).toEqual(punctual.state);
      expect(late.effects).toEqual(punctual.effects);
      state = late.state;
      if (answer !== null) state = click(state, answer, at).state;
      if (state.stage !== 'gameplay') state = quizGame.step(state, { type: 'tryAgain', at }).state;
    }
  });

  test.prop([fc.integer(), moves])(
    'the same seed and timed events give the same states and effects',
    (seed, list) => {
      const events = eventsOf(list);
      const a = replay(quizGame, quizGame.init({}, 0, seed), events);
      const b = replay(quizGame, quizGame.init({}, 0, seed), events);
      expect(a.states).toEqual(b.states);
      expect(a.effects).toEqual(b.effects);
    },
  );

  test.prop([fc.integer(), moves])(
    'lives stay within 0..3 and never rise within a game; Game Over exactly when none are left',
    (seed, list) => {
      const { states } = replay(quizGame, quizGame.init({}, 0, seed), eventsOf(list));
      for (let i = 1; i < states.length; i++) {
        const [prev, next] = [states[i - 1]!, states[i]!];
        expect(next.lives).toBeGreaterThanOrEqual(0);
        expect(next.lives).toBeLessThanOrEqual(3);
        const newGame = next.stage === 'gameplay' && prev.stage !== 'gameplay';
        if (newGame) expect(next.lives).toBe(3);
        else expect(next.lives).toBeLessThanOrEqual(prev.lives);
        if (selectQuizGameEnd(next)?.outcome === 'lost') expect(next.lives).toBe(0);
        if (selectQuizGameEnd(next)?.outcome === 'won') expect(next.lives).toBeGreaterThan(0);
      }
    },
  );

  test.prop([fc.integer(), moves])(
    'every question is used exactly once per game: a permutation, and the index never skips',
    (seed, list) => {
      const { states } = replay(quizGame, quizGame.init({}, 0, seed), eventsOf(list));
      for (let i = 1; i < states.length; i++) {
        const [prev, next] = [states[i - 1]!, states[i]!];
        if (next.stage === 'start') continue;
        expect(texts(next.selectedQuestions)).toEqual(texts(QUESTIONS));
        const newGame = next.stage === 'gameplay' && prev.stage !== 'gameplay';
        if (newGame) expect(next.currentQuestionIndex).toBe(0);
        else
          expect([prev.currentQuestionIndex, prev.currentQuestionIndex + 1]).toContain(
            next.currentQuestionIndex,
          );
        expect(next.currentQuestionIndex).toBeLessThan(QUESTIONS.length);
        expect(next.score).toBeLessThanOrEqual(next.currentQuestionIndex + 1);
      }
    },
  );

  test.prop([
    fc.integer(),
    fc.constantFrom('fade', 'reveal'),
    fc.integer({
      min: 0,
      max: QUIZ_GAME_FADE_OUT_DELAY_MS + QUIZ_GAME_FADE_OUT_MS + QUIZ_GAME_FADE_IN_MS - 1,
    }),
    fc.integer({ min: 0, max: 4 }),
  ])('an answer during a fade or a reveal returns the same state object', (seed, how, into, answer) => {
    const s = playing({}, seed);
    // Moving on starts at `from`: at once after a correct answer, 500 ms after a failure's reveal.
    const from = how === 'fade' ? START + 100 : START + 6000;
    const moving = how === 'fade' ? click(s, rightIndex(s), from).state : tick(s, from).state;
    const during = settle(quizGame, moving, from + into).state;
    expect(selectQuizGameAcceptsAnswers(during)).toBe(false);
    const step = click(during, answer, from + into);
    expect(step.state).toBe(during);
    expect(step.effects).toEqual([]);
  });

  test.prop([fc.integer(), fc.integer({ min: 0, max: 3999 }), fc.integer({ min: 0, max: 1850 })])(
    // Up to 1850 ms later the same question is still on screen (in the worst case revealed, then fading).
    'a highlighted answer ignores further clicks',
    (seed, think, later) => {
      const s = playing({}, seed);
      const wrong = wrongIndex(s);
      const a = click(s, wrong, START + think).state;
      const settled = settle(quizGame, a, START + think + later).state;
      const step = click(settled, wrong, START + think + later);
      expect(step.state).toBe(settled);
      expect(step.effects).toEqual([]);
    },
  );

  test.prop([
    fc.integer(),
    fc.integer({ min: 0, max: QUESTION_MS - PENALTY - 1 }),
    fc.constantFrom(1, 2, 10),
  ])(
    'a wrong answer with more than the penalty left costs exactly the penalty (2 s at scale 1)',
    (seed, think, scale) => {
      const s = playing({ timingScale: scale }, seed);
      const t = START + think * scale;
      const before = selectQuizGameTimeLeftMs(s, t);
      const a = click(s, wrongIndex(s), t).state;
      expect(a.lives).toBe(3);
      expect(selectQuizGameTimeLeftMs(a, t)).toBe(before - PENALTY * scale);
      // The timer holds during the 0.35 s animation, then counts down from exactly that level.
      const resumed = tick(a, t + QUIZ_GAME_PENALTY_ANIMATION_MS).state;
      expect(resumed.timer.until).toBe(t + QUIZ_GAME_PENALTY_ANIMATION_MS + before - PENALTY * scale);
    },
  );

  test.prop([fc.integer({ min: 0, max: 1000 })])(
    'the scripted playthrough reaches Game Over or You Won!',
    (seed) => {
      const { name, steps, final } = playthrough(seed);
      expect(name).toBe('quiz-game');
      expect(steps).toBeGreaterThan(3);
      expect((final as QuizGameState).stage).toBe('ended');
    },
  );
});

describe('quiz-game: bench events', () => {
  it('replay to the end of a game from the bench seed', () => {
    let { state } = quizGame.init({}, 0, benchSeed);
    for (const event of benchEvents) state = quizGame.step(state, event).state;
    expect(state.stage).toBe('ended');
    expect(benchEvents.some((e) => e.type === 'answerSelected')).toBe(true);
    expect(benchEvents.some((e) => e.type === 'tick')).toBe(true);
  });
});

describe('quiz-game through the package test helpers (@play-smart/engine/testing)', () => {
  const raw: unknown = JSON.parse(
    readFileSync(join(import.meta.dirname, '../../site/content/quiz-questions.json'), 'utf8'),
  );
  const questions = parseQuizGameQuestions(raw) ?? [];
  const loaded = (seed: number) =>
    quizGame.step(quizGame.init({}, 0, seed).state, questionFileArrived(questions, 5));

  test.prop([fc.integer(), timed(arbitraries.quizGame, { start: 10 })])(
    'any events a host may send keep the lives between 0 and the maximum',
    (seed, events) => {
      const { states } = runEvents(quizGame, {}, [questionFileArrived(questions, 5), ...events], { seed });
      for (const s of states) expect(s.lives >= 0 && s.lives <= QUIZ_GAME_MAX_LIVES).toBe(true);
    },
  );

  test.prop([fc.integer()])(
    'a visitor who takes the quiz and never answers loses: the timers end it',
    (seed) => {
      const { state: last } = playToEnd(quizGame, loaded(seed), {
        move: (s) => (s.stage === 'start' && selectQuizGameCanStart(s) ? { type: 'takeQuiz' } : null),
        isOver: (s) => s.stage === 'ended',
      });
      expect(selectQuizGameEnd(last)).toEqual({ outcome: 'lost', reason: 'lives-out' });
    },
  );
});

describe('quiz-game: questions the host supplies, and where they come from', () => {
  it('questions in the configuration: loaded at once, no request made', () => {
    const { state, effects } = quizGame.init({ questions: QUESTIONS }, 0, 1);
    expect(effects).toEqual([]);
    expect(state.load).toBe('loaded');
    expect(state.allQuestions).toEqual(QUESTIONS);
    expect(selectQuizGameCanStart(state)).toBe(true);
    const taken = quizGame.step(state, { type: 'takeQuiz', at: 5 }).state;
    expect(taken.stage).toBe('gameplay');
    // A late answer to a request nobody made changes nothing once a game runs.
    expect(quizGame.step(taken, fileResponse(6, null, false, 404)).state).toBe(taken);
  });

  it('a question list that the file parser would reject throws a RangeError naming the place and the rule', () => {
    expect(() => quizGame.init({ questions: [] }, 0, 1)).toThrow(
      new RangeError('questions: must have at least one question, found 0'),
    );
    const good = QUESTIONS[0] as QuizGameQuestion;
    const twoRightThird = {
      question: 'Q3?',
      answers: [
        { answerText: 'A', isCorrect: true },
        { answerText: 'B', isCorrect: true },
      ],
    };
    expect(() => quizGame.init({ questions: [good, good, twoRightThird] }, 0, 1)).toThrow(
      new RangeError('questions[2].answers: exactly one answer must be correct, found 2'),
    );
    const twoRight = {
      question: 'Q?',
      answers: [
        { answerText: 'A', isCorrect: true },
        { answerText: 'B', isCorrect: true },
      ],
    };
    expect(() => quizGame.init({ questions: [twoRight] }, 0, 1)).toThrow(RangeError);
  });

  it('asks the URL the host chose, and names it in the failed load’s log', () => {
    const url = 'https://cms.example.org/quiz/en.json';
    const { state, effects } = quizGame.init({ questionsUrl: url }, 0, 1);
    expect(effects).toEqual([{ type: 'request', key: QUIZ_GAME_QUESTIONS_REQUEST_KEY, method: 'GET', url }]);
    const failed = quizGame.step(state, fileResponse(3, null, false, 500));
    expect(failed.effects).toEqual([
      {
        type: 'log',
        level: 'error',
        message: `${QUIZ_GAME_LOAD_ERROR_MESSAGE} Request failed with status code 500 (GET ${url})`,
      },
    ]);
    expect(() => quizGame.init({ questionsUrl: ' ' }, 0, 1)).toThrow(/questionsUrl must be/);
  });

  it('a failed load says why as a code; a later good answer clears it', () => {
    const { state } = quizGame.init({}, 0, 1);
    expect(selectQuizGameLoadError(state)).toBeNull();
    const cases: [Timed<QuizGameEvent>, string][] = [
      [fileResponse(3, null, false, null), 'no-response'],
      [fileResponse(3, { message: 'Not Found' }, false, 404), 'http-status'],
      [fileResponse(3, { allQuestions: [] }), 'no-questions'],
      [fileResponse(3, '<html>'), 'not-a-question-file'],
    ];
    for (const [event, code] of cases) {
      const failed = quizGame.step(state, event).state;
      expect(failed.load).toBe('failed');
      expect(selectQuizGameLoadError(failed)).toBe(code);
    }
    const retried = quizGame.step(
      quizGame.step(state, cases[0]![0]).state,
      questionFileArrived(QUESTIONS, 9),
    );
    expect(retried.state.load).toBe('loaded');
    expect(selectQuizGameLoadError(retried.state)).toBeNull();
  });
});

describe('quiz-game: why a game ended and why a life was lost', () => {
  it('the lives running out: game-over, lives-out', () => {
    const s = tick(playing({ livesToStart: 1 }), START + 6000).state;
    expect(selectQuizGameEnd(s)?.outcome).toBe('lost');
    expect(selectQuizGameEnd(s)?.reason).toBe('lives-out');
    expect(selectQuizGameLifeLost(s)).toBe('timeout');
  });

  it('the game clock running out: won, clock-out', () => {
    const s = tick(playing({ gameTimerLength: 1 }), START + 1000).state;
    expect(selectQuizGameEnd(s)?.outcome).toBe('won');
    expect(selectQuizGameEnd(s)?.reason).toBe('clock-out');
    expect(selectQuizGameLifeLost(s)).toBeNull();
  });

  it('the questions running out: won, questions-out', () => {
    const p = playing({}, 7, [makeQuestion(1)]);
    const s = click(p, rightIndex(p), START + 100).state;
    expect(selectQuizGameEnd(s)?.outcome).toBe('won');
    expect(selectQuizGameEnd(s)?.reason).toBe('questions-out');
  });

  it('a wrong answer with the penalty or less left costs a life by wrong-answer; the timer by timeout', () => {
    const p = playing();
    expect(selectQuizGameLifeLost(p)).toBeNull();
    expect(selectQuizGameEnd(p)).toBeNull();
    const wrong = click(p, wrongIndex(p), START + QUESTION_MS - PENALTY).state;
    expect(wrong.lives).toBe(2);
    expect(selectQuizGameLifeLost(wrong)).toBe('wrong-answer');
    const next = untilAnswering(wrong);
    const timedOut = tick(next, (next.timer.until ?? 0) + 1).state;
    expect(timedOut.lives).toBe(1);
    expect(selectQuizGameLifeLost(timedOut)).toBe('timeout');
  });

  it('starting over clears both reasons', () => {
    const ended = tick(playing({ livesToStart: 1 }), START + 6000).state;
    const again = quizGame.step(ended, { type: 'tryAgain', at: START + 7000 }).state;
    expect(selectQuizGameEnd(again)).toBeNull();
    expect(selectQuizGameLifeLost(again)).toBeNull();
  });

  it('a wrong answer above the penalty keeps the question on screen; index -1 is ignored', () => {
    const p = playing();
    const wrong = click(p, wrongIndex(p), START + 100).state;
    expect(wrong.currentQuestionIndex).toBe(p.currentQuestionIndex);
    expect(selectQuizGameAcceptsAnswers(tick(wrong, START + 100 + PENALTY).state)).toBe(true);
    expect(click(p, -1, START + 100).state).toBe(p);
    expect(click(p, p.answers.length, START + 100).state).toBe(p);
  });
});

describe('quiz-game: checking questions and configurations, every problem as data', () => {
  const answer = (answerText: string, isCorrect: boolean): { answerText: string; isCorrect: boolean } => ({
    answerText,
    isCorrect,
  });

  it('names every problem of a question file with its place and rule, in file order', () => {
    const body = {
      allQuestions: [
        { question: 'Fine?', answers: [answer('Yes', true), answer('No', false)] },
        { question: '', answers: [answer('A', false), { answerText: 'B', isCorrect: 'yes' }] },
        { question: 'Two right?', answers: [answer('A', true), answer('B', true)] },
        'not a question',
      ],
    };
    expect(validateQuizGameQuestions(body)).toEqual([
      {
        path: 'allQuestions[1].question',
        rule: 'question-text',
        message: 'allQuestions[1].question: must be a non-empty string, got ""',
      },
      {
        path: 'allQuestions[1].answers[1].isCorrect',
        rule: 'is-correct',
        message: 'allQuestions[1].answers[1].isCorrect: must be true or false, got "yes"',
      },
      {
        path: 'allQuestions[1].answers',
        rule: 'one-correct',
        message: 'allQuestions[1].answers: exactly one answer must be correct, found 0',
      },
      {
        path: 'allQuestions[2].answers',
        rule: 'one-correct',
        message: 'allQuestions[2].answers: exactly one answer must be correct, found 2',
      },
      {
        path: 'allQuestions[3]',
        rule: 'question-object',
        message: 'allQuestions[3]: must be a question object, got "not a question"',
      },
    ]);
    expect(parseQuizGameQuestions(body)).toBeNull();
  });

  it('finds nothing wrong with a file the parser accepts, and the parser accepts what it finds nothing in', () => {
    const body = { allQuestions: QUESTIONS };
    expect(validateQuizGameQuestions(body)).toEqual([]);
    expect(parseQuizGameQuestions(body)).toEqual(QUESTIONS);
    expect(validateQuizGameQuestions({ allQuestions: [] }).map((p) => p.rule)).toEqual(['no-questions']);
    expect(validateQuizGameQuestions({ questions: [] }).map((p) => p.rule)).toEqual(['questions-list']);
    expect(validateQuizGameQuestions([]).map((p) => p.rule)).toEqual(['file-object']);
    const short = { allQuestions: [{ question: 'Q', answers: [answer('A', true)] }] };
    expect(validateQuizGameQuestions(short).map((p) => p.rule)).toEqual(['min-answers']);
  });

  it('returns every problem of a configuration, where init throws for the first', () => {
    const twoRight = { question: 'Q', answers: [answer('A', true), answer('B', true)] };
    const config = { livesToStart: 5, questionsUrl: ' ', questions: [twoRight] };
    expect(validateQuizGameConfig(config)).toEqual([
      { field: 'livesToStart', message: 'livesToStart must be an integer from 1 to 3, got 5' },
      { field: 'questions', message: 'questions[0].answers: exactly one answer must be correct, found 2' },
      { field: 'questionsUrl', message: 'questionsUrl must be a non-empty URL, got " "' },
    ]);
    expect(() => quizGame.init(config, 0, 1)).toThrow(
      new RangeError('livesToStart must be an integer from 1 to 3, got 5'),
    );
    expect(validateQuizGameConfig({ questions: QUESTIONS, livesToStart: 2 })).toEqual([]);
  });
});
