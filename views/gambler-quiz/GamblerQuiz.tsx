import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import {
  GAMBLER_QUIZ_FOCUS,
  GAMBLER_QUIZ_SLUG,
  gamblerQuiz,
  selectGamblerQuizAcceptsAnswers,
  selectGamblerQuizAnswers,
  selectGamblerQuizIsFadingOut,
  selectGamblerQuizQuestionNumber,
  selectGamblerQuizRiskLevel,
  type GamblerQuizEvent,
  type GamblerQuizState,
  type GamblerQuizRiskLevel,
} from '../../engine';
import { Helpline, VisuallyHidden, type HelplineInfo } from '../layout';
import { useEngine } from '../runtime';
import { TShirtOffer } from '../tshirt';
import './gambler-quiz.css';

/** The words around the quiz; the site supplies them so other front-ends can word it their own way. */
export interface GamblerQuizContent {
  readonly title: string;
  readonly intro: readonly string[];
  /** The nine questions, in PGSI order. */
  readonly questions: readonly string[];
  /** One sentence per risk level, shown under the result. */
  readonly levelMessages: Readonly<Record<GamblerQuizRiskLevel, string>>;
  /** Says plainly that the quiz is a screening, not a diagnosis. */
  readonly screeningNote: string;
  readonly helpline: HelplineInfo;
  readonly helpPath: string;
}

type Send = (event: GamblerQuizEvent) => void;

function Intro({ content, onStart }: { content: GamblerQuizContent; onStart: () => void }) {
  return (
    <div className="gq-stage gq-intro">
      {content.intro.map((p) => (
        <p key={p}>{p}</p>
      ))}
      <button type="button" className="button button--primary" onClick={onStart}>
        Take the Quiz
      </button>
    </div>
  );
}

function Question({
  state,
  content,
  onAnswer,
}: {
  state: GamblerQuizState;
  content: GamblerQuizContent;
  onAnswer: (option: number) => void;
}) {
  const number = selectGamblerQuizQuestionNumber(state);
  const accepts = selectGamblerQuizAcceptsAnswers(state);
  const headingId = `gq-question-${number}`;
  return (
    <div className="gq-stage gq-question">
      <h2
        id={headingId}
        className="gq-question__heading"
        tabIndex={-1}
        data-focus={GAMBLER_QUIZ_FOCUS.question}
      >
        <span className="gq-question__number">
          Question {number}
          <VisuallyHidden> of {state.config.questionCount}</VisuallyHidden>
        </span>
        <span className="gq-question__text">{content.questions[state.index]}</span>
      </h2>
      <div className="gq-answers" role="group" aria-labelledby={headingId}>
        {selectGamblerQuizAnswers().map((answer, option) => (
          <button
            key={answer.label}
            type="button"
            className="button gq-answer"
            aria-disabled={!accepts}
            onClick={() => {
              onAnswer(option);
            }}
          >
            {answer.label}
          </button>
        ))}
      </div>
      <p className="gq-progress" aria-hidden="true">
        {number} / {state.config.questionCount}
      </p>
    </div>
  );
}

function Result({
  state,
  content,
  onTryAgain,
}: {
  state: GamblerQuizState;
  content: GamblerQuizContent;
  onTryAgain: () => void;
}) {
  const level = selectGamblerQuizRiskLevel(state);
  return (
    <div className="gq-stage gq-result">
      <h2 className="gq-result__score" tabIndex={-1} data-focus={GAMBLER_QUIZ_FOCUS.result}>
        Your score is: <span className="gq-result__number">{state.score}</span>
      </h2>
      <p className="gq-result__level">
        You are at <strong>{level}</strong>
      </p>
      <p>{content.levelMessages[level]}</p>
      <p className="gq-result__note">{content.screeningNote}</p>
      <Helpline line={content.helpline} />
      <div className="gq-result__actions">
        <Link className="button button--primary" to={content.helpPath}>
          get HELP/give HELP
        </Link>
        <button type="button" className="button button--secondary" onClick={onTryAgain}>
          Try Again
        </button>
      </div>
      <TShirtOffer source={GAMBLER_QUIZ_SLUG} />
    </div>
  );
}

/** The gambler quiz: intro, nine questions, result. All rules come from the engine's gamblerQuiz module. */
export function GamblerQuiz({ content }: { content: GamblerQuizContent }) {
  const { state, send } = useEngine(gamblerQuiz, { questionCount: content.questions.length });
  const fadeStyle = { '--gq-fade-ms': `${state.config.fadeMs}ms` } as CSSProperties;
  const faded = selectGamblerQuizIsFadingOut(state) ? ' is-fading-out' : '';
  return (
    <section className="gambler-quiz" aria-labelledby="gq-title" style={fadeStyle}>
      <h1 id="gq-title">{content.title}</h1>
      <div className={`gq-screen${faded}`}>
        <Screen state={state} content={content} send={send} />
      </div>
    </section>
  );
}

function Screen({
  state,
  content,
  send,
}: {
  state: GamblerQuizState;
  content: GamblerQuizContent;
  send: Send;
}) {
  switch (state.stage) {
    case 'start':
      return (
        <Intro
          content={content}
          onStart={() => {
            send({ type: 'takeQuiz' });
          }}
        />
      );
    case 'gameplay':
      return (
        <Question
          state={state}
          content={content}
          onAnswer={(option) => {
            send({ type: 'answerSelected', option });
          }}
        />
      );
    case 'end':
      return (
        <Result
          state={state}
          content={content}
          onTryAgain={() => {
            send({ type: 'tryAgain' });
          }}
        />
      );
  }
}
