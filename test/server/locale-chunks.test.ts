/**
 * A page in one language loads only that language's words: the scripts a prerendered page loads before
 * any interaction (its module script, its modulepreloads and their static imports) hold none of the
 * other language's words, and the frame's words are in no script at all (they travel in the page).
 * Uses `dist/` when it is newer than the sources, else builds first.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_WORDS as COMMON_EN } from '../../site/content/en/common';
import { FORMS_MESSAGES as FORMS_EN } from '../../site/content/en/forms';
import { LAYOUT_WORDS as LAYOUT_EN } from '../../site/content/en/layout';
import { COMMON_WORDS as COMMON_ES } from '../../site/content/es/common';
import { FORMS_MESSAGES as FORMS_ES } from '../../site/content/es/forms';
import { LAYOUT_WORDS as LAYOUT_ES } from '../../site/content/es/layout';
import { PUBLIC_ORIGIN_PLACEHOLDER } from '../../site/routing/page-alternates';
import { PAGES_DIR } from '../../site/server/prerendered';
import { initialJsOfHtml } from '../bench/web/initial-js';
import { siteBuildSnapshot } from '../support/site-build';
import { timeBudget } from '../support/time-budget';

const temp = mkdtempSync(join(tmpdir(), 'locale-chunks-'));

/** Words only one language's words objects have, as they appear in the built code. */
const DISTINCTIVE = {
  en: [FORMS_EN.errorBanner, FORMS_EN.contactSuccess, COMMON_EN.opensInNewTab, LAYOUT_EN.skipLink],
  es: [FORMS_ES.errorBanner, FORMS_ES.contactSuccess, COMMON_ES.opensInNewTab, LAYOUT_ES.skipLink],
} as const;

/** The frame's words: in the page's frame block, never in a script. */
const FRAME_WORDS = [
  LAYOUT_EN.skipLink,
  LAYOUT_EN.footerTagline,
  LAYOUT_ES.skipLink,
  LAYOUT_ES.footerTagline,
];

let pages: { file: string; locale: 'en' | 'es'; html: string; js: string }[];

beforeAll(async () => {
  // A whole copy of a current build, so a build running beside cannot change it mid-read.
  const { dir: dist } = await siteBuildSnapshot(join(temp, 'site'));
  const pagesDir = join(dist, PAGES_DIR);
  const files = readdirSync(pagesDir).filter((file) => file.endsWith('.html'));
  pages = files.map((file) => {
    const html = readFileSync(join(pagesDir, file), 'utf8');
    const js = initialJsOfHtml(dist, html)
      .files.map((f) => readFileSync(join(dist, f.file), 'utf8'))
      .join('\n');
    return { file, locale: file === 'es.html' || file.startsWith('es__') ? 'es' : 'en', html, js };
  });
}, timeBudget(300_000));

afterAll(() => {
  rmSync(temp, { recursive: true, force: true });
});

describe('each language’s pages load only their own words', () => {
  it('has pages in both languages, the form pages among them', () => {
    expect(pages.filter((p) => p.locale === 'es').length).toBeGreaterThan(10);
    expect(pages.map((p) => p.file)).toContain('es__contact.html');
  });

  it('keeps the other language’s words out of every page’s scripts', () => {
    const leaks = pages.flatMap((page) =>
      DISTINCTIVE[page.locale === 'en' ? 'es' : 'en']
        .filter((text) => page.js.includes(text))
        .map((text) => `${page.file}: ${text}`),
    );
    expect(leaks).toEqual([]);
  });

  it('loads the form pages’ words in their own language', () => {
    for (const file of [
      'contact.html',
      'es__contact.html',
      'games__register.html',
      'es__games__register.html',
    ]) {
      const page = pages.find((p) => p.file === file);
      expect(page?.js, file).toContain(DISTINCTIVE[page?.locale ?? 'en'][0]);
    }
  });

  it('puts the frame’s words in no script, and each page’s in its frame block', () => {
    expect(
      pages.flatMap((p) => FRAME_WORDS.filter((t) => p.js.includes(t)).map((t) => `${p.file}: ${t}`)),
    ).toEqual([]);
    for (const page of pages) {
      const own = page.locale === 'en' ? LAYOUT_EN : LAYOUT_ES;
      const other = page.locale === 'en' ? LAYOUT_ES : LAYOUT_EN;
      expect(page.html, page.file).toContain(`"skipLink":"${own.skipLink}"`);
      expect(page.html, page.file).not.toContain(other.skipLink);
    }
  });

  it('marks each page with its language and links its twin in the other', () => {
    const contact = pages.find((p) => p.file === 'es__contact.html')?.html ?? '';
    expect(contact).toContain('<html lang="es-US"');
    // The build leaves the origin to the server (test/server/hreflang-origin.test.ts).
    const origin = PUBLIC_ORIGIN_PLACEHOLDER;
    expect(contact).toContain(`<link rel="alternate" hreflang="en-US" href="${origin}/contact">`);
    expect(contact).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}/contact">`);
    const home = pages.find((p) => p.file === 'index.html')?.html ?? '';
    expect(home).toContain('<html lang="en-US"');
    expect(home).toContain(`<link rel="alternate" hreflang="es-US" href="${origin}/es/">`);
  });
});
