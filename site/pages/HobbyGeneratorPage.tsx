import { afterGame } from './after-game';
import { HobbyGenerator, type HobbyGeneratorContent } from '../../views/hobby-generator';
import type { ContentModules, PageProps } from '../routing/page-props';
import { pageContent } from '../routing/content-modules';

/** The content modules this page's words come from (`pick` reads them in this order). */
export const content = pageContent(
  ['hobby-generator'],
  import.meta.glob<Record<string, unknown>>('./*/hobby-generator.ts', { base: '../content' }),
);

/** The page's words: its content module's `HOBBY_GENERATOR_CONTENT`. */
export const pick = ([module]: ContentModules) => module?.HOBBY_GENERATOR_CONTENT as HobbyGeneratorContent;

/** /games/hobby-generator */
export default function HobbyGeneratorPage({ words, locale }: PageProps<HobbyGeneratorContent>) {
  return (
    <div className="page">
      <HobbyGenerator content={words} afterGame={afterGame('hobby-generator', locale)} />
    </div>
  );
}
