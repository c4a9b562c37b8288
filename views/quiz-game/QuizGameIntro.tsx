import { GameIntro, Helpline } from '../layout';
import { useEngineState } from '../runtime';
import { TimingChoice } from '../timing';
import { connectQuizGameIntro } from './quiz-game.connect';
import type { QuizGameStageProps } from './quiz-game.driver';

/** The quiz's intro: nothing ticks before the game starts, so it reads the whole state. */
export function QuizGameIntro({ driver, content, chooseScale }: QuizGameStageProps) {
  const intro = connectQuizGameIntro(useEngineState(driver), driver.send, content, chooseScale);
  return (
    <GameIntro
      className="qg-intro"
      picture={intro.picture}
      pictureClassName="qg-intro__picture"
      paragraphs={intro.paragraphs}
    >
      {intro.failed === null ? (
        <>
          <TimingChoice choice={intro.timing} />
          {/* The slot keeps the button's height while the questions load, so nothing moves when it appears. */}
          <div className="qg-intro__start">
            {intro.start !== null ? (
              <button className="button button--primary" {...intro.start.props}>
                {intro.start.label}
              </button>
            ) : (
              <p className="qg-intro__loading">{intro.loading}</p>
            )}
          </div>
        </>
      ) : (
        <div className="qg-intro__failed">
          <p>{intro.failed.text}</p>
          <Helpline line={intro.failed.helpline} />
        </div>
      )}
    </GameIntro>
  );
}
