/**
 * The build's stamp: a hash of every file `npm run build` is made from, written as the build's last step
 * (dist-server/build-stamp.json) and removed as its first, so a stamp that matches the sources stands for
 * a finished build of exactly these sources: an interrupted or failed build leaves none.
 *
 *   node scripts/build-stamp.mjs clear    remove the stamp (the build's first step)
 *   node scripts/build-stamp.mjs write    write the stamp of the current sources (the build's last step)
 *   node scripts/build-stamp.mjs ensure   run `npm run build` unless the stamp matches the sources
 *
 * `ensure` lets `npm run test:e2e` skip a build that `npm test` (the build and multi-instance tests) or a
 * developer has just made: in CI the site was built twice. The hash is of contents, not modification
 * times: a checkout or a touched file that changed nothing does not force a build, and an edit made
 * during a build (after its sources were read) makes the next check fail, as its stamp is of the
 * sources hashed at its start.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = join(import.meta.dirname, '..');
const STAMP = join(ROOT, 'dist-server', 'build-stamp.json');
/** The hash the build started from, kept until its last step writes it as the stamp. */
const PENDING = join(ROOT, 'var', 'build-stamp.pending');

/**
 * What the build reads: the engine's, views' and site's sources (the server included), the build scripts,
 * the build tools' configs and the lock file that pins the tools.
 */
const INPUTS = [
  'engine',
  'views',
  'site',
  'scripts',
  'vite.config.ts',
  'tsdown.server.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];
/** Never inputs: installed packages and the engine's own build output. */
const SKIP = new Set(['node_modules', join('engine', 'dist')]);

function filesUnder(path, into) {
  const rel = relative(ROOT, path);
  if (SKIP.has(rel) || SKIP.has(rel.split('/').at(-1) ?? '')) return;
  let entries;
  try {
    entries = readdirSync(path, { withFileTypes: true });
  } catch (error) {
    if (error.code === 'ENOTDIR') {
      into.push(rel);
      return;
    }
    if (error.code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) filesUnder(join(path, entry.name), into);
}

/** The hash of every input file's path and content, in a fixed order. */
export function sourcesHash() {
  const files = [];
  for (const input of INPUTS) filesUnder(join(ROOT, input), files);
  files.sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(ROOT, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The stamp's hash, or null when there is none (never built, or a build started and did not finish). */
export function stampedHash() {
  if (!existsSync(STAMP)) return null;
  try {
    return JSON.parse(readFileSync(STAMP, 'utf8')).sources ?? null;
  } catch {
    return null;
  }
}

/** Whether dist/, dist-ssr/ and dist-server/ hold a finished build of the current sources. */
export function buildIsFresh() {
  const stamped = stampedHash();
  return stamped !== null && stamped === sourcesHash();
}

const command = import.meta.url === pathToFileURL(process.argv[1] ?? '').href ? process.argv[2] : undefined;
if (command === undefined) {
  // Imported (test/bench/web/builds.ts): no command.
} else if (command === 'clear') {
  rmSync(STAMP, { force: true });
  mkdirSync(dirname(PENDING), { recursive: true });
  writeFileSync(PENDING, sourcesHash());
} else if (command === 'write') {
  // The hash taken when the build started: an edit made while it ran is not in this build.
  const sources = existsSync(PENDING) ? readFileSync(PENDING, 'utf8').trim() : sourcesHash();
  rmSync(PENDING, { force: true });
  writeFileSync(STAMP, `${JSON.stringify({ sources }, null, 2)}\n`);
} else if (command === 'ensure') {
  const stamped = stampedHash();
  if (buildIsFresh()) {
    console.log(
      'The build in dist/, dist-ssr/ and dist-server/ is of the current sources: not building again.',
    );
  } else {
    console.log(
      stamped === null
        ? 'No finished build: building.'
        : 'The sources changed since the last build: building.',
    );
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const result = spawnSync(npm, ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    process.exitCode = result.status ?? 1;
  }
} else {
  console.error('Usage: node scripts/build-stamp.mjs clear|write|ensure');
  process.exitCode = 2;
}
