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

/**
 * Gives the page's module scripts a low fetch priority: the prerendered page paints without them (module
 * scripts never block rendering), so on a slow link the picture of the first paint, the only other
 * request it makes, goes first, and the scripts follow. Vite drops the attribute from index.html; the
 * `modulepreload` links the prerender writes carry it too.
 */
export function lowPriorityEntry(template: string): string {
  const scripts = [...template.matchAll(ENTRY_SCRIPT)];
  if (scripts.length !== 1) throw new Error(`index.html has ${scripts.length} entry scripts, expected 1`);
  return template.replace(
    ENTRY_SCRIPT,
    (_tag, src: string) => `<script type="module" crossorigin src="${src}" fetchpriority="low"></script>`,
  );
}
