import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { TSHIRT_DEFAULT_PAGE_SETTINGS, type TShirtPageSettings } from '@play-smart/engine';
import { loggerOptions, REQUEST_ID_LABEL, requestCompletedLogger } from './logger';
import { lazyChildLoggerFactory } from './lazy-request-logger';
import { installErrorHandler } from './http/errors';
import { registerApi, type ApiOptions } from './routes';
import { documentSecurityHeaders } from './security/headers';
import { securityHeaderSets, securityHeadersOfRoute } from './security/static-headers';
import { PAGES_DIR, readInlineSources } from './prerendered';
import { registerSitePages, type SitePageSettings } from './site-pages';
import { dirname, join } from 'node:path';
import { ssrMarkupRenderer, type PageMarkupRenderer } from './http/form-pages';
import { formPostRoutes } from './routes/form-posts';
import type { ServerMetrics } from './metrics/metrics';
import { DEFAULT_HTTP_TIMEOUTS, timeoutOptions, type HttpTimeouts } from './http/timeouts';

/** What {@link buildApp} needs. */
export interface AppOptions {
  readonly distDir: string;
  /** PUBLIC_ORIGIN, for the pages' absolute alternate links; unset or null leaves them root-relative. */
  readonly publicOrigin?: string | null;
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
  /**
   * The build's server renderer, which answers the forms posted without JavaScript; by default the SSR
   * bundle beside the built site (`dist-ssr/entry-server.js`), loaded on the first such form.
   */
  readonly pageRenderer?: PageMarkupRenderer;
  /**
   * The server's metrics (METRICS_PORT): every request is timed by route and status. Served by their own
   * listener (metrics/server.ts), never by this app.
   */
  readonly metrics?: Pick<ServerMetrics, 'instrument'>;
  /** How long a connection may take to send a request, and stay idle between two (http/timeouts.ts). */
  readonly timeouts?: HttpTimeouts;
}

/** Vite puts content-hashed files under /assets/: they never change, so browsers may keep them a year. */
const HASHED_ASSETS = /\/assets\//;
const ONE_YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Build outputs that are not public files. */
const PRIVATE_BUILD_PATHS = new RegExp(`^/(${PAGES_DIR}|\\.vite)/`);
/** Unhashed public files (favicon, pictures) may change with a release: an hour is a fair compromise. */
const SHORT_CACHE = 'public, max-age=3600';

/** The log levels at which each request is logged (info and below); the object is not built otherwise. */
const LOGS_REQUESTS: ReadonlySet<string> = new Set(['trace', 'debug', 'info']);
/** The levels at which a request is also logged when it arrives. */
const LOGS_ARRIVALS: ReadonlySet<string> = new Set(['trace', 'debug']);

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
  const logLevel = options.logLevel ?? 'info';
  const app = Fastify({
    logger: loggerOptions(logLevel, options.logStream),
    trustProxy: options.trustProxy && options.trustProxy.length > 0 ? [...options.trustProxy] : false,
    bodyLimit: 16 * 1024,
    ...timeoutOptions(options.timeouts ?? DEFAULT_HTTP_TIMEOUTS),
    // One log line per request (below) instead of Fastify's two: under a burst the log was the server's
    // largest cost after the requests themselves.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: REQUEST_ID_LABEL }),
    // A request's logger is made when it logs, not for every request (see lazy-request-logger.ts).
    childLoggerFactory: lazyChildLoggerFactory(),
  });
  // Before any route: each route's hook is added as the route is.
  options.metrics?.instrument(app);
  // The level is fixed for the server's life (LOG_LEVEL), so a hook that could only skip is not added.
  if (LOGS_REQUESTS.has(logLevel)) {
    const logCompleted = requestCompletedLogger(app.log);
    app.addHook('onResponse', (request, reply, done) => {
      logCompleted(request, reply);
      done();
    });
  }

  installErrorHandler(app);
  // The security headers are computed once; each response gets its route's set (a page's or the API's
  // every header, a static file's those that protect it) in one reply.headers call. Fastify keeps them
  // when an error answers instead, and Node checks each header once, as it writes the head.
  const headerSets = securityHeaderSets(await documentSecurityHeaders(readInlineSources(options.distDir)));
  // At debug level only, a request is also logged when it arrives, before its body is read: what a
  // request in flight looks like when a shutdown is being looked into (and tested). One hook for both
  // jobs: each hook is a step of Fastify's hook runner on every request.
  const logsArrivals = LOGS_ARRIVALS.has(logLevel);
  app.addHook('onRequest', (request, reply, done) => {
    if (logsArrivals) request.log.debug({ req: request }, 'request received');
    reply.headers(securityHeadersOfRoute(headerSets, request.routeOptions.url));
    done();
  });
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
    },
  });
  const tShirts =
    options.pageSettings ?? (api ? () => api.stock.pageSettings() : () => TSHIRT_DEFAULT_PAGE_SETTINGS);
  const siteKey = options.botCheckSiteKey ?? null;
  const pages = registerSitePages(app, {
    distDir: options.distDir,
    publicOrigin: options.publicOrigin ?? null,
    pageSettings:
      siteKey === null
        ? tShirts
        : async (): Promise<SitePageSettings> => ({ ...(await tShirts()), botCheckSiteKey: siteKey }),
  });
  if (api) {
    await formPostRoutes(app, {
      ...api.formPosts,
      pages,
      renderer:
        options.pageRenderer ??
        ssrMarkupRenderer(join(dirname(options.distDir), 'dist-ssr', 'entry-server.js')),
    });
  }
  return app;
}
