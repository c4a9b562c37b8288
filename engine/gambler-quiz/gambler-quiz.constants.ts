import type { GamblerQuizAnswer, GamblerQuizConfig } from './gambler-quiz.types';

/** The four answers and their scores (SPEC.md section 2 "Gambler quiz"; section 9). */
export const GAMBLER_QUIZ_ANSWERS: readonly GamblerQuizAnswer[] = [
  { label: 'Never', score: 0 },
  { label: 'Sometimes', score: 1 },
  { label: 'Most of the Time', score: 2 },
  { label: 'Almost Always', score: 3 },
];

/** The number of questions: the nine PGSI items (SPEC.md section 9). */
export const GAMBLER_QUIZ_QUESTION_COUNT = 9;

/** Each half of the fade between questions: 0.35 s out, then 0.35 s in (SPEC.md sections 4 and 9). */
export const GAMBLER_QUIZ_FADE_MS = 350;

/**
 * The lowest score of each risk level (SPEC.md section 4): 0 No Risk, 1-2 Low Risk, 3-7 Moderate Risk,
 * 8 or more High Risk.
 */
export const GAMBLER_QUIZ_RISK_THRESHOLDS = { low: 1, moderate: 3, high: 8 } as const;

/** The configuration used when a host gives none. */
export const GAMBLER_QUIZ_DEFAULTS: GamblerQuizConfig = {
  questionCount: GAMBLER_QUIZ_QUESTION_COUNT,
  fadeMs: GAMBLER_QUIZ_FADE_MS,
};

/** Focus targets the quiz asks the view to move focus to. */
export const GAMBLER_QUIZ_FOCUS = {
  question: 'gambler-quiz:question',
  result: 'gambler-quiz:result',
} as const;

/** The quiz's slug, used in analytics and the T-shirt offer's source. */
export const GAMBLER_QUIZ_SLUG = 'gambler-quiz';

/**
 * The quiz's fixed screen words (SPEC.md section 2 "Gambler quiz"). A site's content module uses them
 * for its English words and may translate them; the engine itself never renders text.
 */
export const GAMBLER_QUIZ_TEXT = {
  takeQuiz: 'Take the Quiz',
  question: 'Question',
  yourScoreIs: 'Your score is:',
  youAreAt: 'You are at',
  helpLink: 'get HELP/give HELP',
  tryAgain: 'Try Again',
} as const;
