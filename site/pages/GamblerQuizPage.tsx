import { afterGame } from './after-game';
import { GamblerQuiz } from '../../views/gambler-quiz';
import { GAMBLER_QUIZ_CONTENT } from '../content/en/gambler-quiz';

/** /games/gambler-quiz */
export default function GamblerQuizPage() {
  return (
    <div className="page">
      <GamblerQuiz content={GAMBLER_QUIZ_CONTENT} afterGame={afterGame('gambler-quiz')} />
    </div>
  );
}
