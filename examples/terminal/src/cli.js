#!/usr/bin/env node
// @ts-check
// The entry point. It first makes sure @play-smart/engine resolves to the copy installed from the packed
// tarball (examples/terminal/node_modules), then loads the app. Without that copy Node would walk up to the
// repository's node_modules, whose @play-smart/engine is a workspace link to the engine's source folder:
// this app must run against the package as published, so it refuses instead.
import { realpathSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const INSTALL_HINT =
  'Install it from the packed tarball first: `npm run terminal:install` (from the repository root).';

/**
 * @param {string} path - a path that may not exist
 * @returns {string} its real path, or the path itself
 */
function realOrSelf(path) {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

/**
 * Where `@play-smart/engine` resolves from here, or why it cannot be used.
 *
 * @returns {string | null} the reason to refuse, or null when the installed copy is the one found
 */
function engineProblem() {
  const app = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  let file;
  try {
    file = realpathSync(fileURLToPath(import.meta.resolve('@play-smart/engine')));
  } catch {
    return '@play-smart/engine is not installed for this app.';
  }
  let modules;
  try {
    modules = realpathSync(join(app, 'node_modules'));
  } catch {
    return `@play-smart/engine resolves to ${file}, outside this app (it has no node_modules).`;
  }
  const engineSource = realOrSelf(join(resolve(app, '../..'), 'engine')) + sep;
  if (!file.startsWith(modules + sep) || file.startsWith(engineSource)) {
    return `@play-smart/engine resolves to ${file}, not to a copy installed in ${modules}.`;
  }
  return null;
}

const problem = engineProblem();
if (problem !== null) {
  process.stderr.write(`play-smart: ${problem}\n${INSTALL_HINT}\n`);
  process.exit(2);
}

const { main } = await import('./app.js');
process.exitCode = await main(process.argv.slice(2));
