import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TShirtPageSettings } from '@play-smart/engine';
import { PAGE_SETTINGS_ID } from '../settings/page-settings-block';
import {
  DEFAULT_LOCALE,
  isLocale,
  LANG_COOKIE,
  localeOfPath,
  localePath,
  type Locale,
} from '../routing/locale';
import { isAppPath, LOCALE_PAGE_PATHS, normalisePath, notFoundPath } from '../routing/route-paths';
import { withPublicOrigin } from '../routing/page-alternates';
import { readPrerenderedPages } from './prerendered';
import { encodeBody, sendEncoded, type EncodedBody } from './http/encoded';
import { pageTemplate, type PageTemplate } from './http/page-template';

/**
 * What the server writes into a page: the T-shirt setting and, only while the server's bot check is on,
 * the public reCAPTCHA site key the forms ask for tokens with.
 */
export type SitePageSettings = TShirtPageSettings & {
  /** Read in the browser by site/settings/bot-check-settings.ts (BOT_CHECK_SITE_KEY_SETTING). */
  readonly botCheckSiteKey?: string;
};

/** The mark on <html> when no shirts are left: CSS shows the sign-up's kind page before any script. */
export const NO_TSHIRTS_ATTRIBUTE = 'data-tshirts="none"';

const HTML_TAG = /<html(?=[\s>])/;

const SETTINGS_BLOCK = new RegExp(
  `(<script type="application/json" id="${PAGE_SETTINGS_ID}">)[\\s\\S]*?(</script>)`,
);

/** JSON that is safe inside a script element: no `<` can close it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Writes the page settings into a prerendered page.
 *
 * @param html - the built page
 * @param settings - the settings for this response
 */
export function withPageSettings(html: string, settings: SitePageSettings): string {
  if (!SETTINGS_BLOCK.test(html))
    throw new Error(`index.html has no <script id="${PAGE_SETTINGS_ID}"> block`);
  const page = html.replace(
    SETTINGS_BLOCK,
    (_m, open: string, close: string) => `${open}${scriptJson(settings)}${close}`,
  );
  return settings.tShirtsAvailable ? page : page.replace(HTML_TAG, `<html ${NO_TSHIRTS_ATTRIBUTE}`);
}

/** A page body in the encodings a browser may ask for, made once per page and settings. */
export type EncodedPage = EncodedBody;

/** Compresses a page once, in every encoding a browser may ask for (the bench's bare page uses it too). */
export const encodePage = (html: string): EncodedPage => encodeBody(html);

/**
 * Sends a compressed page as the site sends every page: the best encoding the request accepts, with a
 * Content-Length, `no-cache` and `Vary: accept-encoding` (the bench's bare page is sent by it too).
 */
export function sendEncodedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: EncodedPage,
  status: number,
): FastifyReply {
  reply.code(status).header('cache-control', 'no-cache');
  return sendEncoded(request, reply, page, 'text/html; charset=utf-8');
}

/**
 * The language remembered by the switch's cookie, else the default. Read here from the header, only on
 * the route that needs it, rather than by a cookie hook on every request.
 */
function chosenLocale(request: FastifyRequest): Locale {
  const header = request.headers.cookie;
  if (header === undefined) return DEFAULT_LOCALE;
  const value = fastifyCookie.parse(header)[LANG_COOKIE];
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** Options of {@link registerSitePages}. */
export interface SitePagesOptions {
  readonly distDir: string;
  /** PUBLIC_ORIGIN, written before the pages' alternate hrefs; null leaves them root-relative. */
  readonly publicOrigin: string | null;
  /** The settings to write into every page (T-shirt stock can change while the server runs). */
  readonly pageSettings: () => Promise<SitePageSettings> | SitePageSettings;
}

/** The site's pages for routes that make a page per request (the forms without JavaScript). */
export interface SitePages {
  /** A page as the site serves it, its settings written, uncompressed. */
  pageHtml(path: string): Promise<string>;
  /**
   * A page as the site serves it, split where a visitor's values go and compressed once
   * (http/page-template.ts), made once per settings value.
   */
  pageTemplate(path: string): Promise<PageTemplate>;
  /** Sends a page exactly as every prerendered page is sent (compressed once, no cookie, `no-cache`). */
  sendPage(request: FastifyRequest, reply: FastifyReply, path: string, status: number): Promise<FastifyReply>;
}

/** The pages by path as served, for the redirect of an address with a trailing slash. */
const PAGE_PATHS: ReadonlySet<string> = new Set(LOCALE_PAGE_PATHS);
/** Each language's home ('/', '/es'). */
const LOCALES_HOMES: ReadonlySet<string> = new Set(
  LOCALE_PAGE_PATHS.filter((path) => normalisePath(localePath(localeOfPath(path), '/')) === path),
);

/**
 * Where an address with a trailing slash is redirected: the page without it, with the query kept; null
 * for any other path. A language's home keeps its slash ('/es/' is where the language switch leads). The
 * target is always one of the site's own page paths, each a single leading slash, so no address can
 * make it point at another site (`//other.example/` is no page).
 *
 * @param url - the request's URL (path and query)
 */
export function slashRedirect(url: string): string | null {
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  if (!path.endsWith('/') || path === '/') return null;
  const bare = normalisePath(path);
  if (!PAGE_PATHS.has(bare) || LOCALES_HOMES.has(bare)) return null;
  return at < 0 ? bare : bare + url.slice(at);
}

/**
 * Serves the prerendered pages: each app path its own page with 200, any other GET that wants HTML the
 * 404 page with status 404, and JSON 404s for everything else. A page is compressed once per settings
 * value (shirts or none, with the site key when the bot check is on), never per request.
 */
export function registerSitePages(app: FastifyInstance, options: SitePagesOptions): SitePages {
  const pages = new Map(
    [...readPrerenderedPages(options.distDir)].map(([path, html]) => [
      path,
      withPublicOrigin(html, options.publicOrigin),
    ]),
  );
  for (const html of pages.values()) withPageSettings(html, { tShirtsAvailable: true });
  const encoded = new Map<string, EncodedPage>();

  function encodedPage(path: string, settings: SitePageSettings): EncodedPage {
    const key = `${path}\n${scriptJson(settings)}`;
    let page = encoded.get(key);
    if (page === undefined) {
      page = encodePage(withPageSettings(pages.get(path) ?? '', settings));
      encoded.set(key, page);
    }
    return page;
  }

  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    status: number,
  ): Promise<FastifyReply> {
    return sendEncodedPage(request, reply, encodedPage(path, await options.pageSettings()), status);
  }

  app.get('/', async (request, reply) => {
    // A language the visitor chose with the switch (the only way the cookie is set): the home page in
    // it. Never guessed from the address or Accept-Language.
    const chosen = chosenLocale(request);
    if (chosen !== DEFAULT_LOCALE) {
      return reply.code(302).header('cache-control', 'no-store').redirect(localePath(chosen, '/'));
    }
    return sendPage(request, reply, '/', 200);
  });

  const templates = new Map<string, Promise<PageTemplate>>();
  const templateFor = (path: string, html: string, settings: SitePageSettings): Promise<PageTemplate> => {
    const key = `${path}\n${scriptJson(settings)}`;
    let template = templates.get(key);
    if (template === undefined) {
      template = pageTemplate(withPageSettings(html, settings));
      templates.set(key, template);
    }
    return template;
  };

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split(/[?#]/)[0] ?? '/';
    const wantsHtml = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/');
    // One address per page: a form page reached with a slash would otherwise be the prerendered page,
    // without the visitor's token (308 keeps the method, should a POST ever follow it).
    const canonical = wantsHtml ? slashRedirect(request.url) : null;
    if (canonical !== null) {
      return reply.header('cache-control', 'no-cache').redirect(canonical, 308);
    }
    if (wantsHtml && isAppPath(path)) return sendPage(request, reply, normalisePath(path), 200);
    if (wantsHtml && (request.headers.accept ?? '').includes('text/html')) {
      return sendPage(request, reply, notFoundPath(localeOfPath(path)), 404);
    }
    return reply.code(404).send({ message: 'Not found.' });
  });

  return {
    async pageHtml(path) {
      const html = pages.get(path);
      if (html === undefined) throw new Error(`No prerendered page for ${path}`);
      return withPageSettings(html, await options.pageSettings());
    },
    async pageTemplate(path) {
      const html = pages.get(path);
      if (html === undefined) throw new Error(`No prerendered page for ${path}`);
      const settings = await options.pageSettings();
      const template = templateFor(path, html, settings);
      // The page's other shirt setting is made too, off the event loop, before it is needed: the offer
      // ends in the middle of a launch day's burst, and that page's first visitors would wait for it.
      void templateFor(path, html, { ...settings, tShirtsAvailable: !settings.tShirtsAvailable }).catch(
        () => undefined,
      );
      return template;
    },
    sendPage,
  };
}
