import type { ComponentType } from 'react';
import type { PageContent } from './content-modules';
import type { Locale } from './locale';
import type { ContentModules, PageProps } from './page-props';
import type { AppPath } from './route-paths';

/**
 * What a page's code module holds, and the keys pages are found by: the routes (site/routing/routes.tsx) and the
 * table of every page's loader (site/routing/page-table.ts) both use them, so they live apart from either.
 */
export type PageModule = {
  readonly default: ComponentType<PageProps<never>>;
  /** The page's content modules, with its own loaders of them (site/routing/content-modules.ts). */
  readonly content: PageContent;
  /** The page's words from its content modules. */
  readonly pick: (modules: ContentModules) => unknown;
  /** Loads the parts of the page that are their own chunks (see site/shell/deferred.tsx), in a language. */
  readonly preload?: (locale: Locale) => Promise<unknown>;
};

/** The key of the 404 page, which answers every path that is not an app path. */
export const NOT_FOUND = '404';

/** A route key: one of the app's paths, or the 404 page. */
export type RouteKey = AppPath | typeof NOT_FOUND;
