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

/**
 * The attribute of a prerendered page's `<html>` that names the site's whole style sheet (a file of
 * `/assets/`). The page carries inline only the rules its own HTML can use (scripts/critical-css.ts); its
 * boot script loads the whole sheet after the first paint, as a `<link>` with {@link STYLE_SHEET_LINK_ID},
 * which the entry waits for before hydrating: what the page's code adds (a dialog, a result, the next page
 * reached by a link) is styled by it. A form's answer page, sent without scripts, links it in its head.
 */
export const STYLE_SHEET_ATTRIBUTE = 'data-style-sheet';

/** The id of the `<link>` the boot script adds for the whole style sheet. */
export const STYLE_SHEET_LINK_ID = 'style-sheet';

/**
 * Settles once the whole style sheet the boot script asked for has loaded or failed (at once where there
 * is none, as in `npm run dev`, whose sheet comes with the entry).
 */
export function wholeStyleSheetSettled(doc: Document): Promise<void> {
  const link = doc.getElementById(STYLE_SHEET_LINK_ID);
  if (!(link instanceof HTMLLinkElement) || link.sheet !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const done = (): void => {
      resolve();
    };
    link.addEventListener('load', done, { once: true });
    link.addEventListener('error', done, { once: true });
  });
}
