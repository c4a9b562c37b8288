import { afterGame } from './after-game';
import { ScrollGame, type ScrollGameContent } from '../../views/scroll-game';
import type { ContentModules, PageProps } from '../routing/page-props';
import { pageContent } from '../routing/content-modules';

/** The content modules this page's words come from (`pick` reads them in this order). */
export const content = pageContent(
  ['scroll-game'],
  import.meta.glob<Record<string, unknown>>('./*/scroll-game.ts', { base: '../content' }),
);

/** The page's words: its content module's `SCROLL_GAME_CONTENT`. */
export const pick = ([module]: ContentModules) => module?.SCROLL_GAME_CONTENT as ScrollGameContent;

/** /games/scroll-game */
export default function ScrollGamePage({ words, locale }: PageProps<ScrollGameContent>) {
  return (
    <div className="page">
      <ScrollGame content={words} afterGame={afterGame('scroll-game', locale)} />
    </div>
  );
}
