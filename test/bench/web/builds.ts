/**
 * The builds being compared: the bare React page (the baseline) through Vite's JS API into a temp dir,
 * and the site through its own `npm run build`; and whether `dist/` holds a build of the current sources.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { buildIsFresh } from '../../../scripts/build-stamp.mjs';
import { precompress } from '../../../site/server/http/precompress';

/** The repository's root (this file is test/bench/web/builds.ts). */
export const REPO_ROOT = join(import.meta.dirname, '..', '..', '..');

/** The bare page's own Vite config (test/bench/web/bare/). */
export const BARE_CONFIG = join(import.meta.dirname, 'bare', 'vite.config.ts');

/**
 * Runs a Vite build with NODE_ENV=production. Under vitest NODE_ENV is "test", and Vite would then keep
 * React's development build (several times larger): the budget must measure what `npm run build` ships.
 */
async function productionBuild(run: () => Promise<unknown>): Promise<void> {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await run();
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
}

/** The site's quiz questions: the bare server serves the same bytes as its JSON file. */
export const QUIZ_QUESTIONS_FILE = join(REPO_ROOT, 'site', 'content', 'quiz-questions.json');

/**
 * Builds the bare Vite + React page into `outDir` (emptied first), adds the site's quiz questions as a
 * plain JSON file, and precompresses every text file with the site's own build step (site/server/http/precompress.ts),
 * so the baseline is sent with the same compression as the site.
 */
export async function buildBare(outDir: string): Promise<void> {
  await productionBuild(() => build({ configFile: BARE_CONFIG, logLevel: 'warn', build: { outDir } }));
  copyFileSync(QUIZ_QUESTIONS_FILE, join(outDir, 'quiz-questions.json'));
  precompress(outDir);
}

/**
 * The site's build is `npm run build`, whatever steps it has (Vite, SSR bundle, prerendering, ...), run
 * with NODE_ENV=production whatever the caller's environment says.
 */
export const SITE_BUILD = {
  command: 'npm',
  args: ['run', 'build'],
  env: { NODE_ENV: 'production' },
} as const;

/** Runs the site's build in the repository (blocking); throws with its output when it fails. */
export function buildSiteSync(): void {
  const result = spawnSync(SITE_BUILD.command, SITE_BUILD.args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...SITE_BUILD.env },
    encoding: 'utf8',
    timeout: 300_000,
  });
  if (result.status !== 0) {
    throw new Error(
      `npm run build failed (${String(result.status ?? result.signal)}):\n${result.stdout}${result.stderr}`,
    );
  }
}

/**
 * Whether `distDir` (the repository's dist/) holds a finished build of the current sources: the build's
 * stamp (scripts/build-stamp.mjs, written by its last step) matches a hash of every file it is made from.
 * By content, not modification times: the engine's own build (engine/dist, which test/package's global
 * setup rewrites when it packs) and a checkout that changed nothing do not make a build stale, so a
 * build made before `npm test` (as CI makes it) is never made again under the tests reading it.
 */
export function siteBuildIsFresh(distDir: string): boolean {
  return (
    resolve(distDir) === join(REPO_ROOT, 'dist') &&
    existsSync(join(distDir, '.vite', 'manifest.json')) &&
    buildIsFresh()
  );
}
