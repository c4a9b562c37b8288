/**
 * The quiz game: a shuffled run through every question
 * of the file against a 60 s game clock, a 6 s question timer and 3 lives. `init` asks for the question
 * file with a `request` effect; the host answers with a `response` event.
 *
 * @example
 * ```ts
 * import { quizGame, selectQuizGameTimerFraction } from './engine';
 * let { state, effects } = quizGame.init({}, 0, 42); // effects: the GET of the question file
 * ({ state } = quizGame.step(state, { type: 'response', key: 'quiz-game:questions', ok: true, status: 200, body, at: 10 }));
 * ({ state } = quizGame.step(state, { type: 'takeQuiz', at: 20 }));
 * ({ state } = quizGame.step(state, { type: 'tick', at: 370 }));   // faded in: timers running
 * selectQuizGameTimerFraction(state, 3370);                       // 0.5: 3 of 6 seconds left
 * ```
 *
 * @module quiz-game
 */
export type {
  QuizGameStage,
  QuizGameLoadStatus,
  QuizGameLoadError,
  QuizGameEndReason,
  QuizGameLifeLostReason,
  QuizGameAnswer,
  QuizGameQuestion,
  QuizGameConfig,
  QuizGameTimeLimits,
  QuizGameHowToPlay,
  QuizGameEnding,
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
export { quizGame } from './quiz-game.machine';
export { parseQuizGameQuestions } from './quiz-game.questions';
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
  selectQuizGameEnding,
  selectQuizGameHowToPlay,
  selectQuizGameEndReason,
  selectQuizGameLifeLost,
  selectQuizGameLoadError,
} from './quiz-game.selectors';
