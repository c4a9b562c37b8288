import type { ReactNode, RefObject } from 'react';
import type { ChoiceIntroView, ScreenView } from './choice-question.view';
import { ChoiceIntro } from './ChoiceIntro';

/** A choice game's own title level: 1 on its page, 2 as a section of another page. */
export type ChoiceTitleLevel = 1 | 2;

/**
 * The frame of a choice game: a section titled by its heading, and the screen on show (the result, else
 * the question, else the intro), which React mounts anew (and eases in) whenever the screen's key changes.
 */
export function ChoiceGame({
  className,
  titleId,
  title,
  titleLevel = 1,
  screen,
  rootRef,
  intro,
  question,
  result,
}: {
  className: string;
  titleId: string;
  title: string;
  titleLevel?: ChoiceTitleLevel;
  screen: ScreenView;
  rootRef?: RefObject<HTMLElement | null>;
  intro: ChoiceIntroView;
  /** The question screen, when one is on show. */
  question: ReactNode;
  /** The result screen, when it is on show. */
  result: ReactNode;
}) {
  const Title = titleLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={className} aria-labelledby={titleId} ref={rootRef}>
      <Title id={titleId}>{title}</Title>
      <div className={screen.className}>
        <div key={screen.key} className={screen.enterClassName}>
          {result ?? question ?? <ChoiceIntro intro={intro} />}
        </div>
      </div>
    </section>
  );
}
