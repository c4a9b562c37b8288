import { dirname, relative, resolve, sep } from 'node:path';
import { defineConfig, type UserConfig } from 'tsdown';

/** One entry per public subpath (package.json `exports`): `<folder>/index.ts` -> `dist/<folder>/index.js`. */
const SUBPATHS = [
  'core',
  'gambler-quiz',
  'quiz-game',
  'scroll-game',
  'calculator',
  'card-picker',
  'myths',
  'sharing',
  'modal',
  'forms',
  'tshirt',
  'nickname-generator',
  'hobby-generator',
  'contract',
  'driver',
  'testing',
  'testing/arbitraries',
];

const engine = import.meta.dirname;

/** The subpath a source file belongs to: the longest subpath folder holding it, or '.' for the root index. */
function subpathOf(file: string): string | null {
  const path = relative(engine, file).split(sep).join('/');
  if (path.startsWith('..') || path.startsWith('dist/') || path.startsWith('node_modules/')) return null;
  const owner = SUBPATHS.filter((s) => path === s || path.startsWith(`${s}/`)).sort(
    (a, b) => b.length - a.length,
  )[0];
  return owner ?? (path.replace(/\.d\.ts$|\.ts$/, '') === 'index' ? '.' : null);
}

/** The source file an import names: `../core/time` -> `<engine>/core/time.ts` (or its `index.ts`). */
function sourceOf(source: string, importer: string): string {
  return resolve(dirname(importer), source);
}

/**
 * Each subpath is built on its own: an import that reaches into another subpath's folder becomes an import
 * of that subpath's entry (`../core/time` in quiz-game -> `../core/index.js`). So every subpath has one
 * JavaScript file and one declaration file, named after it and declaring its own symbols, with no shared
 * chunks and no hashed names; a value imported from two subpaths is still one value, the one its own
 * subpath defines. The import is written with a placeholder while bundling and made relative to the
 * importing file once its place in dist is known.
 */
const PLACEHOLDER = 'play-smart-subpath:';
function subpathEntries(): NonNullable<UserConfig['plugins']> {
  return [
    {
      name: 'play-smart:subpath-entries',
      resolveId(source, importer) {
        if (importer === undefined || !source.startsWith('.')) return null;
        const from = subpathOf(importer);
        const target = subpathOf(sourceOf(source, importer));
        if (from === null || target === null || target === '.' || target === from) return null;
        return { id: `${PLACEHOLDER}${target}`, external: true };
      },
      renderChunk(code, chunk) {
        if (!code.includes(PLACEHOLDER)) return null;
        const here = dirname(chunk.fileName);
        return code.replaceAll(new RegExp(`${PLACEHOLDER}([a-z/-]+)`, 'g'), (_, target: string) => {
          const path = relative(here, `${target}/index.js`).split(sep).join('/');
          return path.startsWith('.') ? path : `./${path}`;
        });
      },
    },
  ];
}

export default defineConfig({
  entry: {
    index: 'index.ts',
    ...Object.fromEntries(SUBPATHS.map((subpath) => [`${subpath}/index`, `${subpath}/index.ts`])),
  },
  outDir: 'dist',
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  tsconfig: 'tsconfig.json',
  // Declarations without declaration maps: maps would point at sources the tarball does not ship.
  dts: { sourcemap: false },
  sourcemap: false,
  clean: true,
  unbundle: false,
  plugins: subpathEntries(),
  // zustand and mitt (dependencies) and fast-check (an optional peer) stay imports.
  deps: { neverBundle: ['zustand', 'zustand/vanilla', 'mitt', 'fast-check'] },
});
