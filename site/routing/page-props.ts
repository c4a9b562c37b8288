import type { Locale } from './locale';
import type { AppPath } from './route-paths';

/** One of the site's pages by its path and tab title (the 404 page lists them). */
export interface SiteMapEntry {
  readonly path: AppPath;
  readonly title: string;
}

/**
 * What every page is rendered with: its words in the page's language, and the language. In a module of
 * its own, so a page needs nothing of the route table (site/routing/routes.tsx) that loads it.
 */
export interface PageProps<W = unknown> {
  readonly words: W;
  readonly locale: Locale;
  /** Every real page a visitor would look for (not UNLISTED_PATHS), from the route list and the page titles. */
  readonly siteMap: readonly SiteMapEntry[];
}

/** The content modules of a page, in the order its route names them. */
export type ContentModules = readonly Readonly<Record<string, unknown>>[];
