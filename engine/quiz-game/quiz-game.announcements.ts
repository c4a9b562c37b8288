import { MS_PER_SECOND, type Millis } from '../core/time';
import { quizGameTimeLimits, quizGameTimerLeftMs, selectQuizGameEnd } from './quiz-game.selectors';
import type { QuizGameEnd, QuizGameLifeLostReason, QuizGameState } from './quiz-game.types';

/**
 * The question timer is called out when this share of the question time is left (half of it: 3 s of 6),
 * so a visitor who cannot see the bar knows the pace without hearing every second.
 *
 * @public
 */
export const QUIZ_GAME_ANNOUNCE_QUESTION_SHARE = 0.5;

/**
 * The question timer's last call: when this much time is left (2 s), whatever the timing scale.
 *
 * @public
 */
export const QUIZ_GAME_ANNOUNCE_QUESTION_LAST_MS = 2000;

/**
 * The seconds left on the game clock that are called out, latest last. A threshold the game starts at or
 * below (a short game, or none in a long one) is not called out: it was never crossed.
 *
 * @public
 */
export const QUIZ_GAME_ANNOUNCE_CLOCK_S: readonly number[] = [30, 10, 5];

/**
 * One observation of the quiz: its state and the moment it was seen, on the events' clock.
 *
 * @public
 */
export interface QuizGameMoment {
  readonly state: QuizGameState;
  readonly at: Millis;
}

/**
 * Which question-timer threshold was reached: half the time, or the last call.
 *
 * @public
 */
export type QuizGameQuestionCue = 'half' | 'last';

/**
 * What a screen reader should hear about the quiz, as a code and its numbers (no words: the front-end
 * words them):
 * - `answer-correct`: a correct answer, with the new score;
 * - `answer-wrong`: a wrong answer that took the penalty (in ms) off the question timer;
 * - `question-time`: the question timer reached a threshold, with the whole seconds left (rounded up);
 * - `game-clock`: the game clock reached one of {@link QUIZ_GAME_ANNOUNCE_CLOCK_S}, with its seconds left;
 * - `life-lost`: a life was lost, why, and how many are left;
 * - `game-ended`: the game is over, its `outcome` and `reason` (as {@link selectQuizGameEnd} gives them),
 *   with the score and the number of questions.
 *
 * @public
 */
export type QuizGameAnnouncement =
  | { readonly code: 'answer-correct'; readonly score: number }
  | { readonly code: 'answer-wrong'; readonly penaltyMs: Millis }
  | { readonly code: 'question-time'; readonly cue: QuizGameQuestionCue; readonly secondsLeft: number }
  | { readonly code: 'game-clock'; readonly secondsLeft: number }
  | { readonly code: 'life-lost'; readonly reason: QuizGameLifeLostReason; readonly lives: number }
  | {
      readonly code: 'game-ended';
      readonly outcome: QuizGameEnd['outcome'];
      readonly reason: QuizGameEnd['reason'];
      readonly score: number;
      readonly questionCount: number;
    };

/** A question-timer threshold: how much time is left when it is reached, and which cue it is. */
interface QuestionThreshold {
  readonly ms: Millis;
  readonly cue: QuizGameQuestionCue;
}

/** The question timer's thresholds for a state's configuration, in the order they are reached. */
function questionThresholds(state: QuizGameState): readonly QuestionThreshold[] {
  const full = quizGameTimeLimits(state.config).questionMs;
  const candidates: QuestionThreshold[] = [
    { ms: Math.round(full * QUIZ_GAME_ANNOUNCE_QUESTION_SHARE), cue: 'half' },
    { ms: QUIZ_GAME_ANNOUNCE_QUESTION_LAST_MS, cue: 'last' },
  ];
  // A threshold at or above the full time would be "reached" before the question starts: not a cue.
  // When both fall together (a 4 s question), the last call alone is said.
  return candidates
    .filter((t) => t.ms < full)
    .sort((a, b) => b.ms - a.ms)
    .filter((t, i, all) => all[i + 1]?.ms !== t.ms);
}

/**
 * How many of the question timer's thresholds the question on screen has reached at a moment: 0 while
 * more than half the time is left, then 1, then 2 in a standard game. It never falls within a question,
 * since the time left only falls (the timer runs down or a penalty takes time off).
 *
 * @param moment - the state and the moment
 * @returns the number of thresholds reached
 *
 * @public
 */
export function quizGameQuestionCueLevel(moment: QuizGameMoment): number {
  const left = quizGameTimerLeftMs(moment.state.timer, moment.at);
  return questionThresholds(moment.state).filter((t) => left <= t.ms).length;
}

/** The game clock's thresholds for a game that starts with `gameSeconds`. */
function clockThresholds(gameSeconds: number): readonly number[] {
  return QUIZ_GAME_ANNOUNCE_CLOCK_S.filter((s) => s < gameSeconds);
}

/** How many clock thresholds a state has reached. */
function clockLevel(state: QuizGameState): number {
  const { gameSeconds } = quizGameTimeLimits(state.config);
  return clockThresholds(gameSeconds).filter((s) => state.gameTime <= s).length;
}

/** Whole seconds of a time in ms, rounded up, as a countdown shows them. */
function wholeSeconds(ms: Millis): number {
  return Math.ceil(ms / MS_PER_SECOND);
}

/**
 * What happened between two observations of the quiz that a screen reader should hear, in the order to
 * say it: the answer's outcome, a life lost (one announcement per life), a question-timer threshold, a
 * game-clock threshold, the end of the game. The rules:
 * - a threshold is announced when it is first reached on a question (or in a game, for the clock), and
 *   only while the question still takes answers; when several are crossed between two observations, only
 *   the latest is said. So each threshold is said at most once per question, never on every tick;
 * - every life lost is announced once, with why it was lost: a wrong answer when the answer that cost it
 *   arrived between the observations, otherwise the question timer running out;
 * - the end of a game is announced once, as the game leaves gameplay.
 * A new game (or the first observation) starts from nothing reached. A game is told apart by its
 * shuffled questions, which every start and restart draws afresh.
 *
 * @param prev - the previous observation
 * @param next - the current observation, at the same moment or later
 * @returns the announcements, often none
 * @example
 * ```ts
 * import { quizGame, quizGameAnnouncements } from '@play-smart/engine/quiz-game';
 *
 * const questions = [
 *   {
 *     question: 'Is a lottery ticket an investment?',
 *     answers: [
 *       { answerText: 'Yes', isCorrect: false },
 *       { answerText: 'No', isCorrect: true },
 *     ],
 *   },
 * ];
 * let { state } = quizGame.init({ questions }, 0, 42);
 * ({ state } = quizGame.step(state, { type: 'takeQuiz', at: 20 }));
 * ({ state } = quizGame.step(state, { type: 'tick', at: 370 })); // faded in: the 6 s question timer runs
 * // Nothing changes in the state at half time, but the moment is announced once.
 * console.log(quizGameAnnouncements({ state, at: 3300 }, { state, at: 3400 }));
 * // [{ code: 'question-time', cue: 'half', secondsLeft: 3 }]
 * ```
 *
 * @public
 */
export function quizGameAnnouncements(
  prev: QuizGameMoment,
  next: QuizGameMoment,
): readonly QuizGameAnnouncement[] {
  const [a, b] = [prev.state, next.state];
  const out: QuizGameAnnouncement[] = [];
  const sameGame = a.stage === 'gameplay' && a.selectedQuestions === b.selectedQuestions;
  const sameQuestion = sameGame && a.currentQuestionIndex === b.currentQuestionIndex;
  const stillPlaying = b.stage === 'gameplay';

  // The answer chosen since the last observation, if any.
  const chosen =
    sameQuestion && b.highlighted.length > a.highlighted.length ? b.highlighted.at(-1) : undefined;
  const chosenAnswer = chosen === undefined ? undefined : b.answers[chosen];
  const livesLost = sameGame ? Math.max(0, a.lives - b.lives) : 0;

  if (chosenAnswer?.isCorrect === true) out.push({ code: 'answer-correct', score: b.score });
  else if (chosenAnswer !== undefined && livesLost === 0 && stillPlaying) {
    out.push({ code: 'answer-wrong', penaltyMs: quizGameTimeLimits(b.config).penaltyMs });
  }

  for (let lost = 1; lost <= livesLost; lost++) {
    // Only the latest loss can be the answer just chosen; any earlier one was the timer.
    const byAnswer = lost === livesLost && chosenAnswer !== undefined && !chosenAnswer.isCorrect;
    out.push({ code: 'life-lost', reason: byAnswer ? 'wrong-answer' : 'timeout', lives: a.lives - lost });
  }

  if (stillPlaying && b.phase?.kind === 'answering') {
    const before = sameQuestion ? quizGameQuestionCueLevel(prev) : 0;
    const now = quizGameQuestionCueLevel(next);
    const threshold = questionThresholds(b)[now - 1];
    if (now > before && threshold !== undefined) {
      const secondsLeft = wholeSeconds(quizGameTimerLeftMs(b.timer, next.at));
      out.push({ code: 'question-time', cue: threshold.cue, secondsLeft });
    }
  }

  if (stillPlaying && clockLevel(b) > (sameGame ? clockLevel(a) : 0)) {
    out.push({ code: 'game-clock', secondsLeft: b.gameTime });
  }

  const end = a.stage === 'gameplay' ? selectQuizGameEnd(b) : null;
  if (end !== null) {
    out.push({ code: 'game-ended', ...end, score: b.score, questionCount: b.selectedQuestions.length });
  }
  return out;
}

/**
 * When the next question-timer threshold will be reached if nothing else happens: a front-end observes
 * the quiz again then, since no state change marks that moment (the game clock's thresholds come with
 * its ticks, which change the state).
 *
 * @param moment - the latest observation
 * @returns the moment, or null when the timer is not running or has no threshold left
 *
 * @public
 */
export function quizGameNextCueAt(moment: QuizGameMoment): Millis | null {
  const { state } = moment;
  const { timer } = state;
  if (state.stage !== 'gameplay' || timer.mode !== 'running' || timer.until === null) return null;
  const threshold = questionThresholds(state)[quizGameQuestionCueLevel(moment)];
  return threshold === undefined ? null : timer.until - threshold.ms;
}
