import type { ReactNode } from 'react';
import { NICKNAME_GENERATOR_SLUG, nicknameGenerator } from '@play-smart/engine';
import { ChoiceGenerator, ChoiceGeneratorEnd } from '../choice';
import { connectNicknameGenerator, type NicknameGeneratorResultView } from './nickname-generator.connect';
import type { NicknameGeneratorContent } from './nickname-generator.words';
import './nickname-generator.css';

function Result({ result, afterGame }: { result: NicknameGeneratorResultView; afterGame: ReactNode }) {
  return (
    <div className="ng-result">
      {/* Focused on arrival (read whole); live, so a re-rolled name is announced too. */}
      <h2 className="ng-result__heading" {...result.heading} aria-live="polite" aria-atomic="true">
        <span className="ng-result__lead">{result.yourNicknameIs}</span>{' '}
        <span className="ng-result__name">{result.nickname}</span>
      </h2>
      <ChoiceGeneratorEnd
        classPrefix="ng-result"
        note={result.note}
        share={result.share}
        source={NICKNAME_GENERATOR_SLUG}
        afterGame={afterGame}
      >
        <button className="button button--primary" {...result.randomName.props}>
          {result.randomName.label}
        </button>
        <button className="button button--secondary" {...result.tryAgain.props}>
          {result.tryAgain.label}
        </button>
      </ChoiceGeneratorEnd>
    </div>
  );
}

/**
 * The nickname generator: Start Game, three questions, then 'YOUR NICKNAME IS...' with Random Name, Try
 * Again, sharing and the T-shirt offer. Every rule comes from the engine's nicknameGenerator module
 * through {@link connectNicknameGenerator}; every word from `content`.
 */
export function NicknameGenerator({
  content,
  afterGame,
}: {
  content: NicknameGeneratorContent;
  /** Shown at the end of the game, below its result: the page's 'Play another game'. */
  afterGame?: ReactNode;
}) {
  // Every change of this module's state is on screen (stage, question, choice, transition, name).
  return (
    <ChoiceGenerator
      module={nicknameGenerator}
      connect={(state, send) => connectNicknameGenerator(state, send, content)}
      className="nickname-generator"
      titleId="ng-title"
      renderResult={(result) => <Result result={result} afterGame={afterGame} />}
    />
  );
}
