// npm run docs:examples: the engine's documentation examples as doctests. Every fenced TypeScript block of
// engine/README.md and the module guides (engine/docs/*.md), and every `@example` of the engine's TSDoc, is a
// whole program importing by the package name. They are type-checked with `tsc --strict` against the packed
// tarball, installed in a temporary consumer project (no paths, no workspace link: what a consumer gets),
// and the Markdown blocks are run with plain node (their types stripped beforehand, see programForNode); a block
// fenced `ts dom` runs with a happy-dom window in the globals, and one fenced `ts no-run` (one that needs a
// network) is type-checked only. A run fails when a `console.log(...); // value` line prints anything but
// the value its comment gives (or never runs). Exits non-zero naming every example that
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
import ts from 'typescript';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '..');

/** One example: where it comes from, its code, and whether it is run as well as type-checked. */
export interface DocExample {
  readonly name: string;
  readonly source: string;
  readonly code: string;
  readonly runs: boolean;
  /** A browser program: run with a DOM in the globals (fenced `ts dom`). */
  readonly dom?: boolean;
}

/**
 * The fenced TypeScript blocks of a Markdown text (`ts`, `ts no-run`, `ts dom`); shell and other blocks
 * are skipped. A `ts dom` block is a browser program: it runs with a DOM (happy-dom) in the globals.
 */
export function markdownExamples(text: string, source: string): DocExample[] {
  const examples: DocExample[] = [];
  for (const match of text.matchAll(/^```(ts|typescript)( no-run| dom)?\n([\s\S]*?)^```$/gm)) {
    const line = text.slice(0, match.index).split('\n').length;
    examples.push({
      name: `${source}:${line}`,
      source,
      code: match[3] ?? '',
      runs: match[2] !== ' no-run',
      ...(match[2] === ' dom' ? { dom: true } : {}),
    });
  }
  return examples;
}

/**
 * What a `ts dom` example runs with: a happy-dom window (from this repository's dev dependencies, as a
 * consumer's own test DOM would be) whose globals a browser program uses, on `https://example.org/`.
 */
const DOM_PRELOAD = [
  `import { Window } from ${JSON.stringify(pathToFileURL(join(root, 'node_modules/happy-dom/lib/index.js')).href)};`,
  // Nothing is fetched: an example's iframe or script must not reach the network.
  "const window = new Window({ url: 'https://example.org/', settings: { disableIframePageLoading: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true } });",
  'globalThis.window = window;',
  'for (const name of ["document", "navigator", "location", "requestAnimationFrame", "cancelAnimationFrame",',
  '  "HTMLElement", "HTMLButtonElement", "HTMLInputElement", "Node", "Event", "KeyboardEvent", "MouseEvent",',
  '  "WheelEvent", "CustomEvent", "localStorage", "matchMedia", "HTMLDialogElement", "HTMLIFrameElement",',
  '  "HTMLAnchorElement", "HTMLFormElement", "FormData"]) {',
  '  const value = window[name];',
  "  Object.defineProperty(globalThis, name, { value: typeof value === 'function' && /^[a-z]/.test(name) ? value.bind(window) : value, configurable: true, writable: true });",
  '}',
  'let closed = false;',
  "process.on('beforeExit', () => { if (!closed) { closed = true; void window.happyDOM.close(); } });",
].join('\n');

/** One literal a `// value` comment may give: a number, a quoted string, true, false, null, undefined. */
const VALUE = String.raw`(?:-?\d+(?:\.\d+)?(?:e-?\d+)?|'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|true|false|null|undefined)`;
/** A comment that starts with one or more values, then ends, or goes on after a colon. */
const EXPECTATION = new RegExp(String.raw`^(${VALUE}(?: ${VALUE})*)(?::\s.*)?$`);

/**
 * What a `console.log(...)` line's comment says it prints: the values it starts with, each as
 * `util.inspect` shows it (`'loaded' 1`), or null when the comment gives no value (`// every effect`).
 */
export function expectedValues(comment: string): string[] | null {
  const match = EXPECTATION.exec(comment.trim());
  if (match === null) return null;
  return [...(match[1] ?? '').matchAll(new RegExp(VALUE, 'g'))].map(([token]) =>
    // Double-quoted strings as inspect shows every string, in single quotes.
    token.startsWith('"') ? `'${(JSON.parse(token) as string).replaceAll("'", "\\'")}'` : token,
  );
}

/** The checker each instrumented example starts with: prints as console.log did, and compares. */
const CHECK_PRELUDE = [
  "import { inspect as __inspect } from 'node:util';",
  'const __unmet = new Map<number, string>();',
  'function __printed(line: number, expected: string, values: unknown[]): void {',
  '  console.log(...values);',
  '  __unmet.delete(line);',
  "  const shown = values.map((value) => __inspect(value)).join(' ');",
  '  if (shown !== expected) {',
  '    process.exitCode = 1;',
  '    console.error(`line ${line}: printed ${shown}, its comment says ${expected}`);',
  '  }',
  '}',
  "process.on('beforeExit', () => {",
  '  for (const [line, expected] of __unmet) {',
  '    process.exitCode = 1;',
  '    console.error(`line ${line}: never printed (its comment says ${expected})`);',
  '  }',
  '  __unmet.clear();',
  '});',
].join(' ');

/**
 * An example whose `console.log(...); // value` lines check what they print: each such call prints as
 * before, then fails the run (exit code 1, the line and both values on stderr) when the printed values
 * differ from the comment's, or when the line never runs. The prelude shares the first line, so line
 * numbers stay those of the example. Lines whose comment gives no value are left alone.
 */
export function instrumentExample(code: string): { code: string; checks: number } {
  const expectations: string[] = [];
  const lines = code.split('\n').map((line, index) => {
    const match = /^(\s*)console\.log\((.*)\);\s*\/\/\s*(.*)$/.exec(line);
    const expected = match === null ? null : expectedValues(match[3] ?? '');
    if (match === null || expected === null) return line;
    const said = JSON.stringify(expected.join(' '));
    // Registered before anything else runs, so a line that never runs is noticed.
    expectations.push(`__unmet.set(${index + 1}, ${said});`);
    return `${match[1] ?? ''}__printed(${index + 1}, ${said}, [${match[2] ?? ''}]);`;
  });
  if (expectations.length === 0) return { code, checks: 0 };
  // Import declarations may follow statements in a module (they are hoisted), so the prelude shares the
  // first line and the example keeps its line numbers.
  const first = `${CHECK_PRELUDE} ${expectations.join(' ')} ${lines[0] ?? ''}`;
  return { code: [first, ...lines.slice(1)].join('\n'), checks: expectations.length };
}

/**
 * The flags every example runs with: plain node, source maps on, so a failing run's stack names the
 * example's own lines (see {@link programForNode}).
 */
export const NODE_RUN_FLAGS: readonly string[] = ['--enable-source-maps'];

/**
 * A TypeScript example as the JavaScript module plain node runs: its types stripped (nothing else is
 * transformed: ES2022 syntax and ES modules stay as written), with an inline source map back to the
 * example. Done here, in one process, rather than by tsx's loader in each run: the loader cost each run
 * about 0.4 CPU seconds more, and a `ts dom` run (whose happy-dom the loader also resolved) about 1.8 s more,
 * some 25 of the check's 45 CPU seconds (2026-11-28, load 10). The type check is tsc's, on the example as
 * written.
 */
export function programForNode(code: string, fileName: string): string {
  return ts.transpileModule(code, {
    fileName,
    compilerOptions: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      inlineSourceMap: true,
      inlineSources: true,
    },
  }).outputText;
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
  const engine = join(root, 'engine');
  // The README and the module guides it links (engine/docs/*.md, shipped in the package).
  const guides = readdirSync(join(engine, 'docs'))
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => `engine/docs/${file}`);
  const examples = ['engine/README.md', ...guides].flatMap((doc) =>
    markdownExamples(readFileSync(join(root, doc), 'utf8'), doc),
  );
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
): Promise<{ checked: number; ran: number; compared: number; failures: DocExampleFailure[] }> {
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
    const dom = join(project, 'dom.mjs');
    writeFileSync(dom, DOM_PRELOAD);
    let ran = 0;
    let compared = 0;
    for (const [i, example] of examples.entries()) {
      const file = files[i];
      if (!example.runs || file === undefined || failures.some((f) => f.name === example.name)) continue;
      ran += 1;
      // The program as written was type-checked; the one run checks what its `// value` comments say.
      const instrumented = instrumentExample(example.code);
      compared += instrumented.checks;
      const runFile = file.replace('example-', 'run-').replace(/\.ts$/, '.mjs');
      writeFileSync(join(project, runFile), programForNode(instrumented.code, file));
      const preload = example.dom === true ? ['--import', pathToFileURL(dom).href] : [];
      try {
        await sh(process.execPath, [...NODE_RUN_FLAGS, ...preload, runFile], project);
      } catch (error) {
        failures.push({ name: example.name, why: `running it failed: ${(error as Error).message}` });
      }
    }
    return { checked: examples.length, ran, compared, failures };
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const given = process.env.ENGINE_TARBALL?.trim() ?? '';
  const { checked, ran, compared, failures } = await checkDocExamples(
    given === '' ? {} : { tarball: resolve(given) },
  );
  for (const failure of failures) process.stderr.write(`\n${failure.name}\n${failure.why}\n`);
  process.stdout.write(
    `doc examples: ${checked} type-checked, ${ran} run, ${compared} printed values compared, ${failures.length} failing\n`,
  );
  process.exitCode = failures.length === 0 ? 0 : 1;
}
