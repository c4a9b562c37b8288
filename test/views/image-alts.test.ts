import { afterEach, describe, expect, it } from 'vitest';
import { fixInvisibleImageAlts, isInvisibleImage } from '../../site/shell/image-alts';

afterEach(() => {
  document.body.innerHTML = '';
});

function img(attrs: Record<string, string>): HTMLImageElement {
  const el = document.createElement('img');
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  document.body.append(el);
  return el;
}

describe('the page-load routine for images without alt', () => {
  it('gives alt="" to zero-size, one-pixel and tracking-pixel images that have no alt', () => {
    const zero = img({ src: '/x.gif', width: '0', height: '0' });
    const onePixel = img({ src: '/y.gif', width: '1', height: '1' });
    const tracker = img({ src: 'https://www.facebook.com/tr?id=1&ev=PageView', width: '20', height: '20' });
    const collect = img({ src: 'https://example.org/collect?v=1' });
    expect(fixInvisibleImageAlts(document)).toBe(4);
    for (const el of [zero, onePixel, tracker, collect]) expect(el.getAttribute('alt')).toBe('');
  });

  it('leaves real pictures without alt alone, and never touches an alt that is there', () => {
    const picture = img({ src: '/images/cards/quiz-game.svg', width: '320', height: '200' });
    const described = img({ src: '/p.gif', width: '1', height: '1', alt: 'A described pixel' });
    expect(fixInvisibleImageAlts(document)).toBe(0);
    expect(picture.hasAttribute('alt')).toBe(false);
    expect(described.getAttribute('alt')).toBe('A described pixel');
  });

  it('counts a side of one pixel as invisible, two as a picture', () => {
    expect(isInvisibleImage(img({ src: '/a.png', width: '1', height: '40' }))).toBe(true);
    expect(isInvisibleImage(img({ src: '/b.png', width: '2', height: '2' }))).toBe(false);
  });
});

describe('images measured once loaded', () => {
  function loaded(width: number, height: number, box: { width: number; height: number }): HTMLImageElement {
    const el = img({ src: '/loaded.gif' });
    Object.defineProperty(el, 'complete', { value: true });
    Object.defineProperty(el, 'naturalWidth', { value: width });
    Object.defineProperty(el, 'naturalHeight', { value: height });
    el.getBoundingClientRect = () =>
      ({ ...box, x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0 }) as DOMRect;
    el.getClientRects = () => [box] as unknown as DOMRectList;
    return el;
  }

  it('a 1x1 file, or a picture shown at zero size, is invisible; a normal picture is not', () => {
    expect(isInvisibleImage(loaded(1, 1, { width: 1, height: 1 }))).toBe(true);
    expect(isInvisibleImage(loaded(300, 200, { width: 0, height: 0 }))).toBe(true);
    expect(isInvisibleImage(loaded(300, 200, { width: 300, height: 200 }))).toBe(false);
  });
});
