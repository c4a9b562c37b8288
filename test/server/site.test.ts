import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../site/server/app';
import { ConfigError, loadConfig } from '../../site/server/config';
import { PERMISSIONS_POLICY } from '../../site/server/security/headers';
import { SVG_CSP } from '../../site/server/security/static-headers';
import { withPageSettings } from '../../site/server/site-pages';
import { precompress } from '../../site/server/http/precompress';
import { PAGES_DIR } from '../../site/server/prerendered';
import { fakeDist } from '../support/dist';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function start(
  pageSettings?: () => { tShirtsAvailable: boolean },
  botCheckSiteKey?: string,
  precompressed = false,
) {
  const logs: string[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => logs.push(...chunk.toString().split('\n').filter(Boolean)));
  const distDir = fakeDist();
  // As the build does: a .br and a .gz beside every text file (the prerendered pages are compressed by
  // the server, once per settings).
  if (precompressed) precompress(distDir, (file) => file.startsWith(PAGES_DIR));
  app = await buildApp({
    distDir,
    logStream: stream,
    ...(pageSettings ? { pageSettings } : {}),
    ...(botCheckSiteKey === undefined ? {} : { botCheckSiteKey }),
  });
  return { app, logs };
}

function settingsOf(body: string): unknown {
  return JSON.parse(/id="page-settings">([^<]*)</.exec(body)?.[1] ?? 'null');
}

describe('the bot check’s site key in the page settings', () => {
  it('is written into every page when configured', async () => {
    const { app } = await start(() => ({ tShirtsAvailable: true }), 'public-site-key');
    const res = await app.inject({ url: '/games/register', headers: { accept: 'text/html' } });
    expect(settingsOf(res.body)).toEqual({ tShirtsAvailable: true, botCheckSiteKey: 'public-site-key' });
  });

  it('is absent when the bot check is off', async () => {
    const { app } = await start(() => ({ tShirtsAvailable: false }));
    const res = await app.inject({ url: '/games/register', headers: { accept: 'text/html' } });
    expect(settingsOf(res.body)).toEqual({ tShirtsAvailable: false });
    expect(res.body).toContain('data-tshirts="none"');
  });
});

describe('the site server', () => {
  it('sends /games/gambler-quiz/ to the page without the slash (308), one address a page', async () => {
    const { app } = await start();
    const res = await app.inject({ url: '/games/gambler-quiz/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(308);
    expect(res.headers.location).toBe('/games/gambler-quiz');
  });

  it.each(['/', '/games/gambler-quiz', '/get-help-give-help'])(
    'serves the app at %s with 200',
    async (url) => {
      const { app } = await start();
      const res = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="app">');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('answers an unknown page with the app (its 404 page) and status 404', async () => {
    const { app } = await start();
    const res = await app.inject({ url: '/no/such/page', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="app">');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const { app } = await start();
    const res = await app.inject({ url: '/api/nothing', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.' });
  });

  it('sends a strict CSP and hardening headers', async () => {
    const { app } = await start();
    const res = await app.inject({ url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('caches hashed assets for a year and sends them compressed by the build', async () => {
    const { app } = await start(undefined, undefined, true);
    const res = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    const other = await app.inject({ url: '/favicon.svg' });
    expect(other.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends a static file as the build left it: no compression per request', async () => {
    // Without the build's .br/.gz (fakeDist writes none) the file goes as it is, with its length.
    const { app } = await start();
    const res = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  });

  it('answers a missing script path with the 404 page and every page header', async () => {
    const { app } = await start();
    const res = await app.inject({ url: '/assets/missing.js', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('keeps on static files only the headers that protect them', async () => {
    const { app } = await start();
    const script = await app.inject({ url: '/assets/index-abc123.js' });
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'strict-transport-security',
      'permissions-policy',
    ]) {
      expect(script.headers[name], name).toBeUndefined();
    }
    // An SVG opened on its own is a document: it keeps a CSP, one that allows nothing.
    const svg = await app.inject({ url: '/favicon.svg' });
    expect(svg.headers['content-security-policy']).toBe(SVG_CSP);
    expect(svg.headers['x-content-type-options']).toBe('nosniff');
    // Pages keep every header.
    const page = await app.inject({ url: '/' });
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  });

  it('frames nothing and denies the browser features the site does not use', async () => {
    const { app } = await start();
    for (const url of ['/', '/games/quiz-game', '/no-such-page']) {
      const res = await app.inject({ url });
      // X-Frame-Options agrees with the CSP's frame-ancestors 'none': no site may frame a page.
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      const policy = String(res.headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'interest-cohort']) {
        expect(policy, `${url} ${feature}`).toMatch(new RegExp(`(^|, )${feature}=\\(\\)(,|$)`));
      }
      // The video player needs these; they stay at the browser's defaults.
      expect(policy).not.toMatch(/fullscreen|autoplay|picture-in-picture/);
    }
  });

  it('writes the page settings into the page', async () => {
    const { app } = await start(() => ({ tShirtsAvailable: false }));
    const res = await app.inject({ url: '/games/gambler-quiz' });
    expect(res.body).toContain(
      '<script type="application/json" id="page-settings">{"tShirtsAvailable":false}</script>',
    );
  });

  it('logs requests by method and path only: no query string, IP or headers', async () => {
    const { app, logs } = await start();
    await app.inject({
      url: '/games/gambler-quiz?email=someone%40example.com',
      headers: { cookie: 'secret=1', 'user-agent': 'UA' },
    });
    const text = logs.join('\n');
    expect(text).toContain('/games/gambler-quiz');
    expect(text).not.toMatch(/example\.com|secret|127\.0\.0\.1|remoteAddress|UA/);
  });
});

describe('withPageSettings', () => {
  it('escapes < so the JSON cannot close its script element', () => {
    const html = '<script type="application/json" id="page-settings">{}</script>';
    expect(withPageSettings(html, { tShirtsAvailable: true, x: '</script>' } as never)).not.toContain(
      '</script></script>',
    );
  });

  it('marks <html> when no shirts are left, so CSS shows the sign-up’s kind page before any script', () => {
    const html =
      '<!doctype html><html lang="en-US"><script type="application/json" id="page-settings">{}</script></html>';
    expect(withPageSettings(html, { tShirtsAvailable: false })).toContain(
      '<html data-tshirts="none" lang="en-US">',
    );
    expect(withPageSettings(html, { tShirtsAvailable: true })).toContain('<html lang="en-US">');
  });

  it('refuses a page without the settings block', () => {
    expect(() => withPageSettings('<html></html>', { tShirtsAvailable: true })).toThrow(/page-settings/);
  });
});

describe('server configuration', () => {
  it('has sensible defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.trustProxy).toEqual([]);
  });

  it('reads PORT and a TRUST_PROXY list', () => {
    const config = loadConfig({ PORT: '9000', TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' });
    expect(config.port).toBe(9000);
    expect(config.trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ TRUST_PROXY: '2' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: 'nonsense!' }, /TRUST_PROXY/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
  ])('rejects %o with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
