/**
 * Every English words module has a Spanish twin with the same exports and the same shape: no key missing
 * or extra, at any depth (functions are called with sample arguments and their results compared), and no
 * Spanish string left equal to its English one unless it is a name, a number or an address.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const CONTENT = join(import.meta.dirname, '../../site/content');
const FILES = readdirSync(join(CONTENT, 'en')).filter((f) => f.endsWith('.ts'));

/**
 * Twins still being translated elsewhere: each must still be a copy of its English module (so a finished
 * translation fails here until it leaves this list, and the list cannot hide a half-done one).
 */
const AWAITING_TRANSLATION: readonly string[] = [];

/** Strings that are the same in both languages: names, the site's brand, sizes. */
const SAME_IN_BOTH = new Set([
  'Play Smart',
  'Ohio Lottery',
  'Facebook',
  'X (Twitter)',
  '2XL',
  '3XL',
  '4XL',
  ' | ',
  'Play Smart | Ohio Lottery',
  // The lottery's game names are brands, the same on its Spanish-language material.
  'Powerball',
  'Mega Millions',
  'Classic Lotto',
  'Rolling Cash 5',
  'Pick 3',
  'Pick 4',
  'KENO',
  // The word is the same in US Spanish.
  'Cookies',
]);

/** Keys whose values are addresses or identifiers (a picture's file name), not words. */
const NOT_WORDS = /^(src|href|to|tel|id|url|kind|picture|.*Path|.*Url)$/;

/**
 * Lists whose length may differ between languages: the Spanish email adds where to call in Spanish (988).
 */
const FREE_LENGTH = new Set(['email-message.ts.EMAIL_FRIEND_MESSAGE.paragraphs']);

/** A string with nothing to translate: no letters, or an address. */
function hasNoWords(text: string): boolean {
  return !/\p{L}/u.test(text) || /^(\/|https?:|tel:|mailto:)/.test(text) || SAME_IN_BOTH.has(text);
}

/** Sample arguments for a words function: numbers first, then a record of numbers and codes. */
const SAMPLE_RECORD = new Proxy(
  {},
  { get: (_t, key) => (key === 'code' ? 'required' : key === Symbol.toPrimitive ? () => 3 : 3) },
);
const SAMPLES: readonly ((n: number) => unknown[])[] = [
  (n) => Array.from({ length: n }, (_, i) => i + 2),
  (n) => Array.from({ length: n }, () => SAMPLE_RECORD),
  (n) => Array.from({ length: n }, () => 'sample'),
];

function call(fn: (...args: unknown[]) => unknown, args: unknown[]): { ok: boolean; value?: unknown } {
  try {
    return { ok: true, value: fn(...args) };
  } catch {
    return { ok: false };
  }
}

/** The differences between an English value and its Spanish twin, as readable lines. */
function compare(en: unknown, es: unknown, path: string, out: string[]): void {
  if (typeof en !== typeof es || Array.isArray(en) !== Array.isArray(es)) {
    out.push(`${path}: ${typeof en} in English, ${typeof es} in Spanish`);
    return;
  }
  if (typeof en === 'string') {
    const key = path.split('.').pop() ?? '';
    if (en === es && !NOT_WORDS.test(key) && !hasNoWords(en)) out.push(`${path}: untranslated "${en}"`);
    return;
  }
  if (typeof en === 'function') {
    for (const sample of SAMPLES) {
      const args = sample(en.length);
      const a = call(en as (...x: unknown[]) => unknown, args);
      const b = call(es as (...x: unknown[]) => unknown, args);
      if (a.ok && b.ok) {
        compare(a.value, b.value, `${path}(…)`, out);
        return;
      }
    }
    return;
  }
  if (Array.isArray(en) && Array.isArray(es)) {
    if (FREE_LENGTH.has(path)) return;
    if (en.length !== es.length) out.push(`${path}: ${en.length} items in English, ${es.length} in Spanish`);
    en.slice(0, es.length).forEach((item, i) => {
      compare(item, es[i], `${path}[${i}]`, out);
    });
    return;
  }
  if (en !== null && typeof en === 'object' && es !== null && typeof es === 'object') {
    const enKeys = Object.keys(en);
    const esKeys = Object.keys(es);
    for (const key of enKeys.filter((k) => !esKeys.includes(k)))
      out.push(`${path}.${key}: missing in Spanish`);
    for (const key of esKeys.filter((k) => !enKeys.includes(k))) out.push(`${path}.${key}: extra in Spanish`);
    for (const key of enKeys.filter((k) => esKeys.includes(k))) {
      compare(
        (en as Record<string, unknown>)[key],
        (es as Record<string, unknown>)[key],
        `${path}.${key}`,
        out,
      );
    }
  }
}

describe('Spanish twins of the English words', () => {
  it.each(FILES)('content/es/%s has the English module’s shape, translated', async (file) => {
    const source = (locale: string) => readFileSync(join(CONTENT, locale, file), 'utf8');
    if (AWAITING_TRANSLATION.includes(file)) {
      expect(source('es'), `${file} is translated: take it off AWAITING_TRANSLATION`).toBe(source('en'));
      return;
    }
    const en = (await import(/* @vite-ignore */ `../../site/content/en/${file}`)) as Record<string, unknown>;
    const es = (await import(/* @vite-ignore */ `../../site/content/es/${file}`)) as Record<string, unknown>;
    const differences: string[] = [];
    compare(en, es, file, differences);
    expect(differences).toEqual([]);
  });

  it('finds the walker able to fail: a missing key, an extra one and an untranslated string are listed', () => {
    const out: string[] = [];
    compare(
      { a: 'Hello', b: { c: (n: number) => `${n} apples` }, d: 'Play Smart' },
      { b: { c: (n: number) => `${n} apples` }, d: 'Play Smart', e: 'Hola' },
      'x',
      out,
    );
    expect(out).toEqual([
      'x.a: missing in Spanish',
      'x.e: extra in Spanish',
      'x.b.c(…): untranslated "2 apples"',
    ]);
  });
});
