import { createElement, Suspense, use, useEffect, type ComponentType } from 'react';
import { useLocation } from '../views/router';
import { LAYOUT_WORDS } from './content/en/layout';
import { NOT_FOUND_META, PAGE_META, type PageMeta } from './content/en/pages';
import { Layout } from './pages/Layout';
import { APP_PATHS, isAppPath, normalisePath, UNLISTED_PATHS, type AppPath } from './route-paths';

/** One of the site's pages by its path and tab title (the 404 page lists them). */
export interface SiteMapEntry {
  readonly path: AppPath;
  readonly title: string;
}

/** What every page is rendered with; most ignore it. */
export interface PageProps {
  /** Every real page a visitor would look for (not UNLISTED_PATHS), from the route list and the page titles. */
  readonly siteMap: readonly SiteMapEntry[];
}

type PageModule = {
  readonly default: ComponentType<PageProps>;
  /** Loads the parts of the page that are their own chunks (see site/deferred.tsx). */
  readonly preload?: () => Promise<unknown>;
};

/** A page of the site: how to load its code, and its source file (the build's manifest key). */
interface PageRoute {
  readonly load: () => Promise<PageModule>;
  /** Relative to site/: the prerender step finds the page's chunk and CSS by it to preload them. */
  readonly source: string;
}

/** The key of the 404 page, which answers every path that is not an app path. */
export const NOT_FOUND = '404';

/** A route key: one of the app's paths, or the 404 page. */
export type RouteKey = AppPath | typeof NOT_FOUND;

// Every page is its own chunk, so a page's first visit loads only its own code (the home page too).
const ROUTES: Readonly<Record<RouteKey, PageRoute>> = {
  '/': { load: () => import('./pages/HomePage'), source: 'pages/HomePage.tsx' },
  '/games/gambler-quiz': {
    load: () => import('./pages/GamblerQuizPage'),
    source: 'pages/GamblerQuizPage.tsx',
  },
  '/get-help-give-help': { load: () => import('./pages/HelpPage'), source: 'pages/HelpPage.tsx' },
  '/get-help-give-help/email-preview': {
    load: () => import('./pages/EmailPreviewPage'),
    source: 'pages/EmailPreviewPage.tsx',
  },
  '/games/quiz-game': { load: () => import('./pages/QuizGamePage'), source: 'pages/QuizGamePage.tsx' },
  '/games/scroll-game': { load: () => import('./pages/ScrollGamePage'), source: 'pages/ScrollGamePage.tsx' },
  '/games/nickname-generator': {
    load: () => import('./pages/NicknameGeneratorPage'),
    source: 'pages/NicknameGeneratorPage.tsx',
  },
  '/games/hobby-generator': {
    load: () => import('./pages/HobbyGeneratorPage'),
    source: 'pages/HobbyGeneratorPage.tsx',
  },
  '/cost-calculator': {
    load: () => import('./pages/CostCalculatorPage'),
    source: 'pages/CostCalculatorPage.tsx',
  },
  '/games/register': { load: () => import('./pages/RegisterPage'), source: 'pages/RegisterPage.tsx' },
  '/privacy-policy': { load: () => import('./pages/PrivacyPage'), source: 'pages/PrivacyPage.tsx' },
  '/accessibility': {
    load: () => import('./pages/AccessibilityPage'),
    source: 'pages/AccessibilityPage.tsx',
  },
  '/contact': { load: () => import('./pages/ContactPage'), source: 'pages/ContactPage.tsx' },
  [NOT_FOUND]: { load: () => import('./pages/NotFoundPage'), source: 'pages/NotFoundPage.tsx' },
};

/**
 * The route that answers a path.
 *
 * @param pathname - a request or location path, without query
 */
export function routeKeyOf(pathname: string): RouteKey {
  const path = normalisePath(pathname);
  return isAppPath(path) ? (path as AppPath) : NOT_FOUND;
}

/** A route's title and description. */
export function routeMeta(key: RouteKey): PageMeta {
  return key === NOT_FOUND ? NOT_FOUND_META : PAGE_META[key];
}

/** A route's page source file, relative to site/. */
export function routeSource(key: RouteKey): string {
  return ROUTES[key].source;
}

const loaded = new Map<RouteKey, ComponentType<PageProps>>();

const SITE_MAP: readonly SiteMapEntry[] = APP_PATHS.filter((path) => !UNLISTED_PATHS.includes(path)).map(
  (path) => ({ path, title: PAGE_META[path].title }),
);
const loading = new Map<RouteKey, Promise<PageModule>>();

function loadModule(key: RouteKey): Promise<PageModule> {
  let promise = loading.get(key);
  if (promise === undefined) {
    promise = ROUTES[key].load().then((module) => {
      loaded.set(key, module.default);
      return module;
    });
    loading.set(key, promise);
  }
  return promise;
}

function loadPage(key: RouteKey): Promise<ComponentType<PageProps>> {
  return loadModule(key).then((module) => module.default);
}

/**
 * Loads the code of the page at a path. Awaited before hydration (and before rendering at build time),
 * so the first render has the page itself rather than a loading state, and matches the HTML.
 *
 * @param pathname - the path about to be shown
 * @param options - `deferred`: also load the page's deferred parts (at build time, so the HTML has them;
 *   the browser hydrates them when their code arrives)
 */
export async function preloadRoute(pathname: string, options: { deferred?: boolean } = {}): Promise<void> {
  const module = await loadModule(routeKeyOf(pathname));
  if (options.deferred === true) await module.preload?.();
}

/** The page of one route; suspends (keeping the previous page on screen) until its code is in. */
function RoutePage({ routeKey }: { routeKey: RouteKey }) {
  // The component comes from a module-level cache, so it keeps its identity from render to render.
  return createElement(loaded.get(routeKey) ?? use(loadPage(routeKey)), { siteMap: SITE_MAP });
}

/** The site's pages inside their frame, for the current location; sets the tab title on navigation. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const key = routeKeyOf(pathname);
  useEffect(() => {
    document.title = routeMeta(key).title;
  }, [key]);
  return (
    <Layout>
      <Suspense fallback={<p className="loading">{LAYOUT_WORDS.loading}</p>}>
        <RoutePage key={key} routeKey={key} />
      </Suspense>
    </Layout>
  );
}
