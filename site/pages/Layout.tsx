import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from '../../views/router';
import { LAYOUT_WORDS as words } from '../content/en/layout';
import { HELP_PATH, OHIO_HELPLINE } from '../content/help';

/**
 * The frame of every page: skip link, header, main, and a footer that always shows the helpline.
 * After a client-side navigation focus moves to the main region so screen readers start at the new page.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus();
  }, [pathname]);

  return (
    <>
      <a className="skip-link" href="#main">
        {words.skipLink}
      </a>
      <header className="site-header">
        <Link to="/" className="site-header__brand">
          <span className="site-header__lottery">{words.lottery}</span> {words.siteName}
        </Link>
        <nav aria-label={words.navLabel}>
          <ul className="site-nav">
            <li>
              <Link to="/games/gambler-quiz">{words.nav.gamblerQuiz}</Link>
            </li>
            <li>
              <Link to={HELP_PATH}>{words.nav.help}</Link>
            </li>
          </ul>
        </nav>
      </header>
      <main id="main" ref={main} tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <p>
          {words.footerHelp(OHIO_HELPLINE.name)}{' '}
          <a href={`tel:${OHIO_HELPLINE.tel}`}>{OHIO_HELPLINE.display}</a>. {words.footerHours}
        </p>
        <p>{words.footerAge}</p>
      </footer>
    </>
  );
}
