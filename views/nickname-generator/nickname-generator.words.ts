import type { ChoiceGameWords, ShareMessage } from '../choice';

/** One question's words: the question and its answer labels, in the engine's option order. */
export interface NicknameGeneratorQuestionWords {
  readonly question: string;
  readonly options: readonly string[];
}

/**
 * Everything the nickname generator says, in one locale. The site's content module for that locale
 * supplies it (site/content/en/nickname-generator.ts); the view holds no words of its own.
 */
export interface NicknameGeneratorContent extends ChoiceGameWords {
  /** The three questions, in the engine's order. */
  readonly questions: readonly NicknameGeneratorQuestionWords[];
  /** 'YOUR NICKNAME IS...'. */
  readonly result: string;
  /** A line under the nickname. */
  readonly resultNote: string;
  /** 'Random Name'. */
  readonly randomName: string;
  /** 'Try Again'. */
  readonly tryAgain: string;
  /** The message and e-mail subject a share carries. */
  readonly share: (nickname: string) => ShareMessage;
}
