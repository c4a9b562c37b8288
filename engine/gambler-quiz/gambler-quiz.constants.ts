import type { GamblerQuizAnswer, GamblerQuizConfig } from './gambler-quiz.types';

/**
 * The four answers and their scores.
 *
 * @public
 */
export const GAMBLER_QUIZ_ANSWERS: readonly GamblerQuizAnswer[] = [
  { key: 'never', score: 0 },
  { key: 'sometimes', score: 1 },
  { key: 'most-of-the-time', score: 2 },
  { key: 'almost-always', score: 3 },
];

/**
 * The number of questions: the nine PGSI items.
 *
 * @public
 */
export const GAMBLER_QUIZ_QUESTION_COUNT = 9;

/**
 * Each half of the fade between questions: 0.35 s out, then 0.35 s in.
 *
 * @public
 */
export const GAMBLER_QUIZ_FADE_MS = 350;

/**
 * The lowest score of each risk level: 0 is no risk, 1-2 low risk, 3-7 moderate risk, 8 or more high
 * risk.
 *
 * @public
 */
export const GAMBLER_QUIZ_RISK_THRESHOLDS = { low: 1, moderate: 3, high: 8 } as const;

/**
 * The configuration used when a host gives none.
 *
 * @public
 */
export const GAMBLER_QUIZ_DEFAULTS: GamblerQuizConfig = {
  questionCount: GAMBLER_QUIZ_QUESTION_COUNT,
  fadeMs: GAMBLER_QUIZ_FADE_MS,
};

/**
 * Focus targets the quiz asks the view to move focus to.
 *
 * @public
 */
export const GAMBLER_QUIZ_FOCUS = {
  question: 'gambler-quiz:question',
  result: 'gambler-quiz:result',
} as const;

/**
 * The quiz's slug, used in analytics and the T-shirt offer's source.
 *
 * @public
 */
export const GAMBLER_QUIZ_SLUG = 'gambler-quiz';
