import { Link } from '../../views/router';
import type { NOT_FOUND_WORDS } from '../content/en/not-found';
import type { Words } from '../routing/locale';
import type { ContentModules, PageProps } from '../routing/page-props';
import './not-found.css';
import { pageContent } from '../routing/content-modules';

/** The content modules this page's words come from (`pick` reads them in this order). */
export const content = pageContent(
  ['not-found'],
  import.meta.glob<Record<string, unknown>>('./*/not-found.ts', { base: '../content' }),
);

/** The page's words: its content module's `NOT_FOUND_WORDS`. */
export const pick = ([module]: ContentModules) => module?.NOT_FOUND_WORDS as Words<typeof NOT_FOUND_WORDS>;

/**
 * Any path the site does not have. The server sends it with status 404. It lists each real page by name,
 * from the site map the router hands every page (the route list and the page titles), so the list stays
 * true as pages are added without this chunk carrying the route table again.
 */
export default function NotFoundPage({ siteMap, words }: PageProps<Words<typeof NOT_FOUND_WORDS>>) {
  const pages = siteMap.map(({ path, title }) => ({
    path,
    name: path === '/' ? words.home : (title.split(words.separator)[0] ?? path),
  }));
  return (
    <div className="page page--not-found">
      <h1>{words.title}</h1>
      <p>{words.text}</p>
      <nav aria-label={words.listLabel}>
        <ul className="not-found-pages">
          {pages.map((page) => (
            <li key={page.path}>
              <Link to={page.path}>{page.name}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
