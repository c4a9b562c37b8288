import { MS_PER_SECOND, type Millis } from '../core/time';
import { QUIZ_GAME_MAX_LIVES, QUIZ_GAME_WRONG_ANSWER_PENALTY_MS } from './quiz-game.constants';
import type {
  QuizGameAnswerItem,
  QuizGameConfig,
  QuizGameOutcome,
  QuizGameQuestion,
  QuizGameQuestionTimer,
  QuizGameState,
  QuizGameTimeLimits,
  QuizGameEnd,
  QuizGameEndReason,
  QuizGameLifeLostReason,
  QuizGameLoadError,
  QuizGameHowToPlay,
  QuizGameTimerBar,
} from './quiz-game.types';

/**
 * The time limits of a configuration with its timing scale applied. The scale stretches every limit the
 * visitor plays against, and the penalty with them, so a wrong answer costs the same share of a question.
 * The game clock still ticks once a second: a scaled game simply starts with more seconds on it.
 *
 * @param config - the configuration
 * @returns the game's seconds, the question time and the penalty in ms
 *
 * @public
 */
export function quizGameTimeLimits(config: QuizGameConfig): QuizGameTimeLimits {
  const scale = config.timingScale;
  return {
    gameSeconds: Math.round(config.gameTimerLength * scale),
    questionMs: Math.round(config.questionTimerLength * MS_PER_SECOND * scale),
    penaltyMs: Math.round(QUIZ_GAME_WRONG_ANSWER_PENALTY_MS * scale),
  };
}

/**
 * The time a question timer has left at a moment: it counts down only while running and holds otherwise
 * (during a penalty it already holds the reduced level).
 *
 * @param timer - the question timer
 * @param at - the moment
 * @returns ms left, never below 0
 *
 * @public
 */
export function quizGameTimerLeftMs(timer: QuizGameQuestionTimer, at: Millis): Millis {
  if (timer.mode !== 'running' || timer.until === null) return Math.max(0, timer.leftMs);
  return Math.min(timer.leftMs, Math.max(0, timer.until - at));
}

/** Where a straight segment from (t0, v0) to (t1, v1) is at `at`, clamped to its ends. */
function along(v0: number, v1: number, t0: Millis, t1: Millis, at: Millis): number {
  if (at >= t1) return v1;
  if (at <= t0) return v0;
  return v0 + ((v1 - v0) * (at - t0)) / (t1 - t0);
}

/**
 * The level the timer bar shows at a moment, in ms: the time left, except during a penalty or reset
 * animation, when the bar travels between the old and the new level.
 *
 * @param timer - the question timer
 * @param at - the moment
 * @returns the level in ms, never below 0
 *
 * @public
 */
export function quizGameTimerShownMs(timer: QuizGameQuestionTimer, at: Millis): Millis {
  if ((timer.mode === 'penalty' || timer.mode === 'resetting') && timer.until !== null) {
    return Math.max(0, along(timer.fromMs, timer.leftMs, timer.since, timer.until, at));
  }
  return quizGameTimerLeftMs(timer, at);
}

/**
 * Whether the start button is offered: on the intro, once the questions have loaded.
 *
 * @param state - the quiz state
 * @returns true when the button should show
 *
 * @public
 */
export function selectQuizGameCanStart(state: QuizGameState): boolean {
  return state.stage === 'start' && state.load === 'loaded';
}

/**
 * The question on screen.
 *
 * @param state - the quiz state
 * @returns the question, or null outside gameplay
 *
 * @public
 */
export function selectQuizGameCurrentQuestion(state: QuizGameState): QuizGameQuestion | null {
  if (state.stage !== 'gameplay') return null;
  return state.selectedQuestions[state.currentQuestionIndex] ?? null;
}

/**
 * The 1-based number of the question on screen.
 *
 * @param state - the quiz state
 * @returns the question number
 *
 * @public
 */
export function selectQuizGameQuestionNumber(state: QuizGameState): number {
  return state.currentQuestionIndex + 1;
}

/**
 * How many questions a game has: every question of the file, each used once.
 *
 * @param state - the quiz state
 * @returns the number of questions
 *
 * @public
 */
export function selectQuizGameQuestionCount(state: QuizGameState): number {
  return state.allQuestions.length;
}

/**
 * Whether an answer click would count now: during gameplay, with the question settled on screen.
 * (An answer that is already highlighted is ignored too: see {@link selectQuizGameAnswerItems}.)
 *
 * @param state - the quiz state
 * @returns true when answers are accepted
 *
 * @public
 */
export function selectQuizGameAcceptsAnswers(state: QuizGameState): boolean {
  return state.stage === 'gameplay' && state.phase?.kind === 'answering';
}

const answerItemsCache = new WeakMap<QuizGameState, readonly QuizGameAnswerItem[]>();

/**
 * The answers on screen as the view draws them: chosen ones highlighted, the correct one marked when it
 * is revealed, and each one's disabled flag. The same state gives the same array, so a store selector
 * using it does not re-render needlessly.
 *
 * @param state - the quiz state
 * @returns the answers in display order
 *
 * @public
 */
export function selectQuizGameAnswerItems(state: QuizGameState): readonly QuizGameAnswerItem[] {
  const cached = answerItemsCache.get(state);
  if (cached) return cached;
  const accepts = selectQuizGameAcceptsAnswers(state);
  const items = state.answers.map((answer, i) => {
    const highlighted = state.highlighted.includes(i);
    return {
      answerText: answer.answerText,
      isCorrect: answer.isCorrect,
      highlighted,
      revealed: state.revealed && answer.isCorrect,
      disabled: !accepts || highlighted,
    };
  });
  answerItemsCache.set(state, items);
  return items;
}

/**
 * How the latest answer on the question on screen went: answered correctly or incorrectly.
 *
 * @param state - the quiz state
 * @returns the outcome, or null when no answer was chosen on this question
 *
 * @public
 */
export function selectQuizGameLastOutcome(state: QuizGameState): QuizGameOutcome | null {
  const last = state.highlighted[state.highlighted.length - 1];
  if (last === undefined) return null;
  return state.answers[last]?.isCorrect ? 'correct' : 'incorrect';
}

/**
 * Whether one life of the display is active: the first when lives is 1 or more, the
 * second when 2 or more, the third only when lives is exactly 3.
 *
 * @param lives - the lives left
 * @param life - which life of the display, 1 to 3
 * @returns true when that skull is drawn alive
 *
 * @public
 */
export function quizGameLifeIsActive(lives: number, life: number): boolean {
  if (life === QUIZ_GAME_MAX_LIVES) return lives === QUIZ_GAME_MAX_LIVES;
  return lives >= life;
}

const LIFE_NUMBERS = Array.from({ length: QUIZ_GAME_MAX_LIVES }, (_, i) => i + 1);
const LIVES_DISPLAYS: readonly (readonly boolean[])[] = Array.from(
  { length: QUIZ_GAME_MAX_LIVES + 1 },
  (_, lives) => LIFE_NUMBERS.map((life) => quizGameLifeIsActive(lives, life)),
);

/**
 * The lives display: one active flag per skull, first to third. Each lives count always gives the same
 * array, so a store selector using it does not re-render needlessly.
 *
 * @param state - the quiz state
 * @returns three flags, true for a live skull
 *
 * @public
 */
export function selectQuizGameLives(state: QuizGameState): readonly boolean[] {
  return LIVES_DISPLAYS[state.lives] ?? LIFE_NUMBERS.map((life) => quizGameLifeIsActive(state.lives, life));
}

/**
 * The question time left at a moment, in ms: what the visitor still has to answer.
 *
 * @param state - the quiz state
 * @param at - the moment, on the same clock as the events
 * @returns ms left
 *
 * @public
 */
export function selectQuizGameTimeLeftMs(state: QuizGameState, at: Millis): Millis {
  return quizGameTimerLeftMs(state.timer, at);
}

/**
 * The timer bar's fill at a moment, 0 to 1 of the full question time, following the penalty and reset
 * animations. A view that draws every frame samples this.
 *
 * @param state - the quiz state
 * @param at - the moment, on the same clock as the events
 * @returns the fraction to fill
 *
 * @public
 */
export function selectQuizGameTimerFraction(state: QuizGameState, at: Millis): number {
  const full = quizGameTimeLimits(state.config).questionMs;
  return Math.min(1, Math.max(0, quizGameTimerShownMs(state.timer, at) / full));
}

const timerBarCache = new WeakMap<QuizGameState, QuizGameTimerBar>();

/**
 * The timer bar as one straight segment, for a view that hands it to a CSS transition: set the fill to
 * `fromFraction`, then transition to `toFraction` so that it arrives at `endsAt`. The same state gives the
 * same object.
 *
 * @param state - the quiz state
 * @returns the segment, with its motion: running, animating (penalty or reset) or still
 *
 * @public
 */
export function selectQuizGameTimerBar(state: QuizGameState): QuizGameTimerBar {
  const cached = timerBarCache.get(state);
  if (cached) return cached;
  const { timer } = state;
  const full = quizGameTimeLimits(state.config).questionMs;
  const share = (ms: Millis): number => Math.min(1, Math.max(0, ms / full));
  let bar: QuizGameTimerBar;
  if (timer.until === null) {
    const still = share(timer.leftMs);
    bar = { motion: 'still', fromFraction: still, toFraction: still, startsAt: null, endsAt: null };
  } else if (timer.mode === 'running') {
    const from = share(timer.leftMs);
    bar = {
      motion: 'running',
      fromFraction: from,
      toFraction: 0,
      startsAt: timer.since,
      endsAt: timer.until,
    };
  } else {
    const [from, to] = [share(timer.fromMs), share(timer.leftMs)];
    bar = {
      motion: 'animating',
      fromFraction: from,
      toFraction: to,
      startsAt: timer.since,
      endsAt: timer.until,
    };
  }
  timerBarCache.set(state, bar);
  return bar;
}

/**
 * Whether the question timer is holding still (before the first count, after an answer, at the end).
 *
 * @param state - the quiz state
 * @returns true when the timer neither runs nor animates
 *
 * @public
 */
export function selectQuizGameTimerIsPaused(state: QuizGameState): boolean {
  return state.timer.until === null;
}

/**
 * Whether the timer bar is in its penalty or reset animation.
 *
 * @param state - the quiz state
 * @returns true during either animation
 *
 * @public
 */
export function selectQuizGameTimerIsAnimating(state: QuizGameState): boolean {
  return state.timer.mode === 'penalty' || state.timer.mode === 'resetting';
}

/**
 * The question's opacity at a moment: rising during the fade-in, falling during the fade-out (after its
 * delay), otherwise fully shown.
 *
 * @param state - the quiz state
 * @param at - the moment, on the same clock as the events
 * @returns 0 (hidden) to 1 (shown)
 *
 * @public
 */
export function selectQuizGameQuestionOpacity(state: QuizGameState, at: Millis): number {
  const phase = state.phase;
  if (phase === null || phase.until === null) return 1;
  if (phase.kind === 'fadeIn') return along(0, 1, phase.since, phase.until, at);
  if (phase.kind === 'fadeOut') return along(1, 0, phase.since, phase.until, at);
  return 1;
}

/**
 * How the game ended, for the end screen: `{ outcome: 'lost', reason: 'lives-out' }` when the lives ran
 * out; `won` with `clock-out` (the game clock reached 0 with a life left: the visitor lasted the game) or
 * `questions-out` (the last question was answered or failed with a life left). Changes once, when the
 * stage becomes `'ended'`; the same state gives the same object.
 *
 * @param state - the quiz state
 * @returns how it ended, or null until the game has ended
 *
 * @public
 */
export function selectQuizGameEnd(state: QuizGameState): QuizGameEnd | null {
  if (state.stage !== 'ended' || state.endReason === null) return null;
  return QUIZ_GAME_ENDS[state.endReason];
}

const QUIZ_GAME_ENDS: Readonly<Record<QuizGameEndReason, QuizGameEnd>> = {
  'lives-out': { outcome: 'lost', reason: 'lives-out' },
  'clock-out': { outcome: 'won', reason: 'clock-out' },
  'questions-out': { outcome: 'won', reason: 'questions-out' },
};

/**
 * Correct answers this game: the score the end screen shows. Changes with each correct answer.
 *
 * @param state - the quiz state
 * @returns the score, 0 at the start of a game
 *
 * @public
 */
export function selectQuizGameScore(state: QuizGameState): number {
  return state.score;
}

/**
 * How many lives are left, as a count (the display's per-skull flags are {@link selectQuizGameLives}).
 * Changes when a life is lost and when a game starts.
 *
 * @param state - the quiz state
 * @returns 0 to the lives the game started with
 *
 * @public
 */
export function selectQuizGameLivesLeft(state: QuizGameState): number {
  return state.lives;
}

/**
 * The game clock: whole seconds left in the game. Changes once a second during play (a tick deadline),
 * so a view re-renders it from the store and needs no frame loop for it.
 *
 * @param state - the quiz state
 * @returns the seconds left, the full game time before a game starts
 *
 * @public
 */
export function selectQuizGameSecondsLeft(state: QuizGameState): number {
  return state.gameTime;
}

/**
 * The numbers the hidden how-to-play text states, for the configuration in force
 * (the timing scale changes them): the game's seconds, the question time, the penalty for a wrong answer
 * and the lives at the start. The rules it describes: answer as many questions as possible before the
 * game clock runs out; a correct answer scores a point and brings the next question; a wrong one takes
 * the penalty off the question timer and another answer may be tried; the question timer running out, or
 * a wrong answer with the penalty or less left, costs a life and shows the correct answer; the game is
 * lost with no lives left and won when the game clock or the questions run out.
 *
 * @param config - the configuration in force
 * @returns the time limits and the lives
 *
 * @public
 */
export function quizGameHowToPlay(config: QuizGameConfig): QuizGameHowToPlay {
  return { ...quizGameTimeLimits(config), lives: config.livesToStart };
}

/**
 * The numbers the how-to-play text states, for the configuration in force.
 *
 * @param state - the quiz state
 * @returns the time limits and the lives
 *
 * @public
 */
export function selectQuizGameHowToPlay(state: QuizGameState): QuizGameHowToPlay {
  return quizGameHowToPlay(state.config);
}

/**
 * Why the latest life of this game was lost: the question timer ran out (`timeout`) or a wrong answer
 * came with the penalty's time or less left (`wrong-answer`).
 *
 * @param state - the quiz state
 * @returns the reason, or null while no life has been lost this game
 *
 * @public
 */
export function selectQuizGameLifeLost(state: QuizGameState): QuizGameLifeLostReason | null {
  return state.lifeLost;
}

/**
 * Why the questions did not load, for a front-end that tells its host or offers to retry (the engine
 * logs the reason with the URL as well).
 *
 * @param state - the quiz state
 * @returns the reason, or null unless the load failed
 *
 * @public
 */
export function selectQuizGameLoadError(state: QuizGameState): QuizGameLoadError | null {
  return state.load === 'failed' ? state.loadError : null;
}
