import type { ChoiceIntroView } from './choice-question.view';
import { Picture } from '../layout/Picture';
import './choice.css';

/** A choice game's intro: its picture beside the words and the button that starts. */
export function ChoiceIntro({ intro }: { intro: ChoiceIntroView }) {
  return (
    <div className="choice-intro">
      <Picture className="choice-intro__picture" picture={intro.picture} />
      <div className="choice-intro__text">
        {intro.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
        <button className="button button--primary" {...intro.start.props}>
          {intro.start.label}
        </button>
      </div>
    </div>
  );
}
