import { defineConfig } from 'tsdown';

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
  // Subpaths share code (core, the modules the contract names) through chunks, not copies, so a value
  // imported from two subpaths is one value.
  unbundle: false,
  // zustand and mitt (dependencies) and fast-check (an optional peer) stay imports.
  deps: { neverBundle: ['zustand', 'zustand/vanilla', 'mitt', 'fast-check'] },
});
