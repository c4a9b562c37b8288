import type { ChoiceGameWords, ShareMessage } from '../choice';

/** One question's words: the question and its answer labels, in the engine's option order. */
export interface HobbyGeneratorQuestionWords {
  readonly question: string;
  readonly options: readonly string[];
}

/** What the result says about one hobby. */
export interface HobbyWords {
  /** The hobby's name as shown. */
  readonly name: string;
  /** What its picture shows. */
  readonly alt: string;
  /** One true, practical line on starting it for free or cheaply. */
  readonly howToStart: string;
}

/**
 * Everything the hobby generator says, in one locale. The site's content module for that locale supplies
 * it (site/content/en/hobby-generator.ts); the view holds no words of its own.
 */
export interface HobbyGeneratorContent extends ChoiceGameWords {
  /** The five questions, in the engine's order. */
  readonly questions: readonly HobbyGeneratorQuestionWords[];
  /** 'Your new hobby is'. */
  readonly result: string;
  /** The hobbies the engine picks from, by index: as many as its hobby count (30). */
  readonly hobbies: readonly HobbyWords[];
  /** Introduces the line on how to start, e.g. 'How to start:'. */
  readonly howToStart: string;
  /** A line under the result. */
  readonly resultNote: string;
  /** 'Try Again'. */
  readonly tryAgain: string;
  /** The message and e-mail subject a share carries. */
  readonly share: (hobby: string) => ShareMessage;
}
