import type { ContentModules, PageProps } from '../routing/page-props';
import { Article, type ArticleContent } from './Article';
import { pageContent } from '../routing/content-modules';

/** The content modules this page's words come from (`pick` reads them in this order). */
export const content = pageContent(
  ['privacy'],
  import.meta.glob<Record<string, unknown>>('./*/privacy.ts', { base: '../content' }),
);

/** The page's words: its content module's `PRIVACY_CONTENT`. */
export const pick = ([module]: ContentModules) => module?.PRIVACY_CONTENT as ArticleContent;

/** /privacy-policy: what the site keeps, why, for how long and who sees it (linked from the sign-up). */
export default function PrivacyPage({ words }: PageProps<ArticleContent>) {
  return <Article content={words} className="page--privacy" />;
}
