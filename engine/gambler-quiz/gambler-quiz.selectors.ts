import { GAMBLER_QUIZ_ANSWERS, GAMBLER_QUIZ_RISK_THRESHOLDS } from './gambler-quiz.constants';
import type {
  GamblerQuizAnswer,
  GamblerQuizEnd,
  GamblerQuizState,
  GamblerQuizRiskLevel,
} from './gambler-quiz.types';

/**
 * The risk level for a total score: 0 is no risk; 1-2 low risk; 3-7 moderate risk; 8 or more high risk.
 *
 * @param score - the quiz total, 0..27
 * @returns the risk level's code; the front-end shows its words
 *
 * @public
 */
export function gamblerQuizRiskLevelOf(score: number): GamblerQuizRiskLevel {
  if (score >= GAMBLER_QUIZ_RISK_THRESHOLDS.high) return 'high-risk';
  if (score >= GAMBLER_QUIZ_RISK_THRESHOLDS.moderate) return 'moderate-risk';
  if (score >= GAMBLER_QUIZ_RISK_THRESHOLDS.low) return 'low-risk';
  return 'no-risk';
}

/**
 * The risk level of the quiz's current score.
 *
 * @param state - the quiz state
 * @returns the risk level's code
 *
 * @public
 */
export function selectGamblerQuizRiskLevel(state: GamblerQuizState): GamblerQuizRiskLevel {
  return gamblerQuizRiskLevelOf(state.score);
}

/**
 * The 1-based number of the question on screen, as shown in the question's heading.
 *
 * @param state - the quiz state
 * @returns the question number
 *
 * @public
 */
export function selectGamblerQuizQuestionNumber(state: GamblerQuizState): number {
  return state.index + 1;
}

/**
 * Whether an answer would count now: on the question screen with no fade running.
 *
 * @param state - the quiz state
 * @returns true when answers are accepted
 *
 * @public
 */
export function selectGamblerQuizAcceptsAnswers(state: GamblerQuizState): boolean {
  return state.stage === 'gameplay' && state.fade === null;
}

/**
 * Whether the screen is fading out (the view hides it) rather than in or settled.
 *
 * @param state - the quiz state
 * @returns true during the fade-out half of a transition
 *
 * @public
 */
export function selectGamblerQuizIsFadingOut(state: GamblerQuizState): boolean {
  return state.fade?.phase === 'out';
}

/**
 * The four answers every question offers, in display order.
 *
 * @returns the answers with their keys and scores
 *
 * @public
 */
export function selectGamblerQuizAnswers(): readonly GamblerQuizAnswer[] {
  return GAMBLER_QUIZ_ANSWERS;
}

const FINISHED: GamblerQuizEnd = { outcome: 'finished', reason: 'questions-out' };

/**
 * How the quiz ended, in the shape every game shares: `{ outcome: 'finished', reason: 'questions-out' }`
 * once the last answer's fade-out is over (stage `'ended'`). Always the same object.
 *
 * @param state - the quiz state
 * @returns how it ended, or null until it has
 *
 * @public
 */
export function selectGamblerQuizEnd(state: GamblerQuizState): GamblerQuizEnd | null {
  return state.stage === 'ended' ? FINISHED : null;
}

/**
 * The sum of the answers so far (0 to 27): the risk level's input. Changes with each answer.
 *
 * @param state - the quiz state
 * @returns the score
 *
 * @public
 */
export function selectGamblerQuizScore(state: GamblerQuizState): number {
  return state.score;
}

/**
 * One risk level's span of scores on the quiz's scale, both ends included.
 *
 * @public
 */
export interface GamblerQuizScoreBand {
  readonly level: GamblerQuizRiskLevel;
  readonly from: number;
  readonly to: number;
}

/**
 * The quiz's whole scale: its highest score and the span of each risk level, lowest first.
 *
 * @public
 */
export interface GamblerQuizScale {
  readonly max: number;
  readonly bands: readonly GamblerQuizScoreBand[];
}

/**
 * The score's scale, so a result can say where a score sits (18 of 27, high risk from 8): the highest
 * score is every question answered with the top answer, and the bands come from the risk thresholds.
 *
 * @param state - the quiz state (its question count sets the highest score)
 * @returns the highest score and each level's span
 *
 * @public
 */
export function selectGamblerQuizScale(state: GamblerQuizState): GamblerQuizScale {
  const top = Math.max(...GAMBLER_QUIZ_ANSWERS.map((answer) => answer.score));
  const max = state.config.questionCount * top;
  const { low, moderate, high } = GAMBLER_QUIZ_RISK_THRESHOLDS;
  return {
    max,
    bands: [
      { level: 'no-risk', from: 0, to: low - 1 },
      { level: 'low-risk', from: low, to: moderate - 1 },
      { level: 'moderate-risk', from: moderate, to: high - 1 },
      { level: 'high-risk', from: high, to: max },
    ],
  };
}
