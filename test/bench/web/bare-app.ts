/**
 * The baseline's Fastify app for `npm run bench:web`: a bare Vite + React build served exactly as the site
 * serves its own files, with the site's own code for each part, so a ratio measures what the site adds and
 * not how the two are served:
 *   - static files: @fastify/static with the site's options (`preCompressed: true`, `index: false`,
 *     `wildcard: false`), the build's .br/.gz written by site/server/http/precompress.ts (the site's build step), and
 *     the site's Cache-Control (`staticCacheControl`): read from disk per request, as the site's are;
 *   - the page at `/`: its index.html compressed once at start and sent from memory by the site's
 *     `sendEncodedPage` (brotli 11 / gzip 9, Content-Length, `no-cache`), as the site sends its pages;
 *   - the quiz questions' JSON: from memory, compressed once at start, by the site's own route
 *     (`quizQuestionsRoute`), as the site serves its quiz questions;
 *   - HTTP/1.1 on loopback, one Node process, like the site's server.
 * Nothing else: no security headers, cookies, API, compression plugin or page templating.
 * The same app also serves the site's own build with the site's page (the same-bytes baseline), so the
 * site's server can be compared with a bare one on identical bodies, apart from page weight.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { staticCacheControl } from '../../../site/server/app';
import { QUIZ_QUESTIONS_PATH, quizQuestionsRoute } from '../../../site/server/routes/quiz-questions';
import { encodePage, sendEncodedPage } from '../../../site/server/site-pages';
import { PAGES_DIR } from '../../../site/server/prerendered';

/** The one line the bench prints about how the bare baseline (its own React build) is served. */
export const BASELINE_SERVED_AS =
  'Baseline served as the site serves its files: Fastify + @fastify/static (preCompressed: true), ' +
  "build precompressed by site/server/http/precompress.ts (brotli 11, gzip 9), the site's Cache-Control, " +
  "index page compressed once and sent from memory by the site's sendEncodedPage, the JSON file from memory " +
  "by the site's quiz-questions route, assets read from disk, " +
  'HTTP/1.1, same machine, same run.';

/** The one line the bench prints about the same-bytes baseline (the site's own build, served bare). */
export const SAME_BYTES_SERVED_AS =
  "Same-bytes baseline: this bare app (no security headers, cookies, API or logging) on the site's own dist/, " +
  "its page the site's home page as the site sends it (settings written in), compressed once at start by " +
  "the same code, so it sends the very bytes the site sends and a ratio measures the site's server alone.";

/** The bare build's copy of the site's quiz questions (same bytes; written by buildBare). */
const BARE_JSON_FILE = 'quiz-questions.json';
/** Where the bare server serves that copy: the site's own path, by the site's own route. */
export const BARE_JSON_PATH = QUIZ_QUESTIONS_PATH;

/**
 * Build outputs that are not public files (as the site's PRIVATE_BUILD_PATHS): the manifest, the page,
 * and the site's prerendered pages when the bare app serves the site's build.
 */
const PRIVATE = new RegExp(`^/(\\.vite/|index\\.html|${PAGES_DIR}/)`);

/** What the bare app serves from memory: its page at `/` and the quiz questions. */
export interface BareContent {
  /** The page's HTML. */
  readonly page: string;
  /** The quiz questions' bytes. */
  readonly questions: Buffer;
}

/** A bare build's own page and its copy of the quiz questions (both written by buildBare). */
export function bareBuildContent(root: string): BareContent {
  return {
    page: readFileSync(join(root, 'index.html'), 'utf8'),
    questions: readFileSync(join(root, BARE_JSON_FILE)),
  };
}

/**
 * The bare app for a precompressed build in `root`, ready to listen or to inject: by default the bare
 * build's own page and questions; given `content`, those (the same-bytes baseline serves the site's).
 */
export async function buildBareApp(
  root: string,
  content: BareContent = bareBuildContent(root),
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  const page = encodePage(content.page);
  await app.register(fastifyStatic, {
    root,
    index: false,
    wildcard: false,
    preCompressed: true,
    allowedPath: (path) => !PRIVATE.test(path),
    cacheControl: false,
    setHeaders(reply, path) {
      reply.header('cache-control', staticCacheControl(path));
    },
  });
  app.get('/', async (request, reply) => sendEncodedPage(request, reply, page, 200));
  // The same bytes for every language: the bare page asks for one file, as the site's English page does.
  quizQuestionsRoute(app, { en: content.questions, es: content.questions });
  return app;
}
