export type {
  GamblerQuizStage,
  GamblerQuizFade,
  GamblerQuizConfig,
  GamblerQuizState,
  GamblerQuizEvent,
  GamblerQuizAnswer,
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
} from './gambler-quiz.selectors';
