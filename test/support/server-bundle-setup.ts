import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'tsdown';
import type { TestProject } from 'vitest/node';
import serverConfig from '../../tsdown.server.config';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * A folder holding the server (`server.js`) and the staff CLI (`staff.js`) built from the current
     * sources for this run, as the production build builds them; empty outside the server tests.
     */
    serverBundle: string;
  }
}

const root = resolve(import.meta.dirname, '../..');

/**
 * Builds site/server/main.ts and site/server/admin/cli.ts with the production build's own settings
 * (tsdown.server.config.ts: the project's code and the engine bundled, packages imported from
 * node_modules, the migrations copied beside), into a new folder under node_modules/.cache, where the
 * bundle's imports find the packages.
 */
async function buildServer(): Promise<string> {
  const cache = join(root, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const outDir = mkdtempSync(join(cache, 'test-server-'));
  await build({
    ...serverConfig,
    config: false,
    cwd: root,
    entry: { server: 'site/server/main.ts', staff: 'site/server/admin/cli.ts' },
    outDir,
    copy: [{ from: 'site/server/migrations/*.sql', to: join(outDir, 'migrations') }],
    logLevel: 'warn',
  });
  return outDir;
}

/**
 * The server project's global setup: the server tests start the server and the staff CLI as child
 * processes, dozens of times per run; each start through tsx's loader cost about 1.3 CPU seconds more than
 * the same code bundled (2026-11-28: 2.0 against 0.7 s to the first log line, load 9), and the bundle is
 * built once per run, in about half a second. Each file finds it with `inject('serverBundle')`
 * (./server-process.ts).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const built: string[] = [];
  const provideFresh = async (): Promise<void> => {
    const dir = await buildServer();
    built.push(dir);
    project.provide('serverBundle', dir);
  };
  await provideFresh();
  // In watch mode a rerun may follow an edit to the server: its children never run an older bundle.
  project.onTestsRerun(async (specifications) => {
    if (!specifications.some((spec) => spec.project.name === project.name)) return;
    await provideFresh();
  });
  return () => {
    for (const dir of built) rmSync(dir, { recursive: true, force: true });
  };
}
