import { Link } from '../../views/router';
import { NOT_FOUND_WORDS as words } from '../content/en/not-found';
import { PAGE_META } from '../content/en/pages';
import { APP_PATHS } from '../route-paths';
import './not-found.css';

/** Each real page by name, from the route list and the page titles, so the list stays true as pages are added. */
const PAGES = APP_PATHS.map((path) => ({
  path,
  name: path === '/' ? words.home : (PAGE_META[path].title.split(words.separator)[0] ?? path),
}));

/** Any path the site does not have. The server sends it with status 404. */
export default function NotFoundPage() {
  return (
    <div className="page page--not-found">
      <h1>{words.title}</h1>
      <p>{words.text}</p>
      <nav aria-label={words.listLabel}>
        <ul className="not-found-pages">
          {PAGES.map((page) => (
            <li key={page.path}>
              <Link to={page.path}>{page.name}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
