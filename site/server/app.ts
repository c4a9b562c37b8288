import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { TSHIRT_DEFAULT_PAGE_SETTINGS, type TShirtPageSettings } from '@play-smart/engine';
import { loggerOptions } from './logger';
import { installErrorHandler } from './http/errors';
import { registerApi, type ApiOptions } from './routes';
import { helmetOptions, PERMISSIONS_POLICY } from './security/headers';
import { trimStaticFileHeaders } from './security/static-headers';
import { PAGES_DIR, readInlineStyleSources } from './prerendered';
import { registerSitePages, type SitePageSettings } from './site-pages';

/** What {@link buildApp} needs. */
export interface AppOptions {
  readonly distDir: string;
  readonly trustProxy?: readonly string[];
  readonly logLevel?: string;
  /** Where log lines go (tests capture them); stdout by default. */
  readonly logStream?: NodeJS.WritableStream;
  /** The page settings; with `api` and no override they follow the shirt stock. */
  readonly pageSettings?: () => Promise<TShirtPageSettings> | TShirtPageSettings;
  /** The API (/api/*, the quiz questions, CSRF cookies); without it the app serves the site only. */
  readonly api?: ApiOptions;
  /**
   * The public reCAPTCHA site key, written into every page's settings; set only while the server's bot
   * check is on, so the forms ask for a token exactly when one is verified.
   */
  readonly botCheckSiteKey?: string | null;
}

/** Vite puts content-hashed files under /assets/: they never change, so browsers may keep them a year. */
const HASHED_ASSETS = /\/assets\//;
const ONE_YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Build outputs that are not public files. */
const PRIVATE_BUILD_PATHS = new RegExp(`^/(${PAGES_DIR}|\\.vite)/`);
/** Unhashed public files (favicon, pictures) may change with a release: an hour is a fair compromise. */
const SHORT_CACHE = 'public, max-age=3600';

/**
 * The Cache-Control of a static file: a year (immutable) for hashed files under /assets/, an hour for the
 * rest. The bench's bare baseline (test/bench/web/bare-app.ts) uses it too, so both cache alike.
 *
 * @param path - the file's path on disk
 */
export function staticCacheControl(path: string): string {
  return HASHED_ASSETS.test(path) ? ONE_YEAR_IMMUTABLE : SHORT_CACHE;
}

/**
 * Builds the site's one Fastify app: security headers, compression, the API (when given), the built
 * files, the app's pages. Every error is answered as JSON `{ message, errors? }`. Returns it ready (not
 * listening), so tests can `inject` requests.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(options.logLevel ?? 'info', options.logStream),
    trustProxy: options.trustProxy && options.trustProxy.length > 0 ? [...options.trustProxy] : false,
    bodyLimit: 16 * 1024,
  });

  installErrorHandler(app);
  await app.register(helmet, helmetOptions(readInlineStyleSources(options.distDir)));
  // Helmet does not write Permissions-Policy; like Helmet's headers it is set on the raw response, so
  // static files that are not documents can drop it again (security/static-headers.ts).
  app.addHook('onRequest', async (_request, reply) => {
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie);
  const api = options.api ? await registerApi(app, options.api) : null;
  await app.register(fastifyStatic, {
    root: options.distDir,
    index: false,
    wildcard: false,
    // The build writes .br and .gz beside each file: sent as they are, with a Content-Length.
    preCompressed: true,
    // Prerendered pages are served by site-pages (with their settings); the build manifest not at all.
    allowedPath: (path) => !PRIVATE_BUILD_PATHS.test(path),
    cacheControl: false,
    setHeaders(reply, path) {
      reply.header('cache-control', staticCacheControl(path));
      // Helmet wrote its headers on the raw response.
      trimStaticFileHeaders(reply.raw, path);
    },
  });
  const tShirts =
    options.pageSettings ?? (api ? () => api.stock.pageSettings() : () => TSHIRT_DEFAULT_PAGE_SETTINGS);
  const siteKey = options.botCheckSiteKey ?? null;
  registerSitePages(app, {
    distDir: options.distDir,
    pageSettings:
      siteKey === null
        ? tShirts
        : async (): Promise<SitePageSettings> => ({ ...(await tShirts()), botCheckSiteKey: siteKey }),
  });
  return app;
}
