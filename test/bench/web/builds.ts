/**
 * Production builds through Vite's JS API: the bare React page (the baseline) and, for the byte-budget
 * test, the site into a temp dir when `dist/` is missing or older than its sources.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';

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

/** Builds the bare Vite + React page into `outDir` (emptied first). */
export async function buildBare(outDir: string): Promise<void> {
  await productionBuild(() => build({ configFile: BARE_CONFIG, logLevel: 'warn', build: { outDir } }));
}

/** Builds the site with its own vite.config.ts into `outDir` instead of `dist/`. */
export async function buildSite(outDir: string): Promise<void> {
  await productionBuild(() =>
    build({
      configFile: join(REPO_ROOT, 'vite.config.ts'),
      // The config's root ("site") is relative to the working directory; pin it to the repository.
      root: join(REPO_ROOT, 'site'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    }),
  );
}

/** What the site's build is made from; `site/server` is the server, not the browser bundle. */
const SITE_INPUTS = ['site', 'views', 'engine', 'vite.config.ts', 'package-lock.json'];
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
 * one needless build (about 2 s).
 */
export function siteBuildIsFresh(distDir: string): boolean {
  const manifest = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifest) || !existsSync(join(distDir, 'index.html'))) return false;
  const built = statSync(manifest).mtimeMs;
  return SITE_INPUTS.map((p) => join(REPO_ROOT, p))
    .filter((p) => existsSync(p))
    .every((p) => newestMtime(p) <= built);
}
