import { describe, expect, it } from 'vitest';
import {
  alternateLinkTags,
  pageAlternates,
  PUBLIC_ORIGIN_PLACEHOLDER,
  withPublicOrigin,
} from '../../site/page-alternates';

const ORIGIN = 'https://playsmart.example.org';

/** A page's head as the prerender writes it, for a path without a language prefix. */
const headOf = (appPath: string) => alternateLinkTags(pageAlternates(appPath)).join('\n');

describe('a page’s alternates', () => {
  it('lists the page in English and Spanish, then x-default on the English page', () => {
    expect(pageAlternates('/games/nickname-generator')).toEqual([
      { hreflang: 'en-US', href: `${PUBLIC_ORIGIN_PLACEHOLDER}/games/nickname-generator` },
      { hreflang: 'es-US', href: `${PUBLIC_ORIGIN_PLACEHOLDER}/es/games/nickname-generator` },
      { hreflang: 'x-default', href: `${PUBLIC_ORIGIN_PLACEHOLDER}/games/nickname-generator` },
    ]);
  });

  it('gives the home page the English root and the Spanish /es/', () => {
    expect(pageAlternates('/').map((a) => a.href)).toEqual(
      ['/', '/es/', '/'].map((path) => `${PUBLIC_ORIGIN_PLACEHOLDER}${path}`),
    );
  });

  it('writes absolute hrefs on the public origin once the server fills it in', () => {
    expect(withPublicOrigin(headOf('/contact'), ORIGIN)).toBe(
      [
        `<link rel="alternate" hreflang="en-US" href="${ORIGIN}/contact">`,
        `<link rel="alternate" hreflang="es-US" href="${ORIGIN}/es/contact">`,
        `<link rel="alternate" hreflang="x-default" href="${ORIGIN}/contact">`,
      ].join('\n'),
    );
  });

  it('leaves them root-relative, as before, without a public origin', () => {
    expect(withPublicOrigin(headOf('/contact'), null)).toBe(
      [
        '<link rel="alternate" hreflang="en-US" href="/contact">',
        '<link rel="alternate" hreflang="es-US" href="/es/contact">',
        '<link rel="alternate" hreflang="x-default" href="/contact">',
      ].join('\n'),
    );
  });

  it('fills in only hrefs: the placeholder as text in a page stays as it is', () => {
    const text = `<p>${PUBLIC_ORIGIN_PLACEHOLDER}</p>`;
    expect(withPublicOrigin(text, ORIGIN)).toBe(text);
  });
});
