import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCROLL_GAME_PICTURES } from '@play-smart/engine';
import { QUIZ_GAME_CONTENT } from '../../site/content/en/quiz-game';

const PUBLIC = join(import.meta.dirname, '../../site/public');

/** The pictures' size budget (docs/design.md: under about 4 kB). */
const MAX_BYTES = 4096;

function read(path: string): string {
  return readFileSync(join(PUBLIC, path), 'utf8');
}

/** The root element's attributes of an SVG file. */
function svgSize(svg: string): { viewBox: string; width: string; height: string } {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(root)?.[1] ?? '';
  return { viewBox: attr('viewBox'), width: attr('width'), height: attr('height') };
}

const pictures = [
  ...SCROLL_GAME_PICTURES,
  { path: QUIZ_GAME_CONTENT.titlePicture.src, ...QUIZ_GAME_CONTENT.titlePicture },
];

describe('the game pictures', () => {
  it('are the 43 scroll pictures the engine lists, each drawn once', () => {
    expect(SCROLL_GAME_PICTURES).toHaveLength(43);
    const files = new Set(SCROLL_GAME_PICTURES.map((p) => read(p.path)));
    expect(files.size).toBe(43);
  });

  it.each(pictures)('$path is drawn at the size the page reserves for it, small, with no text', (p) => {
    const svg = read(p.path);
    expect(svgSize(svg)).toEqual({
      viewBox: `0 0 ${p.width} ${p.height}`,
      width: String(p.width),
      height: String(p.height),
    });
    expect(Buffer.byteLength(svg)).toBeLessThan(MAX_BYTES);
    expect(svg).not.toMatch(/<text\b|<image\b|<script\b/);
    // The site's outline: navy, 3 units, round joins (docs/design.md).
    expect(svg).toContain('stroke="#14213d" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"');
  });
});
