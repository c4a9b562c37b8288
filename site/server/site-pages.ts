import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAppPath } from '../route-paths';
import { PAGE_SETTINGS_ID } from '../page-settings';
import type { TShirtPageSettings } from '../../engine';

const SETTINGS_BLOCK = new RegExp(
  `(<script type="application/json" id="${PAGE_SETTINGS_ID}">)[\\s\\S]*?(</script>)`,
);

/** JSON that is safe inside a script element: no `<` can close it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Writes the page settings into the built index.html.
 *
 * @param html - the built page
 * @param settings - the settings for this response
 */
export function withPageSettings(html: string, settings: TShirtPageSettings): string {
  if (!SETTINGS_BLOCK.test(html))
    throw new Error(`index.html has no <script id="${PAGE_SETTINGS_ID}"> block`);
  return html.replace(
    SETTINGS_BLOCK,
    (_m, open: string, close: string) => `${open}${scriptJson(settings)}${close}`,
  );
}

/** Options of {@link registerSitePages}. */
export interface SitePagesOptions {
  readonly distDir: string;
  /** The settings to write into every page (T-shirt stock can change while the server runs). */
  readonly pageSettings: () => Promise<TShirtPageSettings> | TShirtPageSettings;
}

/**
 * Serves the app's HTML: its own paths with 200, any other GET that wants HTML with the app (which
 * renders its 404 page) and status 404, and JSON 404s for everything else.
 */
export async function registerSitePages(app: FastifyInstance, options: SitePagesOptions): Promise<void> {
  const template = await readFile(join(options.distDir, 'index.html'), 'utf8');
  withPageSettings(template, { tShirtsAvailable: true });

  async function sendPage(reply: FastifyReply, status: number): Promise<FastifyReply> {
    const html = withPageSettings(template, await options.pageSettings());
    return reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  }

  app.get('/', async (_req, reply) => sendPage(reply, 200));

  app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split(/[?#]/)[0] ?? '/';
    const wantsHtml = (req.method === 'GET' || req.method === 'HEAD') && !path.startsWith('/api/');
    if (wantsHtml && isAppPath(path)) return sendPage(reply, 200);
    if (wantsHtml && (req.headers.accept ?? '').includes('text/html')) return sendPage(reply, 404);
    return reply.code(404).send({ message: 'Not found.' });
  });
}
