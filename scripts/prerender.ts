// The build's last step (`npm run build`): renders every page to HTML with the SSR bundle, writes each
// with its title, description and preload links into dist/_pages/, precompresses the static files and
// moves the source maps out of the public folder.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { INLINE_STYLES_FILE, PAGES_DIR, pageFileName } from '../site/server/prerendered';
import { inlineStyleSheet, lowPriorityEntry } from './first-paint';
import { filesUnder, precompress } from './precompress';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const ssrEntry = join(root, 'dist-ssr', 'entry-server.js');
const mapsDir = join(root, 'dist-sourcemaps');

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  readonly file: string;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
  readonly isEntry?: boolean;
}
type Manifest = Readonly<Record<string, ManifestChunk>>;

interface SsrModule {
  renderPage(path: string): Promise<{ html: string; title: string; description: string; source: string }>;
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

/** The `<link>` tags that load a page's own chunks and CSS with the entry, not one round trip after it. */
function preloadTags(manifest: Manifest, source: string): string {
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry === true);
  if (entryKey === undefined) throw new Error('The build manifest has no entry chunk');
  const already = new Set(closure(manifest, entryKey));
  const own = closure(manifest, source).filter((k) => !already.has(k));
  const tags: string[] = [];
  for (const key of own) {
    const chunk = manifest[key] as ManifestChunk;
    for (const css of chunk.css ?? []) tags.push(`<link rel="stylesheet" crossorigin href="/${css}">`);
    tags.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}" fetchpriority="low">`);
  }
  return tags.join('\n    ');
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
  pageTags: string,
): string {
  const preloads = LEADING_PRELOADS.exec(page.html)?.[0] ?? '';
  const html = page.html.slice(preloads.length);
  const tags = [pageTags, ...(preloads.match(/<link[^>]*>/g) ?? [])].join('\n    ');
  const replaced = template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      /<meta\s+name="description"[^>]*>/,
      `<meta name="description" content="${escapeHtml(page.description)}" />`,
    )
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
const template = lowPriorityEntry(styled.html);
const ssr = (await import(pathToFileURL(ssrEntry).href)) as SsrModule;

mkdirSync(join(dist, PAGES_DIR), { recursive: true });
writeFileSync(join(dist, INLINE_STYLES_FILE), JSON.stringify({ styleSrc: [styled.cspSource] }));
for (const path of ssr.PRERENDER_PATHS) {
  const page = await ssr.renderPage(path);
  const out = join(dist, PAGES_DIR, pageFileName(path));
  writeFileSync(out, fill(template, page, preloadTags(manifest, page.source)));
  console.log(
    `prerendered ${path} -> ${relative(root, out)} (${(page.html.length / 1024).toFixed(1)} kB of markup)`,
  );
}
// Every page is served from _pages/; the unrendered template must not be reachable as /index.html.
rmSync(templatePath);
const maps = moveSourceMaps();
const { files, bytes, br } = precompress(dist, (file) => file.startsWith(PAGES_DIR));
console.log(
  `precompressed ${files} files (${(bytes / 1024).toFixed(0)} kB -> ${(br / 1024).toFixed(0)} kB brotli); ` +
    `moved ${maps} source maps to ${relative(root, mapsDir)}/`,
);
