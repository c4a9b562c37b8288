import type { Millis } from '../core/time';

/** The quiz's stages. */
export type GamblerQuizStage = 'start' | 'gameplay' | 'end';

/** A transition between two screens: the old one fades out, then the new one fades in. */
export interface GamblerQuizFade {
  readonly phase: 'out' | 'in';
  /** When this phase ends. */
  readonly endsAt: Millis;
}

/** The gambler quiz's configuration. */
export interface GamblerQuizConfig {
  /** How many questions the quiz asks (the PGSI has 9). */
  readonly questionCount: number;
  /** Length of each half of the fade between questions, in ms. */
  readonly fadeMs: Millis;
}

/** The gambler quiz's state: plain data. */
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

/** What can happen in the gambler quiz. */
export type GamblerQuizEvent =
  | { readonly type: 'takeQuiz' }
  /** An answer was chosen; `option` indexes {@link GAMBLER_QUIZ_ANSWERS}. */
  | { readonly type: 'answerSelected'; readonly option: number }
  | { readonly type: 'tryAgain' };

/** The four answers' keys, from the least to the most often; the front-end shows their words. */
export type GamblerQuizAnswerKey = 'never' | 'sometimes' | 'most-of-the-time' | 'almost-always';

/** One of the four answers every question offers. */
export interface GamblerQuizAnswer {
  readonly key: GamblerQuizAnswerKey;
  readonly score: number;
}

/** The risk levels an end score maps to; the front-end shows their words. */
export type GamblerQuizRiskLevel = 'no-risk' | 'low-risk' | 'moderate-risk' | 'high-risk';
