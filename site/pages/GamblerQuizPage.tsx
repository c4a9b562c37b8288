import { PlayAnotherGame } from '../../views/card-picker';
import { CARD_PICKER_CONTENT } from '../content/en/card-picker';
import { GamblerQuiz } from '../../views/gambler-quiz';
import { GAMBLER_QUIZ_CONTENT } from '../content/en/gambler-quiz';

/** /games/gambler-quiz */
export default function GamblerQuizPage() {
  return (
    <div className="page">
      <GamblerQuiz
        content={GAMBLER_QUIZ_CONTENT}
        afterGame={<PlayAnotherGame completed="gambler-quiz" content={CARD_PICKER_CONTENT} />}
      />
    </div>
  );
}
