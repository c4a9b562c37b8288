import { pathToFileURL } from 'node:url';
import type { FormAnswer } from '../../../views/forms/form-answer';
import { STYLE_SHEET_ATTRIBUTE } from '../../routing/page-modules';

/** Renders the markup of a page's `#app`, as the build does, optionally showing a form's answer. */
export interface PageMarkupRenderer {
  markup(path: string, answer: FormAnswer | null): Promise<string>;
}

interface SsrModule {
  renderMarkup(path: string, answer: FormAnswer | null): Promise<string>;
}

/**
 * The build's own server renderer (`dist-ssr/entry-server.js`, site/entry-server.tsx), loaded on the
 * first form posted without JavaScript: the answer is the very page the build prerendered, rendered
 * again with the form in its answered state.
 *
 * @param entry - the SSR bundle's file
 */
export function ssrMarkupRenderer(entry: string): PageMarkupRenderer {
  let module: Promise<SsrModule> | null = null;
  return {
    async markup(path, answer) {
      module ??= import(pathToFileURL(entry).href) as Promise<SsrModule>;
      return (await module).renderMarkup(path, answer);
    },
  };
}

/** The pictures' preloads React writes first, which the build moves into <head> (scripts/prerender.ts). */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;

function withoutLeadingPreloads(markup: string): string {
  return markup.slice(LEADING_PRELOADS.exec(markup)?.[0].length ?? 0);
}

/**
 * Every script that runs (the boot script and any other inline or module script); the JSON data blocks
 * stay. An answer page is complete without code: hydrating it would start the form afresh (the
 * browser's render has no answer to show) and replace what the server said.
 */
const RUNNING_SCRIPTS = /<script(?![^>]*\btype="application\/json")[^>]*>[\s\S]*?<\/script>\s*/g;

/**
 * A form's answer page: the prerendered page with its `#app` markup replaced by the answered one and its
 * scripts removed. The prerendered markup is found by rendering the page as the build did (the same
 * renderer, no answer), so nothing depends on how the template around it is written.
 *
 * @param page - the prerendered page (with its settings written)
 * @param prerendered - the page's markup as the build rendered it
 * @param answered - the page's markup showing the answer
 * @throws when the page does not hold the prerendered markup (a build older than the server's code)
 */
export function answerPageHtml(page: string, prerendered: string, answered: string): string {
  const before = withoutLeadingPreloads(prerendered);
  const at = page.indexOf(before);
  if (at < 0) throw new Error('The prerendered page does not hold its own markup: rebuild the site');
  const html = page.slice(0, at) + withoutLeadingPreloads(answered) + page.slice(at + before.length);
  return withWholeStyleSheet(html.replace(RUNNING_SCRIPTS, ''));
}

const WHOLE_STYLE_SHEET = new RegExp(`<html[^>]*\\s${STYLE_SHEET_ATTRIBUTE}="(/assets/[^"<>]+\\.css)"`);

/**
 * A page without its scripts with the site's whole style sheet linked in its head: the page carries only
 * the rules of its prerendered HTML, and its boot script, which loads the rest, is gone, while the answer
 * shows what the prerendered page did not (routing/page-modules.ts, STYLE_SHEET_ATTRIBUTE).
 */
function withWholeStyleSheet(html: string): string {
  const file = WHOLE_STYLE_SHEET.exec(html)?.[1];
  return file === undefined
    ? html
    : html.replace('</head>', () => `<link rel="stylesheet" href="${file}">\n</head>`);
}

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * A form's hidden fields as markup for a page: outside the app's markup (so hydration never sees them),
 * each tied to the form by its id (`form` attribute), for the form to send without JavaScript.
 *
 * @param formId - the form element's id
 * @param fields - each field's name and value
 */
export function hiddenFieldsMarkup(formId: string, fields: Readonly<Record<string, string>>): string {
  return Object.entries(fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" form="${attribute(formId)}" name="${attribute(name)}" value="${attribute(value)}">`,
    )
    .join('');
}

/**
 * Writes markup just before a page's `</body>`, where a form page's hidden fields go (the template of a
 * form page splits there too: http/page-template.ts).
 *
 * @param html - the page
 * @param markup - the hidden fields ({@link hiddenFieldsMarkup})
 */
export function withHiddenFields(html: string, markup: string): string {
  const at = html.lastIndexOf('</body>');
  if (at < 0) throw new Error('The page has no </body>');
  return html.slice(0, at) + markup + html.slice(at);
}
