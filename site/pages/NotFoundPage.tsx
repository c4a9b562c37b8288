import { Link } from '../../views/router';
import { NOT_FOUND_WORDS as words } from '../content/en/not-found';
import type { PageProps } from '../routes';
import './not-found.css';

/**
 * Any path the site does not have. The server sends it with status 404. It lists each real page by name,
 * from the site map the router hands every page (the route list and the page titles), so the list stays
 * true as pages are added without this chunk carrying the route table again.
 */
export default function NotFoundPage({ siteMap }: PageProps) {
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
