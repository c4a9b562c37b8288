import type { ReactNode } from 'react';
import type { EngineModule } from '@play-smart/engine/core';
import { useCssVars, useEngine, useEngineState, type CssVars } from '../runtime';
import { ShareBar } from '../share';
import { TShirtOffer } from '../tshirt';
import type { ChoiceIntroView, ChoiceQuestionView, ScreenView } from './choice-question.view';
import type { ShareMessage } from './choice.words';
import { ChoiceGame } from './ChoiceGame';
import { ChoiceQuestion } from './ChoiceQuestion';

/** What a generator's connect function gives its JSX: the screens the generators share, and its result. */
export interface ChoiceGeneratorApi<R> {
  readonly title: string;
  /** CSS custom properties for the root: the screen timings, from the engine. */
  readonly root: { readonly cssVars: CssVars };
  readonly screen: ScreenView;
  readonly intro: ChoiceIntroView;
  /** Null off the question screens. */
  readonly question: ChoiceQuestionView | null;
  /** Null before the result. */
  readonly result: R | null;
}

/**
 * A generator game (nicknames, hobbies): its engine module driven with the host's defaults, its state
 * connected to words and handlers by `connect`, and the shared frame (intro, question, result) rendered;
 * only the result screen is the generator's own.
 */
export function ChoiceGenerator<S, E extends { readonly type: string }, C extends object, R>({
  module,
  connect,
  className,
  titleId,
  renderResult,
}: {
  module: EngineModule<S, E, Partial<C>>;
  connect: (state: S, send: (event: E) => void) => ChoiceGeneratorApi<R>;
  className: string;
  titleId: string;
  renderResult: (result: R) => ReactNode;
}) {
  const driver = useEngine(module, {});
  const api = connect(useEngineState(driver), driver.send);
  const root = useCssVars<HTMLElement>(api.root.cssVars);
  return (
    <ChoiceGame
      className={className}
      titleId={titleId}
      title={api.title}
      screen={api.screen}
      rootRef={root}
      intro={api.intro}
      question={api.question && <ChoiceQuestion question={api.question} level={2} />}
      result={api.result && renderResult(api.result)}
    />
  );
}

/**
 * The end of a generator's result screen: its note, its buttons (`children`), sharing, the T-shirt offer
 * and what the page shows after a game.
 */
export function ChoiceGeneratorEnd({
  classPrefix,
  note,
  share,
  source,
  afterGame,
  children,
}: {
  /** The result's BEM block, e.g. `ng-result`: `__note` and `__actions` are added. */
  classPrefix: string;
  note: string;
  share: ShareMessage;
  /** The generator's slug, the T-shirt offer's source. */
  source: string;
  afterGame: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <p className={`${classPrefix}__note`}>{note}</p>
      <div className={`${classPrefix}__actions`}>{children}</div>
      <ShareBar text={share.text} subject={share.subject} />
      <TShirtOffer source={source} />
      {afterGame}
    </>
  );
}
