import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Link, useLocation } from '../../views/router';
import { HELP_PATH, OHIO_HELPLINE } from '../content/help';
import { useFrame } from '../shell/frame';
import {
  HTML_LANG,
  LANG_COOKIE,
  LANG_COOKIE_MAX_AGE_S,
  LANGUAGE_NAMES,
  LOCALES,
  localePath,
  withoutLocale,
  type Locale,
} from '../routing/locale';

const GAMBLER_QUIZ_PATH = '/games/gambler-quiz';
const CALCULATOR_PATH = '/cost-calculator';

/** Remembers the language the visitor chose with the switch (the only place the cookie is set). */
function rememberLanguage(locale: Locale): void {
  document.cookie = `${LANG_COOKIE}=${locale}; path=/; max-age=${LANG_COOKIE_MAX_AGE_S}; samesite=lax`;
}

/**
 * The link to this page in the other language: a plain link (a page load, so the new page comes with its
 * own language's frame; it works without JavaScript), named in the language it leads to.
 */
function LanguageSwitch({ locale }: { locale: Locale }) {
  const { pathname, search, hash } = useLocation();
  const other = LOCALES.find((l) => l !== locale) ?? locale;
  return (
    <a
      className="site-header__lang"
      href={localePath(other, `${pathname}${search}${hash}`)}
      hrefLang={HTML_LANG[other]}
      lang={HTML_LANG[other]}
      onClick={() => {
        rememberLanguage(other);
      }}
    >
      {/* On phones the code alone fits the one-row header; the name is still the link's name. */}
      <span className="site-header__lang-code" aria-hidden="true">
        {other.toUpperCase()}
      </span>
      <span className="site-header__lang-name">{LANGUAGE_NAMES[other]}</span>
    </a>
  );
}

/**
 * The frame of every page: skip link, header, main, and a footer that always shows the helpline.
 * After a client-side navigation focus moves to the main region so screen readers start at the new page.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const frame = useFrame();
  const words = frame.layout;
  const home = (fragment: string) => localePath(frame.locale, `/${fragment}`);
  const main = useRef<HTMLElement>(null);
  const menu = useRef<HTMLDetailsElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (menu.current) menu.current.open = false;
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus();
  }, [pathname]);
  useCloseMenuOutside(menu);

  // The page a link leads to is marked as the current one (aria-current; underlined in gold).
  const current = (to: string) => (withoutLocale(pathname) === to ? ('page' as const) : undefined);
  // Places on the home page: the browser's own fragment link, in place there, a page load elsewhere.
  const games = <a href={home('#games')}>{words.nav.games}</a>;
  const help = (
    <Link to={HELP_PATH} aria-current={current(HELP_PATH)}>
      {words.nav.help}
    </Link>
  );
  // In the header's row, the short name shows; the full one is the link's name (it starts with the short).
  const calculatorShort = (
    <Link to={CALCULATOR_PATH} aria-current={current(CALCULATOR_PATH)} aria-label={words.nav.calculator}>
      {words.nav.calculatorShort}
    </Link>
  );
  const closeMenu = () => {
    if (menu.current) menu.current.open = false;
  };
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
        <nav aria-label={words.navLabel} className="site-header__nav">
          {/* From 896px all four in a row; on phones only Get help, the rest in the Menu below. */}
          <ul className="site-nav">
            <li className="site-nav__more">{games}</li>
            <li className="site-nav__more">
              <a href={home('#myths')}>{words.nav.myths}</a>
            </li>
            <li className="site-nav__more">
              <Link to={GAMBLER_QUIZ_PATH} aria-current={current(GAMBLER_QUIZ_PATH)}>
                {words.nav.gamblerQuiz}
              </Link>
            </li>
            <li className="site-nav__more site-nav__wide">{calculatorShort}</li>
            <li className="site-nav__help">{help}</li>
          </ul>
          <details className="site-menu" ref={menu}>
            <summary className="site-menu__toggle">{frame.menu}</summary>
            <ul className="site-menu__list">
              <li>
                <a href={home('#games')} onClick={closeMenu}>
                  {words.nav.games}
                </a>
              </li>
              <li>
                <a href={home('#myths')} onClick={closeMenu}>
                  {words.nav.myths}
                </a>
              </li>
              <li>
                <Link to={GAMBLER_QUIZ_PATH} aria-current={current(GAMBLER_QUIZ_PATH)} onClick={closeMenu}>
                  {words.nav.gamblerQuiz}
                </Link>
              </li>
              <li>
                <Link to={CALCULATOR_PATH} aria-current={current(CALCULATOR_PATH)} onClick={closeMenu}>
                  {words.nav.calculator}
                </Link>
              </li>
            </ul>
          </details>
          <LanguageSwitch locale={frame.locale} />
        </nav>
      </header>
      <main id="main" ref={main} tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <div className="site-footer__inner">
          <p className="site-footer__help">
            {words.footerHelp}{' '}
            <a className="site-footer__call" href={`tel:${OHIO_HELPLINE.tel}`}>
              {OHIO_HELPLINE.display}
            </a>
            . {words.footerHours}
          </p>
          <p>{words.footerText}</p>
          <nav aria-label={words.footerNavLabel}>
            <ul className="site-footer__links">
              <li>{games}</li>
              <li>
                <Link to={CALCULATOR_PATH} aria-current={current(CALCULATOR_PATH)}>
                  {words.nav.calculator}
                </Link>
              </li>
              <li>{help}</li>
              <li>
                <Link to="/privacy-policy">{words.footerPrivacy}</Link>
              </li>
              <li>
                <Link to="/accessibility">{words.footerAccessibility}</Link>
              </li>
              <li>
                <Link to="/contact">{words.footerContact}</Link>
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

/** Closes the header's Menu disclosure on a press outside it or on Escape (then focus returns to its toggle). */
function useCloseMenuOutside(menu: RefObject<HTMLDetailsElement | null>) {
  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      const details = menu.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      const details = menu.current;
      if (event.key !== 'Escape' || !details?.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [menu]);
}
