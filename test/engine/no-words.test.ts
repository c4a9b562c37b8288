import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ENGINE_VISIBLE_STRINGS,
  ENGINE_VISIBLE_STRING_LIST,
  engineVisibleStringsIn,
} from '../support/engine-visible-strings';

const engineDir = join(import.meta.dirname, '../../engine');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

// The engine returns codes, keys and numbers; the words a visitor reads live in the front-end
// (views/<module>/<module>.words.ts, site/content/en). Comments count too: a word in a comment is one
// edit away from being shown.
describe('the engine holds no visitor-facing words', () => {
  const sources = files(engineDir).filter((path) => /\.(ts|tsx|js|mjs|json|md)$/.test(path));

  it('has source files and a list covering every module that had words', () => {
    expect(sources.length).toBeGreaterThan(20);
    expect(ENGINE_VISIBLE_STRING_LIST.length).toBeGreaterThanOrEqual(40);
    expect(Object.keys(ENGINE_VISIBLE_STRINGS)).toEqual(
      expect.arrayContaining(['gambler-quiz', 'calculator', 'quiz-game', 'scroll-game', 'forms', 'modal']),
    );
  });

  it('no file under engine/ contains any of the strings the engine used to show', () => {
    const found = sources.flatMap((path) =>
      engineVisibleStringsIn(readFileSync(path, 'utf8')).map(
        (words) => `${relative(engineDir, path)}: ${words}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('the search finds a string put back into a file', () => {
    const sample = "export const LABEL = { gameOver: 'Game Over' };";
    expect(engineVisibleStringsIn(sample)).toEqual(['Game Over']);
  });
});
