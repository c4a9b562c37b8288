import type { ChoiceIntroView } from './choice-question.view';
import { GameIntro } from '../layout/GameIntro';
import './choice.css';

/** A choice game's intro, in the one intro pattern: its picture beside the words and the button that starts. */
export function ChoiceIntro({ intro }: { intro: ChoiceIntroView }) {
  return (
    <GameIntro className="choice-intro" picture={intro.picture} paragraphs={intro.paragraphs}>
      <button className="button button--primary" {...intro.start.props}>
        {intro.start.label}
      </button>
    </GameIntro>
  );
}
