/**
 * The quiz game: a shuffled run through every question against a game clock (60 s), a question timer
 * (6 s) and lives (3).
 *
 * The rules:
 * - The questions come from the host: `config.questions` (ready at once), or the file at
 *   `config.questionsUrl` asked for with a `request` effect that the host answers with a `response` event.
 *   `takeQuiz` starts a game only once they have loaded (`selectQuizGameCanStart`); a failed load sets
 *   `load: 'failed'` with a reason code (`selectQuizGameLoadError`) and logs why.
 * - Each question fades in (350 ms); the question timer and the game clock start when it has.
 * - `answerSelected` with `option`, an index into the state's `answers` (display order, shuffled, pinned
 *   answers last). A correct answer scores 1 and moves to the next question.
 * - A wrong answer keeps the question on screen: it takes 2 s off the question timer and the player answers
 *   again. With 2 s or less left, it costs a life instead (`selectQuizGameLifeLost`: `'wrong-answer'`).
 * - The question timer running out costs a life (`'timeout'`); after a lost life the correct answer shows
 *   for 500 ms, then the next question.
 * - Ignored (same state, no effect): an index out of range (-1, or past the last answer), an answer already
 *   chosen on this question, an answer during a fade.
 * - The game ends (stage `'ended'`) lost when the lives run out (`selectQuizGameEnd`:
 *   `{ outcome: 'lost', reason: 'lives-out' }`) and won when the game clock (`'clock-out'`) or the
 *   questions (`'questions-out'`) run out with a life left. `tryAgain` starts over. A timing scale
 *   stretches every time limit.
 *
 * @example
 * ```ts
 * import { quizGame, selectQuizGameEnd, selectQuizGameTimerFraction } from '@play-smart/engine/quiz-game';
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
 * let { state } = quizGame.init({ questions }, 0, 42); // no request: the host gave the questions
 * ({ state } = quizGame.step(state, { type: 'takeQuiz', at: 20 }));
 * ({ state } = quizGame.step(state, { type: 'tick', at: 370 })); // faded in: timers running
 * console.log(selectQuizGameTimerFraction(state, 3370)); // 0.5: 3 of 6 seconds left
 * const right = state.answers.findIndex((answer) => answer.isCorrect);
 * ({ state } = quizGame.step(state, { type: 'answerSelected', option: right, at: 3370 }));
 * console.log(selectQuizGameEnd(state)); // { outcome: 'won', reason: 'questions-out' }
 * ```
 *
 * @module quiz-game
 */
export type {
  QuizGameStage,
  QuizGameLoadStatus,
  QuizGameLoadError,
  QuizGameQuestionRule,
  QuizGameQuestionProblem,
  QuizGameEndReason,
  QuizGameLifeLostReason,
  QuizGameAnswer,
  QuizGameQuestion,
  QuizGameConfig,
  QuizGameTimeLimits,
  QuizGameHowToPlay,
  QuizGameEnd,
  QuizGamePhaseKind,
  QuizGamePhase,
  QuizGameTimerMode,
  QuizGameQuestionTimer,
  QuizGameState,
  QuizGameEvent,
  QuizGameAnswerItem,
  QuizGameTimerBar,
  QuizGameOutcome,
} from './quiz-game.types';
export {
  QUIZ_GAME_SLUG,
  QUIZ_GAME_QUESTIONS_URL,
  QUIZ_GAME_QUESTIONS_REQUEST_KEY,
  QUIZ_GAME_LOAD_ERROR_MESSAGE,
  QUIZ_GAME_TIMER_LENGTH_S,
  QUIZ_GAME_LIVES_TO_START,
  QUIZ_GAME_MAX_LIVES,
  QUIZ_GAME_QUESTION_TIMER_LENGTH_S,
  QUIZ_GAME_DEFAULTS,
  QUIZ_GAME_WRONG_ANSWER_PENALTY_MS,
  QUIZ_GAME_TICK_MS,
  QUIZ_GAME_REVEAL_MS,
  QUIZ_GAME_FADE_OUT_DELAY_MS,
  QUIZ_GAME_FADE_OUT_MS,
  QUIZ_GAME_FADE_IN_MS,
  QUIZ_GAME_TIMER_RESET_MS,
  QUIZ_GAME_PENALTY_ANIMATION_MS,
  QUIZ_GAME_MIN_ANSWERS,
  QUIZ_GAME_FOCUS,
} from './quiz-game.constants';
export { quizGame, validateQuizGameConfig } from './quiz-game.machine';
export { parseQuizGameQuestions, validateQuizGameQuestions } from './quiz-game.questions';
export {
  quizGameTimeLimits,
  quizGameTimerLeftMs,
  quizGameTimerShownMs,
  quizGameLifeIsActive,
  quizGameHowToPlay,
  selectQuizGameCanStart,
  selectQuizGameCurrentQuestion,
  selectQuizGameQuestionNumber,
  selectQuizGameQuestionCount,
  selectQuizGameAcceptsAnswers,
  selectQuizGameAnswerItems,
  selectQuizGameLastOutcome,
  selectQuizGameLives,
  selectQuizGameTimeLeftMs,
  selectQuizGameTimerFraction,
  selectQuizGameTimerBar,
  selectQuizGameTimerIsPaused,
  selectQuizGameTimerIsAnimating,
  selectQuizGameQuestionOpacity,
  selectQuizGameEnd,
  selectQuizGameScore,
  selectQuizGameLivesLeft,
  selectQuizGameSecondsLeft,
  selectQuizGameHowToPlay,
  selectQuizGameLifeLost,
  selectQuizGameLoadError,
} from './quiz-game.selectors';
export type { QuizGameMoment, QuizGameQuestionCue, QuizGameAnnouncement } from './quiz-game.announcements';
export {
  QUIZ_GAME_ANNOUNCE_QUESTION_SHARE,
  QUIZ_GAME_ANNOUNCE_QUESTION_LAST_MS,
  QUIZ_GAME_ANNOUNCE_CLOCK_S,
  quizGameQuestionCueLevel,
  quizGameAnnouncements,
  quizGameNextCueAt,
} from './quiz-game.announcements';
