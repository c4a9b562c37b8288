import { describe, expect, inject, it } from 'vitest';
import { checkDocExamples, markdownExamples, tsdocExamples } from '../../scripts/check-doc-examples';

/**
 * The engine's documentation as doctests (scripts/check-doc-examples.ts): every TypeScript block of the
 * README and every `@example` is a whole program that type-checks under strict TypeScript against the
 * packed tarball, and the README's blocks run.
 */
describe('the engine documentation examples', () => {
  it('are found in Markdown and in doc comments, whole', () => {
    const md =
      "text\n```ts\nimport { x } from '@play-smart/engine';\n```\n```sh\nnpm i\n```\n```ts no-run\nf();\n```\n";
    expect(markdownExamples(md, 'README.md').map((e) => [e.code, e.runs])).toEqual([
      ["import { x } from '@play-smart/engine';\n", true],
      ['f();\n', false],
    ]);
    const ts =
      '/**\n * Does it.\n *\n * @example\n * ```ts\n * // a comment\n * go(1);\n * ```\n *\n * @category X\n */\n';
    expect(tsdocExamples(ts, 'a.ts').map((e) => e.code)).toEqual(['// a comment\ngo(1);\n']);
  });

  it('type-check under tsc --strict against the packed tarball, and the README’s run', async () => {
    // The tarball test/package's global setup packed for this run, rather than a pack of its own.
    const { checked, ran, failures } = await checkDocExamples({ tarball: inject('engineTarball') });
    console.log(`doc examples: ${checked} type-checked, ${ran} run`);
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(50);
    expect(ran).toBeGreaterThan(5);
  });
});
