import { createElement, Suspense, use, useEffect, type ComponentType } from 'react';
import { useLocation } from '../views/router';
import { contentSource, loadContent, type ContentFile } from './content-modules';
import { useFrame, type SiteFrame } from './frame';
import { localeOfPath, type Locale } from './locale';
import { Layout } from './pages/Layout';
import type { ContentModules, PageProps, SiteMapEntry } from './page-props';
import { APP_PATHS, appPathOf, UNLISTED_PATHS, type AppPath } from './route-paths';

export type { ContentModules, PageProps, SiteMapEntry } from './page-props';

type PageModule = {
  readonly default: ComponentType<PageProps<never>>;
  /** The page's words from its content modules. */
  readonly pick: (modules: ContentModules) => unknown;
  /** Loads the parts of the page that are their own chunks (see site/deferred.tsx), in a language. */
  readonly preload?: (locale: Locale) => Promise<unknown>;
};

/**
 * A page of the site: how to load its code (one chunk for every language), its source file (the build's
 * manifest key), and the content modules its words come from (the page module picks its `words`).
 */
interface PageRoute {
  readonly load: () => Promise<PageModule>;
  /** The page's content modules (site/content/<locale>/<file>.ts), loaded with its code. */
  readonly files: readonly ContentFile[];
}

/** The key of the 404 page, which answers every path that is not an app path. */
export const NOT_FOUND = '404';

/** A route key: one of the app's paths, or the 404 page. */
export type RouteKey = AppPath | typeof NOT_FOUND;

/** A page's code and its content modules. */
function page(load: () => Promise<PageModule>, files: readonly ContentFile[]): PageRoute {
  return { load, files };
}

// Every page is its own chunk, so a page's first visit loads only its own code (the home page too), and
// its words are chunks of their language (site/content-modules.ts). Each page module picks its words
// from its content modules (its `pick`), so the picking is in the page's chunk, not in every page's entry.
const ROUTES: Readonly<Record<RouteKey, PageRoute>> = {
  '/': page(() => import('./pages/HomePage'), ['home']),
  '/games/gambler-quiz': page(() => import('./pages/GamblerQuizPage'), ['gambler-quiz']),
  '/get-help-give-help': page(() => import('./pages/HelpPage'), ['help-page', 'email-friend', 'forms']),
  '/get-help-give-help/email-preview': page(() => import('./pages/EmailPreviewPage'), ['email-message']),
  '/games/quiz-game': page(() => import('./pages/QuizGamePage'), ['quiz-game']),
  '/games/scroll-game': page(() => import('./pages/ScrollGamePage'), ['scroll-game']),
  '/games/nickname-generator': page(() => import('./pages/NicknameGeneratorPage'), ['nickname-generator']),
  '/games/hobby-generator': page(() => import('./pages/HobbyGeneratorPage'), ['hobby-generator']),
  '/cost-calculator': page(() => import('./pages/CostCalculatorPage'), ['calculator']),
  '/games/register': page(() => import('./pages/RegisterPage'), ['registration', 'forms']),
  '/privacy-policy': page(() => import('./pages/PrivacyPage'), ['privacy']),
  '/accessibility': page(() => import('./pages/AccessibilityPage'), ['accessibility']),
  '/contact': page(() => import('./pages/ContactPage'), ['contact', 'forms']),
  [NOT_FOUND]: page(() => import('./pages/NotFoundPage'), ['not-found']),
};

/**
 * The route that answers a path, in any language.
 *
 * @param pathname - a request or location path, without query
 */
export function routeKeyOf(pathname: string): RouteKey {
  return appPathOf(pathname) ?? NOT_FOUND;
}

/**
 * Each page's source file relative to site/ (the build's manifest key): the prerender step finds the
 * page's chunks by it to preload them. Only the build reads it, so the browser's code leaves it out.
 */
const ROUTE_SOURCES: Readonly<Record<RouteKey, string>> = {
  '/': 'pages/HomePage.tsx',
  '/games/gambler-quiz': 'pages/GamblerQuizPage.tsx',
  '/get-help-give-help': 'pages/HelpPage.tsx',
  '/get-help-give-help/email-preview': 'pages/EmailPreviewPage.tsx',
  '/games/quiz-game': 'pages/QuizGamePage.tsx',
  '/games/scroll-game': 'pages/ScrollGamePage.tsx',
  '/games/nickname-generator': 'pages/NicknameGeneratorPage.tsx',
  '/games/hobby-generator': 'pages/HobbyGeneratorPage.tsx',
  '/cost-calculator': 'pages/CostCalculatorPage.tsx',
  '/games/register': 'pages/RegisterPage.tsx',
  '/privacy-policy': 'pages/PrivacyPage.tsx',
  '/accessibility': 'pages/AccessibilityPage.tsx',
  '/contact': 'pages/ContactPage.tsx',
  [NOT_FOUND]: 'pages/NotFoundPage.tsx',
};

/**
 * The source files a route's first load needs in a language, relative to site/: its code, then its
 * words (the prerender step preloads their chunks).
 */
export function routeSources(key: RouteKey, locale: Locale): readonly string[] {
  return [ROUTE_SOURCES[key], ...ROUTES[key].files.map((file) => contentSource(locale, file))];
}

interface LoadedPage {
  readonly component: ComponentType<PageProps<never>>;
  readonly words: unknown;
  readonly module: PageModule;
}

const loaded = new Map<string, LoadedPage>();
const loading = new Map<string, Promise<LoadedPage>>();

function loadPage(key: RouteKey, locale: Locale): Promise<LoadedPage> {
  const id = `${locale}:${key}`;
  let promise = loading.get(id);
  if (promise === undefined) {
    const route = ROUTES[key];
    // The code and the words at once: two requests in parallel, not one after the other.
    promise = Promise.all([route.load(), loadContent(locale, route.files)]).then(([module, modules]) => {
      const page = { component: module.default, words: module.pick(modules as ContentModules), module };
      loaded.set(id, page);
      return page;
    });
    loading.set(id, promise);
  }
  return promise;
}

/**
 * Loads the code and words of the page at a path. Awaited before hydration (and before rendering at
 * build time), so the first render has the page itself rather than a loading state, and matches the HTML.
 *
 * @param pathname - the path about to be shown
 * @param options - `deferred`: also load the page's deferred parts (at build time, so the HTML has them;
 *   the browser hydrates them when their code arrives)
 */
export async function preloadRoute(pathname: string, options: { deferred?: boolean } = {}): Promise<void> {
  const locale = localeOfPath(pathname);
  const page = await loadPage(routeKeyOf(pathname), locale);
  if (options.deferred === true) await page.module.preload?.(locale);
}

/** The pages a visitor would look for, with their titles in the frame's language. */
function siteMapOf(frame: SiteFrame): readonly SiteMapEntry[] {
  return APP_PATHS.filter((path) => !UNLISTED_PATHS.includes(path)).map((path) => ({
    path,
    title: frame.titles[path],
  }));
}

/** The tab title of a route in the frame's language. */
export function routeTitle(frame: SiteFrame, key: RouteKey): string {
  return key === NOT_FOUND ? frame.notFoundTitle : frame.titles[key];
}

/** The page of one route; suspends (keeping the previous page on screen) until its code is in. */
function RoutePage({
  routeKey,
  locale,
  onMounted,
}: {
  routeKey: RouteKey;
  locale: Locale;
  onMounted: (() => void) | undefined;
}) {
  const frame = useFrame();
  // Once the page is React's: hydrated with the rest of the app only after it (it is a Suspense boundary).
  useEffect(() => {
    onMounted?.();
  }, [onMounted]);
  // The page comes from a module-level cache, so it keeps its identity from render to render.
  const page = loaded.get(`${locale}:${routeKey}`) ?? use(loadPage(routeKey, locale));
  return createElement(page.component, {
    words: page.words as never,
    locale,
    siteMap: siteMapOf(frame),
  });
}

/**
 * The site's pages inside their frame, for the current location; sets the tab title on navigation.
 *
 * @param props - `onPageMounted`: called once a page is committed (hydrated, or rendered after a link)
 */
export function AppRoutes({ onPageMounted }: { readonly onPageMounted?: () => void } = {}) {
  const { pathname } = useLocation();
  const frame = useFrame();
  const key = routeKeyOf(pathname);
  const locale = localeOfPath(pathname);
  useEffect(() => {
    document.title = routeTitle(frame, key);
  }, [frame, key]);
  return (
    <Layout>
      <Suspense fallback={<p className="loading">{frame.layout.loading}</p>}>
        <RoutePage key={`${locale}:${key}`} routeKey={key} locale={locale} onMounted={onPageMounted} />
      </Suspense>
    </Layout>
  );
}
