import { renderToString } from 'react-dom/server';
import { memoryHistory } from '../views/router';
import { createServerRuntime } from '../views/runtime';
import { FormAnswerContext, type FormAnswer } from '../views/forms/form-answer';
import { App } from './shell/app';
import { NOSCRIPT as NOSCRIPT_EN } from './content/en/pages';
import { NOSCRIPT as NOSCRIPT_ES } from './content/es/pages';
import { SITE_FRAME_ID } from './shell/frame';
import { pageMeta, siteFrame } from './shell/frame-words';
import { HTML_LANG, localeOfPath, type Locale } from './routing/locale';
import { pageAlternates, type PageAlternate } from './routing/page-alternates';
import { preloadRoute, routeKeyOf, routeSources, NOT_FOUND } from './routing/routes';
import { PRERENDERED_PATHS } from './routing/route-paths';

const NOSCRIPT: Readonly<Record<Locale, string>> = { en: NOSCRIPT_EN, es: NOSCRIPT_ES };

export type { PageAlternate } from './routing/page-alternates';

/** A page rendered at build time. */
export interface RenderedPage {
  /** The markup of `#app`. */
  readonly html: string;
  readonly title: string;
  readonly description: string;
  /** `<html lang>`: 'en-US', 'es-US'. */
  readonly lang: string;
  /**
   * The page in every language (itself included) and the default for any other (`x-default`), their
   * hrefs waiting for the server's origin; none for a 404.
   */
  readonly alternates: readonly PageAlternate[];
  /** The frame block: `<script type="application/json" id="site-frame">` with the page's frame words. */
  readonly frameBlock: string;
  /** What the page says when scripts are off. */
  readonly noscript: string;
  /** The page's source files relative to site/, its code then its words (their chunks are preloaded). */
  readonly sources: readonly string[];
}

/** JSON that is safe inside a script element: no `<` can close it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Renders one page of the site to HTML the way the browser will hydrate it: same components, the fixed
 * hydration seed, default page settings, nothing that depends on the browser.
 *
 * @param path - an app path in any language, or any other path for that language's 404 page
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  const key = routeKeyOf(path);
  const locale = localeOfPath(path);
  const frame = siteFrame(locale);
  const html = await renderMarkup(path, null);
  const appPath = key === NOT_FOUND ? null : key;
  const alternates = appPath === null ? [] : pageAlternates(appPath);
  return {
    html,
    ...pageMeta(locale, appPath),
    lang: HTML_LANG[locale],
    alternates,
    frameBlock: `<script type="application/json" id="${SITE_FRAME_ID}">${scriptJson(frame)}</script>`,
    noscript: NOSCRIPT[locale],
    sources: routeSources(key, locale),
  };
}

/**
 * The markup of `#app` for a page: as prerendered (`answer` null), or as the server's answer to a form
 * posted to it without JavaScript, the form showing that answer (views/forms/form-answer.tsx).
 *
 * @param path - an app path in any language
 * @param answer - the submission and the server's reply, or null
 */
export async function renderMarkup(path: string, answer: FormAnswer | null): Promise<string> {
  await preloadRoute(path, { deferred: true });
  const app = (
    <App
      runtime={createServerRuntime()}
      history={memoryHistory(path)}
      frame={siteFrame(localeOfPath(path))}
    />
  );
  return renderToString(
    answer === null ? app : <FormAnswerContext.Provider value={answer}>{app}</FormAnswerContext.Provider>,
  );
}

/** Every path to prerender: each page in each language, then each language's 404 page. */
export const PRERENDER_PATHS: readonly string[] = PRERENDERED_PATHS;
