import type { ReactNode } from 'react';
import { HOBBY_GENERATOR_SLUG, hobbyGenerator } from '@play-smart/engine';
import { ChoiceGenerator, ChoiceGeneratorEnd, Picture } from '../choice';
import { connectHobbyGenerator, type HobbyGeneratorResultView } from './hobby-generator.connect';
import type { HobbyGeneratorContent } from './hobby-generator.words';
import './hobby-generator.css';

function Result({ result, afterGame }: { result: HobbyGeneratorResultView; afterGame: ReactNode }) {
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
      <ChoiceGeneratorEnd
        classPrefix="hg-result"
        note={result.note}
        share={result.share}
        source={HOBBY_GENERATOR_SLUG}
        afterGame={afterGame}
      >
        <button className="button button--primary" {...result.tryAgain.props}>
          {result.tryAgain.label}
        </button>
      </ChoiceGeneratorEnd>
    </div>
  );
}

/**
 * The hobby generator: Start Game, five questions, then 'Your new hobby is' with the hobby, its picture
 * and how to start it cheaply, sharing, Try Again and the T-shirt offer. Every rule comes from the
 * engine's hobbyGenerator module through {@link connectHobbyGenerator}; every word from `content`.
 */
export function HobbyGenerator({
  content,
  afterGame,
}: {
  content: HobbyGeneratorContent;
  /** Shown at the end of the game, below its result: the page's 'Play another game'. */
  afterGame?: ReactNode;
}) {
  // Every change of this module's state is on screen (stage, question, the answer being processed).
  return (
    <ChoiceGenerator
      module={hobbyGenerator}
      connect={(state, send) => connectHobbyGenerator(state, send, content)}
      className="hobby-generator"
      titleId="hg-title"
      renderResult={(result) => <Result result={result} afterGame={afterGame} />}
    />
  );
}
