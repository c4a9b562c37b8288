import type { ResponseEvent } from '../core/effects';
import type { GameEnd } from '../core/module';
import type { Millis } from '../core/time';

/**
 * The quiz's screens: the intro, the questions, and the end screen of a won or lost game (which one is
 * {@link selectQuizGameEnd}'s `outcome`).
 *
 * @public
 */
export type QuizGameStage = 'start' | 'gameplay' | 'ended';

/**
 * Where the question file stands: the start button shows only once it has loaded.
 *
 * @public
 */
export type QuizGameLoadStatus = 'loading' | 'loaded' | 'failed';

/**
 * Why the questions failed to load (`load: 'failed'`), for a front-end that shows the host its own
 * message or retries:
 * - `no-response`: the request got no answer (network error, offline, a host's HTTP port that threw);
 * - `http-status`: the server answered with a status other than 2xx;
 * - `no-questions`: the file's `allQuestions` is empty;
 * - `not-a-question-file`: the body is not shaped like the question file (see {@link parseQuizGameQuestions}).
 *
 * @public
 */
export type QuizGameLoadError = 'no-response' | 'http-status' | 'no-questions' | 'not-a-question-file';

/**
 * The rule a question file (or the configuration's `questions`) breaks, as a code:
 * - `file-object`: the body is not an object;
 * - `questions-list`: `allQuestions` is not a list;
 * - `no-questions`: the list is empty;
 * - `question-object`, `question-text`: a question is not an object, or its text is empty or missing;
 * - `answers-list`, `min-answers`: its `answers` is not a list, or has fewer than two;
 * - `answer-object`, `answer-text`, `is-correct`: an answer is not an object, its text is empty, or
 *   `isCorrect` is not a boolean;
 * - `one-correct`: not exactly one answer of the question is correct.
 *
 * @public
 */
export type QuizGameQuestionRule =
  | 'file-object'
  | 'questions-list'
  | 'no-questions'
  | 'question-object'
  | 'question-text'
  | 'answers-list'
  | 'min-answers'
  | 'answer-object'
  | 'answer-text'
  | 'is-correct'
  | 'one-correct';

/**
 * One problem of a question file, from {@link validateQuizGameQuestions}.
 *
 * @public
 */
export interface QuizGameQuestionProblem {
  /** Where: `allQuestions[2].answers`, `questions[0].question` (the configuration's field), `(file)`. */
  readonly path: string;
  /** The rule broken. */
  readonly rule: QuizGameQuestionRule;
  /** For the developer log: the place, then what must be and what was found. */
  readonly message: string;
}

/**
 * One answer of a question, as the question file gives it.
 *
 * @public
 */
export interface QuizGameAnswer {
  readonly answerText: string;
  readonly isCorrect: boolean;
}

/**
 * One question of the question file: its text and its answers, exactly one of them correct.
 *
 * @public
 */
export interface QuizGameQuestion {
  readonly question: string;
  readonly answers: readonly QuizGameAnswer[];
}

/**
 * The quiz's configuration. The three lengths are the spec's props, in seconds;
 * `timingScale` is this project's addition for visitors who need more time (WCAG 2.2.1).
 *
 * @public
 */
export interface QuizGameConfig {
  /** Length of the whole game, in seconds, before the timing scale. */
  readonly gameTimerLength: number;
  /** Lives at the start of a game, 1 to 3. */
  readonly livesToStart: number;
  /** Time to answer each question, in seconds, before the timing scale. */
  readonly questionTimerLength: number;
  /**
   * Multiplies every time limit the visitor plays against: the game time, the question time and the
   * wrong-answer penalty (so the penalty stays the same share of a question). Animations are not limits
   * and keep their length. At least 1; WCAG 2.2.1 asks for at least 10 to be possible.
   */
  readonly timingScale: number;
  /**
   * Answers that always go last when a question's answers are shuffled, compared case-insensitively and
   * ignoring a final full stop: in English "all of the above" and "none of the above". They are words of
   * the question file's language, so the host passes them with the file; none by default.
   */
  readonly pinnedAnswers: readonly string[];
  /**
   * The questions, when the host has them already (from memory, a file it read, a CMS): the game is
   * ready at once and makes no request. Null (the default) asks for them at `questionsUrl`. Check
   * untrusted data with {@link parseQuizGameQuestions} first; a list that would not pass it throws a
   * `RangeError` here.
   */
  readonly questions: readonly QuizGameQuestion[] | null;
  /**
   * Where the question file is fetched from when `questions` is null: any URL the host's HTTP port
   * accepts. Default {@link QUIZ_GAME_QUESTIONS_URL}, where this project's site serves it.
   */
  readonly questionsUrl: string;
}

/**
 * The time limits of a configuration once the timing scale is applied.
 *
 * @public
 */
export interface QuizGameTimeLimits {
  /** The game clock's starting value, in whole seconds. */
  readonly gameSeconds: number;
  /** The question timer's full length, in ms. */
  readonly questionMs: Millis;
  /** What a wrong answer takes off the question timer, in ms. */
  readonly penaltyMs: Millis;
}

/**
 * What the hidden how-to-play text states: the time limits in force and the lives at the start.
 *
 * @public
 */
export interface QuizGameHowToPlay extends QuizGameTimeLimits {
  /** The lives a game starts with. */
  readonly lives: number;
}

/**
 * Why a game ended:
 * - `lives-out`: the last life was lost (a lost game);
 * - `clock-out`: the game clock reached 0 with a life left (a won game: the visitor lasted the game);
 * - `questions-out`: the last question was answered or failed with a life left (a won game).
 *
 * @public
 */
export type QuizGameEndReason = 'lives-out' | 'clock-out' | 'questions-out';

/**
 * How a game ended ({@link selectQuizGameEnd}): `lost` with `lives-out`, `won` with `clock-out` or
 * `questions-out`.
 *
 * @public
 */
export type QuizGameEnd = GameEnd<'won' | 'lost', QuizGameEndReason>;

/**
 * Why a life was lost:
 * - `timeout`: the question timer ran out;
 * - `wrong-answer`: a wrong answer with no more than the penalty's time left on the question timer.
 *
 * @public
 */
export type QuizGameLifeLostReason = 'timeout' | 'wrong-answer';

/**
 * What the question screen is doing:
 * - `fadeIn`: a question fades in; answers are ignored and the timers wait;
 * - `answering`: answers count and the question timer runs;
 * - `reveal`: the correct answer is shown after a question failure, for 500 ms;
 * - `fadeOutDelay`: the answer stays on screen before the fade-out (the fade's 0.65 s delay);
 * - `fadeOut`: the question fades out.
 *
 * @public
 */
export type QuizGamePhaseKind = 'fadeIn' | 'answering' | 'reveal' | 'fadeOutDelay' | 'fadeOut';

/**
 * The question screen's current phase.
 *
 * @public
 */
export interface QuizGamePhase {
  readonly kind: QuizGamePhaseKind;
  /** When the phase began. */
  readonly since: Millis;
  /** When the phase ends by itself; null for `answering`, which only an answer or a timer ends. */
  readonly until: Millis | null;
}

/**
 * What the question timer is doing:
 * - `ready`: full, waiting for the fade-in to end;
 * - `running`: counting down to `until`;
 * - `stopped`: held at `leftMs` (after an answer that ends the question, or at the end of a game);
 * - `penalty`: held at `leftMs` while the bar animates down from `fromMs` until `until`, then resumes;
 * - `resetting`: the bar animates from `fromMs` back to full until `until`.
 *
 * @public
 */
export type QuizGameTimerMode = 'ready' | 'running' | 'stopped' | 'penalty' | 'resetting';

/**
 * The question timer: plain numbers, so the view can draw the bar from them at any moment.
 *
 * @public
 */
export interface QuizGameQuestionTimer {
  readonly mode: QuizGameTimerMode;
  /** Time left in ms: at `since` when running, otherwise the level the timer holds or goes to. */
  readonly leftMs: Millis;
  /** The level in ms the bar animates from during `penalty` and `resetting`; otherwise equal to `leftMs`. */
  readonly fromMs: Millis;
  /** When the current mode began. */
  readonly since: Millis;
  /** Expiry when running, the end of the animation when `penalty` or `resetting`, otherwise null. */
  readonly until: Millis | null;
}

/**
 * The quiz's state: plain, serializable data.
 *
 * @public
 */
export interface QuizGameState {
  /** The configuration in force (the timing scale may change between games). */
  readonly config: QuizGameConfig;
  readonly stage: QuizGameStage;
  readonly load: QuizGameLoadStatus;
  /** Why the questions failed to load; null unless `load` is `'failed'`. */
  readonly loadError: QuizGameLoadError | null;
  /** Every question of the file, in file order. */
  readonly allQuestions: readonly QuizGameQuestion[];
  /** This game's questions: a shuffled copy of `allQuestions`, each used once. */
  readonly selectedQuestions: readonly QuizGameQuestion[];
  /** 0-based index into `selectedQuestions` of the question on screen. */
  readonly currentQuestionIndex: number;
  /** The question on screen's answers in display order: shuffled, the pinned answers last. */
  readonly answers: readonly QuizGameAnswer[];
  /** Indexes into `answers` of the answers chosen so far on this question, in the order chosen. */
  readonly highlighted: readonly number[];
  /** Whether the correct answer is being shown after a question failure. */
  readonly revealed: boolean;
  /** Correct answers this game. */
  readonly score: number;
  readonly lives: number;
  /** The game clock, in whole seconds left. */
  readonly gameTime: number;
  /** When the game clock next ticks down; null when it is not running. */
  readonly nextGameTickAt: Millis | null;
  readonly timer: QuizGameQuestionTimer;
  /** The question screen's phase; null outside gameplay. */
  readonly phase: QuizGamePhase | null;
  /** Why the game ended; null until it has. */
  readonly endReason: QuizGameEndReason | null;
  /** Why the latest life this game was lost; null while none has been. */
  readonly lifeLost: QuizGameLifeLostReason | null;
  /** The seeded generator's state (core's seeded generator). */
  readonly rng: number;
}

/**
 * What can happen in the quiz. Unless the configuration gives `questions`, the question file arrives as
 * the `response` to the request `init` makes (key {@link QUIZ_GAME_QUESTIONS_REQUEST_KEY}); the driver
 * sends it when its HTTP port answers.
 *
 * @public
 */
export type QuizGameEvent =
  | ResponseEvent
  | { readonly type: 'takeQuiz' }
  /**
   * An answer was clicked; `option` indexes the displayed `answers` (the state's, in display order).
   * A wrong answer keeps the question on screen (the timer loses the penalty): the player answers again.
   * An index out of range (-1, or past the last answer), an answer already chosen, or an answer during a
   * fade is ignored: same state, no effect.
   */
  | { readonly type: 'answerSelected'; readonly option: number }
  /** Starting over from the end screen, after a lost or a won game: every game starts over with `tryAgain`. */
  | { readonly type: 'tryAgain' }
  /** The visitor asked for more (or less) time; applies outside gameplay, from the next game. */
  | { readonly type: 'timingScaleChosen'; readonly scale: number };

/**
 * One answer as the view draws it.
 *
 * @public
 */
export interface QuizGameAnswerItem {
  readonly answerText: string;
  readonly isCorrect: boolean;
  /** The visitor chose this answer on this question. */
  readonly highlighted: boolean;
  /** This is the correct answer, shown after a question failure. */
  readonly revealed: boolean;
  /** Clicking it would be ignored now. */
  readonly disabled: boolean;
}

/**
 * The timer bar as one straight segment: the level goes from `fromFraction` at `startsAt` to
 * `toFraction` at `endsAt` (both 0..1 of the full question time). A still bar has equal fractions and
 * null times; a view can hand the segment to a CSS transition or sample it each frame.
 *
 * @public
 */
export interface QuizGameTimerBar {
  /** `running` counts down, `animating` is a penalty or reset animation, `still` holds. */
  readonly motion: 'running' | 'animating' | 'still';
  readonly fromFraction: number;
  readonly toFraction: number;
  readonly startsAt: Millis | null;
  readonly endsAt: Millis | null;
}

/**
 * How the visitor's latest answer on the question on screen went (answered correctly or incorrectly).
 *
 * @public
 */
export type QuizGameOutcome = 'correct' | 'incorrect';
