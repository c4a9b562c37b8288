// The build's last step (`npm run build`): renders every page to HTML with the SSR bundle, writes each
// with its title, description and preload links into dist/_pages/, precompresses the static files and
// moves the source maps out of the public folder.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { alternateLinkTags, type PageAlternate } from '../site/routing/page-alternates';
import { INLINE_SOURCES_FILE, PAGES_DIR, pageFileName } from '../site/server/prerendered';
import {
  BEFORE_PAINT_ATTRIBUTE,
  bootAtFirstPaint,
  inlineStyleSheet,
  PAGE_MODULES_SLOT,
  pageModulesJson,
  withCriticalStyleSheet,
} from './first-paint';
import { criticalStyleSheet } from './critical-css';
import { filesUnder, precompress } from '../site/server/http/precompress';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const ssrEntry = join(root, 'dist-ssr', 'entry-server.js');
const mapsDir = join(root, 'dist-sourcemaps');

/** The chunk of React DOM (vite.config.ts's group of that name). */
const REACT_DOM_CHUNK = 'react-dom';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  readonly file: string;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
  readonly isEntry?: boolean;
  readonly name?: string;
  readonly dynamicImports?: readonly string[];
}
type Manifest = Readonly<Record<string, ManifestChunk>>;

interface SsrModule {
  renderPage(path: string): Promise<{
    html: string;
    title: string;
    description: string;
    lang: string;
    alternates: readonly PageAlternate[];
    frameBlock: string;
    noscript: string;
    sources: readonly string[];
  }>;
  PRERENDER_PATHS: readonly string[];
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A chunk and everything it imports statically, depth first, each once. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (chunk === undefined) throw new Error(`The build manifest has no entry for ${key}`);
  return [key, ...(chunk.imports ?? []).flatMap((k) => closure(manifest, k, seen))];
}

/** Which chunk holds which module, from the chunks' source maps (the manifest names entries only). */
function chunksBySource(manifest: Manifest): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.file.endsWith('.js')) continue;
    const map = JSON.parse(readFileSync(join(dist, `${chunk.file}.map`), 'utf8')) as { sources: string[] };
    for (const source of map.sources) {
      found.set(relative(join(root, 'site'), join(dist, dirname(chunk.file), source)), key);
    }
  }
  return found;
}

let sourceIndex: Map<string, string> | null = null;

/**
 * The manifest key of the chunk that holds a module: its own entry, or the chunk a group of
 * vite.config.ts put it in (the form pages' words of a language are one chunk).
 */
function manifestKeyOf(manifest: Manifest, source: string): string {
  if (manifest[source] !== undefined) return source;
  sourceIndex ??= chunksBySource(manifest);
  const key = sourceIndex.get(source);
  if (key === undefined) throw new Error(`No chunk of the build holds ${source}`);
  return key;
}

/**
 * The files of a page's own chunks (its code's and its words'), which the page's boot script preloads
 * beside the entry rather than one round trip after it. The site has one style sheet, inline in the
 * page, so no chunk carries CSS of its own.
 */
function ownModuleFiles(manifest: Manifest, sources: readonly string[]): string[] {
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry === true);
  if (entryKey === undefined) throw new Error('The build manifest has no entry chunk');
  const seen = new Set(closure(manifest, entryKey));
  // React DOM's client: the entry imports it to hydrate, in a task after its own (site/main.tsx), from a
  // chunk of its own (vite.config.ts). Every page needs it, so every page preloads it with its own chunks.
  const hydration = manifest[entryKey]?.dynamicImports?.find((k) => manifest[k]?.name === REACT_DOM_CHUNK);
  if (hydration === undefined) throw new Error(`The entry does not import the ${REACT_DOM_CHUNK} chunk`);
  // Two sources in one chunk (a language's words grouped by vite.config.ts) are one file: preloaded once.
  const files = new Set<string>();
  for (const key of [
    ...sources.map((source) => manifestKeyOf(manifest, source)).flatMap((k) => closure(manifest, k, seen)),
    ...closure(manifest, hydration, seen),
  ]) {
    const chunk = manifest[key] as ManifestChunk;
    if ((chunk.css ?? []).length > 0) throw new Error(`${key} has a style sheet of its own`);
    files.add(`/${chunk.file}`);
  }
  return [...files];
}

/**
 * React writes the preloads of the page's pictures (its `<img>` elements and `preload()` calls) at the
 * start of the markup. Moved into <head>, the browser asks for the pictures with the style sheet and the
 * scripts instead of after them; hydration does not look for them.
 */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;

function fill(
  template: string,
  page: Awaited<ReturnType<SsrModule['renderPage']>>,
  modules: readonly string[],
): string {
  const preloads = LEADING_PRELOADS.exec(page.html)?.[0] ?? '';
  const html = page.html.slice(preloads.length);
  const alternates = alternateLinkTags(page.alternates);
  const tags = [...alternates, ...(preloads.match(/<link[^>]*>/g) ?? []), page.frameBlock].join('\n    ');
  const replaced = template
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(page.lang)}"`)
    .replace(/<noscript>[\s\S]*?<\/noscript>/, `<noscript><p>${escapeHtml(page.noscript)}</p></noscript>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      /<meta\s+name="description"[^>]*>/,
      `<meta name="description" content="${escapeHtml(page.description)}" />`,
    )
    .replace(PAGE_MODULES_SLOT, () => pageModulesJson(modules))
    .replace('</head>', `  ${tags}\n  </head>`)
    .replace('<div id="app"></div>', `<div id="app">${html}</div>`);
  if (!replaced.includes(html)) throw new Error('index.html has no empty <div id="app"></div>');
  return replaced;
}

/** Source maps help developers, not visitors: they leave the public folder for dist-sourcemaps/. */
function moveSourceMaps(): number {
  rmSync(mapsDir, { recursive: true, force: true });
  let moved = 0;
  for (const file of filesUnder(dist)) {
    if (!file.endsWith('.map')) continue;
    const to = join(mapsDir, file);
    mkdirSync(dirname(to), { recursive: true });
    renameSync(join(dist, file), to);
    moved++;
  }
  return moved;
}

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const templatePath = join(dist, 'index.html');
const styled = inlineStyleSheet(readFileSync(templatePath, 'utf8'), (file) =>
  readFileSync(join(dist, file), 'utf8'),
);
const boot = bootAtFirstPaint(styled.html);
const template = boot.html;
const ssr = (await import(pathToFileURL(ssrEntry).href)) as SsrModule;

/**
 * The groups of pages that share one inline style sheet, the rules their HTML can use: each sheet is one
 * more hash in every page's CSP (about 50 bytes of header), so a few groups, not one a page. The homes
 * (the largest first screen) apart from every other page: each group's sheet is 20 to 25 kB of the whole
 * sheet's 54 (docs/performance.md, "The first frame").
 */
const STYLE_GROUPS: readonly ((path: string) => boolean)[] = [
  (path) => pageFileName(path) === pageFileName('/') || pageFileName(path) === pageFileName('/es'),
  () => true,
];

mkdirSync(join(dist, PAGES_DIR), { recursive: true });
const rendered: { path: string; html: string; markupKb: string }[] = [];
for (const path of ssr.PRERENDER_PATHS) {
  const page = await ssr.renderPage(path);
  const html = fill(template, page, [boot.entry, ...ownModuleFiles(manifest, page.sources)]);
  rendered.push({ path, html, markupKb: (page.html.length / 1024).toFixed(1) });
}
const styleSrc: string[] = [];
const grouped = new Set<string>();
for (const inGroup of STYLE_GROUPS) {
  const group = rendered.filter(({ path }) => !grouped.has(path) && inGroup(path));
  if (group.length === 0) continue;
  for (const { path } of group) grouped.add(path);
  const critical = criticalStyleSheet(
    styled.css,
    group.map(({ html }) => html),
    [BEFORE_PAINT_ATTRIBUTE],
  );
  for (const page of group) {
    const out = join(dist, PAGES_DIR, pageFileName(page.path));
    const { html, cspSource } = withCriticalStyleSheet(page.html, styled, critical);
    if (!styleSrc.includes(cspSource)) styleSrc.push(cspSource);
    writeFileSync(out, html);
    console.log(
      `prerendered ${page.path} -> ${relative(root, out)} (${page.markupKb} kB of markup, ` +
        `${(critical.length / 1024).toFixed(1)} of the style sheet's ${(styled.css.length / 1024).toFixed(1)} kB inline)`,
    );
  }
}
writeFileSync(join(dist, INLINE_SOURCES_FILE), JSON.stringify({ styleSrc, scriptSrc: [boot.cspSource] }));
// Every page is served from _pages/; the unrendered template must not be reachable as /index.html.
rmSync(templatePath);
const maps = moveSourceMaps();
const { files, bytes, br } = precompress(dist, (file) => file.startsWith(PAGES_DIR));
console.log(
  `precompressed ${files} files (${(bytes / 1024).toFixed(0)} kB -> ${(br / 1024).toFixed(0)} kB brotli); ` +
    `moved ${maps} source maps to ${relative(root, mapsDir)}/`,
);
