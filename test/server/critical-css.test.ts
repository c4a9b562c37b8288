/**
 * A page carries inline only the rules of the site's style sheet its own HTML can use
 * (scripts/critical-css.ts), names the whole sheet for its boot script to load after the first paint
 * (scripts/first-paint.ts), and a form's answer page, sent without scripts, links the whole sheet
 * (site/server/http/form-pages.ts).
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { criticalStyleSheet, structure } from '../../scripts/critical-css';
import { withCriticalStyleSheet } from '../../scripts/first-paint';
import { answerPageHtml } from '../../site/server/http/form-pages';
import { STYLE_SHEET_ATTRIBUTE } from '../../site/routing/page-modules';

const page = (body: string, html = '<html lang="en-US">'): string =>
  `<!doctype html>${html}<head><title>t</title></head><body>${body}</body></html>`;

describe('structure', () => {
  it('takes out states, attributes and pseudo-elements, and keeps classes, types, ids and combinators', () => {
    expect(structure('.cp-card:hover > img[loading="lazy"]::after')).toBe('.cp-card > img');
    expect(structure('html[data-tshirts=none] .offer')).toBe('html .offer');
    expect(structure('a:not(.button):focus-visible')).toBe('a');
    expect(structure('#main .a + .b ~ p')).toBe('#main .a + .b ~ p');
  });

  it('makes a compound left empty match anything, so the structure is never narrower than the selector', () => {
    expect(structure(':root')).toBe('*');
    expect(structure('::selection')).toBe('*');
    expect(structure('.list > :first-child')).toBe('.list > *');
    expect(structure(':is(.a, .b) .c')).toBe('.c');
  });

  it('keeps an escaped character as part of its name', () => {
    expect(structure('.w-1\\:2:hover')).toBe('.w-1\\:2');
  });
});

describe('criticalStyleSheet', () => {
  const CSS =
    ':root{--c:red}*,:before{box-sizing:border-box}.used{color:red}.unused{color:blue}' +
    '.used:hover,.other:hover{color:green}.menu[aria-expanded=true] .item{display:block}' +
    '[data-before-paint] .pic{display:none}.dialog.open{display:block}' +
    '@media (min-width:900px){.used{margin:0}.unused{margin:1px}}@media print{.unused{display:none}}' +
    '@keyframes spin{to{rotate:1turn}}@keyframes fade{to{opacity:0}}.used{animation:spin 1s}.unused{animation:fade 1s}';
  const HTML = page(
    '<div class="used"></div><nav class="menu"><a class="item">x</a></nav><img class="pic"><div class="dialog"></div>',
  );

  it('keeps the rules the page can use, in the sheet’s order, in every state and at every width', () => {
    const critical = criticalStyleSheet(CSS, [HTML], ['data-before-paint']);
    expect(critical).toBe(
      ':root{--c:red}*,:before{box-sizing:border-box}.used{color:red}' +
        '.used:hover,.other:hover{color:green}.menu[aria-expanded=true] .item{display:block}' +
        '[data-before-paint] .pic{display:none}' +
        '@media (min-width:900px){.used{margin:0}}' +
        '@keyframes spin{to{rotate:1turn}}.used{animation:spin 1s}',
    );
  });

  it('drops what no element of the page can match: other pages’ rules, a class only code adds, an @media left empty, unnamed keyframes', () => {
    const critical = criticalStyleSheet(CSS, [HTML]);
    expect(critical).not.toContain('.unused');
    expect(critical).not.toContain('.dialog.open');
    expect(critical).not.toContain('@media print');
    expect(critical).not.toContain('fade');
  });

  // A visitor without JavaScript gets only the page's own rules (the boot script loads the rest): what only
  // such a browser shows, inside <noscript>, must keep its style.
  it('keeps the rules of what a page shows only without JavaScript, inside <noscript>', () => {
    const critical = criticalStyleSheet('noscript>p{color:red}.app p{color:blue}', [
      page('<div id="app"></div><noscript><p>This site needs JavaScript.</p></noscript>'),
    ]);
    expect(critical).toBe('noscript>p{color:red}');
  });

  it('keeps a rule any page of the group uses', () => {
    const critical = criticalStyleSheet('.a{color:red}.b{color:blue}.c{color:green}', [
      page('<p class="a"></p>'),
      page('<p class="b"></p>'),
    ]);
    expect(critical).toBe('.a{color:red}.b{color:blue}');
  });

  it('counts what the boot script marks <html> with before the first paint', () => {
    const css = 'html:not([data-before-paint]) .x{color:red}[data-before-paint] .y{display:none}';
    expect(criticalStyleSheet(css, [page('<p class="y"></p>')], ['data-before-paint'])).toBe(
      '[data-before-paint] .y{display:none}',
    );
  });
});

describe('withCriticalStyleSheet', () => {
  const whole = { css: '.a{color:red}.b{color:blue}', file: 'assets/style-abc.css' };
  const built = page('<p class="a"></p>').replace('</head>', `<style>${whole.css}</style></head>`);

  it('puts the page’s rules in place of the whole sheet, names the whole sheet on <html>, and hashes the text', () => {
    const { html, cspSource } = withCriticalStyleSheet(built, whole, '.a{color:red}');
    expect(html).toContain('<style>.a{color:red}</style>');
    expect(html).not.toContain('.b{color:blue}');
    expect(html).toContain(`<html lang="en-US" ${STYLE_SHEET_ATTRIBUTE}="/assets/style-abc.css">`);
    expect(cspSource).toBe(`'sha256-${createHash('sha256').update('.a{color:red}').digest('base64')}'`);
  });

  it('refuses a page without the whole sheet inline, and a sheet that would close its <style>', () => {
    expect(() => withCriticalStyleSheet(page(''), whole, '.a{}')).toThrow(/whole style sheet/);
    expect(() => withCriticalStyleSheet(built, whole, '.a{content:"</style>"}')).toThrow(/cannot be inlined/);
  });
});

describe('a form’s answer page', () => {
  const markup = '<form><button>Send</button></form>';
  const answered = '<p class="form-answer">Thanks</p>';

  it('links the whole style sheet the page names, since its boot script, which would load it, is gone', () => {
    const html = page(`<div id="app">${markup}</div><script>boot()</script>`).replace(
      '<html lang="en-US">',
      `<html ${STYLE_SHEET_ATTRIBUTE}="/assets/style-abc.css" lang="en-US">`,
    );
    const answer = answerPageHtml(html, markup, answered);
    expect(answer).toContain('<link rel="stylesheet" href="/assets/style-abc.css">\n</head>');
    expect(answer).toContain(answered);
    expect(answer).not.toContain('boot()');
  });

  it('links nothing for a page that names no sheet (it carries the whole one)', () => {
    const answer = answerPageHtml(page(`<div id="app">${markup}</div>`), markup, answered);
    expect(answer).not.toContain('<link');
  });
});
