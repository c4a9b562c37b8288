/**
 * The builds being compared: the bare React page (the baseline) through Vite's JS API into a temp dir,
 * and the site through its own `npm run build`; and whether `dist/` is older than the site's sources.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
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
 * What the site's build is made from (its scripts and settings included); `site/server` is the server,
 * not the browser bundle.
 */
const SITE_INPUTS = [
  'site',
  'views',
  'engine',
  'scripts',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
];
const NOT_INPUTS = new Set([join(REPO_ROOT, 'site', 'server')]);

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    const child = join(path, entry);
    if (entry !== 'node_modules' && !NOT_INPUTS.has(child)) newest = Math.max(newest, newestMtime(child));
  }
  return newest;
}

/**
 * Whether `distDir` holds a build with a manifest that is newer than every source file of the site. A
 * modification time is enough here: a checkout or an edit makes the sources newer, so the worst case is
 * one needless build (a few seconds).
 */
export function siteBuildIsFresh(distDir: string): boolean {
  const manifest = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifest)) return false;
  const built = statSync(manifest).mtimeMs;
  return SITE_INPUTS.map((p) => join(REPO_ROOT, p))
    .filter((p) => existsSync(p))
    .every((p) => newestMtime(p) <= built);
}
