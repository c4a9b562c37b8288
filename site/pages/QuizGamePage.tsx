import { afterGame } from './after-game';
import { QuizGame } from '../../views/quiz-game';
import { QUIZ_GAME_CONTENT } from '../content/en/quiz-game';

/** /games/quiz-game */
export default function QuizGamePage() {
  return (
    <div className="page">
      <QuizGame content={QUIZ_GAME_CONTENT} afterGame={afterGame('quiz-game')} />
    </div>
  );
}
