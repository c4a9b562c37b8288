/**
 * The bench's baseline stays fair: the bare server (test/bench/web/bare-app.ts) sends its files exactly as
 * the site's server sends the site's (same encodings, Content-Length, cache headers), so `npm run
 * bench:web`'s ratios compare the site with React itself and not an uncompressed server with a compressed
 * one. Both serve small fake builds precompressed by the site's own build step; one test builds the real
 * bare page (a few seconds) and checks that every script of it has its brotli copy.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../site/server/http/precompress';
import { buildApp } from '../../site/server/app';
import { PAGES_DIR } from '../../site/server/prerendered';
import { BARE_JSON_PATH, buildBareApp } from '../bench/web/bare-app';
import { QUIZ_QUESTIONS_PATH } from '../../site/server/routes/quiz-questions';
import { buildBare, QUIZ_QUESTIONS_FILE } from '../bench/web/builds';
import { fakeDist } from '../support/dist';

const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const STYLE = `body{margin:0}${'.a{color:red}'.repeat(300)}`;

/** The headers that decide what reaches the browser and how long it keeps it. */
const SERVING_HEADERS = ['content-encoding', 'cache-control', 'vary', 'content-type'] as const;

function fakeBareDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bare-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="app"></div>${' '.repeat(2000)}</body></html>`,
  );
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(join(dir, 'assets', 'index-abc123.css'), STYLE);
  writeFileSync(join(dir, 'quiz-questions.json'), JSON.stringify({ q: 'x'.repeat(3000) }));
  precompress(dir);
  return dir;
}

function fakeSiteDist(): string {
  const dir = fakeDist();
  writeFileSync(join(dir, 'assets', 'index-abc123.css'), STYLE);
  precompress(dir, (file) => file.startsWith(PAGES_DIR));
  return dir;
}

const dirs: string[] = [];
let site: FastifyInstance;
let bare: FastifyInstance;
let bareDir: string;
let siteDir: string;

beforeAll(async () => {
  siteDir = fakeSiteDist();
  bareDir = fakeBareDist();
  dirs.push(siteDir, bareDir);
  site = await buildApp({ distDir: siteDir, logLevel: 'silent' });
  bare = await buildBareApp(bareDir);
});

afterAll(async () => {
  await site.close();
  await bare.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the bare server serves as the site serves', () => {
  it.each([
    ['a script', '/assets/index-abc123.js'],
    ['a style sheet', '/assets/index-abc123.css'],
  ])('sends %s as brotli with a Content-Length, like the site', async (_what, url) => {
    const fromSite = await site.inject({ url, headers: BROWSER });
    const fromBare = await bare.inject({ url, headers: BROWSER });
    for (const [res, dir] of [
      [fromSite, siteDir],
      [fromBare, bareDir],
    ] as const) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      const brotli = readFileSync(join(dir, `${url.slice(1)}.br`));
      expect(res.rawPayload.length).toBe(brotli.length);
      expect(Number(res.headers['content-length'])).toBe(brotli.length);
      expect(res.headers['transfer-encoding']).toBeUndefined();
    }
    // Same file, same compression: the very same bytes.
    expect(fromBare.rawPayload.equals(fromSite.rawPayload)).toBe(true);
    for (const header of SERVING_HEADERS) expect(fromBare.headers[header]).toBe(fromSite.headers[header]);
  });

  it('sends gzip to a browser without brotli, like the site', async () => {
    const url = '/assets/index-abc123.js';
    const fromSite = await site.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    const fromBare = await bare.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(fromSite.headers['content-encoding']).toBe('gzip');
    expect(fromBare.headers['content-encoding']).toBe('gzip');
    expect(fromBare.headers['content-length']).toBe(fromSite.headers['content-length']);
  });

  it('sends its page compressed from memory with the site’s headers', async () => {
    const fromSite = await site.inject({ url: '/', headers: { ...BROWSER, accept: 'text/html' } });
    const fromBare = await bare.inject({ url: '/', headers: { ...BROWSER, accept: 'text/html' } });
    expect(fromBare.statusCode).toBe(200);
    expect(fromBare.headers['content-encoding']).toBe('br');
    expect(Number(fromBare.headers['content-length'])).toBe(fromBare.rawPayload.length);
    for (const header of SERVING_HEADERS) expect(fromBare.headers[header]).toBe(fromSite.headers[header]);
  });

  it('sends its JSON file as brotli with a Content-Length', async () => {
    const res = await bare.inject({ url: BARE_JSON_PATH, headers: BROWSER });
    expect(res.headers['content-encoding']).toBe('br');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  });

  it('does not serve its build manifest or its page as files', async () => {
    expect((await bare.inject({ url: '/index.html' })).statusCode).toBe(404);
  });
});

describe('the same-bytes baseline (the bare app on the site’s build)', () => {
  it('sends the site’s page, entry script and quiz questions byte for byte', async () => {
    // The page as the site serves it, uncompressed, as the bench reads it.
    const page = await site.inject({ url: '/', headers: { accept: 'text/html' } });
    const questions = readFileSync(QUIZ_QUESTIONS_FILE);
    const same = await buildBareApp(siteDir, { page: page.body, questions });
    try {
      for (const url of ['/', '/assets/index-abc123.js', '/assets/index-abc123.css']) {
        const fromSite = await site.inject({ url, headers: { ...BROWSER, accept: 'text/html' } });
        const fromSame = await same.inject({ url, headers: { ...BROWSER, accept: 'text/html' } });
        expect(fromSame.statusCode).toBe(200);
        expect(fromSame.headers['content-encoding']).toBe('br');
        expect(fromSame.rawPayload.equals(fromSite.rawPayload)).toBe(true);
      }
      const fromSame = await same.inject({ url: QUIZ_QUESTIONS_PATH, headers: BROWSER });
      expect(fromSame.headers['content-encoding']).toBe('br');
      expect(Number(fromSame.headers['content-length'])).toBe(fromSame.rawPayload.length);
    } finally {
      await same.close();
    }
  });

  it('does not serve the site’s prerendered pages as files', async () => {
    const page = await site.inject({ url: '/', headers: { accept: 'text/html' } });
    const same = await buildBareApp(siteDir, { page: page.body, questions: Buffer.from('{}') });
    try {
      expect((await same.inject({ url: `/${PAGES_DIR}/index.html` })).statusCode).toBe(404);
    } finally {
      await same.close();
    }
  });
});

describe('the bare build', () => {
  it('has a brotli and a gzip copy of every script, written by the site’s build step', async () => {
    const out = mkdtempSync(join(tmpdir(), 'bare-build-'));
    dirs.push(out);
    await buildBare(out);
    const assets = readdirSync(join(out, 'assets'));
    const scripts = assets.filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const file of scripts) {
      expect(assets).toContain(`${file}.br`);
      expect(assets).toContain(`${file}.gz`);
      expect(statSync(join(out, 'assets', `${file}.br`)).size).toBeLessThan(
        statSync(join(out, 'assets', file)).size,
      );
    }
    expect(readdirSync(out)).toContain('quiz-questions.json.br');
    const app = await buildBareApp(out);
    try {
      const res = await app.inject({ url: `/assets/${scripts[0] ?? ''}`, headers: BROWSER });
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    } finally {
      await app.close();
    }
  });
});
