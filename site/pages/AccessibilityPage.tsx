import type { ContentModules, PageProps } from '../routing/page-props';
import { Article, type ArticleContent } from './Article';
import { pageContent } from '../routing/content-modules';

/** The content modules this page's words come from (`pick` reads them in this order). */
export const content = pageContent(
  ['accessibility'],
  import.meta.glob<Record<string, unknown>>('./*/accessibility.ts', { base: '../content' }),
);

/** The page's words: its content module's `ACCESSIBILITY_CONTENT`. */
export const pick = ([module]: ContentModules) => module?.ACCESSIBILITY_CONTENT as ArticleContent;

/** /accessibility: the accessibility statement. */
export default function AccessibilityPage({ words }: PageProps<ArticleContent>) {
  return <Article content={words} className="page--accessibility" />;
}
