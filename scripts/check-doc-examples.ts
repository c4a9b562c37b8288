// npm run docs:examples: the engine's documentation examples as doctests. Every fenced TypeScript block of
// engine/README.md and every `@example` of the engine's TSDoc is a whole program importing by the package
// name. They are type-checked with `tsc --strict` against the packed tarball, installed in a temporary
// consumer project (no paths, no workspace link: what a consumer gets), and the README's blocks are run
// with plain node (through tsx's loader, which only strips types). A README block fenced as `ts no-run`
// (one that needs a network or a browser) is type-checked only. Exits non-zero naming every example that
// fails. Packs the engine first (npm run engine:pack), unless ENGINE_TARBALL names a tarball already
// packed. Also used by test/package/doc-examples.test.ts, so `npm test` runs it (on the tarball the
// package tests' global setup packed for the run).
import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '..');

/** One example: where it comes from, its code, and whether it is run as well as type-checked. */
export interface DocExample {
  readonly name: string;
  readonly source: string;
  readonly code: string;
  readonly runs: boolean;
}

/** The fenced TypeScript blocks of a Markdown text (`ts`, `ts no-run`); shell and other blocks are skipped. */
export function markdownExamples(text: string, source: string): DocExample[] {
  const examples: DocExample[] = [];
  for (const match of text.matchAll(/^```(ts|typescript)( no-run)?\n([\s\S]*?)^```$/gm)) {
    const line = text.slice(0, match.index).split('\n').length;
    examples.push({
      name: `${source}:${line}`,
      source,
      code: match[3] ?? '',
      runs: match[2] === undefined,
    });
  }
  return examples;
}

/** The `@example` blocks of a TypeScript source's doc comments, without their ` * ` margins. */
export function tsdocExamples(text: string, source: string): DocExample[] {
  const examples: DocExample[] = [];
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    if (!/^\s*\*\s*@example\b/.test(line)) return;
    const body: string[] = [];
    for (const next of lines.slice(index + 1)) {
      // The example ends at the comment's next tag or its end.
      if (/^\s*\*\s*@\w+/.test(next) || /^\s*\*\//.test(next)) break;
      body.push(next.replace(/^\s*\* ?/, ''));
    }
    const text = body.join('\n');
    const fenced = /```(?:ts|typescript)\n([\s\S]*?)```/.exec(text);
    examples.push({ name: `${source}:${index + 1}`, source, code: fenced?.[1] ?? text, runs: false });
  });
  return examples;
}

/** Every example: the README's and every engine source's (dist and node_modules left out). */
export function collectExamples(): DocExample[] {
  const readme = 'engine/README.md';
  const examples = markdownExamples(readFileSync(join(root, readme), 'utf8'), readme);
  const engine = join(root, 'engine');
  const sources = readdirSync(engine, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.ts') && !/(^|\/)(dist|node_modules)\//.test(file))
    .sort();
  for (const file of sources) {
    const path = join(engine, file);
    examples.push(...tsdocExamples(readFileSync(path, 'utf8'), relative(root, path)));
  }
  return examples;
}

async function sh(file: string, args: readonly string[], cwd: string): Promise<string> {
  try {
    const { stdout } = await run(file, args, { cwd, maxBuffer: 32 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${file} ${args.join(' ')} failed:\n${e.stdout ?? ''}\n${e.stderr ?? e.message}`, {
      cause: error,
    });
  }
}

/** What failed, one entry per example. */
export interface DocExampleFailure {
  readonly name: string;
  readonly why: string;
}

/** What {@link checkDocExamples} checks, and against which tarball. */
export interface DocExampleOptions {
  /** The examples; all of them ({@link collectExamples}) when left out. */
  readonly examples?: readonly DocExample[];
  /**
   * The path of a tarball of the engine already packed from the current source (test/package packs once
   * for all its files); when left out, the engine is built and packed here.
   */
  readonly tarball?: string;
}

/** Builds and packs the engine (npm run engine:pack); the tarball's path, the last line it prints. */
async function packEngine(): Promise<string> {
  const packed = await sh(process.execPath, [join(root, 'scripts/engine-pack.mjs')], root);
  return packed.trim().split('\n').at(-1) ?? '';
}

/**
 * Packs the engine (unless given its tarball), installs the tarball (and fast-check, the optional peer
 * some examples use) into a temporary project, type-checks every example and runs the README's.
 *
 * @throws Error when the given tarball does not exist, or when packing or installing fails
 */
export async function checkDocExamples(
  options: DocExampleOptions = {},
): Promise<{ checked: number; ran: number; failures: DocExampleFailure[] }> {
  const examples = options.examples ?? collectExamples();
  const tarball = options.tarball ?? (await packEngine());
  if (!existsSync(tarball)) throw new Error(`the engine's tarball ${tarball} does not exist`);
  const project = mkdtempSync(join(tmpdir(), 'engine-doc-examples-'));
  try {
    writeFileSync(
      join(project, 'package.json'),
      JSON.stringify({ name: 'doc-examples', private: true, type: 'module' }),
    );
    await sh(
      'npm',
      ['install', tarball, 'fast-check@4', '--no-audit', '--no-fund', '--prefer-offline'],
      project,
    );
    mkdirSync(join(project, 'examples'));
    const files = examples.map((example, i) => {
      const file = `examples/example-${String(i).padStart(3, '0')}.ts`;
      writeFileSync(join(project, file), `// ${example.name}\n${example.code}`);
      return file;
    });
    const compilerOptions = {
      target: 'es2022',
      module: 'esnext',
      moduleResolution: 'bundler',
      lib: ['es2023', 'dom'],
      // Node's types for the examples that read files; from the repository, as a consumer's own would be.
      typeRoots: [join(root, 'node_modules/@types')],
      types: ['node'],
      strict: true,
      noUncheckedIndexedAccess: true,
      skipLibCheck: true,
      noEmit: true,
    };
    writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({ compilerOptions, files }));
    const failures: DocExampleFailure[] = examples
      .filter((example) => !/from '@play-smart\/engine(\/[a-z/-]+)?'/.test(example.code))
      .map((example) => ({
        name: example.name,
        why: 'imports nothing by the package name: not a whole program',
      }));
    const tsc = join(root, 'node_modules/typescript/bin/tsc');
    try {
      await sh(process.execPath, [tsc, '-p', project, '--pretty', 'false'], project);
    } catch (error) {
      const output = (error as Error).message;
      files.forEach((file, i) => {
        const errors = output.split('\n').filter((line) => line.startsWith(file));
        const example = examples[i];
        if (errors.length > 0 && example !== undefined && !failures.some((f) => f.name === example.name)) {
          failures.push({ name: example.name, why: errors.join('\n') });
        }
      });
      if (failures.length === 0) throw error;
    }
    const loader = pathToFileURL(join(root, 'node_modules/tsx/dist/esm/index.mjs')).href;
    let ran = 0;
    for (const [i, example] of examples.entries()) {
      const file = files[i];
      if (!example.runs || file === undefined || failures.some((f) => f.name === example.name)) continue;
      ran += 1;
      try {
        await sh(process.execPath, ['--import', loader, file], project);
      } catch (error) {
        failures.push({ name: example.name, why: `running it failed: ${(error as Error).message}` });
      }
    }
    return { checked: examples.length, ran, failures };
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const given = process.env.ENGINE_TARBALL?.trim() ?? '';
  const { checked, ran, failures } = await checkDocExamples(given === '' ? {} : { tarball: resolve(given) });
  for (const failure of failures) process.stderr.write(`\n${failure.name}\n${failure.why}\n`);
  process.stdout.write(`doc examples: ${checked} type-checked, ${ran} run, ${failures.length} failing\n`);
  process.exitCode = failures.length === 0 ? 0 : 1;
}
