/**
 * The pages carry the site's style sheet inline (scripts/first-paint.ts), and the CSP allows that one
 * `<style>` by its hash and nothing else: the build computes the hash, the server reads it.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineStyleSheet } from '../../scripts/first-paint';
import { buildApp } from '../../site/server/app';
import { INLINE_STYLES_FILE, readInlineStyleSources } from '../../site/server/prerendered';
import { fakeDist } from '../support/dist';

const CSS = 'body{color:#1b1b2f}.a::after{content:"<b>"}';
const LINK = '<link rel="stylesheet" crossorigin href="/assets/style-abc.css">';
const template = (head: string): string =>
  `<!doctype html><html><head><title>t</title>${head}</head><body><div id="app"></div></body></html>`;
const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineStyleSheet', () => {
  it('replaces the link with the sheet in a <style> and returns the hash of exactly its text', () => {
    const read: string[] = [];
    const { html, cspSource } = inlineStyleSheet(template(LINK), (file) => {
      read.push(file);
      return CSS;
    });
    expect(read).toEqual(['assets/style-abc.css']);
    expect(html).toBe(template(`<style>${CSS}</style>`));
    expect(cspSource).toBe(sha256(CSS));
    // A hash of anything else (the tags, a trailing newline) would not match what the browser hashes.
    expect(cspSource).not.toBe(sha256(`${CSS}\n`));
  });

  it('keeps `$` sequences of the sheet as they are', () => {
    const css = '.a::before{content:"$&$\'"}';
    expect(inlineStyleSheet(template(LINK), () => css).html).toContain(`<style>${css}</style>`);
  });

  it('refuses a template with no style sheet or with two', () => {
    expect(() => inlineStyleSheet(template(''), () => CSS)).toThrow(/0 style sheets/);
    expect(() => inlineStyleSheet(template(LINK + LINK), () => CSS)).toThrow(/2 style sheets/);
  });

  it('refuses a sheet that would close its <style> early', () => {
    expect(() => inlineStyleSheet(template(LINK), () => '.a{content:"</style>"}')).toThrow(
      /cannot be inlined/,
    );
  });
});

describe('the CSP of the pages', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  const styleSrc = async (dist: string): Promise<string> => {
    app = await buildApp({ distDir: dist, logLevel: 'silent' });
    const res = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    const csp = String(res.headers['content-security-policy']);
    return /style-src ([^;]*)/.exec(csp)?.[1] ?? '';
  };

  it("allows the build's inline style sheet by its hash, and no inline style otherwise", async () => {
    const dist = fakeDist();
    writeFileSync(join(dist, INLINE_STYLES_FILE), JSON.stringify({ styleSrc: [sha256(CSS)] }));
    expect(await styleSrc(dist)).toBe(`'self' ${sha256(CSS)}`);
  });

  it('allows no inline style for a build without inline styles', async () => {
    expect(await styleSrc(fakeDist())).toBe("'self'");
  });

  it('refuses anything but sha256 sources in the build file (it becomes a security header)', () => {
    const dist = fakeDist();
    writeFileSync(join(dist, INLINE_STYLES_FILE), JSON.stringify({ styleSrc: ["'unsafe-inline'"] }));
    expect(() => readInlineStyleSources(dist)).toThrow(/sha256/);
    writeFileSync(
      join(dist, INLINE_STYLES_FILE),
      JSON.stringify({ styleSrc: [`${sha256(CSS)} 'unsafe-inline'`] }),
    );
    expect(() => readInlineStyleSources(dist)).toThrow(/sha256/);
  });
});
