import type { GamblerQuizAnswerKey, GamblerQuizRiskLevel } from '@play-smart/engine';
import type { HelplineInfo } from '../layout';

/**
 * Everything the gambler quiz says, in one locale. The site's content module for that locale supplies
 * it (site/content/en/gambler-quiz.ts); the view holds no words of its own.
 */
export interface GamblerQuizContent {
  readonly title: string;
  readonly intro: readonly string[];
  /** 'Take the Quiz'. */
  readonly takeQuiz: string;
  /** Where the visitor is, over the progress bar and first in the question's heading: 'Question 3 of 9'. */
  readonly questionProgress: (n: number, count: number) => string;
  /** The questions, in PGSI order: as many as the engine's question count. */
  readonly questions: readonly string[];
  /** The answer labels by the engine's answer key ('Never' ... 'Almost Always'). */
  readonly answers: Readonly<Record<GamblerQuizAnswerKey, string>>;
  /** 'Your score is:'. */
  readonly yourScoreIs: string;
  /** After the score, the top of its scale, e.g. ' out of 27'. */
  readonly outOf: (max: number) => string;
  /** The heading of the list that says what each band of scores means. */
  readonly scaleTitle: string;
  /** A band's scores, e.g. '3–7' (or '0' when it is one score). */
  readonly bandRange: (from: number, to: number) => string;
  /** Read by screen readers after the band the visitor's score falls in, e.g. ' (your score)'. */
  readonly yourBand: string;
  /** 'You are at'. */
  readonly youAreAt: string;
  /** The risk level's name by the engine's code, e.g. 'High Risk'. */
  readonly levelLabels: Readonly<Record<GamblerQuizRiskLevel, string>>;
  /** One sentence per risk level, shown under the result. */
  readonly levelMessages: Readonly<Record<GamblerQuizRiskLevel, string>>;
  /** Says plainly that the quiz is a screening, not a diagnosis. */
  readonly screeningNote: string;
  /** 'get HELP/give HELP'. */
  readonly helpLink: string;
  /** 'Try Again'. */
  readonly tryAgain: string;
  readonly helpline: HelplineInfo;
  readonly helpPath: string;
}
