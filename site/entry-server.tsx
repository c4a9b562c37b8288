import { renderToString } from 'react-dom/server';
import { memoryHistory } from '../views/router';
import { createServerRuntime } from '../views/runtime';
import { App } from './app';
import { preloadRoute, routeKeyOf, routeMeta, routeSource, NOT_FOUND } from './routes';
import { APP_PATHS } from './route-paths';

/** A page rendered at build time. */
export interface RenderedPage {
  /** The markup of `#app`. */
  readonly html: string;
  readonly title: string;
  readonly description: string;
  /** The page's source file relative to site/ (its chunk and CSS are preloaded from the HTML). */
  readonly source: string;
}

/**
 * Renders one page of the site to HTML the way the browser will hydrate it: same components, the fixed
 * hydration seed, default page settings, nothing that depends on the browser.
 *
 * @param path - an app path, or any other path for the 404 page
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  await preloadRoute(path, { deferred: true });
  const key = routeKeyOf(path);
  const html = renderToString(<App runtime={createServerRuntime()} history={memoryHistory(path)} />);
  return { html, ...routeMeta(key), source: routeSource(key) };
}

/** Every path to prerender: the app's pages, then a path that renders the 404 page. */
export const PRERENDER_PATHS: readonly string[] = [...APP_PATHS, `/${NOT_FOUND}`];
