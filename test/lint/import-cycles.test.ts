import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No import circles anywhere in the project's own code. A circle makes the order in which modules
 * initialise depend on which one a bundle or a test happens to load first, and it hides which of two
 * modules is the lower layer. Every kind of import counts, type-only and dynamic ones included: a type
 * import between two files is still two files that cannot be understood, moved or split apart.
 */

const ROOTS = ['engine', 'views', 'site', 'scripts', 'test', 'examples/terminal/src'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'dist-ssr', 'api', 'var', 'public']);
const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return SKIPPED_DIRS.has(name) ? [] : sourceFiles(path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The project file a relative specifier names, or null for a package or a file that is not source. */
function resolveRelative(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile() && SOURCE.test(candidate)) return candidate;
  }
  return null;
}

/** Each file's imports among the project's files: static, type-only, re-exports and dynamic imports. */
export function importGraph(files: readonly string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = info.importedFiles
        .map((ref) => resolveRelative(file, ref.fileName))
        .filter((target): target is string => target !== null);
      return [file, [...new Set(targets)]];
    }),
  );
}

/** The strongly connected components with more than one file, or a file importing itself (Tarjan). */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe('import circles', () => {
  it('finds a circle when there is one (the check itself works)', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
      ['e', ['e']],
    ]);
    expect(importCycles(graph)).toEqual([['a', 'b', 'c'], ['e']]);
    expect(
      importCycles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('reads type-only, re-export and dynamic imports as edges', () => {
    const here = resolve('test/lint/import-cycles.test.ts');
    const info = ts.preProcessFile(
      "import type { A } from './a';\nexport * from './b';\nconst c = () => import('./c');\n",
      true,
      true,
    );
    expect(info.importedFiles.map((f) => f.fileName)).toEqual(['./a', './b', './c']);
    expect(resolveRelative(here, './boundaries.test')).toBe(resolve('test/lint/boundaries.test.ts'));
  });

  it('the project has none', () => {
    const files = ROOTS.flatMap((root) => sourceFiles(resolve(root)));
    expect(files.length).toBeGreaterThan(300);
    const cycles = importCycles(importGraph(files)).map((c) => c.map((f) => relative(process.cwd(), f)));
    expect(cycles).toEqual([]);
  });
});
