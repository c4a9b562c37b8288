import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The one-way arrows of ARCHITECTURE.md: site -> views -> engine. A relative import climbing into views/ or
// site/ is caught by its path, whatever folder of the engine or views it starts from.
// `[/]`, not `/`: the same text also goes into an esquery selector, where a bare `/` would end the regex.
const intoFolder = (folders) => `^(\\.{1,2}[/])+(${folders.join('|')})([/]|$)`;

const FRAMEWORK_FREE =
  'The engine is framework-free: views/ binds it to React, zustand, mitt and the player.';
const EDGE_ONLY =
  'Only engine/driver imports zustand/vanilla and mitt; only engine/testing imports fast-check.';

/**
 * What a part of engine/ may not import: the layers above it, the UI libraries views wrap, and the
 * libraries of the package's edge (`allowed` lifts that ban where the edge lives: zustand/vanilla and mitt
 * in engine/driver, fast-check in engine/testing).
 */
function engineBoundary(allowed = []) {
  const edge = ['zustand', 'mitt', 'fast-check'].filter((name) => !allowed.includes(name));
  return {
    paths: [...['react', 'react-dom', '@vimeo/player'], ...edge].map((name) => ({
      name,
      message: name === 'fast-check' ? EDGE_ONLY : FRAMEWORK_FREE,
    })),
    patterns: [
      {
        group: ['react/*', 'react-dom/*', '@vimeo/player/*', 'mitt/*', 'fast-check/*'],
        message: FRAMEWORK_FREE,
      },
      allowed.includes('zustand/vanilla')
        ? { group: ['zustand/*', '!zustand/vanilla'], message: EDGE_ONLY }
        : { group: ['zustand/*'], message: FRAMEWORK_FREE },
      { regex: intoFolder(['views', 'site']), message: 'The engine imports nothing from views/ or site/.' },
    ],
  };
}

/** The rules folders also import nothing from the package's edge: the rules run without a driver. */
const rulesBoundary = (() => {
  const base = engineBoundary();
  return {
    ...base,
    patterns: [
      ...base.patterns,
      {
        regex: '^(\\.{1,2}[/])+(driver|testing)([/]|$)',
        message: 'The rules import nothing from engine/driver or engine/testing: those are built on them.',
      },
    ],
  };
})();

/** Outside engine/, the engine is a package like any other: reached by its name, never by a path into it. */
const byPackageName = {
  regex: intoFolder(['engine']),
  message:
    "Import the engine by its package name ('@play-smart/engine' or a subpath such as '@play-smart/engine/quiz-game').",
};

/** What views/ may not import: the site that assembles it, or the engine by a path. */
const viewsBoundary = {
  patterns: [
    { regex: intoFolder(['site']), message: 'views/ imports nothing from site/: site/ assembles views.' },
    byPackageName,
  ],
};

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'engine/dist/',
      'dist-ssr/',
      'dist-server/',
      'dist-sourcemaps/',
      'var/',
      'docs/api/',
      'node_modules/',
      'examples/terminal/node_modules/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      // One TypeScript program, the root tsconfig's, for every file (engine/ is in it): the project service
      // took each file's nearest tsconfig, so engine/'s files got a second program of their own
      // (engine/tsconfig.json), built and checked beside the first. The rules are the same and found the
      // same (nothing) on 2026-11-28, for 148 rather than 185 CPU seconds (both runs side by side, load 10 to
      // 14). engine/ alone, without the DOM lib or Node types, is still type-checked by `npm run typecheck`.
      // A TypeScript file outside the root tsconfig fails to parse, as it did under the project service.
      parserOptions: { project: './tsconfig.json', tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['engine/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', rulesBoundary],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'localStorage',
        'fetch',
        'setTimeout',
        'setInterval',
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Math'][property.name='random']",
          message: 'Randomness is an input: use core/rng.',
        },
        { selector: "NewExpression[callee.name='Date']", message: 'Time is an input: use the event `at`.' },
        {
          selector: "MemberExpression[object.name='Date']",
          message: 'Time is an input: use the event `at`.',
        },
        {
          selector: 'ImportExpression',
          message: 'The engine loads no modules at run time: import statically.',
        },
      ],
    },
  },
  {
    files: ['engine/driver/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', engineBoundary(['zustand/vanilla', 'mitt'])],
    },
  },
  {
    files: ['engine/testing/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', engineBoundary(['fast-check'])] },
  },
  {
    // The build's own config runs in Node at build time; it is not part of the package.
    files: ['engine/tsdown.config.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: ['views/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', viewsBoundary],
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportExpression[source.value=/${intoFolder(['site'])}/]`,
          message: 'views/ imports nothing from site/: site/ assembles views.',
        },
      ],
    },
  },
  {
    files: ['site/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [byPackageName] }] },
  },
  {
    files: ['views/**/*.{ts,tsx}', 'site/**/*.{ts,tsx}', 'test/views/**/*.{ts,tsx}'],
    ignores: ['site/server/**'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: { ...jsxA11y.flatConfigs.recommended.languageOptions, globals: { ...globals.browser } },
  },
  {
    files: ['views/**/*.{ts,tsx}', 'site/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['test/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
