import {
  integerBetween,
  resolveConfig,
  validateConfig,
  type ConfigProblem,
  type ConfigRules,
} from '../core/config';
import { fireDue } from '../core/deadlines';
import { gameEnd, type Effect, type RequestEffect, type ResponseEvent } from '../core/effects';
import { unchanged, type EngineModule, type ModuleEvent, type Step } from '../core/module';
import { seedRng, shuffle } from '../core/rng';
import type { Millis } from '../core/time';
import { isTimingScale, TIMING_SCALE_RULE } from '../core/timing-scale';
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
  QUIZ_GAME_REVEAL_MS,
  QUIZ_GAME_SLUG,
  QUIZ_GAME_TICK_MS,
  QUIZ_GAME_TIMER_RESET_MS,
} from './quiz-game.constants';
import {
  orderQuizGameAnswers,
  parseQuizGameQuestions,
  validateQuizGameQuestions,
  quizGameLoadError,
  quizGameLoadFailure,
} from './quiz-game.questions';
import {
  quizGameTimeLimits,
  quizGameTimerLeftMs,
  quizGameTimerShownMs,
  selectQuizGameAcceptsAnswers,
  selectQuizGameCanStart,
} from './quiz-game.selectors';
import type {
  QuizGameConfig,
  QuizGameEndReason,
  QuizGameEvent,
  QuizGameLifeLostReason,
  QuizGameQuestionTimer,
  QuizGameState,
} from './quiz-game.types';

type State = QuizGameState;
type Timer = QuizGameQuestionTimer;

// ---------------------------------------------------------------------------------------------------------
// Configuration

/** The times are checked once scaled, so they come after the timing scale. */
const CONFIG_RULES: ConfigRules<QuizGameConfig> = {
  timingScale: TIMING_SCALE_RULE,
  // The display has three skulls, so more lives could not be shown.
  livesToStart: integerBetween(1, QUIZ_GAME_MAX_LIVES),
  gameTimerLength: {
    must: 'a number of seconds that is at least 1 once scaled',
    test: (_, config) => quizGameTimeLimits(config).gameSeconds >= 1,
  },
  questionTimerLength: {
    must: 'a number of seconds that is at least 1 ms once scaled',
    test: (_, config) => quizGameTimeLimits(config).questionMs >= 1,
  },
  pinnedAnswers: {
    must: 'a list of answer texts',
    test: (answers) => answers.every((answer) => typeof answer === 'string'),
  },
  questions: {
    must: 'null or a list of questions validateQuizGameQuestions accepts',
    test: (questions) =>
      questions === null || validateQuizGameQuestions({ allQuestions: questions }).length === 0,
    explain: (questions) =>
      validateQuizGameQuestions({ allQuestions: questions }, 'questions').map((p) => p.message),
  },
  questionsUrl: {
    must: 'a non-empty URL',
    test: (url) => typeof url === 'string' && url.trim() !== '',
  },
};

// ---------------------------------------------------------------------------------------------------------
// The question timer

function readyTimer(state: State, at: Millis): Timer {
  const full = quizGameTimeLimits(state.config).questionMs;
  return { mode: 'ready', leftMs: full, fromMs: full, since: at, until: null };
}

function stopTimer(timer: Timer, at: Millis, leftMs = quizGameTimerLeftMs(timer, at)): Timer {
  return { mode: 'stopped', leftMs, fromMs: leftMs, since: at, until: null };
}

function runTimer(timer: Timer, at: Millis): Timer {
  // Nothing left after a penalty means it expires at once, not in the past.
  const leftMs = Math.max(0, timer.leftMs);
  return { mode: 'running', leftMs, fromMs: leftMs, since: at, until: at + leftMs };
}

// ---------------------------------------------------------------------------------------------------------
// Transitions

/** A step with no effects. */
function to(state: State): Step<State> {
  return { state, effects: [] };
}

/** Puts question `index` on screen, fading it in; the question timer starts when the fade-in ends. */
function showQuestion(state: State, index: number, at: Millis): Step<State> {
  const question = state.selectedQuestions[index];
  const { value: answers, rng } = orderQuizGameAnswers(
    state.rng,
    question?.answers ?? [],
    state.config.pinnedAnswers,
  );
  return {
    state: {
      ...state,
      currentQuestionIndex: index,
      answers,
      highlighted: [],
      revealed: false,
      rng,
      phase: { kind: 'fadeIn', since: at, until: at + QUIZ_GAME_FADE_IN_MS },
    },
    effects: [{ type: 'focus', target: QUIZ_GAME_FOCUS.question }],
  };
}

/** Starting and starting over: a freshly shuffled game from the first question. */
function beginGame(state: State, at: Millis): Step<State> {
  const { value: selectedQuestions, rng } = shuffle(state.rng, state.allQuestions);
  const fresh: State = {
    ...state,
    stage: 'gameplay',
    selectedQuestions,
    rng,
    score: 0,
    lives: state.config.livesToStart,
    gameTime: quizGameTimeLimits(state.config).gameSeconds,
    nextGameTickAt: null,
    timer: readyTimer(state, at),
    endReason: null,
    lifeLost: null,
  };
  return showQuestion(fresh, 0, at);
}

/** A lost or won game: every deadline cleared, focus on the restart button, `game_end` pushed. */
function finish(state: State, endReason: QuizGameEndReason, at: Millis): Step<State> {
  const lost = endReason === 'lives-out';
  const effects: Effect[] = [
    gameEnd(QUIZ_GAME_SLUG),
    { type: 'focus', target: lost ? QUIZ_GAME_FOCUS.tryAgain : QUIZ_GAME_FOCUS.playAgain },
  ];
  const timer = state.timer.until === null ? state.timer : stopTimer(state.timer, at);
  return {
    state: { ...state, stage: 'ended', endReason, phase: null, nextGameTickAt: null, timer },
    effects,
  };
}

/** Moves on from the question on screen: the fade-out (after its delay), or the win when none is left. */
function nextQuestion(state: State, at: Millis): Step<State> {
  if (state.currentQuestionIndex + 1 >= state.selectedQuestions.length) {
    return finish(state, 'questions-out', at);
  }
  return to({
    ...state,
    phase: { kind: 'fadeOutDelay', since: at, until: at + QUIZ_GAME_FADE_OUT_DELAY_MS },
  });
}

/** A life is lost on this question: show the correct answer, then move on after 500 ms, or end the game. */
function loseLife(state: State, why: QuizGameLifeLostReason, at: Millis): Step<State> {
  const lives = Math.max(0, state.lives - 1);
  const revealed: State = { ...state, lives, revealed: true, lifeLost: why };
  if (lives === 0) return finish(revealed, 'lives-out', at);
  return to({ ...revealed, phase: { kind: 'reveal', since: at, until: at + QUIZ_GAME_REVEAL_MS } });
}

function correctAnswer(state: State, at: Millis): Step<State> {
  return nextQuestion({ ...state, score: state.score + 1, timer: stopTimer(state.timer, at) }, at);
}

function wrongAnswer(state: State, at: Millis): Step<State> {
  const left = quizGameTimerLeftMs(state.timer, at);
  const { penaltyMs } = quizGameTimeLimits(state.config);
  if (left > penaltyMs) {
    // The timer holds at the reduced level while the bar animates down to it, then resumes.
    const timer: Timer = {
      mode: 'penalty',
      leftMs: left - penaltyMs,
      fromMs: quizGameTimerShownMs(state.timer, at),
      since: at,
      until: at + QUIZ_GAME_PENALTY_ANIMATION_MS,
    };
    return to({ ...state, timer });
  }
  // The penalty would use up the time: a question failure.
  const failed: State = { ...state, timer: stopTimer(state.timer, at, 0) };
  if (state.currentQuestionIndex + 1 >= state.selectedQuestions.length) {
    return finish(failed, 'questions-out', at);
  }
  return loseLife(failed, 'wrong-answer', at);
}

function answer(state: State, index: number, at: Millis): Step<State> {
  const chosen = state.answers[index];
  // Only a settled question takes answers, and an answer already highlighted ignores further clicks.
  if (!selectQuizGameAcceptsAnswers(state) || chosen === undefined || state.highlighted.includes(index)) {
    return unchanged(state);
  }
  const highlighted: State = { ...state, highlighted: [...state.highlighted, index] };
  return chosen.isCorrect ? correctAnswer(highlighted, at) : wrongAnswer(highlighted, at);
}

// ---------------------------------------------------------------------------------------------------------
// Deadlines

/** The game clock ticks down a second; at 0 the visitor wins. */
function clockDeadline(state: State, at: Millis): Step<State> {
  const gameTime = Math.max(0, state.gameTime - 1);
  if (gameTime === 0) return finish({ ...state, gameTime }, 'clock-out', at);
  return to({ ...state, gameTime, nextGameTickAt: at + QUIZ_GAME_TICK_MS });
}

function timerDeadline(state: State, at: Millis): Step<State> {
  const { timer } = state;
  switch (timer.mode) {
    case 'running':
      return loseLife({ ...state, timer: stopTimer(timer, at, 0) }, 'timeout', at);
    case 'penalty':
      return to({ ...state, timer: runTimer(timer, at) });
    case 'resetting':
      return to({
        ...state,
        timer: { ...timer, mode: 'ready', fromMs: timer.leftMs, since: at, until: null },
      });
    case 'ready':
    case 'stopped':
      return to({ ...state, timer: { ...timer, until: null } });
  }
}

function phaseDeadline(state: State, at: Millis): Step<State> {
  const { phase } = state;
  switch (phase?.kind) {
    case 'fadeIn':
      // The timers start once the question has faded in; the game clock keeps its own rhythm after that.
      return to({
        ...state,
        phase: { kind: 'answering', since: at, until: null },
        timer: runTimer(state.timer, at),
        nextGameTickAt: state.nextGameTickAt ?? at + QUIZ_GAME_TICK_MS,
      });
    case 'reveal':
      return nextQuestion(state, at);
    case 'fadeOutDelay':
      return to({ ...state, phase: { kind: 'fadeOut', since: at, until: at + QUIZ_GAME_FADE_OUT_MS } });
    case 'fadeOut': {
      const { questionMs } = quizGameTimeLimits(state.config);
      const timer: Timer = {
        mode: 'resetting',
        leftMs: questionMs,
        fromMs: quizGameTimerShownMs(state.timer, at),
        since: at,
        until: at + QUIZ_GAME_TIMER_RESET_MS,
      };
      return showQuestion({ ...state, timer }, state.currentQuestionIndex + 1, at);
    }
    case 'answering':
    case undefined:
      return to(phase ? { ...state, phase: { ...phase, until: null } } : state);
  }
}

type Deadline = 'clock' | 'timer' | 'phase';

/**
 * The earliest pending deadline. On a tie the game clock goes first (a game that has run out is won even
 * if the question timer expires in the same millisecond), then the question timer, then the screen.
 */
function nextDue(state: State): { readonly kind: Deadline; readonly at: Millis } | null {
  const pending: readonly [Deadline, Millis | null][] = [
    ['clock', state.nextGameTickAt],
    ['timer', state.timer.until],
    ['phase', state.phase?.until ?? null],
  ];
  let best: { kind: Deadline; at: Millis } | null = null;
  for (const [kind, at] of pending) if (at !== null && (best === null || at < best.at)) best = { kind, at };
  return best;
}

const FIRE: Record<Deadline, (state: State, at: Millis) => Step<State>> = {
  clock: clockDeadline,
  timer: timerDeadline,
  phase: phaseDeadline,
};

function fireEarliest(state: State, due: Millis): Step<State> {
  const kind = nextDue(state)?.kind;
  return kind === undefined ? unchanged(state) : FIRE[kind](state, due);
}

function advance(state: State, at: Millis): Step<State> {
  return fireDue(state, at, nextDeadline, fireEarliest);
}

// ---------------------------------------------------------------------------------------------------------
// Events

/**
 * The question file answered. Only the intro waits for it: a game in progress keeps its questions. On
 * failure it is logged and the start button never shows; the visitor sees no message.
 */
function questionsAnswered(state: State, event: ResponseEvent): Step<State> {
  if (event.key !== QUIZ_GAME_QUESTIONS_REQUEST_KEY || state.stage !== 'start') return unchanged(state);
  const questions = event.ok ? parseQuizGameQuestions(event.body) : null;
  if (questions !== null) return to({ ...state, load: 'loaded', loadError: null, allQuestions: questions });
  const url = state.config.questionsUrl;
  return {
    state: { ...state, load: 'failed', loadError: quizGameLoadError(event), allQuestions: [] },
    effects: [
      {
        type: 'log',
        level: 'error',
        message: `${QUIZ_GAME_LOAD_ERROR_MESSAGE} ${quizGameLoadFailure(event, url)}`,
      },
    ],
  };
}

/** A new timing scale applies from the next game, never to one in progress (its deadlines are set). */
function chooseTimingScale(state: State, scale: number, at: Millis): Step<State> {
  if (state.stage === 'gameplay' || !isTimingScale(scale) || scale === state.config.timingScale) {
    return unchanged(state);
  }
  const next: State = { ...state, config: { ...state.config, timingScale: scale } };
  if (state.stage !== 'start') return to(next);
  return to({ ...next, gameTime: quizGameTimeLimits(next.config).gameSeconds, timer: readyTimer(next, at) });
}

function apply(state: State, event: QuizGameEvent & { readonly at: Millis }): Step<State> {
  switch (event.type) {
    case 'response':
      return questionsAnswered(state, event);
    case 'takeQuiz':
      return selectQuizGameCanStart(state) ? beginGame(state, event.at) : unchanged(state);
    case 'answerSelected':
      return answer(state, event.option, event.at);
    case 'tryAgain':
      return state.stage === 'ended' ? beginGame(state, event.at) : unchanged(state);
    case 'timingScaleChosen':
      return chooseTimingScale(state, event.scale, event.at);
  }
}

/** The question file is asked for at once: the start button shows only once it has loaded. */
function loadQuestions(url: string): RequestEffect {
  return { type: 'request', key: QUIZ_GAME_QUESTIONS_REQUEST_KEY, method: 'GET', url };
}

/**
 * Every problem of a quiz game configuration, as data: the fields `quizGame.init` (and so `createDriver`)
 * would throw a `RangeError` for, each with its place and rule. The questions are checked one by one
 * (`questions[2].answers: exactly one answer must be correct, found 2`).
 *
 * @param config - the configuration a host means to give
 * @returns every problem; empty when the configuration is accepted
 * @example
 * ```ts
 * import { validateQuizGameConfig } from '@play-smart/engine/quiz-game';
 * console.log(validateQuizGameConfig({ livesToStart: 5 }).length); // 1
 * console.log(validateQuizGameConfig({ livesToStart: 5 })[0]?.message); // 'livesToStart must be an integer from 1 to 3, got 5'
 * ```
 *
 * @public
 */
export function validateQuizGameConfig(config: Partial<QuizGameConfig>): readonly ConfigProblem[] {
  return validateConfig(QUIZ_GAME_DEFAULTS, config, CONFIG_RULES);
}

function init(config: Partial<QuizGameConfig>, at: Millis, seed: number): Step<State> {
  const full = resolveConfig(QUIZ_GAME_DEFAULTS, config, CONFIG_RULES);
  const questionMs = quizGameTimeLimits(full).questionMs;
  const state: State = {
    config: full,
    stage: 'start',
    load: full.questions === null ? 'loading' : 'loaded',
    loadError: null,
    allQuestions: full.questions ?? [],
    selectedQuestions: [],
    currentQuestionIndex: 0,
    answers: [],
    highlighted: [],
    revealed: false,
    score: 0,
    lives: full.livesToStart,
    gameTime: quizGameTimeLimits(full).gameSeconds,
    nextGameTickAt: null,
    timer: { mode: 'ready', leftMs: questionMs, fromMs: questionMs, since: at, until: null },
    phase: null,
    endReason: null,
    lifeLost: null,
    rng: seedRng(seed),
  };
  return { state, effects: full.questions === null ? [loadQuestions(full.questionsUrl)] : [] };
}

function step(state: State, event: ModuleEvent<QuizGameEvent>): Step<State> {
  // Deadlines that fell due before an event happened first, even if the host has not ticked yet: an
  // answer clicked just after the question timer ran out finds the question already failed.
  const caughtUp = advance(state, event.at);
  if (event.type === 'tick') return caughtUp;
  const applied = apply(caughtUp.state, event);
  if (applied.state === caughtUp.state) return caughtUp;
  return { state: applied.state, effects: [...caughtUp.effects, ...applied.effects] };
}

function nextDeadline(state: State): Millis | null {
  return nextDue(state)?.at ?? null;
}

/**
 * The quiz game: a shuffled run through every question against a 60 s game clock, a 6 s
 * question timer and 3 lives. A correct answer scores; a wrong one costs 2 s, or a life when 2 s or less
 * are left; the timer running out costs a life. No lives left loses the game; the clock reaching 0 or the
 * end of the questions is a win. Every timer and animation is a deadline in the state; a timing scale stretches the time limits for visitors who need more time.
 *
 * @example
 * ```ts
 * import { quizGame, selectQuizGameTimerFraction } from '@play-smart/engine/quiz-game';
 * let { state, effects } = quizGame.init({}, 0, 42);
 * // effects: [{ type: 'request', key: 'quiz-game:questions', method: 'GET', url: '/js/config/quiz-questions.json' }]
 * const body = await (await fetch('/js/config/quiz-questions.json')).json(); // the host performs it
 * ({ state } = quizGame.step(state, { type: 'response', key: 'quiz-game:questions', ok: true, status: 200, body, at: 10 }));
 * ({ state } = quizGame.step(state, { type: 'takeQuiz', at: 20 }));
 * ({ state } = quizGame.step(state, { type: 'tick', at: 370 }));   // faded in: timers running
 * selectQuizGameTimerFraction(state, 3370);                       // 0.5: 3 of 6 seconds left
 * ({ state } = quizGame.step(state, { type: 'answerSelected', option: 0, at: 3370 }));
 * ```
 *
 * @public
 */
export const quizGame: EngineModule<QuizGameState, QuizGameEvent, Partial<QuizGameConfig>> = {
  name: QUIZ_GAME_SLUG,
  init,
  step,
  nextDeadline,
};
