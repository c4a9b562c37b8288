import { PlayAnotherGame } from '../../views/card-picker';
import { CARD_PICKER_CONTENT } from '../content/en/card-picker';
import { QuizGame } from '../../views/quiz-game';
import { QUIZ_GAME_CONTENT } from '../content/en/quiz-game';

/** /games/quiz-game */
export default function QuizGamePage() {
  return (
    <div className="page">
      <QuizGame
        content={QUIZ_GAME_CONTENT}
        afterGame={<PlayAnotherGame completed="quiz-game" content={CARD_PICKER_CONTENT} />}
      />
    </div>
  );
}
