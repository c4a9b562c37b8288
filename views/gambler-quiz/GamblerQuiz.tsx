import type { ReactNode } from 'react';
import { Link } from '../router';
import { GAMBLER_QUIZ_SLUG, gamblerQuiz } from '@play-smart/engine';
import {
  Helpline,
  HelplineCallButton,
  GameIntro,
  QuestionProgress,
  VisuallyHidden,
  type PictureWords,
} from '../layout';
import { useCssVars, useEngine, useEngineState } from '../runtime';
import { TShirtOffer } from '../tshirt';
import { connectGamblerQuiz, type GamblerQuizApi } from './gambler-quiz.connect';
import type { GamblerQuizContent } from './gambler-quiz.words';
import './gambler-quiz.css';

/** The quiz's picture (its game card's: a checklist on a clipboard); decorative, the heading names the quiz. */
const INTRO_PICTURE: PictureWords = {
  src: '/images/cards/gambler-quiz.svg',
  width: 320,
  height: 200,
  alt: '',
};

function Intro({ intro }: { intro: GamblerQuizApi['intro'] }) {
  return (
    <GameIntro
      className="gq-stage gq-intro"
      picture={INTRO_PICTURE}
      pictureClassName="gq-intro__picture"
      paragraphs={intro.paragraphs}
    >
      <button className="button button--primary" {...intro.start.props}>
        {intro.start.label}
      </button>
    </GameIntro>
  );
}

function Question({ question }: { question: NonNullable<GamblerQuizApi['question']> }) {
  return (
    <div className="gq-stage gq-question">
      <h2 className="gq-question__heading" {...question.heading}>
        <QuestionProgress progress={question.progress} />
        <span className="gq-question__text">{question.text}</span>
      </h2>
      <div className="gq-answers" role="group" aria-labelledby={question.heading.id}>
        {question.answers.map((answer) => (
          <button key={answer.key} className="button gq-answer" {...answer.props}>
            {answer.label}
          </button>
        ))}
      </div>
    </div>
  );
}

function ScoreScale({ scale }: { scale: NonNullable<GamblerQuizApi['result']>['scale'] }) {
  return (
    <div className="gq-scale">
      <h3 className="gq-scale__title">{scale.title}</h3>
      <ul className="gq-scale__bands">
        {scale.bands.map((band) => (
          <li key={band.key} className={band.current ? 'gq-scale__band is-current' : 'gq-scale__band'}>
            <span className="gq-scale__range">{band.range}</span> <span>{band.label}</span>
            {band.current ? <VisuallyHidden>{scale.yourBand}</VisuallyHidden> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Result({
  result,
  afterGame,
}: {
  result: NonNullable<GamblerQuizApi['result']>;
  afterGame: ReactNode;
}) {
  // The help page is the red next step, unless the call button above it already is.
  const helpLink = (
    <Link
      className={`button ${result.leadsWithHelp ? 'button--secondary' : 'button--primary'} gq-result__help`}
      to={result.helpLink.to}
    >
      {result.helpLink.label}
    </Link>
  );
  return (
    <div className="gq-stage gq-result">
      <div className="gq-result__card">
        <h2 className="gq-result__score" {...result.heading}>
          {result.yourScoreIs} <span className="gq-result__number">{result.score}</span>
          <span className="gq-result__max">{result.outOf}</span>
        </h2>
        <p className="gq-result__level">
          {result.youAreAt} <strong>{result.level}</strong>
        </p>
      </div>
      {result.leadsWithHelp ? (
        <div className="gq-result__help-first">
          <HelplineCallButton line={result.helpline} />
          {helpLink}
        </div>
      ) : null}
      <p>{result.message}</p>
      <ScoreScale scale={result.scale} />
      <p className="gq-result__note">{result.screeningNote}</p>
      {result.leadsWithHelp ? null : (
        <>
          <Helpline line={result.helpline} />
          {helpLink}
        </>
      )}
      <div className="gq-result__actions">
        <button className="button button--secondary" {...result.tryAgain.props}>
          {result.tryAgain.label}
        </button>
      </div>
      <TShirtOffer source={GAMBLER_QUIZ_SLUG} />
      {afterGame}
    </div>
  );
}

/**
 * The gambler quiz: intro, nine questions, result. Every rule comes from the engine's gamblerQuiz module
 * through {@link connectGamblerQuiz}; every word from `content`.
 */
export function GamblerQuiz({
  content,
  afterGame,
}: {
  content: GamblerQuizContent;
  /** Shown at the end of the game, below its result: the page's 'Play another game'. */
  afterGame?: ReactNode;
}) {
  const driver = useEngine(gamblerQuiz, {});
  // Every change of this module's state is on screen (stage, question, score, fade): read it whole.
  const api = connectGamblerQuiz(useEngineState(driver), driver.send, content);
  const root = useCssVars<HTMLElement>(api.root.cssVars);
  return (
    <section className="gambler-quiz" aria-labelledby="gq-title" ref={root}>
      <h1 id="gq-title">{api.title}</h1>
      <div className={api.screenClassName}>
        {api.question !== null ? (
          <Question question={api.question} />
        ) : api.result !== null ? (
          <Result result={api.result} afterGame={afterGame} />
        ) : (
          <Intro intro={api.intro} />
        )}
      </div>
    </section>
  );
}
