import type { ReactNode } from 'react';
import { QuestionProgress } from '../layout';
import type { ChoiceQuestionView } from './choice-question.view';
import './choice.css';

/** A heading level the choice screens use: 2 on a game's own page, 3 inside a page section. */
export type ChoiceHeadingLevel = 2 | 3;

/** A small tick shown on the answer just picked. */
function Tick() {
  return (
    <svg className="choice-option__tick" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        d="M5 12.5l4.5 4.5L19 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * A question screen: 'Question N of M' over a bar, and the question, in a heading the engine focuses, then its answers as
 * buttons in a labelled group. `children` go under the answers (a Back button).
 */
export function ChoiceQuestion({
  question,
  level,
  children,
}: {
  question: ChoiceQuestionView;
  level: ChoiceHeadingLevel;
  children?: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="choice-question">
      <Heading className="choice-question__heading" {...question.heading}>
        <QuestionProgress progress={question.progress} />
        <span className="choice-question__text">{question.text}</span>
      </Heading>
      <div className="choice-options" role="group" aria-labelledby={question.heading.id}>
        {question.options.map((option) => (
          <button
            key={option.key}
            className={option.chosen ? 'button choice-option is-chosen' : 'button choice-option'}
            {...option.props}
          >
            <span className="choice-option__label">{option.label}</span>
            {option.hint !== undefined && <span className="choice-option__hint">{option.hint}</span>}
            {option.chosen && <Tick />}
          </button>
        ))}
      </div>
      {children}
    </div>
  );
}
