import type { GameEnd } from '../core/module';
import type { Millis } from '../core/time';

/**
 * The quiz's stages: the intro, the questions, and the result once every question is answered.
 *
 * @public
 */
export type GamblerQuizStage = 'start' | 'gameplay' | 'ended';

/**
 * How the quiz ended ({@link selectGamblerQuizEnd}): it has no winner or loser, so always `finished`, with
 * `questions-out` (every question answered); the result is its risk level.
 *
 * @public
 */
export type GamblerQuizEnd = GameEnd<'finished', 'questions-out'>;

/**
 * A transition between two screens: the old one fades out, then the new one fades in.
 *
 * @public
 */
export interface GamblerQuizFade {
  readonly phase: 'out' | 'in';
  /** When this phase ends. */
  readonly endsAt: Millis;
}

/**
 * The gambler quiz's configuration.
 *
 * @public
 */
export interface GamblerQuizConfig {
  /** How many questions the quiz asks (the PGSI has 9). */
  readonly questionCount: number;
  /** Length of each half of the fade between questions, in ms. */
  readonly fadeMs: Millis;
}

/**
 * The gambler quiz's state: plain data.
 *
 * @public
 */
export interface GamblerQuizState {
  readonly config: GamblerQuizConfig;
  readonly stage: GamblerQuizStage;
  /** 0-based index of the question on screen. */
  readonly index: number;
  /** The sum of the answers so far. */
  readonly score: number;
  /** The running transition, or null when the screen is settled and answers count. */
  readonly fade: GamblerQuizFade | null;
}

/**
 * What can happen in the gambler quiz.
 *
 * @public
 */
export type GamblerQuizEvent =
  | { readonly type: 'takeQuiz' }
  /** An answer was chosen; `option` indexes {@link GAMBLER_QUIZ_ANSWERS}. */
  | { readonly type: 'answerSelected'; readonly option: number }
  | { readonly type: 'tryAgain' };

/**
 * The four answers' keys, from the least to the most often; the front-end shows their words.
 *
 * @public
 */
export type GamblerQuizAnswerKey = 'never' | 'sometimes' | 'most-of-the-time' | 'almost-always';

/**
 * One of the four answers every question offers.
 *
 * @public
 */
export interface GamblerQuizAnswer {
  readonly key: GamblerQuizAnswerKey;
  readonly score: number;
}

/**
 * The risk levels an end score maps to; the front-end shows their words.
 *
 * @public
 */
export type GamblerQuizRiskLevel = 'no-risk' | 'low-risk' | 'moderate-risk' | 'high-risk';
