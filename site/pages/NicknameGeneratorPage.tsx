import { afterGame } from './after-game';
import { NicknameGenerator, type NicknameGeneratorContent } from '../../views/nickname-generator';
import type { ContentModules, PageProps } from '../routing/page-props';
import { pageContent } from '../routing/content-modules';

/** The content modules this page's words come from (`pick` reads them in this order). */
export const content = pageContent(
  ['nickname-generator'],
  import.meta.glob<Record<string, unknown>>('./*/nickname-generator.ts', { base: '../content' }),
);

/** The page's words: its content module's `NICKNAME_GENERATOR_CONTENT`. */
export const pick = ([module]: ContentModules) =>
  module?.NICKNAME_GENERATOR_CONTENT as NicknameGeneratorContent;

/** /games/nickname-generator */
export default function NicknameGeneratorPage({ words, locale }: PageProps<NicknameGeneratorContent>) {
  return (
    <div className="page">
      <NicknameGenerator content={words} afterGame={afterGame('nickname-generator', locale)} />
    </div>
  );
}
