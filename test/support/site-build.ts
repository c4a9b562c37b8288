import { cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PAGES_DIR } from '../../site/server/prerendered';
import { buildSiteSync, REPO_ROOT, siteBuildIsFresh } from '../bench/web/builds';
import { pollUntil, timeBudget } from './time-budget';

/**
 * The site's build as a test reads it: a copy of `dist/` taken whole. `npm run build` beside the tests (a
 * developer's, or a loop loading the machine) empties and rewrites dist/, and a test reading dist/
 * meanwhile would see half a build, or start a second build into the same folders.
 */

const DIST = join(REPO_ROOT, 'dist');
const OUTPUTS = [DIST, join(REPO_ROOT, 'dist-ssr')];

/** Runs `read` on files a build may be deleting; undefined when one went missing meanwhile. */
function whileThere<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The newest modification time under `path`, or 0 when it does not exist (or went while being read). */
function newestChange(path: string): number {
  const stat = whileThere(() => statSync(path));
  if (stat === undefined) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  const entries = whileThere(() => readdirSync(path)) ?? [];
  return entries.reduce((newest, entry) => Math.max(newest, newestChange(join(path, entry))), stat.mtimeMs);
}

/**
 * Whether dist/ holds a finished build of the current sources: the prerender, the last step, has written
 * the pages and removed the unrendered template.
 */
function finished(): boolean {
  return (
    whileThere(
      () =>
        existsSync(join(DIST, PAGES_DIR, 'index.html')) &&
        !existsSync(join(DIST, 'index.html')) &&
        siteBuildIsFresh(DIST),
    ) ?? false
  );
}

/** How long dist/ must be left alone before an unfinished build counts as abandoned rather than running. */
const QUIET_MS = 5000;

/**
 * Copies a finished build of the current sources into `into` and returns that folder, and whether this
 * call had to build (dist/ was missing, stale or abandoned half-way). A build that is running is waited
 * for, not raced; a copy during which dist/ changed is taken again.
 */
export async function siteBuildSnapshot(into: string): Promise<{ dir: string; built: boolean }> {
  let built = false;
  for (;;) {
    await pollUntil(
      () => finished() || Date.now() - Math.max(...OUTPUTS.map(newestChange)) > timeBudget(QUIET_MS),
      'a finished build in dist/, or no build running',
      // The longest a build beside the tests may take.
      300_000,
    );
    if (!finished()) {
      buildSiteSync();
      built = true;
      continue;
    }
    const before = newestChange(DIST);
    rmSync(into, { recursive: true, force: true });
    const copied = whileThere(() => {
      cpSync(DIST, into, { recursive: true });
      return true;
    });
    if (copied === true && finished() && newestChange(DIST) === before) return { dir: into, built };
  }
}
