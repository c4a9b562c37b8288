import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { calculatorTierWordsIn, type CalculatorPriceFact } from './site/content/calculator-prices';
import { TEST_NODE_FLAGS } from './test/support/node-flags';
import { timeBudget } from './test/support/time-budget';

/**
 * The small building blocks nearly every page uses (the engine's core, the view runtime, the layout
 * pieces, the T-shirt offer, the share bar): one chunk rather than a handful of 1 kB ones. Not the HTTP
 * client: it loads with a page's first request (views/runtime/lazy-http.ts), which most pages never send
 * before the visitor acts.
 */
const BUILDING_BLOCKS =
  /[\\/](engine[\\/](core|driver|contract)|views[\\/](runtime|layout|tshirt|share))[\\/](?!http\.ts$)|[\\/]site[\\/]pages[\\/]after-game\.tsx$/;

/**
 * The forms' code with the dialog the contact form confirms in and the bot check's setting: the form
 * pages would otherwise load one or two scripts more than their budget (small chunks of their own). The
 * forms' constants stay out: the T-shirt offer on every page needs them.
 */
const FORMS_CODE =
  /[\\/]engine[\\/]forms[\\/](?!forms\.constants)|[\\/]views[\\/]forms[\\/]|[\\/](views[\\/]modals[\\/]ModalDialog\.tsx|site[\\/]settings[\\/]bot-check-settings\.ts)$/;

/**
 * The words of the form pages (contact, sign-up, help) in one language: one chunk per language, as
 * their shared form words would otherwise be a chunk of their own (one script more per form page).
 * The helplines' names and sentences (<locale>/helplines.ts) go with them, and so do the words of the
 * other pages that name a helpline: else the helplines would be a chunk of their own, one script more.
 */
const PAGE_WORDS_SHARED =
  /[\\/]site[\\/]content[\\/](\w+)[\\/](forms|contact|registration|email-friend|help-page|help-labels|helplines|accessibility|calculator|quiz-game|gambler-quiz)\.ts$/;

/** `calculator-prices.json?language=en`: one language's words from the calculator's price facts. */
const PRICES_IN_LANGUAGE = /^(.*calculator-prices\.json)\?language=(en|es)$/;

/**
 * The calculator's price facts are one file in both languages; each language's content imports
 * `calculator-prices.json?language=xx` and gets only its own words, so no page's scripts carry the other
 * language's words, and the facts are no chunk of their own (one script more on a page).
 */
function calculatorPricesByLanguage(): Plugin {
  const files = new Map<string, string>();
  return {
    name: 'calculator-prices-by-language',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const match = PRICES_IN_LANGUAGE.exec(source);
      if (match === null) return null;
      const file = await this.resolve(match[1] ?? '', importer, { ...options, skipSelf: true });
      if (file === null) return null;
      // A virtual id, so the JSON plugin leaves the module this one makes alone.
      const id = `\0calculator-prices:${match[2] ?? ''}`;
      files.set(id, file.id);
      return id;
    },
    load(id) {
      const file = files.get(id);
      if (file === undefined) return null;
      this.addWatchFile(file);
      const facts = JSON.parse(readFileSync(file, 'utf8')) as { tiers: CalculatorPriceFact[] };
      const language = id.endsWith(':es') ? 'es' : 'en';
      return `export default ${JSON.stringify(calculatorTierWordsIn(facts, language))};`;
    },
  };
}

const engineSource = fileURLToPath(new URL('./engine/', import.meta.url));

/**
 * `@play-smart/engine` and its subpaths resolve to the engine's TypeScript source (as tsconfig.json's
 * `paths` do for tsc, tsx and ESLint), never to a stale engine/dist: the build, the dev server and every
 * vitest project read the code being edited. Only the packed tarball uses the build (test/package).
 */
const ENGINE_ALIAS = [
  { find: /^@play-smart\/engine$/, replacement: `${engineSource}index.ts` },
  { find: /^@play-smart\/engine\/([a-z/-]+)$/, replacement: `${engineSource}$1/index.ts` },
];

// The API server's port in development; `npm run dev` starts it beside Vite (scripts/dev.mjs).
const apiPort = Number(process.env.API_PORT ?? 8081);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), calculatorPricesByLanguage()],
  resolve: { alias: ENGINE_ALIAS },
  root: 'site',
  publicDir: 'public',
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    // Maps for developers, moved out of the public folder by scripts/prerender.ts.
    sourcemap: 'hidden',
    target: 'es2022',
    // scripts/prerender.ts reads it to preload each page's own chunks from its HTML.
    manifest: true,
    // No polyfill for <link rel="modulepreload">: every browser the site supports has it (Safari since 17),
    // and one without it only loads the page's chunks a little later, when the entry imports them.
    modulePreload: { polyfill: false },
    // One style sheet for the whole site (8.7 kB gz): the first paint waits for one request instead of up
    // to nine, and going to another page loads no CSS (docs/performance.md has the figures).
    cssCodeSplit: false,
    // Few requests before the first paint: the entry and all it imports in the entry's chunk, the
    // building blocks in one chunk, the rest in one chunk per set of pages that share it, so no page loads
    // another page's code. Page chunks import from the entry's chunk: site/main.tsx must not await at top
    // level.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // No V8 compile hint (`//# allFunctionsCalledOnLoad`) on the entry since 2026-11-28: React hydrates
            // in a transition now, in slices that yield, so a function compiled lazily costs a slice a little
            // and blocks nothing, while the hint compiled all of the entry in the one task that evaluates it,
            // after the first paint (thread CPU, unthrottled, 4 runs each: that task 28-32 ms with the hint,
            // 26-27 ms without; all the page's work after its first paint 128-176 ms with, 112-142 ms without).
            // The shared groups' names list every page that uses them: too long for a file name.
            chunkFileNames: (chunk) =>
              chunk.name.startsWith('shared~') ? 'assets/shared-[hash].js' : 'assets/[name]-[hash].js',
            codeSplitting: {
              groups: [
                { name: 'app', tags: ['$initial'], priority: 3 },
                // The bundler's own helpers go with the entry rather than in a chunk of their own, and so do
                // the style sheets' empty stand-ins (one style sheet for the site, above): else a group
                // below would take a page's style import along with a view and that page would load it.
                { name: 'app', test: /rolldown:runtime|\.css$/, priority: 3 },
                // React DOM, which site/main.tsx imports when it hydrates, in a task apart from the entry's own
                // evaluation: a chunk of its own (every page preloads it, scripts/prerender.ts). In the entry's
                // chunk the bundler would require it at the entry's start, in the same task.
                { name: 'react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 3 },
                { name: 'blocks', test: BUILDING_BLOCKS, priority: 2 },
                // After the building blocks, so these never take the blocks' modules along with theirs.
                { name: 'forms', test: FORMS_CODE, priority: 2 },
                // The choice screens (calculator, generators) and the generators' shared frame in one chunk:
                // split by who shares them, the two generator pages would load a 0.5 kB script more.
                { name: 'choice', test: /[\\/]views[\\/]choice[\\/]/, priority: 2 },
                {
                  name: (id: string) => `words-${PAGE_WORDS_SHARED.exec(id)?.[1] ?? ''}`,
                  test: PAGE_WORDS_SHARED,
                  priority: 2,
                },
                { name: 'shared', minShareCount: 2, priority: 1, entriesAware: true },
              ],
            },
          },
        },
  },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/js/config': `http://127.0.0.1:${apiPort}`,
    },
  },
  test: {
    root: '.',
    // Vitest's default leaves a core for itself: one worker on a 2-core machine. The server tests spend much
    // of their time waiting for child processes (the server, the staff CLI, the crash writer) and the disk,
    // so a second worker fills that time: `npm test` takes about half as long on two cores. More workers
    // than that only share the same cores: on a busy machine they make each test slower, not the run shorter.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Hang guards, not speed checks (timings are measured in the benches): vitest's 5 s default failed
    // view and property tests that take well under a second on an idle machine, on one loaded with a
    // build and a browser. Stretched by the machine's load, or by TEST_TIME_SCALE where the load at this
    // config's start says nothing of what follows (.ci/run sets it; test/support/time-budget.ts).
    testTimeout: timeBudget(10_000),
    hookTimeout: timeBudget(20_000),
    // The workers open PGlite in process: compiled once, not twice (test/support/node-flags.ts).
    execArgv: [...TEST_NODE_FLAGS],
    projects: [
      {
        extends: true,
        test: {
          name: 'engine',
          root: '.',
          include: ['test/engine/**/*.test.ts'],
          environment: 'node',
          // The engine is pure (no module state, no mocks; test/engine/purity.test.ts), so its test files can
          // share one copy of its modules: importing them afresh for each file cost 40 of the 50 seconds.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'views',
          root: '.',
          include: ['test/views/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['test/support/setup-dom.ts'],
          // One copy of React, the views and the engine for the files of a worker, as for the engine: importing
          // them afresh for each file cost about 110 of the project's 146 CPU seconds (37 s without). The files
          // then share a worker's window: test/support/setup-dom.ts empties the document, its attributes and
          // storage when each file ends (a body class and a button left by one file once failed another).
          // The 50 files pass in shuffled orders, on one worker and on two.
          isolate: false,
        },
      },
      {
        extends: true,
        // ESLint's own config, run on virtual files: the layer boundaries fire where they should.
        test: { name: 'lint', root: '.', include: ['test/lint/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'server',
          root: '.',
          include: ['test/server/**/*.test.ts'],
          // The server and the staff CLI, built once for the run, for the tests that start them as processes.
          globalSetup: ['test/support/server-bundle-setup.ts'],
          environment: 'node',
          // These tests start servers, databases and child processes, each a few seconds on an idle
          // machine. A test that waits, waits on an event.
          testTimeout: timeBudget(120_000),
          hookTimeout: timeBudget(120_000),
        },
      },
      {
        extends: true,
        // The packed package as a consumer gets it (publint, attw, an install from the tarball, plain node,
        // tsc with node16 and bundler resolution, gzipped sizes, the API reports, the documentation's
        // examples, the terminal app). Its global setup builds with tsdown and packs once per run, before its
        // files start; they share the tarball and run npm install in temporary folders: about a minute.
        test: {
          name: 'package',
          root: '.',
          include: ['test/package/**/*.test.ts'],
          globalSetup: ['test/package/global-setup.ts'],
          environment: 'node',
          testTimeout: timeBudget(120_000),
          hookTimeout: timeBudget(240_000),
        },
      },
    ],
  },
}));
