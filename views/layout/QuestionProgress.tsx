import type { QuestionProgressView } from './question-progress.view';
import './question-progress.css';

/**
 * The one progress pattern of every game that asks questions (docs/design.md, "Progress: one pattern"):
 * the words 'Question 3 of 9' over a bar filled to the question on screen. It goes first inside the
 * question's heading, so the heading the game focuses reads "Question 3 of 9, <the question>"; the bar
 * says the same to the eye only, so it is hidden from screen readers. The bar is one cell per question
 * (no inline style: the page's policy allows none), the cells up to the current one filled.
 */
export function QuestionProgress({ progress }: { progress: QuestionProgressView }) {
  return (
    <span className="question-progress">
      <span className="question-progress__label">{progress.label}</span>
      <span className="question-progress__bar" aria-hidden="true">
        {Array.from({ length: progress.count }, (_, i) => (
          <span
            key={i}
            className={i < progress.current ? 'question-progress__cell is-filled' : 'question-progress__cell'}
          />
        ))}
      </span>
    </span>
  );
}
