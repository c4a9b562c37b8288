import { describe, expect, it } from 'vitest';
import {
  alternateLinkTags,
  pageAlternates,
  PUBLIC_ORIGIN_PLACEHOLDER,
  PUBLIC_ORIGIN_TEXT_ATTRIBUTE,
  servedPublicOrigin,
  withPublicOrigin,
} from '../../site/routing/page-alternates';

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

  it('fills in the whole text of an element marked as the origin, and no other text', () => {
    const marked = `<a href="${PUBLIC_ORIGIN_PLACEHOLDER}/x"><span ${PUBLIC_ORIGIN_TEXT_ATTRIBUTE}="">${PUBLIC_ORIGIN_PLACEHOLDER}</span>/x</a>`;
    expect(withPublicOrigin(marked, ORIGIN)).toBe(
      `<a href="${ORIGIN}/x"><span ${PUBLIC_ORIGIN_TEXT_ATTRIBUTE}="">${ORIGIN}</span>/x</a>`,
    );
    expect(withPublicOrigin(marked, null)).toBe(
      `<a href="/x"><span ${PUBLIC_ORIGIN_TEXT_ATTRIBUTE}=""></span>/x</a>`,
    );
    const partOfText = `<span ${PUBLIC_ORIGIN_TEXT_ATTRIBUTE}="">${PUBLIC_ORIGIN_PLACEHOLDER} and more</span>`;
    expect(withPublicOrigin(partOfText, ORIGIN)).toBe(partOfText);
  });
});

describe('the origin a page was served with', () => {
  const served = (head: string): Document => {
    const doc = document.implementation.createHTMLDocument('t');
    doc.head.innerHTML = head;
    return doc;
  };

  it('is the placeholder while prerendering, for the server to fill in', () => {
    expect(servedPublicOrigin(undefined)).toBe(PUBLIC_ORIGIN_PLACEHOLDER);
  });

  it('is the origin the server wrote into the x-default alternate, or none when they are root-relative', () => {
    expect(servedPublicOrigin(served(withPublicOrigin(headOf('/contact'), ORIGIN)))).toBe(ORIGIN);
    expect(servedPublicOrigin(served(withPublicOrigin(headOf('/contact'), null)))).toBe('');
    expect(servedPublicOrigin(served(''))).toBe('');
  });
});
