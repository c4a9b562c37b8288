// Used by scripts/prerender.ts: what a prerendered page needs for its first paint is in its HTML, and
// nothing else asks for the network ahead of it.
import { createHash } from 'node:crypto';
import { PAGE_MODULES_ID, STYLE_SHEET_ATTRIBUTE, STYLE_SHEET_LINK_ID } from '../site/routing/page-modules';

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
): { html: string; cspSource: string; file: string; css: string } {
  const links = [...template.matchAll(STYLE_SHEET_LINK)];
  if (links.length !== 1) throw new Error(`index.html links ${links.length} style sheets, expected 1`);
  const [link, file] = links[0] as RegExpMatchArray & [string, string];
  const css = readAsset(file);
  if (/<\/style/i.test(css)) throw new Error(`${file} contains "</style": it cannot be inlined`);
  const hash = createHash('sha256').update(css, 'utf8').digest('base64');
  return {
    html: template.replace(link, () => `<style>${css}</style>`),
    cspSource: `'sha256-${hash}'`,
    file,
    css,
  };
}

/**
 * Replaces a page's inline copy of the whole style sheet (from {@link inlineStyleSheet}) with the rules of it
 * the page can use (`critical`, scripts/critical-css.ts), and names the whole sheet's file on `<html>`
 * (`STYLE_SHEET_ATTRIBUTE`) for the boot script to load after the first paint. The page's HTML is then
 * 30 to 60 kB shorter: the parser reads it whole before the first frame (it yielded near byte 60,000, and the
 * rest of the page was parsed and laid out again after the first paint), the browser builds its style from a
 * sheet half the size or less, and its compressed bytes fit the first round trip of a slow phone link
 * (docs/performance.md, "The first frame"). Returns the page and the CSP source that allows its sheet.
 */
export function withCriticalStyleSheet(
  page: string,
  whole: { readonly css: string; readonly file: string },
  critical: string,
): { html: string; cspSource: string } {
  const inline = `<style>${whole.css}</style>`;
  const at = page.indexOf(inline);
  if (at < 0) throw new Error('The page does not carry the whole style sheet inline');
  if (/<\/style/i.test(critical))
    throw new Error('The critical sheet contains "</style": it cannot be inlined');
  // Last on <html>, so its lang comes first as ever.
  const html = `${page.slice(0, at)}<style>${critical}</style>${page.slice(at + inline.length)}`.replace(
    /<html(?=[\s>])([^>]*)>/,
    (_tag, attributes: string) => `<html${attributes} ${STYLE_SHEET_ATTRIBUTE}="/${whole.file}">`,
  );
  const hash = createHash('sha256').update(critical, 'utf8').digest('base64');
  return { html, cspSource: `'sha256-${hash}'` };
}

/** The entry's `<script type="module">` as Vite writes it into the built index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;

/** The JSON list of a page's modules: its entry first, then its own chunk, then the others it needs. */
export { PAGE_MODULES_ID };

/** Where the prerender puts each page's list of modules in the template (see {@link bootAtFirstPaint}). */
export const PAGE_MODULES_SLOT = '<!--page-modules-->';

/**
 * The attribute the boot script puts on a control it heard before the page's code ran (with
 * `aria-busy="true"`), until the control's press is played again: site/styles.css shows it pressed and
 * pending, so nobody taps three times.
 */
export const HEARD_ATTRIBUTE = 'data-heard';

/**
 * The attribute the boot script puts on `<html>` as it starts and takes off when it starts the page's code
 * (the first paint, or the visitor's first touch or key): a page's style sheet can hold back what its first
 * paint does not need, and a page without JavaScript never has it. The card picker keeps its pictures out of
 * the first frame with it (views/card-picker/card-picker.css): lazy as they are, they were within the
 * browser's loading distance, so they were fetched and decoded before the first paint, and Lighthouse's
 * simulation counted them in the largest paint (docs/performance.md, "Blocking time and the largest paint
 * as Lighthouse counts them").
 */
export const BEFORE_PAINT_ATTRIBUTE = 'data-before-paint';

/**
 * How long a form's submission, heard before the code ran, waits for the code before it is sent the way
 * the browser sends it without JavaScript (a native `POST`, which the server answers with a page). Only a
 * form whose method is `post` ever goes natively: a `get` form would put what the visitor typed in the
 * address bar, so it waits for the code however long it takes. A plain button has nothing to do without
 * the code, so its press waits too.
 */
export const FORM_WAIT_MS = 5000;

/**
 * The page's one inline script, a classic script in `<head>`, so it runs before any of the page's
 * controls exist. It does two things.
 *
 * It marks `<html>` with {@link BEFORE_PAINT_ATTRIBUTE} until then. It starts the page's code at the first contentful paint (plus a frame, so the paint is not held up), or
 * at the visitor's first touch or key, whichever is sooner: the site's whole style sheet (named on `<html>`
 * by `STYLE_SHEET_ATTRIBUTE`; the page carries only its own rules), its own chunks as modulepreloads (fetched
 * beside the entry, not one round trip after it) and the entry, which hydrates the page. A browser without
 * paint timing starts after the next frame; a hidden page (a background tab) paints nothing and starts at
 * once.
 *
 * Until the page is hydrated (`<html data-hydrated>`, set by site/main.tsx), it holds what the visitor
 * does that React would otherwise never see: a click on a button (a click on a submit button is held
 * before it submits), on a radio or a checkbox (or its label: React, hydrating, would keep its own state
 * and the box would show a choice the page never heard), Enter or Space on a focused one of them (held
 * as the click it would make), and a form's submission. Each is stopped (default and propagation, so React, listening on the app's root while
 * it hydrates, does not see it too), the control is marked heard, and once React has committed the page
 * the presses are played again, in order, on the same element (found again by its place in the document
 * if hydration replaced it), once each; then the script stops listening. A control already waiting is not
 * queued again: a double tap gives one press. Links and text fields work natively and are left alone. If the code fails to load, everything held is played at once without React (a submit button
 * then submits its form natively); see {@link FORM_WAIT_MS} for a code that is merely slow.
 *
 * The model is the early event contract of Angular's event replay (`withEventReplay`); this is a much
 * smaller one for a site whose only discrete inputs before hydration are buttons and forms. Plain ES2020:
 * it runs as written, so it stays short; test/views/boot-script.test.ts runs it in happy-dom and
 * test/e2e/early-input.spec.ts on every game and tool page of a throttled phone.
 */
export const BOOT_SCRIPT = [
  '(() => {',
  '  const root = document.documentElement;',
  `  root.setAttribute('${BEFORE_PAINT_ATTRIBUTE}', '');`,
  '  const CONTROL =',
  `    'button, input[type="submit"], input[type="button"], input[type="radio"], input[type="checkbox"], [role="button"]';`,
  '  const queue = [];',
  '  let started = false;',
  '  let holding = true;',
  '  let formsWait = true;',
  '  let replaying = false;',
  '  let formTimer = 0;',
  '  const start = () => {',
  '    if (started) return;',
  '    started = true;',
  `    root.removeAttribute('${BEFORE_PAINT_ATTRIBUTE}');`,
  `    const sheet = root.getAttribute('${STYLE_SHEET_ATTRIBUTE}');`,
  '    if (sheet) {',
  "      const link = document.createElement('link');",
  "      link.rel = 'stylesheet';",
  `      link.id = '${STYLE_SHEET_LINK_ID}';`,
  '      link.href = sheet;',
  '      document.head.append(link);',
  '    }',
  `    const modules = JSON.parse(document.getElementById('${PAGE_MODULES_ID}').textContent);`,
  '    for (const href of modules.slice(1)) {',
  "      const link = document.createElement('link');",
  "      link.rel = 'modulepreload';",
  "      link.crossOrigin = '';",
  '      link.href = href;',
  '      document.head.append(link);',
  '    }',
  '    import(modules[0]).catch((error) => {',
  "      console.error('The page could not load its code:', error);",
  '      release();',
  '    });',
  '  };',
  '  const pathOf = (el) => {',
  '    const path = [];',
  '    for (let n = el; n.parentElement; n = n.parentElement) path.unshift([...n.parentElement.children].indexOf(n));',
  '    return path;',
  '  };',
  '  const find = (item) => {',
  '    if (item.el.isConnected) return item.el;',
  '    const el = item.path.reduce((n, i) => n && n.children[i], root);',
  '    return el && el.tagName === item.el.tagName ? el : null;',
  '  };',
  '  const mark = (item, el, on) => {',
  `    el.toggleAttribute('${HEARD_ATTRIBUTE}', on);`,
  '    if (item.ownBusy) return;',
  "    if (on) el.setAttribute('aria-busy', 'true');",
  "    else el.removeAttribute('aria-busy');",
  '  };',
  '  const play = (item) => {',
  '    const el = find(item);',
  '    mark(item, item.el, false);',
  '    if (!el) return;',
  '    mark(item, el, false);',
  "    if (item.kind === 'click') return el.click();",
  '    const submitter = item.submitter && item.submitter.form === el ? item.submitter : null;',
  '    el.requestSubmit(submitter);',
  '  };',
  '  const playAll = (which) => {',
  '    replaying = true;',
  '    try {',
  '      for (const item of queue.filter(which)) {',
  '        queue.splice(queue.indexOf(item), 1);',
  '        play(item);',
  '      }',
  '    } finally {',
  '      replaying = false;',
  '    }',
  '  };',
  "  const native = (item) => item.form !== null && item.form.method === 'post';",
  '  const hold = (event, kind, el, form, submitter) => {',
  '    event.preventDefault();',
  '    event.stopPropagation();',
  '    start();',
  '    if (queue.some((item) => item.el === el)) return;',
  "    const item = { kind, el, form, submitter, path: pathOf(el), ownBusy: el.hasAttribute('aria-busy') };",
  '    queue.push(item);',
  '    mark(item, el, true);',
  '    if (form && !formTimer) formTimer = setTimeout(() => {',
  '      formsWait = false;',
  '      playAll(native);',
  '    }, ' + String(FORM_WAIT_MS) + ');',
  '  };',
  '  const controlOf = (event) => {',
  '    const target = event.target instanceof Element ? event.target : null;',
  "    const label = target && target.closest('label');",
  '    const el = target && (target.closest(CONTROL) || (label && label.control && label.control.closest(CONTROL)));',
  "    if (!el || !el.closest('#app') || el.disabled || el.getAttribute('aria-disabled') === 'true') return null;",
  "    const form = el.type === 'submit' && el.form ? el.form : null;",
  "    return form && !formsWait && form.method === 'post' ? null : { el, form };",
  '  };',
  '  const onClick = (event) => {',
  '    const control = replaying ? null : controlOf(event);',
  "    if (control) hold(event, 'click', control.el, control.form, null);",
  '  };',
  '  const onKey = (event) => {',
  '    start();',
  "    if (replaying || (event.key !== 'Enter' && event.key !== ' ')) return;",
  '    const control = controlOf(event);',
  "    if (control && control.el === event.target) hold(event, 'click', control.el, control.form, null);",
  '  };',
  '  const onSubmit = (event) => {',
  '    const form = event.target;',
  "    if (replaying || !form.closest('#app') || (!formsWait && form.method === 'post')) return;",
  "    hold(event, 'submit', form, form, event.submitter || null);",
  '  };',
  '  const listeners = [',
  "    ['click', onClick],",
  "    ['keydown', onKey],",
  "    ['submit', onSubmit],",
  "    ['pointerdown', start],",
  "    ['touchstart', start],",
  '  ];',
  '  const stop = () => {',
  '    holding = false;',
  '    clearTimeout(formTimer);',
  '    hydrated.disconnect();',
  '    for (const [type, listener] of listeners) window.removeEventListener(type, listener, true);',
  '  };',
  '  const release = () => {',
  '    if (!holding) return;',
  '    stop();',
  '    playAll(() => true);',
  '  };',
  '  const hydrated = new MutationObserver(() => {',
  "    if (root.hasAttribute('data-hydrated')) release();",
  '  });',
  "  hydrated.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });",
  '  for (const [type, listener] of listeners) window.addEventListener(type, listener, true);',
  '  const afterNextFrame = () => requestAnimationFrame(() => setTimeout(start, 0));',
  "  const types = typeof PerformanceObserver === 'undefined' ? [] : PerformanceObserver.supportedEntryTypes;",
  "  if (document.visibilityState === 'hidden') start();",
  "  else if (!(types || []).includes('paint')) afterNextFrame();",
  '  else {',
  '    new PerformanceObserver((list, observer) => {',
  "      if (list.getEntriesByName('first-contentful-paint').length === 0) return;",
  '      observer.disconnect();',
  '      afterNextFrame();',
  "    }).observe({ type: 'paint', buffered: true });",
  '  }',
  '})();',
].join('\n');

/**
 * Replaces the entry's `<script src>` with the page's list of modules (a slot the prerender fills) and
 * {@link BOOT_SCRIPT}, and returns the CSP source that allows that script and no other inline one.
 *
 * Why at the first paint: a prerendered page needs no script to paint, and its largest text or picture is
 * in the HTML. Started with the HTML, the scripts (about 80 kB brotli with React) would share a slow phone
 * link with the page's first bytes and keep the main thread busy (parse, hydration) before the first
 * frame; started once the page has painted, they no longer wait for every picture of the page (the load
 * event, as they did before) either, so buttons answer sooner, and a tap in between is held, not lost.
 */
export function bootAtFirstPaint(template: string): { html: string; entry: string; cspSource: string } {
  const scripts = [...template.matchAll(ENTRY_SCRIPT)];
  if (scripts.length !== 1) throw new Error(`index.html has ${scripts.length} entry scripts, expected 1`);
  const [tag, entry] = scripts[0] as RegExpMatchArray & [string, string];
  const hash = createHash('sha256').update(BOOT_SCRIPT, 'utf8').digest('base64');
  return {
    html: template.replace(
      tag,
      () =>
        `<script type="application/json" id="${PAGE_MODULES_ID}">${PAGE_MODULES_SLOT}</script>\n` +
        `    <script>${BOOT_SCRIPT}</script>`,
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
