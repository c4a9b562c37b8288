/**
 * The home page's card picker puts the active game's slug on `<body>`, and the site has one style sheet, so every rule is live on every page. A rule that selects a
 * bare `.quiz-game` would style the home page's body (it once shrank the whole page to 896 px at 1280 px):
 * a class named after a game slug must be tied to an element (`section.quiz-game`, `body.quiz-game`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CARD_PICKER_SLUGS } from '@play-smart/engine';

const ROOT = join(import.meta.dirname, '..', '..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => join(dir, file));
}

/** The selectors of a style sheet's rules (comments and declaration blocks dropped). */
function selectorsOf(css: string): string[] {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('}')
    .flatMap((chunk) => {
      const prelude = chunk.split('{').at(-2) ?? '';
      return prelude.startsWith('@') ? [] : prelude.split(',').map((s) => s.trim());
    })
    .filter(Boolean);
}

/** Selectors in which a slug's class stands without an element before it. */
function bareSlugSelectors(css: string): string[] {
  const bare = new RegExp(`(^|[\\s>+~(])\\.(${CARD_PICKER_SLUGS.join('|')})(?![\\w-])`);
  return selectorsOf(css).filter((selector) => bare.test(selector));
}

describe('style rules named after a game slug', () => {
  it('find a bare slug class, and accept one tied to an element', () => {
    expect(bareSlugSelectors('.quiz-game { max-width: 44rem; }')).toEqual(['.quiz-game']);
    expect(bareSlugSelectors('@media (min-width: 800px) { .page .quiz-game { top: 0; } }')).toEqual([
      '.page .quiz-game',
    ]);
    expect(bareSlugSelectors('section.quiz-game, body.scroll-game .x, .quiz-game-title { top: 0; }')).toEqual(
      [],
    );
  });

  it('are tied to an element in every style sheet of the site', () => {
    const files = [...cssFiles(join(ROOT, 'views')), ...cssFiles(join(ROOT, 'site'))];
    expect(files.length).toBeGreaterThan(10);
    const offending = files.flatMap((file) =>
      bareSlugSelectors(readFileSync(file, 'utf8')).map((s) => `${relative(ROOT, file)}: ${s}`),
    );
    expect(offending).toEqual([]);
  });
});
