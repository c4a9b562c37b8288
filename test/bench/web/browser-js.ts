/**
 * A cold first visit in Chromium: load a page in a fresh context (empty cache), count the requests made
 * before the load event, wait until the network is idle without touching the page, and collect every
 * script and style sheet response with the bytes it took on the wire (as the server encoded it). Lazy
 * route chunks the first render pulls in count too: the visitor downloads them before being able to do
 * anything.
 */
import { chromium, type Browser, type Request } from '@playwright/test';
import { CHROME_FLAGS, CHROME_PATH } from './chromium';
import { onCleanup } from './cleanup';
import type { CoveredFunction } from './coverage';
import { gzipSize, total, type FileSize, type JsSize } from './initial-js';

/** A script or style sheet the page loaded, with the bytes it took on the wire. */
export interface LoadedFile extends FileSize {
  readonly wire: number;
  /** Its Content-Encoding ("identity" when none). */
  readonly encoding: string;
}

/** What one first visit loaded. */
export interface FirstVisit extends JsSize {
  readonly status: number;
  readonly scripts: readonly LoadedFile[];
  readonly styles: readonly LoadedFile[];
  /** Body bytes of the scripts as transferred (brotli, whatever the server sent). */
  readonly wire: number;
  /** Body bytes of the style sheets as transferred. */
  readonly cssWire: number;
  /** The Content-Encodings the scripts and style sheets came in. */
  readonly encodings: readonly string[];
  /** Requests the page made before its load event (the document included). */
  readonly requestsBeforeLoad: number;
  /** The page's entry script (the bare page's `<script type="module">`, the first of the site's module list) and Chromium's coverage of it, once idle. */
  readonly entry: EntryCoverage | null;
  /** Body bytes of the document as transferred. */
  readonly htmlWire: number;
}

/** A script's text and the functions Chromium saw run in it (Playwright's `page.coverage`). */
export interface EntryCoverage {
  /** Its path without the leading slash, e.g. assets/index-abc.js. */
  readonly file: string;
  readonly source: string;
  readonly functions: readonly CoveredFunction[];
}

/** Launches the measuring Chromium; closed by cleanup. Playwright's own signal handlers are off: ours run. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    // Playwright adds its own headless flag; ours would clash.
    args: CHROME_FLAGS.filter((f) => !f.startsWith('--headless')),
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  onCleanup('measuring Chromium', () => browser.close());
  return browser;
}

/**
 * The file a finished request brought, or null when there is none to read: no response, or one that
 * finished as the visit's context was closing (a script asked for after the network went idle, which
 * the visit does not count; reading it then threw and ended the whole bench).
 */
async function loadedFile(request: Request): Promise<LoadedFile | null> {
  try {
    const response = await request.response();
    if (response === null) return null;
    const body = await response.body();
    const sizes = await request.sizes();
    const encoding = (await response.allHeaders())['content-encoding'] ?? 'identity';
    const file = new URL(request.url()).pathname.replace(/^\/+/, '');
    return { file, raw: body.length, gz: gzipSize(body), wire: sizes.responseBodySize, encoding };
  } catch (error) {
    if (error instanceof Error && /closed/.test(error.message)) return null;
    throw error;
  }
}

/** Each URL once (a module both preloaded and imported is fetched once; count it once all the same). */
const unique = (files: readonly (LoadedFile | null)[]): LoadedFile[] => [
  ...new Map(files.filter((f): f is LoadedFile => f !== null).map((f) => [f.file, f])).values(),
];

/** Loads `url` once, cold, and returns what it loaded before going idle. */
export async function firstVisit(browser: Browser, url: string): Promise<FirstVisit> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const scripts: Promise<LoadedFile | null>[] = [];
    const styles: Promise<LoadedFile | null>[] = [];
    const state = { loaded: false, requestsBeforeLoad: 0 };
    page.on('request', () => {
      if (!state.loaded) state.requestsBeforeLoad += 1;
    });
    page.on('load', () => {
      state.loaded = true;
    });
    page.on('requestfinished', (request) => {
      const type = request.resourceType();
      if (type === 'script') scripts.push(loadedFile(request));
      else if (type === 'stylesheet') styles.push(loadedFile(request));
    });
    await page.coverage.startJSCoverage();
    const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const requestsBeforeLoad = state.requestsBeforeLoad;
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    // The bare page names its entry in a module script; the site's boot script takes the first of the
    // page's module list (scripts/first-paint.ts).
    const entryUrl = await page.evaluate(() => {
      const script = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
      if (script !== null) return script.src;
      const list = document.getElementById('page-modules')?.textContent ?? null;
      const first = list === null ? undefined : (JSON.parse(list) as string[])[0];
      return first === undefined ? null : new URL(first, window.location.href).href;
    });
    const covered = (await page.coverage.stopJSCoverage()).find((c) => c.url === entryUrl);
    const htmlWire = response === null ? 0 : (await response.request().sizes()).responseBodySize;
    const js = unique(await Promise.all(scripts));
    const css = unique(await Promise.all(styles));
    return {
      ...total(js),
      status: response?.status() ?? 0,
      scripts: js,
      styles: css,
      wire: js.reduce((sum, s) => sum + s.wire, 0),
      cssWire: css.reduce((sum, s) => sum + s.wire, 0),
      encodings: [...new Set([...js, ...css].map((s) => s.encoding))],
      requestsBeforeLoad,
      entry:
        covered?.source === undefined
          ? null
          : {
              file: new URL(covered.url).pathname.replace(/^\/+/, ''),
              source: covered.source,
              functions: covered.functions,
            },
      htmlWire,
    };
  } finally {
    await context.close();
  }
}
