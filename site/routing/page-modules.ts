/**
 * The id of the JSON list of a prerendered page's modules (written by scripts/prerender.ts): the entry
 * first, then the page's own chunk (its code, which names its words), then the other chunks it needs.
 */
export const PAGE_MODULES_ID = 'page-modules';

/**
 * The URL of the page's own chunk from the page's module list: the code of the page the visitor landed
 * on, found without a table of every page. Null where the page has no list (`npm run dev`).
 */
export function landingPageCode(doc: Document): string | null {
  const text = doc.getElementById(PAGE_MODULES_ID)?.textContent ?? '';
  if (text === '') return null;
  const modules: unknown = JSON.parse(text);
  const code = Array.isArray(modules) ? (modules[1] as unknown) : undefined;
  return typeof code === 'string' ? code : null;
}
