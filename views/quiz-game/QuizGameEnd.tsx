import type { ReactNode } from 'react';
import { QUIZ_GAME_SLUG } from '@play-smart/engine';
import { Link } from '../router';
import { useEngineState } from '../runtime';
import { TimingChoice } from '../timing';
import { TShirtOffer } from '../tshirt';
import { connectQuizGameEnd } from './quiz-game.connect';
import type { QuizGameStageProps } from './quiz-game.driver';
import { Picture } from '../layout';

/** Game Over or You Won!: nothing ticks once the game is over, so it reads the whole state. */
export function QuizGameEnd({
  driver,
  content,
  chooseScale,
  afterGame,
}: QuizGameStageProps & { readonly afterGame?: ReactNode }) {
  const end = connectQuizGameEnd(useEngineState(driver), driver.send, content, chooseScale);
  if (end === null) return null;
  return (
    <div className={end.won ? 'qg-end is-won' : 'qg-end'}>
      <div className="qg-end__card">
        <Picture className="qg-end__picture" picture={end.picture} />
        <h2 id={end.heading.id} className="qg-end__heading">
          {end.heading.text}
        </h2>
        <p id={end.score.id} className="qg-end__score">
          {end.score.text}
        </p>
        {/* Focus lands on the button; it describes itself with the result so a screen reader hears both. */}
        <button
          className="button button--primary"
          {...end.restart.props}
          {...end.restart.focus}
          aria-describedby={`${end.heading.id} ${end.score.id}`}
        >
          {end.restart.label}
        </button>
      </div>
      <TimingChoice choice={end.timing} />
      <p className="qg-end__note">
        {end.note} <Link to={end.helpLink.to}>{end.helpLink.label}</Link>
      </p>
      <TShirtOffer source={QUIZ_GAME_SLUG} />
      {afterGame}
    </div>
  );
}
