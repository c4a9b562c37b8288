import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(join(root, 'engine/package.json'), 'utf8')) as {
  exports: Record<string, unknown>;
  files: string[];
};

/** Every game and tool: the subpaths that are not the package's plumbing (core, contract, driver, testing). */
const PLUMBING = [
  '.',
  './core',
  './contract',
  './driver',
  './testing',
  './testing/arbitraries',
  './package.json',
];
const MODULES = Object.keys(manifest.exports)
  .filter((subpath) => !PLUMBING.includes(subpath))
  .map((subpath) => subpath.slice(2));

const readme = readFileSync(join(root, 'engine/README.md'), 'utf8');
const guideOf = (module: string): string => readFileSync(join(root, 'engine/docs', `${module}.md`), 'utf8');

/** The names a guide gives as code in the first cell of a table row: `| \`selectX(state, at)\` | ...`. */
function tableNames(guide: string): Set<string> {
  return new Set([...guide.matchAll(/^\| `([A-Za-z]\w*)/gm)].map((m) => m[1] ?? ''));
}

/** The exported functions of a subpath, selectors (`select*`) apart. */
async function functionsOf(module: string): Promise<{ selectors: string[]; others: string[] }> {
  const exports = (await import(`@play-smart/engine/${module}`)) as Record<string, unknown>;
  const functions = Object.keys(exports).filter((name) => typeof exports[name] === 'function');
  return {
    selectors: functions.filter((name) => name.startsWith('select')),
    others: functions.filter((name) => !name.startsWith('select')),
  };
}

/**
 * The module guides (engine/docs/<module>.md, shipped in the package and linked from the README): a front-end
 * team draws a module from its guide alone, so a selector the guide leaves out is one the team never finds.
 * Their examples are checked like the README's (test/package/doc-examples.test.ts).
 */
describe('the module guides', () => {
  it('exist for every game and tool, ship in the package, and are linked from the README', () => {
    expect(MODULES.length).toBeGreaterThanOrEqual(12);
    expect(manifest.files).toContain('docs');
    for (const module of MODULES) {
      expect(existsSync(join(root, 'engine/docs', `${module}.md`)), module).toBe(true);
      expect(readme, module).toContain(`(docs/${module}.md)`);
    }
    // No stray guide for a module that is gone.
    const guides = readdirSync(join(root, 'engine/docs')).filter((f) => f.endsWith('.md'));
    expect(guides.map((f) => f.replace(/\.md$/, '')).sort()).toEqual([...MODULES].sort());
  });

  it.each(MODULES)(
    '%s: every selector has a row in a table, and every other function is named',
    async (module) => {
      const guide = guideOf(module);
      const rows = tableNames(guide);
      const { selectors, others } = await functionsOf(module);
      expect(selectors.filter((name) => !rows.has(name))).toEqual([]);
      expect(others.filter((name) => !guide.includes(`\`${name}`))).toEqual([]);
    },
  );

  it.each(MODULES)('%s: has the sections a front-end team looks for, and a DOM example', (module) => {
    const guide = guideOf(module);
    for (const heading of [
      '## What it is for',
      '## Stages',
      '## Events',
      '## Selectors',
      '## Focus and announcements',
      '## Drawing it in the DOM',
    ]) {
      expect(guide, `${module}: ${heading}`).toContain(heading);
    }
    expect(guide).toMatch(/^```ts dom$/m);
  });

  it('catches a guide that leaves a selector out', async () => {
    const { selectors } = await functionsOf('quiz-game');
    const [first] = selectors;
    const without = guideOf('quiz-game').replaceAll(`| \`${first ?? ''}`, '| `somethingElse');
    expect(selectors.filter((name) => !tableNames(without).has(name))).toEqual([first]);
  });
});
