import { expect, test, waitsForHydration } from './support/test';
import { APP_PATHS } from '../../site/routing/route-paths';
import { htmlScriptPaths } from '../bench/web/initial-js';
import { collectPageErrors } from './support/page';

/** The page's entry script: the first of the modules its boot script loads. */
const entryOf = (html: string): string => `/${htmlScriptPaths(html)[0] ?? ''}`;

test.describe('every page is prerendered and hydrates cleanly', () => {
  for (const path of APP_PATHS) {
    test(`${path}: content without JavaScript, then hydrated with no error`, async ({ browser }) => {
      // Without JavaScript the page's heading and the footer's helpline are already there.
      const noJs = await browser.newContext({ javaScriptEnabled: false });
      const bare = await noJs.newPage();
      await bare.goto(path);
      await expect(bare.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(bare.getByRole('contentinfo')).toContainText('1-800-589-9966');
      const title = await bare.title();
      expect(title).toMatch(/Play Smart/);
      await noJs.close();

      const page = waitsForHydration(await browser.newPage());
      const errors = collectPageErrors(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveTitle(title);
      // Hydrated: React has claimed the prerendered heading (a page whose script never ran has no error).
      await expect
        .poll(() =>
          page
            .getByRole('heading', { level: 1 })
            .evaluate((h1) => Object.keys(h1).some((key) => key.startsWith('__reactFiber$'))),
        )
        .toBe(true);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  test('navigating by a link loads the next page in place and sets its title', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get help' }).click();
    await expect(page).toHaveURL(/\/get-help-give-help$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get help, give help');
    await expect(page).toHaveTitle(/Get help, give help/);
    // Same document: the marker survived, so the router did not reload the page.
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    expect(errors).toEqual([]);
  });
});

test.describe('static files are served the cheap way', () => {
  test('hashed assets: precompressed brotli with a length, cached for a year, no cookies', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const script = entryOf(await page.content());
    expect(script).toMatch(/^\/assets\/.+\.js$/);
    const res = await request.get(script, { headers: { 'accept-encoding': 'br' } });
    expect(res.status()).toBe(200);
    const headers = res.headers();
    expect(headers['content-encoding']).toBe('br');
    expect(Number(headers['content-length'])).toBeGreaterThan(0);
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers['set-cookie']).toBeUndefined();
  });

  test('pages: no-cache, compressed once, with a length; source maps and build files are not public', async ({
    request,
  }) => {
    const res = await request.get('/', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers()['cache-control']).toBe('no-cache');
    expect(res.headers()['content-encoding']).toBe('br');
    expect(Number(res.headers()['content-length'])).toBeGreaterThan(0);
    const html = await res.text();
    const script = entryOf(html);
    expect((await request.get(`${script}.map`)).status()).toBe(404);
    expect((await request.get('/.vite/manifest.json')).status()).toBe(404);
    expect((await request.get('/_pages/index.html')).status()).toBe(404);
    expect((await request.get('/index.html', { headers: { accept: 'text/html' } })).status()).toBe(404);
  });

  test("each page's head asks for its chunk and its pictures, and carries the style sheet", async ({
    request,
  }) => {
    const quiz = await (await request.get('/games/gambler-quiz')).text();
    const head = quiz.slice(0, quiz.indexOf('</head>'));
    // The page paints without its scripts: its boot script asks for them (the page's chunk among them)
    // at the first paint or the first tap, so nothing in the head names a script for the browser to fetch at once.
    expect(head).toMatch(
      /<script type="application\/json" id="page-modules">\["\/assets\/index-[^"]+\.js",[^<]*"\/assets\/GamblerQuizPage-[^"]+\.js"/,
    );
    expect(head).not.toMatch(/<script[^>]*\bsrc=|rel="modulepreload"/);
    // One inline script, a classic one: it runs as the head is read, so it hears the first tap.
    expect(head.match(/<script>/g)).toHaveLength(1);
    expect(head).not.toContain('<script type="module"');
    expect(head.match(/rel="stylesheet"/g)).toBeNull();
    expect(head.match(/<style>/g)).toHaveLength(1);
    // React writes a picture's preload at the start of the markup; the build moves it up into <head>.
    const calculator = await (await request.get('/cost-calculator')).text();
    const [calculatorHead, calculatorBody] = calculator.split('</head>');
    expect(calculatorHead).toContain('<link rel="preload" as="image" href="/images/costulator/title.svg"/>');
    expect(calculatorBody).not.toContain('rel="preload"');
  });

  test('the inline style sheet is allowed by the CSP and styles the page, without JavaScript too', async ({
    browser,
  }) => {
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = waitsForHydration(await context.newPage(), javaScriptEnabled);
      const errors = collectPageErrors(page);
      await page.goto('/privacy-policy');
      // --color-bg on the root: only the site's sheet sets it.
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe(
        'rgb(253, 250, 243)',
      );
      // A CSP that did not allow the sheet would be reported here ("Refused to apply inline style").
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  test('static files carry only the headers that protect them', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const script = entryOf(html);
    expect(script).toMatch(/^\/assets\/index-.+\.js$/);
    for (const url of [script, '/video/home-loop.webm']) {
      const headers = (await request.get(url)).headers();
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(headers['content-security-policy'], url).toBeUndefined();
      expect(headers['x-frame-options'], url).toBeUndefined();
      expect(headers['permissions-policy'], url).toBeUndefined();
    }
    // An SVG opened on its own is a document: it keeps a CSP, one that allows nothing.
    const svg = (await request.get('/images/cards/quiz-game.svg')).headers();
    expect(svg['content-security-policy']).toBe("default-src 'none'");
    // The page keeps the whole set.
    const page = (await request.get('/')).headers();
    expect(page['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page['x-frame-options']).toBe('DENY');
    expect(page['permissions-policy']).toContain('camera=()');
  });
});
