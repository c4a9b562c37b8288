// Used by scripts/prerender.ts: what a prerendered page needs for its first paint is in its HTML, and
// nothing else asks for the network ahead of it.
import { createHash } from 'node:crypto';

/** Vite's link to the site's one style sheet (`cssCodeSplit: false`) in the built index.html. */
const STYLE_SHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g;

/**
 * Puts the site's one style sheet into the page template as a `<style>` element, and returns the CSP
 * source that allows it. A linked sheet costs every first visit a round trip before the first paint (on a
 * slow phone link, the largest part of it); inline, the words paint with the HTML's first bytes. The CSP
 * allows no other inline style: the server adds this hash to `style-src` (site/server/security/headers.ts).
 */
export function inlineStyleSheet(
  template: string,
  readAsset: (file: string) => string,
): { html: string; cspSource: string } {
  const links = [...template.matchAll(STYLE_SHEET_LINK)];
  if (links.length !== 1) throw new Error(`index.html links ${links.length} style sheets, expected 1`);
  const [link, file] = links[0] as RegExpMatchArray & [string, string];
  const css = readAsset(file);
  if (/<\/style/i.test(css)) throw new Error(`${file} contains "</style": it cannot be inlined`);
  const hash = createHash('sha256').update(css, 'utf8').digest('base64');
  return { html: template.replace(link, () => `<style>${css}</style>`), cspSource: `'sha256-${hash}'` };
}

/** The entry's `<script type="module">` as Vite writes it into the built index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;

/** The id of the JSON list of a page's modules: its entry first, then the chunks of its own code. */
export const PAGE_MODULES_ID = 'page-modules';

/** Where the prerender puts each page's list of modules in the template (see {@link bootAfterLoad}). */
export const PAGE_MODULES_SLOT = '<!--page-modules-->';

/**
 * The page's one inline script. Once the page has loaded (its HTML, the pictures of its first screen),
 * shown its first words (the first contentful paint: a page without pictures can fire its load event
 * before it paints) and painted the next frame, it asks for the page's modules: its own chunks as
 * modulepreloads (fetched beside the entry, not one round trip after it) and the entry, which hydrates
 * the page. A browser without paint timing starts after the next frame; a hidden page (opened in a
 * background tab) paints nothing, so it starts at once. Plain ES2020: it runs as written, so it stays
 * short; the browser tests run it on every page.
 */
export const BOOT_SCRIPT = [
  `const modules = JSON.parse(document.getElementById('${PAGE_MODULES_ID}').textContent);`,
  'const start = () => {',
  '  for (const href of modules.slice(1)) {',
  "    const link = document.createElement('link');",
  "    link.rel = 'modulepreload';",
  "    link.crossOrigin = '';",
  '    link.href = href;',
  '    document.head.append(link);',
  '  }',
  '  import(modules[0]).catch((error) => {',
  "    console.error('The page could not load its code:', error);",
  '  });',
  '};',
  'const afterNextFrame = () => requestAnimationFrame(() => setTimeout(start, 0));',
  'const afterFirstPaint = () => {',
  "  const types = typeof PerformanceObserver === 'undefined' ? [] : PerformanceObserver.supportedEntryTypes;",
  "  if (!(types || []).includes('paint')) return afterNextFrame();",
  '  new PerformanceObserver((list, observer) => {',
  "    if (list.getEntriesByName('first-contentful-paint').length === 0) return;",
  '    observer.disconnect();',
  '    afterNextFrame();',
  "  }).observe({ type: 'paint', buffered: true });",
  '};',
  "if (document.visibilityState === 'hidden') start();",
  "else if (document.readyState === 'complete') afterFirstPaint();",
  "else window.addEventListener('load', afterFirstPaint, { once: true });",
].join('\n');

/**
 * Replaces the entry's `<script src>` with the page's list of modules (a slot the prerender fills) and
 * {@link BOOT_SCRIPT}, and returns the CSP source that allows that script and no other inline one.
 *
 * Why after the load: a prerendered page needs no script to paint, and its largest text or picture is in
 * the HTML. Started with the HTML, the scripts (about 80 kB brotli with React) share a slow phone link
 * with the page's pictures and then keep the main thread busy (parse, hydration) before the first frame;
 * started after it, the page shows whole first and hydrates a moment later. The cost: the scripts no
 * longer download while the pictures do, so buttons answer a little later (links work at once;
 * docs/performance.md has the figures).
 */
export function bootAfterLoad(template: string): { html: string; entry: string; cspSource: string } {
  const scripts = [...template.matchAll(ENTRY_SCRIPT)];
  if (scripts.length !== 1) throw new Error(`index.html has ${scripts.length} entry scripts, expected 1`);
  const [tag, entry] = scripts[0] as RegExpMatchArray & [string, string];
  const hash = createHash('sha256').update(BOOT_SCRIPT, 'utf8').digest('base64');
  return {
    html: template.replace(
      tag,
      () =>
        `<script type="application/json" id="${PAGE_MODULES_ID}">${PAGE_MODULES_SLOT}</script>\n` +
        `    <script type="module">${BOOT_SCRIPT}</script>`,
    ),
    entry,
    cspSource: `'sha256-${hash}'`,
  };
}

/**
 * The JSON of a page's module list, safe inside `<script type="application/json">` (no `<` can close
 * it).
 */
export function pageModulesJson(files: readonly string[]): string {
  return JSON.stringify(files).replaceAll('<', '\\u003c');
}
