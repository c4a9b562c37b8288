import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from '../../views/router';
import { LAYOUT_WORDS as words } from '../content/en/layout';
import { HELP_PATH, OHIO_HELPLINE, OHIO_TEXT_LINE } from '../content/help';

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

  // Places on the home page: the browser's own fragment link, in place there, a page load elsewhere.
  const games = <a href="/#games">{words.nav.games}</a>;
  const help = <Link to={HELP_PATH}>{words.nav.help}</Link>;
  return (
    <>
      <a className="skip-link" href="#main">
        {words.skipLink}
      </a>
      <header className="site-header">
        <Link to="/" className="site-header__brand">
          <svg className="site-header__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
            <circle cx="16" cy="16" r="14" fill="#f4b400" stroke="#fff" strokeWidth="2.5" />
            <path
              d="M10 16.5l4 4 8-9"
              fill="none"
              stroke="#14213d"
              strokeWidth="3"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span className="site-header__lottery">{words.lottery}</span> {words.siteName}
        </Link>
        <nav aria-label={words.navLabel}>
          <ul className="site-nav">
            <li>{games}</li>
            <li>
              <a href="/#myths">{words.nav.myths}</a>
            </li>
            <li>
              <Link to="/games/gambler-quiz">{words.nav.gamblerQuiz}</Link>
            </li>
            <li>{help}</li>
          </ul>
        </nav>
      </header>
      <main id="main" ref={main} tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <div className="site-footer__inner">
          <p className="site-footer__help">
            {words.footerHelp(OHIO_HELPLINE.name)}{' '}
            <a href={`tel:${OHIO_HELPLINE.tel}`}>{OHIO_HELPLINE.display}</a>. {words.footerHours}
          </p>
          <p>{words.footerText(OHIO_TEXT_LINE.keyword, OHIO_TEXT_LINE.number)}</p>
          <nav aria-label={words.footerNavLabel}>
            <ul className="site-footer__links">
              <li>{games}</li>
              <li>{help}</li>
              <li>
                <Link to="/privacy-policy">{words.footerPrivacy}</Link>
              </li>
              <li>
                <Link to="/accessibility">{words.footerAccessibility}</Link>
              </li>
            </ul>
          </nav>
          <p className="site-footer__small">
            {words.footerTagline} {words.footerAge}
          </p>
        </div>
      </footer>
    </>
  );
}
