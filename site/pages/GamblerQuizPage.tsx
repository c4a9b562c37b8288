import { afterGame } from './after-game';
import { GamblerQuiz, type GamblerQuizContent } from '../../views/gambler-quiz';
import type { ContentModules, PageProps } from '../routing/page-props';
import { pageContent } from '../routing/content-modules';

/** The content modules this page's words come from (`pick` reads them in this order). */
export const content = pageContent(
  ['gambler-quiz'],
  import.meta.glob<Record<string, unknown>>('./*/gambler-quiz.ts', { base: '../content' }),
);

/** The page's words: its content module's `GAMBLER_QUIZ_CONTENT`. */
export const pick = ([module]: ContentModules) => module?.GAMBLER_QUIZ_CONTENT as GamblerQuizContent;

/** /games/gambler-quiz */
export default function GamblerQuizPage({ words, locale }: PageProps<GamblerQuizContent>) {
  return (
    <div className="page">
      <GamblerQuiz content={words} afterGame={afterGame('gambler-quiz', locale)} />
    </div>
  );
}
