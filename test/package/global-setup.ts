import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The absolute path of the engine's tarball, packed from the current source for this run. */
    engineTarball: string;
  }
}

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../..');

/**
 * Builds and packs the engine (npm run engine:pack) and returns the tarball's path, the last line the
 * script prints.
 *
 * @throws Error with the script's output when it fails or prints no tarball that exists
 */
async function packEngine(): Promise<string> {
  let output: { stdout: string; stderr: string };
  try {
    output = await run(process.execPath, ['scripts/engine-pack.mjs'], {
      cwd: root,
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`engine:pack failed:\n${e.stdout ?? ''}\n${e.stderr ?? e.message}`, { cause: error });
  }
  const tarball = output.stdout.trim().split('\n').at(-1)?.trim() ?? '';
  if (!tarball.endsWith('.tgz') || !isAbsolute(tarball) || !existsSync(tarball)) {
    throw new Error(`engine:pack printed no tarball path last:\n${output.stdout}\n${output.stderr}`);
  }
  // The build's warnings and the packed size, as when each test file packed for itself.
  process.stderr.write(output.stderr);
  return tarball;
}

/**
 * The package project's global setup: the engine is built and packed once per run, before any of its test
 * files starts, and each file reads the tarball's path with `inject('engineTarball')`. Each file used to
 * pack for itself, serialized by engine:pack's lock: four builds of the same source per `npm test`.
 */
export default async function setup(project: TestProject): Promise<void> {
  project.provide('engineTarball', await packEngine());
  // In watch mode a rerun may follow an edit to the engine: the tests never meet a tarball older than it.
  // Only a rerun of these files packs: the hook fires for every project's reruns.
  project.onTestsRerun(async (specifications) => {
    if (!specifications.some((spec) => spec.project.name === project.name)) return;
    project.provide('engineTarball', await packEngine());
  });
}
