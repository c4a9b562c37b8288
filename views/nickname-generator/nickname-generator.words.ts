import type { NicknameGeneratorWord } from '@play-smart/engine';
import type { ChoiceGameWords, ShareMessage } from '../choice';

/** One answer option's words: its label, and the words a nickname may take from it. */
export interface NicknameGeneratorOptionWords {
  /** The choice label shown on the button. */
  readonly label: string;
  /**
   * The words a nickname may take from this choice, as many as the engine's word count for it
   * (NICKNAME_GENERATOR_WORD_COUNTS). Question 1's options hold the name style's fallback names.
   */
  readonly words: readonly string[];
}

/** One question's words: the question and its options, in the engine's option order. */
export interface NicknameGeneratorQuestionWords {
  readonly question: string;
  readonly options: readonly NicknameGeneratorOptionWords[];
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
  /**
   * The nickname as it reads in this language, from the engine's two word references (`first` from question
   * 2, `second` from question 3 or the fallback names). Each language owns its word order and agreement:
   * English puts the charm word first, Spanish puts the noun first and makes the adjective agree with it.
   */
  readonly nicknameText: (first: NicknameGeneratorWord, second: NicknameGeneratorWord) => string;
  /** The message and e-mail subject a share carries. */
  readonly share: (nickname: string) => ShareMessage;
}

/**
 * One word of a nickname as the word lists spell it, looked up by the engine's indexes.
 *
 * @param questions - a locale's question words
 * @param ref - the engine's reference to the word
 * @returns the word, or '' when the lists have no such word
 */
export function nicknameWordAt(
  questions: readonly NicknameGeneratorQuestionWords[],
  ref: NicknameGeneratorWord,
): string {
  return questions[ref.question]?.options[ref.option]?.words[ref.word] ?? '';
}
