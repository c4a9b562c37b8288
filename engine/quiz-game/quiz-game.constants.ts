import { API_QUIZ_QUESTIONS_PATH } from '../contract/contract.http';
import { MIN_TIMING_SCALE } from '../core/timing-scale';
import type { QuizGameConfig } from './quiz-game.types';

/**
 * The quiz's slug, used in analytics (`game_end`) and the T-shirt offer's source.
 *
 * @public
 */
export const QUIZ_GAME_SLUG = 'quiz-game';

/**
 * Where the question file is fetched from by default (the `questionsUrl` default): where this project's site serves it.
 *
 * @public
 */
export const QUIZ_GAME_QUESTIONS_URL = API_QUIZ_QUESTIONS_PATH;

/**
 * The key of the question file's `request` effect; its answer comes back as a `response` with this key.
 *
 * @public
 */
export const QUIZ_GAME_QUESTIONS_REQUEST_KEY = 'quiz-game:questions';

/**
 * The developer log message when the question file fails to load.
 *
 * @public
 */
export const QUIZ_GAME_LOAD_ERROR_MESSAGE = 'Failed to load quiz questions:';

/**
 * Length of a game in seconds, the `gameTimerLength` default.
 *
 * @public
 */
export const QUIZ_GAME_TIMER_LENGTH_S = 60;

/**
 * Lives at the start of a game, the `livesToStart` default.
 *
 * @public
 */
export const QUIZ_GAME_LIVES_TO_START = 3;

/**
 * The most lives the display can show: three skulls (the lives display ranges from 1 to 3).
 *
 * @public
 */
export const QUIZ_GAME_MAX_LIVES = 3;

/**
 * Time to answer one question in seconds, the `questionTimerLength` default.
 *
 * @public
 */
export const QUIZ_GAME_QUESTION_TIMER_LENGTH_S = 6;

/**
 * The configuration used when a host gives none; the timing scale starts at the
 * spec's own times (core's {@link MIN_TIMING_SCALE}).
 *
 * @public
 */
export const QUIZ_GAME_DEFAULTS: QuizGameConfig = {
  gameTimerLength: QUIZ_GAME_TIMER_LENGTH_S,
  livesToStart: QUIZ_GAME_LIVES_TO_START,
  questionTimerLength: QUIZ_GAME_QUESTION_TIMER_LENGTH_S,
  timingScale: MIN_TIMING_SCALE,
  pinnedAnswers: [],
  questions: null,
  questionsUrl: QUIZ_GAME_QUESTIONS_URL,
};

/**
 * What a wrong answer takes off the question timer, before the timing scale: 2 s. With this much left or less, a wrong answer is a question failure instead.
 *
 * @public
 */
export const QUIZ_GAME_WRONG_ANSWER_PENALTY_MS = 2000;

/**
 * The game clock ticks down one second every 1000 ms.
 *
 * @public
 */
export const QUIZ_GAME_TICK_MS = 1000;

/**
 * How long the correct answer shows after a question failure before the next question.
 *
 * @public
 */
export const QUIZ_GAME_REVEAL_MS = 500;

/**
 * The fade-out's delay: the answered question stays on screen this long first.
 *
 * @public
 */
export const QUIZ_GAME_FADE_OUT_DELAY_MS = 650;

/**
 * The fade-out's duration.
 *
 * @public
 */
export const QUIZ_GAME_FADE_OUT_MS = 350;

/**
 * The fade-in's duration; the timers start when it ends.
 *
 * @public
 */
export const QUIZ_GAME_FADE_IN_MS = 350;

/**
 * The timer bar's animation back to full for a new question.
 *
 * @public
 */
export const QUIZ_GAME_TIMER_RESET_MS = 150;

/**
 * The timer bar's animation down to the reduced level after a penalty; the timer holds meanwhile.
 *
 * @public
 */
export const QUIZ_GAME_PENALTY_ANIMATION_MS = 350;

/**
 * The fewest answers a question of the file may have: with one there would be nothing to choose.
 *
 * @public
 */
export const QUIZ_GAME_MIN_ANSWERS = 2;

/**
 * Focus targets the quiz asks the view to move focus to.
 *
 * @public
 */
export const QUIZ_GAME_FOCUS = {
  /** The question on screen, when a new one appears. */
  question: 'quiz-game:question',
  /** The restart button of the screen of a lost game. */
  tryAgain: 'quiz-game:try-again',
  /** The restart button of the screen of a won game. */
  playAgain: 'quiz-game:play-again',
} as const;
