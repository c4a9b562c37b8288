/**
 * The pages carry the site's style sheet and their boot script inline (scripts/first-paint.ts), and the
 * CSP allows that one `<style>` and that one `<script>` by their hashes and nothing else: the build
 * computes the hashes, the server reads them.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BOOT_SCRIPT,
  bootAtFirstPaint,
  inlineStyleSheet,
  PAGE_MODULES_SLOT,
  pageModulesJson,
} from '../../scripts/first-paint';
import { buildApp } from '../../site/server/app';
import { INLINE_SOURCES_FILE, readInlineSources } from '../../site/server/prerendered';
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

const ENTRY = '<script type="module" crossorigin src="/assets/index-abc.js"></script>';

describe('bootAtFirstPaint', () => {
  it('replaces the entry script with the module list slot and the boot script, hashed as the browser hashes it', () => {
    const { html, entry, cspSource } = bootAtFirstPaint(template(ENTRY));
    expect(entry).toBe('/assets/index-abc.js');
    expect(html).not.toContain('src="/assets/index-abc.js"');
    expect(html).toContain(`<script type="application/json" id="page-modules">${PAGE_MODULES_SLOT}</script>`);
    expect(html).toContain(`<script>${BOOT_SCRIPT}</script>`);
    expect(cspSource).toBe(sha256(BOOT_SCRIPT));
  });

  it('refuses a template with no entry script or with two', () => {
    expect(() => bootAtFirstPaint(template(''))).toThrow(/0 entry scripts/);
    expect(() => bootAtFirstPaint(template(ENTRY + ENTRY))).toThrow(/2 entry scripts/);
  });

  it('writes a module list no URL can break out of', () => {
    const json = pageModulesJson(['/assets/a.js', '/assets/</script><b>.js']);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(['/assets/a.js', '/assets/</script><b>.js']);
  });
});

describe('the CSP of the pages', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  const csp = async (dist: string): Promise<string> => {
    app = await buildApp({ distDir: dist, logLevel: 'silent' });
    const res = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    return String(res.headers['content-security-policy']);
  };
  const directive = (policy: string, name: string): string =>
    new RegExp(`(?:^|; *)${name} ([^;]*)`).exec(policy)?.[1] ?? '';

  it("allows the build's inline style sheet and boot script by their hashes, and no other inline code", async () => {
    const dist = fakeDist();
    writeFileSync(
      join(dist, INLINE_SOURCES_FILE),
      JSON.stringify({ styleSrc: [sha256(CSS)], scriptSrc: [sha256(BOOT_SCRIPT)] }),
    );
    const policy = await csp(dist);
    expect(directive(policy, 'style-src')).toBe(`'self' ${sha256(CSS)}`);
    expect(directive(policy, 'script-src').split(' ').slice(0, 2)).toEqual(["'self'", sha256(BOOT_SCRIPT)]);
    expect(policy).not.toContain('unsafe-inline');
  });

  it('allows no inline style or script for a build without inline sources', async () => {
    const policy = await csp(fakeDist());
    expect(directive(policy, 'style-src')).toBe("'self'");
    expect(directive(policy, 'script-src')).not.toContain('sha256');
  });

  it('refuses anything but sha256 sources in the build file (it becomes a security header)', () => {
    const dist = fakeDist();
    writeFileSync(join(dist, INLINE_SOURCES_FILE), JSON.stringify({ styleSrc: ["'unsafe-inline'"] }));
    expect(() => readInlineSources(dist)).toThrow(/sha256/);
    writeFileSync(join(dist, INLINE_SOURCES_FILE), JSON.stringify({ scriptSrc: ["'unsafe-eval'"] }));
    expect(() => readInlineSources(dist)).toThrow(/scriptSrc is not a list of sha256/);
    writeFileSync(
      join(dist, INLINE_SOURCES_FILE),
      JSON.stringify({ styleSrc: [`${sha256(CSS)} 'unsafe-inline'`] }),
    );
    expect(() => readInlineSources(dist)).toThrow(/sha256/);
  });
});
