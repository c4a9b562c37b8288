import { HOBBY_GENERATOR_SLUG, hobbyGenerator } from '../../engine';
import { ChoiceQuestion, Picture } from '../choice';
import { useCssVars, useEngine, useEngineState } from '../runtime';
import { ShareBar } from '../share';
import { TShirtOffer } from '../tshirt';
import {
  connectHobbyGenerator,
  type HobbyGeneratorApi,
  type HobbyGeneratorResultView,
} from './hobby-generator.connect';
import type { HobbyGeneratorContent } from './hobby-generator.words';
import './hobby-generator.css';

function Intro({ intro }: { intro: HobbyGeneratorApi['intro'] }) {
  return (
    <div className="hg-intro">
      <Picture className="hg-intro__picture" picture={intro.picture} />
      <div className="hg-intro__text">
        {intro.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
        <button className="button button--primary" {...intro.start.props}>
          {intro.start.label}
        </button>
      </div>
    </div>
  );
}

function Result({ result }: { result: HobbyGeneratorResultView }) {
  return (
    <div className="hg-result">
      <div className="hg-result__card">
        <Picture className="hg-result__picture" picture={result.picture} />
        <h2 className="hg-result__heading" {...result.heading}>
          <span className="hg-result__lead">{result.yourNewHobbyIs}</span>{' '}
          <span className="hg-result__hobby">{result.hobby}</span>
        </h2>
      </div>
      <p className="hg-result__start">
        <strong>{result.howToStartLabel}</strong> {result.howToStart}
      </p>
      <p className="hg-result__note">{result.note}</p>
      <div className="hg-result__actions">
        <button className="button button--primary" {...result.tryAgain.props}>
          {result.tryAgain.label}
        </button>
      </div>
      <ShareBar text={result.share.text} subject={result.share.subject} />
      <TShirtOffer source={HOBBY_GENERATOR_SLUG} />
    </div>
  );
}

/**
 * The hobby generator: Start Game, five questions, then 'Your new hobby is' with the hobby, its picture
 * and how to start it cheaply, sharing, Try Again and the T-shirt offer. Every rule comes from the
 * engine's hobbyGenerator module through {@link connectHobbyGenerator}; every word from `content`.
 */
export function HobbyGenerator({ content }: { content: HobbyGeneratorContent }) {
  const driver = useEngine(hobbyGenerator, {});
  // Every change of this module's state is on screen (stage, question, the answer being processed).
  const api = connectHobbyGenerator(useEngineState(driver), driver.send, content);
  const root = useCssVars<HTMLElement>(api.root.cssVars);
  return (
    <section className="hobby-generator" aria-labelledby="hg-title" ref={root}>
      <h1 id="hg-title">{api.title}</h1>
      <div className={api.screen.className}>
        <div key={api.screen.key} className={api.screen.enterClassName}>
          {api.question !== null ? (
            <ChoiceQuestion question={api.question} level={2} />
          ) : api.result !== null ? (
            <Result result={api.result} />
          ) : (
            <Intro intro={api.intro} />
          )}
        </div>
      </div>
    </section>
  );
}
