import { calculator } from '@play-smart/engine';
import { ChoiceGame, ChoiceQuestion, Picture, type ChoiceTitleLevel } from '../choice';
import { ExternalLink, Helpline } from '../layout';
import { Link } from '../router';
import { useEngine, useEngineState } from '../runtime';
import {
  connectCalculator,
  type CalculatorQuestionView,
  type CalculatorResultView,
} from './calculator.connect';
import type { CalculatorContent } from './calculator.words';
import { SpendChart } from './SpendChart';
import './calculator.css';

function Question({ question, level }: { question: CalculatorQuestionView; level: 2 | 3 }) {
  return (
    <ChoiceQuestion question={question} level={level}>
      {question.note !== null && <p className="calc-question__note">{question.note}</p>}
      {question.back !== null && (
        <button className="button button--secondary calc-back" {...question.back.props}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              d="M15 5l-7 7 7 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
          </svg>
          {question.back.label}
        </button>
      )}
    </ChoiceQuestion>
  );
}

function Result({ result, level }: { result: CalculatorResultView; level: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="calc-result">
      {/* Focused on arrival (read whole); live, so a new period's amount is announced too. */}
      <Heading className="calc-result__heading" {...result.heading} aria-live="polite" aria-atomic="true">
        <span className="calc-result__lead">{result.spendLead}</span>{' '}
        {result.atLeast !== null && <span className="calc-result__at-least">{result.atLeast} </span>}
        <span className="calc-result__amount">{result.amount}</span>{' '}
        <span className="calc-result__per">{result.per}</span>
      </Heading>
      <div className="calc-periods" role="group" aria-label={result.periodsLabel}>
        {result.periods.map((period) => (
          <button key={period.key} className="calc-period" aria-pressed={period.pressed} {...period.props}>
            {period.label}
          </button>
        ))}
      </div>
      <SpendChart chart={result.chart} />
      {/* Always there, so what it says after a period change is announced; empty, it takes no room. */}
      <div className="calc-enough" aria-live="polite" aria-atomic="true">
        {result.enoughFor !== null && (
          <>
            <Picture className="calc-enough__picture" picture={result.enoughFor.picture} />
            <p className="calc-enough__text">
              <span className="calc-enough__label">{result.enoughFor.label}</span>{' '}
              <strong>{result.enoughFor.text}</strong>
            </p>
            <p className="calc-enough__note">
              {result.enoughFor.note.label}{' '}
              <ExternalLink href={result.enoughFor.note.source.href}>
                {result.enoughFor.note.source.name}
              </ExternalLink>
              {result.enoughFor.note.after}
            </p>
          </>
        )}
        {result.smallSpend !== null && <p className="calc-enough__text">{result.smallSpend}</p>}
      </div>
      <div className="calc-result__actions">
        <Link className="button button--primary" to={result.getHelp.to}>
          {result.getHelp.label}
        </Link>
        <button className="button button--secondary" {...result.startAgain.props}>
          {result.startAgain.label}
        </button>
      </div>
      <p className="calc-result__help">{result.helpIntro}</p>
      <Helpline line={result.helpline} />
      <p>
        <ExternalLink href={result.liveChat.href}>{result.liveChat.label}</ExternalLink>
      </p>
    </div>
  );
}

/**
 * The cost calculator ("the costulator"): an intro, three questions with Back, then what the play costs
 * per week, month or year, pictured, with what that money is enough for and where to get help. Every rule
 * comes from the engine's calculator module through {@link connectCalculator}; every word from `content`.
 * On its own page its title is the h1; as a section of another page, an h2.
 */
export function Calculator({
  content,
  titleLevel,
}: {
  content: CalculatorContent;
  titleLevel: ChoiceTitleLevel;
}) {
  const driver = useEngine(calculator, {});
  // Every change of this module's state is on screen (stage, question, answers, period).
  const api = connectCalculator(useEngineState(driver), driver.send, content);
  const level = titleLevel === 1 ? 2 : 3;
  return (
    <ChoiceGame
      className="calculator"
      titleId="calc-title"
      title={api.title}
      titleLevel={titleLevel}
      screen={api.screen}
      intro={api.intro}
      question={api.question && <Question question={api.question} level={level} />}
      result={api.result && <Result result={api.result} level={level} />}
    />
  );
}
