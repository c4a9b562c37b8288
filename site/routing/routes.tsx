import { createElement, Suspense, use, useEffect, type ComponentType } from 'react';
import { useLocation } from '../../views/router';
import { contentSource } from './content-modules';
import { useFrame, type SiteFrame } from '../shell/frame';
import { localeOfPath, type Locale } from './locale';
import { Layout } from '../pages/Layout';
import type { PageProps, SiteMapEntry } from './page-props';
import { NOT_FOUND, type PageModule, type RouteKey } from './page-module';
import { APP_PATHS, appPathOf, UNLISTED_PATHS } from './route-paths';

export type { ContentModules, PageProps, SiteMapEntry } from './page-props';

export { NOT_FOUND, type PageModule, type RouteKey } from './page-module';

// Every page is its own chunk, so a page's first visit loads only its own code (the home page too). A
// page's words are chunks of their language, and the page module names them and holds the loaders of
// its own (its `content`). The page a visitor lands on comes from its module list; the table of every
// page (site/routing/page-table.ts) is a chunk of its own, for links: the entry holds neither table.
const pageTable = () => import('./page-table').then((m) => m.PAGE_LOADERS);

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
 * words (the prerender step preloads their chunks). Only after {@link preloadRoute} has loaded the page.
 */
export function routeSources(key: RouteKey, locale: Locale): readonly string[] {
  const page = loaded.get(`${locale}:${key}`);
  // The page module names its content modules: the build renders the page (preloadRoute) before this.
  if (page === undefined) throw new Error(`The page ${key} (${locale}) is not loaded yet`);
  return [ROUTE_SOURCES[key], ...page.module.content.files.map((file) => contentSource(locale, file))];
}

interface LoadedPage {
  readonly component: ComponentType<PageProps<never>>;
  readonly words: unknown;
  readonly module: PageModule;
}

const loaded = new Map<string, LoadedPage>();
const loading = new Map<string, Promise<LoadedPage>>();

function loadPage(key: RouteKey, locale: Locale, code?: string): Promise<LoadedPage> {
  const id = `${locale}:${key}`;
  let promise = loading.get(id);
  if (promise === undefined) {
    const load =
      code === undefined
        ? pageTable().then((pages) => pages[key]())
        : (import(/* @vite-ignore */ code) as Promise<PageModule>);
    // The page's code names its words. On a page's first load both are already on their way (the
    // page's module list preloads them); after a link, the words follow the code.
    promise = load.then((module) =>
      module.content.load(locale).then((modules) => {
        const page = { component: module.default, words: module.pick(modules), module };
        loaded.set(id, page);
        return page;
      }),
    );
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
 *   the browser hydrates them when their code arrives); `code`: the URL of the page's own chunk, from the
 *   module list of the page the visitor landed on (site/routing/page-modules.ts), loaded instead of looking the
 *   page up in the table of every page
 */
export async function preloadRoute(
  pathname: string,
  options: { deferred?: boolean; code?: string } = {},
): Promise<void> {
  const locale = localeOfPath(pathname);
  const page = await loadPage(routeKeyOf(pathname), locale, options.code);
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
