/** Where a visitor is in a game's questions, ready to render: the words and the bar's steps. */
export interface QuestionProgressView {
  /** 'Question 3 of 9', in the page's language: shown, and read as the start of the question's heading. */
  readonly label: string;
  /** The 1-based number of the question on screen. */
  readonly current: number;
  /** How many questions there are. */
  readonly count: number;
}

/**
 * Builds the progress of a question screen.
 *
 * @param label - the words, e.g. 'Question 3 of 9'
 * @param current - the 1-based number of the question on screen
 * @param count - how many questions there are
 */
export function questionProgressView(label: string, current: number, count: number): QuestionProgressView {
  return { label, current, count };
}
