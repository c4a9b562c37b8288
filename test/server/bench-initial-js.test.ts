/**
 * The bench's and the byte budget's reading of which scripts a page loads by itself: a bare Vite page
 * names them in tags, the site's pages in the module list their boot script loads after the load event.
 */
import { describe, expect, it } from 'vitest';
import { htmlScriptPaths } from '../bench/web/initial-js';

describe('htmlScriptPaths', () => {
  it('reads module scripts and modulepreloads, same-origin only, each once, in document order', () => {
    const html =
      '<script type="module" crossorigin src="/assets/index-a.js"></script>' +
      '<link rel="modulepreload" href="/assets/page-b.js"><link rel="stylesheet" href="/x.css">' +
      '<script src="https://cdn.example/c.js"></script><script>inline()</script>' +
      '<link rel="modulepreload" href="/assets/page-b.js?v=1">';
    expect(htmlScriptPaths(html)).toEqual(['assets/index-a.js', 'assets/page-b.js']);
  });

  it("reads the site's module list, the entry first", () => {
    const html =
      '<script type="application/json" id="page-modules">["/assets/index-a.js","/assets/Home-b.js"]</script>' +
      '<script type="module">boot()</script>';
    expect(htmlScriptPaths(html)).toEqual(['assets/index-a.js', 'assets/Home-b.js']);
  });

  it('refuses a module list that is not a list of URLs (a budget must not pass on a page it cannot read)', () => {
    expect(() =>
      htmlScriptPaths('<script type="application/json" id="page-modules">{"a":1}</script>'),
    ).toThrow(/not a list of URLs/);
  });
});
