/**
 * Gambler or Problem Gambler: nine questions each answered on a scale scored 0 (never) to 3 (almost
 * always), a 0.35 s fade out and in between questions during which answers are ignored, and a risk level
 * from the total.
 *
 * @example
 * ```ts
 * import { gamblerQuiz, selectGamblerQuizRiskLevel } from '@play-smart/engine/gambler-quiz';
 * let { state } = gamblerQuiz.init({}, 0, 1);
 * ({ state } = gamblerQuiz.step(state, { type: 'takeQuiz', at: 0 }));
 * ({ state } = gamblerQuiz.step(state, { type: 'tick', at: 350 }));           // question 1 settled
 * ({ state } = gamblerQuiz.step(state, { type: 'answerSelected', option: 2, at: 400 }));
 * selectGamblerQuizRiskLevel(state); // 'low-risk' so far: a score of 2
 * ```
 *
 * @module gambler-quiz
 */
export type {
  GamblerQuizStage,
  GamblerQuizEnd,
  GamblerQuizFade,
  GamblerQuizConfig,
  GamblerQuizState,
  GamblerQuizEvent,
  GamblerQuizAnswer,
  GamblerQuizAnswerKey,
  GamblerQuizRiskLevel,
} from './gambler-quiz.types';
export {
  GAMBLER_QUIZ_ANSWERS,
  GAMBLER_QUIZ_QUESTION_COUNT,
  GAMBLER_QUIZ_FADE_MS,
  GAMBLER_QUIZ_DEFAULTS,
  GAMBLER_QUIZ_FOCUS,
  GAMBLER_QUIZ_SLUG,
  GAMBLER_QUIZ_RISK_THRESHOLDS,
} from './gambler-quiz.constants';
export { gamblerQuiz } from './gambler-quiz.machine';
export {
  gamblerQuizRiskLevelOf,
  selectGamblerQuizRiskLevel,
  selectGamblerQuizQuestionNumber,
  selectGamblerQuizAcceptsAnswers,
  selectGamblerQuizIsFadingOut,
  selectGamblerQuizAnswers,
  selectGamblerQuizEnd,
  selectGamblerQuizScore,
  selectGamblerQuizScale,
} from './gambler-quiz.selectors';
export type { GamblerQuizScale, GamblerQuizScoreBand } from './gambler-quiz.selectors';
