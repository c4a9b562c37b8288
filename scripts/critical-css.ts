// Used by scripts/prerender.ts: the part of the site's style sheet a group of pages can use as the build
// renders them, inline in those pages; the whole sheet follows after the first paint (scripts/first-paint.ts).
import { Window } from 'happy-dom';
import postcss, { type AtRule, type Rule } from 'postcss';

/**
 * A selector's structure without its states: every pseudo-class and pseudo-element (with its argument,
 * `:not(...)` and `:is(...)` included) and every attribute selector taken out, a compound left empty
 * becoming `*`. It matches every element the selector could match in some state of the same document
 * (hovered, focused, checked, open, marked by the boot script or the server), and more: what it keeps of a
 * sheet is never too little for those elements.
 *
 * @example structure('.cp-card:hover > img[loading="lazy"]::after') === '.cp-card > img'
 */
export function structure(selector: string): string {
  let out = '';
  for (let i = 0; i < selector.length;) {
    const c = selector[i] as string;
    if (c === '\\') {
      out += selector.slice(i, i + 2);
      i += 2;
    } else if (c === '[' || c === ':') {
      i = skipPart(selector, i);
    } else {
      out += c;
      i++;
    }
  }
  // Compounds at even places, combinators (one character, a space for a descendant) between them.
  const parts = out.trim().split(/\s*([>+~]|\s)\s*/);
  return parts
    .map((part, i) => {
      if (i % 2 === 0) return part === '' ? '*' : part;
      return part.trim() === '' ? ' ' : ` ${part} `;
    })
    .join('');
}

/** The index after a selector's attribute part (`[...]`) or pseudo part (`:x`, `::x`, `:x(...)`). */
function skipPart(selector: string, start: number): number {
  let i = start;
  if (selector[i] === '[') return closing(selector, i, '[', ']');
  i++;
  if (selector[i] === ':') i++;
  while (i < selector.length && /[\w-]/.test(selector[i] as string)) i++;
  return selector[i] === '(' ? closing(selector, i, '(', ')') : i;
}

/** The index after the bracket that closes the one at `start`. */
function closing(text: string, start: number, open: string, close: string): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === open) depth++;
    else if (text[i] === close && --depth === 0) return i + 1;
  }
  return text.length;
}

/** The keyframes a sheet's remaining rules name (their `animation` or `animation-name`). */
function animationsNamed(root: postcss.Root): string {
  const names: string[] = [];
  root.walkDecls(/^animation(-name)?$/, (decl) => {
    names.push(decl.value);
  });
  return ` ${names.join(' ').replace(/[,\s]+/g, ' ')} `;
}

/**
 * The rules of `css` that can apply to the pages given, in the sheet's order, with the at-rules
 * (`@media`, `@supports`, ...) that hold them and the keyframes they name. A rule stays if the
 * {@link structure} of any of its selectors matches an element of any page, parsed as the build wrote it,
 * with `attributesOnRoot` set on `<html>` (what the boot script sets before the first paint). Every screen
 * width's rules stay (the page is the same HTML at every width), and every state's of the elements there,
 * so a page without JavaScript, which never gets the whole sheet, lacks nothing; what only the page's code
 * adds (a dialog, a result, another page reached by a link) needs the whole sheet, which the boot script
 * loads after the first paint and the entry waits for before hydrating.
 *
 * @param css - the site's style sheet, as built
 * @param pages - the HTML of each page that will carry the result
 * @param attributesOnRoot - attributes the pages' `<html>` has when they first paint
 */
export function criticalStyleSheet(
  css: string,
  pages: readonly string[],
  attributesOnRoot: readonly string[] = [],
): string {
  const window = new Window();
  try {
    const documents = pages.map((html) => {
      const document = new window.DOMParser().parseFromString(html, 'text/html');
      for (const name of attributesOnRoot) document.documentElement.setAttribute(name, '');
      return document;
    });
    const matched = new Map<string, boolean>();
    const matches = (selector: string): boolean => {
      const key = structure(selector);
      let found = matched.get(key);
      if (found === undefined) {
        try {
          found = documents.some((document) => document.querySelector(key) !== null);
        } catch {
          // A selector happy-dom cannot read stays: the result must never lack a rule a page uses.
          found = true;
        }
        matched.set(key, found);
      }
      return found;
    };
    const root = postcss.parse(css);
    root.walkRules((rule: Rule) => {
      const parent = rule.parent;
      if (parent?.type === 'atrule' && /keyframes$/.test((parent as AtRule).name)) return;
      // postcss splits the list (commas inside parentheses or quotes do not split it).
      if (!rule.selectors.some(matches)) rule.remove();
    });
    const named = animationsNamed(root);
    root.walkAtRules((atRule: AtRule) => {
      if (/keyframes$/.test(atRule.name) && !named.includes(` ${atRule.params.trim()} `)) atRule.remove();
    });
    // Innermost first: an @media left empty by the rules above, then one holding only that.
    let emptied = true;
    while (emptied) {
      emptied = false;
      root.walkAtRules((atRule: AtRule) => {
        if (atRule.nodes !== undefined && atRule.nodes.length === 0) {
          atRule.remove();
          emptied = true;
        }
      });
    }
    return root.toString();
  } finally {
    void window.happyDOM.close();
  }
}
