import { useId } from 'react';
import type { TimingChoiceView } from './timing-choice.connect';
import './timing.css';

/**
 * Lets the visitor choose more time before a timed game starts. The summary of what the choice gives is
 * a polite live region, so a screen reader hears the new times after a change.
 */
export function TimingChoice({ choice }: { choice: TimingChoiceView }) {
  const summaryId = useId();
  return (
    <fieldset className="timing-choice" aria-describedby={summaryId}>
      <legend className="timing-choice__legend">{choice.legend}</legend>
      <div className="timing-choice__options">
        {choice.options.map((option) => (
          <label key={option.key} className="timing-choice__option">
            <input className="timing-choice__radio" {...option.props} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <p id={summaryId} className="timing-choice__summary" aria-live="polite">
        {choice.summary}
      </p>
    </fieldset>
  );
}
