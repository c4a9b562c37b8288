/**
 * Which JavaScript a built page loads before any interaction, and how many bytes that is gzipped, read
 * from a Vite build: the page's HTML names its entry script and modulepreloads, and the manifest
 * (`build.manifest: true`) gives each chunk's static imports. `npm run bench:web` and the byte-budget test
 * (test/server/build-budget.test.ts) both count bytes with this module, so their figures agree.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

/** One entry of Vite's `.vite/manifest.json` (the fields used here). */
export interface ManifestChunk {
  readonly file: string;
  readonly name?: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly isDynamicEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}

/** Vite's manifest: source path (relative to the Vite root) or `_chunk.js` to chunk. */
export type Manifest = Readonly<Record<string, ManifestChunk>>;

/** A file's size as built and gzipped. */
export interface FileSize {
  /** Path relative to the build's out dir, e.g. `assets/index-abc.js`. */
  readonly file: string;
  readonly raw: number;
  readonly gz: number;
}

/** A set of files and their totals. */
export interface JsSize {
  readonly files: readonly FileSize[];
  readonly raw: number;
  readonly gz: number;
}

/**
 * Pages the router loads lazily, each its own chunk: `pages/<Name>Page.tsx` under the Vite root. New game
 * pages (quiz-game, scroll-game, the generators, register, ...) match without any change here.
 */
export const PAGE_CHUNK_SOURCE = /(^|\/)pages\/[A-Za-z0-9]+Page\.tsx$/;

/**
 * Gzipped size at level 9. Servers and CDNs compress differently (gzip 6, brotli, none): one fixed,
 * reproducible method on both sides of every comparison is what makes ratios meaningful.
 */
export function gzipSize(bytes: Uint8Array | string): number {
  return gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length;
}

/** Reads `<outDir>/.vite/manifest.json`; throws with the fix when the build has none. */
export function readManifest(outDir: string): Manifest {
  const path = join(outDir, '.vite', 'manifest.json');
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  } catch (error) {
    throw new Error(`No Vite manifest at ${path} (is build.manifest on?): ${String(error)}`, {
      cause: error,
    });
  }
}

const TAG = /<(script|link)\b([^>]*)>/gi;
const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function attributes(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of source.matchAll(ATTRIBUTE)) {
    const name = m[1];
    if (name !== undefined) found.set(name.toLowerCase(), m[2] ?? m[3] ?? m[4] ?? '');
  }
  return found;
}

/** A page's JSON list of its modules, which its boot script loads after the first paint (scripts/first-paint.ts). */
const PAGE_MODULES = /<script type="application\/json" id="page-modules">([^<]*)<\/script>/g;

/**
 * The same-origin scripts an HTML page loads by itself: `<script src>`, `<link rel="modulepreload">`
 * and the modules its boot script loads (the site's `#page-modules` list), as paths without the leading
 * slash, in document order. Inline scripts and other origins are not files of the build, so they are
 * left out.
 */
export function htmlScriptPaths(html: string): string[] {
  const urls: string[] = [];
  for (const m of html.matchAll(TAG)) {
    const attrs = attributes(m[2] ?? '');
    const tag = (m[1] ?? '').toLowerCase();
    const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
    const url =
      tag === 'script' ? attrs.get('src') : rel.includes('modulepreload') ? attrs.get('href') : undefined;
    if (url !== undefined) urls.push(url);
  }
  for (const m of html.matchAll(PAGE_MODULES)) {
    const list: unknown = JSON.parse(m[1] ?? '[]');
    if (!Array.isArray(list) || !list.every((u) => typeof u === 'string'))
      throw new Error(`#page-modules is not a list of URLs: ${m[1] ?? ''}`);
    urls.push(...list);
  }
  const paths: string[] = [];
  for (const url of urls) {
    if (!url.startsWith('/') || url.startsWith('//')) continue;
    const path = (url.split(/[?#]/)[0] ?? '').replace(/^\/+/, '');
    if (!paths.includes(path)) paths.push(path);
  }
  return paths;
}

/**
 * The JS files a page loads on first visit, before any interaction: every script and modulepreload its
 * HTML names, plus their static imports, transitively (the browser fetches those before running the
 * entry). Dynamic imports (lazy pages) are not included: they load only on the routes that render them.
 */
export function initialJsFiles(manifest: Manifest, html: string): string[] {
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const files = new Set<string>();
  const visit = (file: string): void => {
    if (files.has(file)) return; // chunks may import each other in a cycle
    files.add(file);
    for (const key of byFile.get(file)?.imports ?? []) {
      const imported = manifest[key];
      if (imported !== undefined) visit(imported.file);
    }
  };
  for (const path of htmlScriptPaths(html)) visit(path);
  return [...files].filter((f) => f.endsWith('.js') || f.endsWith('.mjs'));
}

/** One file's size, raw and gzipped. */
export function fileSize(outDir: string, file: string): FileSize {
  const bytes = readFileSync(join(outDir, file));
  return { file, raw: bytes.length, gz: gzipSize(bytes) };
}

/** Sizes, raw and gzipped, of some files of a build. */
export function measureFiles(outDir: string, files: readonly string[]): JsSize {
  return total(files.map((file) => fileSize(outDir, file)));
}

/** Sums a list of file sizes. */
export function total(files: readonly FileSize[]): JsSize {
  return {
    files,
    raw: files.reduce((sum, f) => sum + f.raw, 0),
    gz: files.reduce((sum, f) => sum + f.gz, 0),
  };
}

/** The initial JS of a page of a build, given the HTML served for it. */
export function initialJsOfHtml(outDir: string, html: string): JsSize {
  return measureFiles(outDir, initialJsFiles(readManifest(outDir), html));
}

/** The initial JS of the page in a build's `htmlFile` (a plain Vite build's `index.html`). */
export function initialJs(outDir: string, htmlFile = 'index.html'): JsSize {
  return initialJsOfHtml(outDir, readFileSync(join(outDir, htmlFile), 'utf8'));
}

/** A lazily loaded page's own chunk. */
export interface PageChunk {
  /** Its source, relative to the Vite root, e.g. `pages/GamblerQuizPage.tsx`. */
  readonly src: string;
  readonly size: FileSize;
}

/** Every lazily loaded page chunk of a build (see {@link PAGE_CHUNK_SOURCE}), with its size. */
export function lazyPageChunks(outDir: string): PageChunk[] {
  return Object.entries(readManifest(outDir))
    .filter(([key, chunk]) => chunk.isDynamicEntry === true && PAGE_CHUNK_SOURCE.test(chunk.src ?? key))
    .map(([key, chunk]) => ({ src: chunk.src ?? key, size: fileSize(outDir, chunk.file) }))
    .sort((a, b) => a.src.localeCompare(b.src));
}
