import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { normalisePath, PRERENDERED_PATHS } from '../routing/route-paths';

/** Where the build writes the prerendered pages, inside the built site (never served as files). */
export const PAGES_DIR = '_pages';

/**
 * The CSP sources of the build's inline `<style>` and `<script>` (`{ "styleSrc": ["'sha256-...'"],
 * "scriptSrc": ["'sha256-...'"] }`), written by scripts/prerender.ts beside the pages.
 */
export const INLINE_SOURCES_FILE = `${PAGES_DIR}/inline-sources.json`;

/** The hashes the CSP allows the pages' inline style sheet and inline script by. */
export interface InlineSources {
  readonly styleSrc: readonly string[];
  readonly scriptSrc: readonly string[];
}

const SHA256_SOURCE = /^'sha256-[A-Za-z0-9+/=]+'$/;

function sha256Sources(value: unknown, file: string, key: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every((s) => typeof s === 'string' && SHA256_SOURCE.test(s)))
    throw new Error(`${file}: ${key} is not a list of sha256 CSP sources`);
  return value as string[];
}

/**
 * The `style-src` and `script-src` hashes the pages of a build need for their inline style sheet and
 * script; none for a build without the file (the server's tests use a minimal one). Anything but sha256
 * sources is refused: the lists become a security header.
 */
export function readInlineSources(distDir: string): InlineSources {
  const file = join(distDir, INLINE_SOURCES_FILE);
  if (!existsSync(file)) return { styleSrc: [], scriptSrc: [] };
  const { styleSrc, scriptSrc } = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return {
    styleSrc: sha256Sources(styleSrc, file, 'styleSrc'),
    scriptSrc: sha256Sources(scriptSrc, file, 'scriptSrc'),
  };
}

/** The path whose prerendered page is the (English) 404 page; each language has its own (notFoundPath). */
export const NOT_FOUND_PATH = '/404';

/**
 * The file name of a prerendered page: '/' is index.html, '/games/gambler-quiz' games__gambler-quiz.html,
 * '/es' es.html, '/es/contact' es__contact.html.
 *
 * @param path - an app path, or {@link NOT_FOUND_PATH}
 */
export function pageFileName(path: string): string {
  const name = normalisePath(path).replace(/^\//, '').replaceAll('/', '__');
  return `${name === '' ? 'index' : name}.html`;
}

/** The prerendered pages of a build, by path (with each language's 404 page at its notFoundPath). */
export type PrerenderedPages = ReadonlyMap<string, string>;

/** Whether a built site has its prerendered pages (the server refuses to start without them). */
export function hasPrerenderedPages(distDir: string): boolean {
  return existsSync(join(distDir, PAGES_DIR, pageFileName('/')));
}

/**
 * Reads every prerendered page of a build.
 *
 * @param distDir - the built site
 * @throws when a page of the app has no file (the build is incomplete or older than the code)
 */
export function readPrerenderedPages(distDir: string): PrerenderedPages {
  const pages = new Map<string, string>();
  for (const path of PRERENDERED_PATHS) {
    const file = join(distDir, PAGES_DIR, pageFileName(path));
    if (!existsSync(file))
      throw new Error(`The build has no page for ${path} (${file}): run "npm run build".`);
    pages.set(path, readFileSync(file, 'utf8'));
  }
  return pages;
}
