/**
 * Initial JS measured in the browser: load a page in a fresh Chromium context (empty cache), wait until
 * the network is idle without touching the page, and collect every script response. Lazy route chunks
 * the first render pulls in count too: the visitor downloads them before being able to do anything.
 */
import { chromium, type Browser } from '@playwright/test';
import { CHROME_FLAGS, CHROME_PATH } from './chromium';
import { onCleanup } from './cleanup';
import { gzipSize, total, type FileSize, type JsSize } from './initial-js';

/** A script the page loaded, with the bytes it took on the wire (as the server chose to encode it). */
export interface LoadedScript extends FileSize {
  readonly wire: number;
  /** Its Content-Encoding ("identity" when none). */
  readonly encoding: string;
}

/** What one first visit loaded. */
export interface FirstVisit extends JsSize {
  readonly status: number;
  readonly scripts: readonly LoadedScript[];
  /** Body bytes of the scripts as transferred (gzip/brotli/none, whatever the server sent). */
  readonly wire: number;
  /** The Content-Encodings the scripts came in. */
  readonly encodings: readonly string[];
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

/** Loads `url` once, cold, and returns the scripts it loaded before going idle. */
export async function firstVisit(browser: Browser, url: string): Promise<FirstVisit> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const pending: Promise<LoadedScript | null>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      pending.push(
        (async () => {
          const response = await request.response();
          if (response === null) return null;
          const body = await response.body();
          const sizes = await request.sizes();
          const encoding = (await response.allHeaders())['content-encoding'] ?? 'identity';
          const file = new URL(request.url()).pathname.replace(/^\/+/, '');
          return { file, raw: body.length, gz: gzipSize(body), wire: sizes.responseBodySize, encoding };
        })(),
      );
    });
    const response = await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    const loaded = (await Promise.all(pending)).filter((s): s is LoadedScript => s !== null);
    // A module both preloaded and imported is fetched once; count each URL once all the same.
    const scripts = [...new Map(loaded.map((s) => [s.file, s])).values()];
    return {
      ...total(scripts),
      status: response?.status() ?? 0,
      scripts,
      wire: scripts.reduce((sum, s) => sum + s.wire, 0),
      encodings: [...new Set(scripts.map((s) => s.encoding))],
    };
  } finally {
    await context.close();
  }
}
