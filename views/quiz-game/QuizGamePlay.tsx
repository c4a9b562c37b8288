import { selectQuizGameTimerBar, type QuizGameState } from '@play-smart/engine';
import { QuestionProgress, VisuallyHidden } from '../layout';
import { shallowEqual, useCssVars, useEngineSelector, useRuntime } from '../runtime';
import {
  connectQuizGameClock,
  connectQuizGameLives,
  connectQuizGameQuestion,
  connectQuizGameScore,
  connectQuizGameTimerBar,
  quizGameQuestionUnchanged,
  type QuizGameStatView,
} from './quiz-game-play.connect';
import type { QuizGameDriver, QuizGamePartProps as Part } from './quiz-game.driver';
import { MarkIcon, SkullIcon, TimerIcon } from './icons';

/** The state as it is: the question part keeps the one it shows while nothing it draws has changed. */
const wholeState = (state: QuizGameState): QuizGameState => state;

function Stat({ stat, className }: { stat: QuizGameStatView; className: string }) {
  return (
    <div className={`qg-stat ${className}`}>
      <dt className="qg-stat__label">{stat.label}</dt>
      <dd className="qg-stat__value">
        <span aria-hidden="true">{stat.value}</span>
        <VisuallyHidden>{stat.spoken}</VisuallyHidden>
      </dd>
    </div>
  );
}

function Score({ driver, content }: Part) {
  const score = useEngineSelector(driver, (s) => connectQuizGameScore(s, content), shallowEqual);
  return <Stat stat={score} className="qg-stat--score" />;
}

function Lives({ driver, content }: Part) {
  const lives = useEngineSelector(driver, (s) => connectQuizGameLives(s, content), shallowEqual);
  return (
    <div className="qg-stat qg-stat--lives">
      <dt className="qg-stat__label">{lives.label}</dt>
      <dd className="qg-stat__value qg-skulls">
        {lives.alive.map((alive, i) => (
          // The skulls never reorder: their place is their identity.
          <SkullIcon key={i} alive={alive} />
        ))}
        <VisuallyHidden>{lives.spoken}</VisuallyHidden>
      </dd>
    </div>
  );
}

function Clock({ driver, content }: Part) {
  const clock = useEngineSelector(driver, (s) => connectQuizGameClock(s, content), shallowEqual);
  return <Stat stat={clock} className="qg-stat--clock" />;
}

/** The question timer: the engine says where the bar goes and by when; a CSS transition moves it. */
function TimerBar({ driver }: { driver: QuizGameDriver }) {
  const { clock } = useRuntime();
  const bar = connectQuizGameTimerBar(
    useEngineSelector(driver, selectQuizGameTimerBar, shallowEqual),
    clock.now(),
  );
  const fill = useCssVars<HTMLDivElement>(bar.cssVars);
  return (
    <div className="qg-timer" aria-hidden="true">
      <TimerIcon />
      <div className="qg-timer__track">
        <div className="qg-timer__fill" data-motion={bar.motion} ref={fill} />
      </div>
    </div>
  );
}

function Question({ driver, content }: Part) {
  const question = connectQuizGameQuestion(
    useEngineSelector(driver, wholeState, quizGameQuestionUnchanged),
    driver.send,
    content,
  );
  if (question === null) return null;
  return (
    <div key={question.key} className={question.className}>
      <h2 className="qg-question__heading" {...question.heading}>
        <QuestionProgress progress={question.progress} />
        <span className="qg-question__text">{question.text}</span>
      </h2>
      <div className="qg-answers" role="group" aria-labelledby={question.heading.id}>
        {question.answers.map((answer) => (
          <button key={answer.key} className={`button qg-answer qg-answer--${answer.mark}`} {...answer.props}>
            {answer.mark !== 'none' && <MarkIcon right={answer.mark !== 'wrong'} />}
            <span className="qg-answer__text">{answer.label}</span>
            {answer.markWord !== null && <VisuallyHidden>{`, ${answer.markWord}`}</VisuallyHidden>}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The gameplay: score, lives and clock, the question timer and the question (the game's live region says what happens). */
export function QuizGamePlay({ driver, content }: Part) {
  return (
    <div className="qg-play">
      <dl className="qg-stats">
        <Score driver={driver} content={content} />
        <Lives driver={driver} content={content} />
        <Clock driver={driver} content={content} />
      </dl>
      <TimerBar driver={driver} />
      <Question driver={driver} content={content} />
    </div>
  );
}
