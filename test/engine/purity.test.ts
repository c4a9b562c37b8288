import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const engineDir = join(import.meta.dirname, '../../engine');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    // The package's build output and tools' caches are not source (and test/package rebuilds dist meanwhile).
    if (name === 'dist' || name === 'node_modules') return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|mjs)$/.test(name) ? [path] : [];
  });
}

/** Drops comments so documentation may mention what code may not use. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
}

const forbidden: [string, RegExp][] = [
  [
    'a framework or host import',
    /from\s+['"](react|react-dom|zustand|mitt|immer|@vimeo\/player|node:[\w/]+|fs|path)['"/]/,
  ],
  ['an import of views/ or site/', /from\s+['"][./]*\/(views|site)\b/],
  ['the wall clock', /\bDate\s*[.(]|\bnew\s+Date\b|\bperformance\s*\./],
  ['Math.random', /Math\.random/],
  ['timers', /\b(setTimeout|setInterval|requestAnimationFrame|queueMicrotask|setImmediate)\b/],
  [
    'DOM or browser globals',
    /\b(window|document|navigator|localStorage|sessionStorage|globalThis)\s*[.[]|\bHTMLElement\b/,
  ],
  ['I/O', /\b(fetch|XMLHttpRequest|require)\s*\(|\bprocess\s*\./],
  ['the console', /\bconsole\./],
];

/**
 * The rules: every folder but the driver and the test helpers, which are the edge where time, timers,
 * I/O, zustand, mitt and fast-check come in (their own test below), and but the build's output and config.
 */
const EDGE = /^(driver|testing|dist|node_modules)[/\\]|^tsdown\.config\.ts$/;

describe('the engine is pure', () => {
  const files = sourceFiles(engineDir).filter((f) => !EDGE.test(relative(engineDir, f)));

  it('has source files to check', () => {
    expect(files.length).toBeGreaterThan(5);
  });

  for (const [what, pattern] of forbidden) {
    it(`uses no ${what}`, () => {
      const offenders = files.filter((f) => pattern.test(code(readFileSync(f, 'utf8'))));
      expect(offenders.map((f) => relative(engineDir, f))).toEqual([]);
    });
  }

  it('the checker itself catches a violation', () => {
    const sample = "import { useState } from 'react';\nconst t = Date.now(); setTimeout(f, 1); window.x;";
    const caught = forbidden.filter(([, p]) => p.test(code(sample))).map(([w]) => w);
    expect(caught).toEqual([
      'a framework or host import',
      'the wall clock',
      'timers',
      'DOM or browser globals',
    ]);
  });
});

describe('the edge of the engine package', () => {
  const all = sourceFiles(engineDir)
    .map((f) => relative(engineDir, f).replaceAll('\\', '/'))
    .filter((f) => !/^(dist|node_modules)\//.test(f) && f !== 'tsdown.config.ts');
  const importing = (pattern: RegExp): string[] =>
    all.filter((f) => pattern.test(code(readFileSync(join(engineDir, f), 'utf8'))));

  it('only the driver imports zustand and mitt (and the test runtime, its bus)', () => {
    expect(importing(/from\s+['"](zustand|mitt)['"/]/).every((f) => /^(driver|testing)\//.test(f))).toBe(
      true,
    );
    expect(importing(/from\s+['"]zustand\/vanilla['"]/)).toEqual(['driver/driver.ts']);
  });

  it('only the arbitraries import fast-check', () => {
    expect(importing(/from\s+['"]fast-check['"]/)).toEqual(['testing/arbitraries/index.ts']);
  });

  it('no rules folder imports the driver or the test helpers', () => {
    const rules = importing(/from\s+['"](\.\.?\/)+(driver|testing)\b/).filter(
      (f) => !/^(driver|testing)\//.test(f),
    );
    expect(rules).toEqual([]);
  });
});
