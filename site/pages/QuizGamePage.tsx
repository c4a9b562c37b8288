import { afterGame } from './after-game';
import { QuizGame, type QuizGameContent } from '../../views/quiz-game';
import type { ContentModules, PageProps } from '../routing/page-props';
import { pageContent } from '../routing/content-modules';

/** The content modules this page's words come from (`pick` reads them in this order). */
export const content = pageContent(
  ['quiz-game'],
  import.meta.glob<Record<string, unknown>>('./*/quiz-game.ts', { base: '../content' }),
);

/** The page's words: its content module's `QUIZ_GAME_CONTENT`. */
export const pick = ([module]: ContentModules) => module?.QUIZ_GAME_CONTENT as QuizGameContent;

/** /games/quiz-game */
export default function QuizGamePage({ words, locale }: PageProps<QuizGameContent>) {
  return (
    <div className="page">
      <QuizGame content={words} afterGame={afterGame('quiz-game', locale)} />
    </div>
  );
}
