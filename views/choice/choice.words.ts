import type { PictureWords } from '../layout/Picture';

/**
 * The words every choice game's intro and question screens need, in one locale. Each game's words
 * interface extends it with its own.
 */
export interface ChoiceGameWords {
  readonly title: string;
  readonly intro: readonly string[];
  readonly picture: PictureWords;
  /** The intro's button: 'Start Game', 'Start Calculating'. */
  readonly start: string;
  /** Where the visitor is, over the progress bar and first in the question's heading: 'Question 2 of 3'. */
  readonly questionProgress: (n: number, count: number) => string;
}

/** What a share of a result carries with the page address: the message and the e-mail subject. */
export interface ShareMessage {
  readonly text: string;
  readonly subject: string;
}
