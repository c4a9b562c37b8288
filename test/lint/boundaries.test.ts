import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer boundaries of eslint.config.js (ARCHITECTURE.md: site -> views -> engine), shown to fire on
 * deliberate violations. The files are virtual: `lintText` with a path inside engine/ or views/ applies
 * exactly the rules a real file there gets, and nothing is left on disk for `npm run lint` to trip over.
 * Type-aware rules are switched off for them, since the TypeScript project does not know a virtual
 * file; the boundary rules need no types.
 */

let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: process.cwd(), overrideConfig: tseslint.configs.disableTypeChecked });
  // ESLint loads the config, its plugins and the TypeScript parser on its first lint, seconds on a busy
  // machine: done once here, under the hook's budget, not inside whichever test comes first.
  await eslint.lintText('export {};\n', { filePath: 'engine/__warm_up__.ts' });
});

/** The rule id and message of every problem ESLint finds in `code` placed at `filePath`. */
async function problems(filePath: string, code: string): Promise<{ rule: string | null; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath });
  if (result === undefined) throw new Error(`ESLint returned no result for ${filePath}`);
  return result.messages.map((m) => ({ rule: m.ruleId, message: m.message }));
}

/** Asserts that ESLint found exactly one problem, from `rule`, with a message matching `message`. */
function expectOneRefusal(
  found: { rule: string | null; message: string }[],
  rule: string,
  message: RegExp,
): void {
  expect(found.map((p) => p.rule)).toEqual([rule]);
  expect(found[0]?.message).toMatch(message);
}

const RESTRICTED = '@typescript-eslint/no-restricted-imports';
const FRAMEWORK_FREE = /The engine is framework-free/;
const ENGINE_UPWARD = /The engine imports nothing from views\/ or site\//;
const VIEWS_UPWARD = /views\/ imports nothing from site\//;

describe('engine/ imports no framework, no views/ and no site/', () => {
  it.each([
    ['engine/forms/__fixture__.ts', "import { useState } from 'react';\nexport const use = useState;\n"],
    [
      'engine/__fixture__.ts',
      "import { createRoot } from 'react-dom/client';\nexport const root = createRoot;\n",
    ],
    [
      'engine/core/__fixture__.ts',
      "import { createStore } from 'zustand/vanilla';\nexport const store = createStore;\n",
    ],
    ['engine/core/__fixture__.ts', "import { create } from 'zustand';\nexport const store = create;\n"],
    ['engine/core/__fixture__.ts', "import mitt from 'mitt';\nexport const bus = mitt;\n"],
    ['engine/modal/__fixture__.ts', "import Player from '@vimeo/player';\nexport const player = Player;\n"],
    ['engine/__fixture__.ts', "import type { ReactNode } from 'react';\nexport type Node = ReactNode;\n"],
    ['engine/core/__fixture__.ts', "export { default as mitt } from 'mitt';\n"],
  ])('%s: %j is refused', async (filePath, code) => {
    expectOneRefusal(await problems(filePath, code), RESTRICTED, FRAMEWORK_FREE);
  });

  it.each([
    [
      'engine/__fixture__.ts',
      "import { useEngine } from '../views/runtime/use-engine';\nexport const use = useEngine;\n",
    ],
    [
      'engine/forms/__fixture__.ts',
      "import { routes } from '../../site/routing/routes';\nexport const all = routes;\n",
    ],
    [
      'engine/forms/__fixture__.ts',
      "import { buildApp } from '../../site/server/app';\nexport const app = buildApp;\n",
    ],
    ['engine/forms/__fixture__.ts', "export * from '../../views';\n"],
  ])('%s: %j is refused', async (filePath, code) => {
    expectOneRefusal(await problems(filePath, code), RESTRICTED, ENGINE_UPWARD);
  });

  it('refuses loading a module at run time', async () => {
    expect(
      await problems('engine/__fixture__.ts', "export const load = () => import('../views');\n"),
    ).toEqual([
      {
        rule: 'no-restricted-syntax',
        message: 'The engine loads no modules at run time: import statically.',
      },
    ]);
  });

  it('accepts an engine file that imports only the engine', async () => {
    const code =
      "import { rngNext } from '../core/rng';\nimport type { Millis } from '../core/time';\nexport const next = rngNext;\nexport type At = Millis;\n";
    expect(await problems('engine/forms/__fixture__.ts', code)).toEqual([]);
  });
});

describe('views/ imports nothing from site/', () => {
  it.each([
    [
      'views/runtime/__fixture__.ts',
      "import { routes } from '../../site/routing/routes';\nexport const all = routes;\n",
    ],
    [
      'views/__fixture__.tsx',
      "import { PAGE_SETTINGS_ID } from '../site/page-settings';\nexport const id = PAGE_SETTINGS_ID;\n",
    ],
  ])('%s: %j is refused', async (filePath, code) => {
    expectOneRefusal(await problems(filePath, code), RESTRICTED, VIEWS_UPWARD);
  });

  it('refuses a dynamic import of site/ too', async () => {
    const code = "export const load = () => import('../../site/routing/routes');\n";
    expectOneRefusal(
      await problems('views/runtime/__fixture__.ts', code),
      'no-restricted-syntax',
      VIEWS_UPWARD,
    );
  });

  it('accepts a view that imports the engine, React and zustand', async () => {
    const code =
      "import { useSyncExternalStore } from 'react';\nimport { createStore } from 'zustand/vanilla';\nimport { DEFAULT_PAGE_SETTINGS } from '@play-smart/engine';\nexport const parts = [useSyncExternalStore, createStore, DEFAULT_PAGE_SETTINGS];\n";
    expect(await problems('views/runtime/__fixture__.ts', code)).toEqual([]);
  });
});

describe('the boundaries point one way only', () => {
  it('lets site/ import views/ and the engine', async () => {
    const code =
      "import { DEFAULT_PAGE_SETTINGS } from '@play-smart/engine';\nimport * as views from '../views';\nexport const parts = [DEFAULT_PAGE_SETTINGS, views];\n";
    expect(await problems('site/__fixture__.ts', code)).toEqual([]);
  });
});

describe("the engine package's edge: engine/driver and engine/testing", () => {
  const EDGE_ONLY =
    /Only engine\/driver imports zustand\/vanilla and mitt; only engine\/testing imports fast-check/;
  const RULES_ONLY = /The rules import nothing from engine\/driver or engine\/testing/;

  it('lets the driver import zustand/vanilla, mitt and the rules', async () => {
    const code =
      "import { createStore } from 'zustand/vanilla';\nimport mitt from 'mitt';\nimport { TICK } from '../core';\nexport const parts = [createStore, mitt, TICK];\n";
    expect(await problems('engine/driver/__fixture__.ts', code)).toEqual([]);
  });

  it.each([
    ["import { create } from 'zustand';\nexport const c = create;\n", FRAMEWORK_FREE],
    ["import { useStore } from 'zustand/react';\nexport const u = useStore;\n", EDGE_ONLY],
    ["import { useState } from 'react';\nexport const u = useState;\n", FRAMEWORK_FREE],
    ["import fc from 'fast-check';\nexport const f = fc;\n", EDGE_ONLY],
    ["import { routes } from '../../site/routing/routes';\nexport const r = routes;\n", ENGINE_UPWARD],
  ])('refuses in the driver: %j', async (code, message) => {
    expectOneRefusal(await problems('engine/driver/__fixture__.ts', code), RESTRICTED, message);
  });

  it('lets the test helpers import fast-check, the driver and the rules', async () => {
    const code =
      "import fc from 'fast-check';\nimport { createDriver } from '../driver';\nimport { TICK } from '../core';\nexport const parts = [fc, createDriver, TICK];\n";
    expect(await problems('engine/testing/__fixture__.ts', code)).toEqual([]);
  });

  it.each([
    ["import mitt from 'mitt';\nexport const m = mitt;\n", FRAMEWORK_FREE],
    ["import { createStore } from 'zustand/vanilla';\nexport const s = createStore;\n", FRAMEWORK_FREE],
  ])('refuses in the test helpers: %j', async (code, message) => {
    expectOneRefusal(await problems('engine/testing/__fixture__.ts', code), RESTRICTED, message);
  });

  it.each([
    ['engine/quiz-game/__fixture__.ts', "import fc from 'fast-check';\nexport const f = fc;\n", EDGE_ONLY],
    [
      'engine/quiz-game/__fixture__.ts',
      "import { createDriver } from '../driver';\nexport const d = createDriver;\n",
      RULES_ONLY,
    ],
    [
      'engine/core/__fixture__.ts',
      "import { createManualClock } from '../testing/manual-clock';\nexport const c = createManualClock;\n",
      RULES_ONLY,
    ],
    ['engine/__fixture__.ts', "export * from './driver';\n", RULES_ONLY],
  ])('refuses in the rules, %s: %j', async (filePath, code, message) => {
    expectOneRefusal(await problems(filePath, code), RESTRICTED, message);
  });
});

describe('outside engine/, the engine is reached by its package name only', () => {
  const BY_NAME = /Import the engine by its package name/;

  it.each([
    ['views/runtime/__fixture__.ts', "import { TICK } from '../../engine';\nexport const t = TICK;\n"],
    ['site/__fixture__.ts', "import { quizGame } from '../engine/quiz-game';\nexport const q = quizGame;\n"],
    [
      'site/server/__fixture__.ts',
      "import { API_PATHS } from '../../engine';\nexport const p = API_PATHS;\n",
    ],
    ['test/views/__fixture__.ts', "import { TICK } from '../../engine/core';\nexport const t = TICK;\n"],
  ])('%s: %j is refused', async (filePath, code) => {
    expectOneRefusal(await problems(filePath, code), RESTRICTED, BY_NAME);
  });

  it('accepts the package name and its subpaths', async () => {
    const code =
      "import { TICK } from '@play-smart/engine/core';\nimport { quizGame } from '@play-smart/engine/quiz-game';\nexport const parts = [TICK, quizGame];\n";
    expect(await problems('site/__fixture__.ts', code)).toEqual([]);
  });
});
