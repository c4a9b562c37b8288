import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import {
  checkDocExamples,
  expectedValues,
  instrumentExample,
  markdownExamples,
  NODE_RUN_FLAGS,
  programForNode,
  tsdocExamples,
} from '../../scripts/check-doc-examples';

/** Runs an instrumented program as the checker does (plain node, types stripped): its exit code and output. */
async function runInstrumented(code: string): Promise<{ code: number; stderr: string; stdout: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'doc-example-'));
  try {
    // An ES module, as in the checker's consumer project.
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
    const file = join(dir, 'run.mjs');
    writeFileSync(file, programForNode(instrumentExample(code).code, 'run.ts'));
    try {
      const { stdout, stderr } = await promisify(execFile)(process.execPath, [...NODE_RUN_FLAGS, file]);
      return { code: 0, stderr, stdout };
    } catch (error) {
      const e = error as { code: number; stderr: string; stdout: string };
      return { code: e.code, stderr: e.stderr, stdout: e.stdout };
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The engine's documentation as doctests (scripts/check-doc-examples.ts): every TypeScript block of the
 * README and the module guides and every `@example` is a whole program that type-checks under strict
 * TypeScript against the packed tarball; the Markdown blocks run, and print what their comments say.
 */
describe('the engine documentation examples', () => {
  it('are found in Markdown and in doc comments, whole', () => {
    const md =
      "text\n```ts\nimport { x } from '@play-smart/engine';\n```\n```sh\nnpm i\n```\n```ts no-run\nf();\n```\n```ts dom\ng();\n```\n";
    expect(markdownExamples(md, 'README.md').map((e) => [e.code, e.runs, e.dom ?? false])).toEqual([
      ["import { x } from '@play-smart/engine';\n", true, false],
      ['f();\n', false, false],
      ['g();\n', true, true],
    ]);
    const ts =
      '/**\n * Does it.\n *\n * @example\n * ```ts\n * // a comment\n * go(1);\n * ```\n *\n * @category X\n */\n';
    expect(tsdocExamples(ts, 'a.ts').map((e) => e.code)).toEqual(['// a comment\ngo(1);\n']);
  });

  it('read the values a comment says a line prints, and only those', () => {
    expect(expectedValues('1: the next question')).toEqual(['1']);
    expect(expectedValues("'loaded': no request was made")).toEqual(["'loaded'"]);
    expect(expectedValues("'loaded' 1")).toEqual(["'loaded'", '1']);
    expect(expectedValues('"number"')).toEqual(["'number'"]);
    expect(expectedValues('0.5: 3 of 6 seconds left')).toEqual(['0.5']);
    expect(expectedValues('null')).toEqual(['null']);
    expect(expectedValues('every analytics effect so far')).toBeNull();
    expect(expectedValues('1 second later')).toBeNull();
  });

  it('fail a run whose printed value differs from its comment, or whose checked line never runs', async () => {
    const kept = await runInstrumented(
      "const index = 1;\nconsole.log(index); // 1: the next question\nconsole.log('a', 2); // 'a' 2\n",
    );
    expect(kept).toMatchObject({ code: 0, stderr: '' });
    expect(kept.stdout).toBe('1\na 2\n');
    const broken = await runInstrumented('const index = 0;\nconsole.log(index); // 1: the next question\n');
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('line 2: printed 0, its comment says 1');
    const never = await runInstrumented(
      "if (Math.PI < 3) console.log('x');\nfor (const n of []) {\n  console.log(n); // 3\n}\n",
    );
    expect(never.code).toBe(1);
    expect(never.stderr).toContain('line 3: never printed (its comment says 3)');
  });

  it('run with their types stripped, a failure naming the example’s own line', async () => {
    const typed = await runInstrumented(
      'type Index = number;\ninterface Shown {\n  readonly at: Index;\n}\nconst shown: Shown = { at: 2 };\nconsole.log(shown.at satisfies Index); // 2\n',
    );
    expect(typed).toMatchObject({ code: 0, stderr: '', stdout: '2\n' });
    const thrown = await runInstrumented(
      "interface Pick {\n  readonly index: number;\n}\nconst picked: Pick | null = null as Pick | null;\nif (picked === null) throw new Error('no pick');\n",
    );
    expect(thrown.code).toBe(1);
    expect(thrown.stderr).toContain('no pick');
    expect(thrown.stderr).toMatch(/run\.ts:5:\d+/);
  });

  it('type-check under tsc --strict against the packed tarball, and the README’s run', async () => {
    // The tarball test/package's global setup packed for this run, rather than a pack of its own.
    const { checked, ran, compared, failures } = await checkDocExamples({
      tarball: inject('engineTarball'),
    });
    console.log(`doc examples: ${checked} type-checked, ${ran} run, ${compared} printed values compared`);
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(50);
    expect(ran).toBeGreaterThan(5);
    expect(compared).toBeGreaterThan(5);
  });
});
