// @ts-check
// npm run terminal:install: packs @play-smart/engine (npm run engine:pack, which prints the tarball's path as
// its last line) and installs that tarball into examples/terminal/node_modules. Never from ../../engine and
// never through the repository's workspace symlink: this app meets the package the way any consumer does.
// With ENGINE_TARBALL set to the path of a tarball already packed, installs that one instead of packing
// again: test/package packs once per run for all its files.
import { execFileSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';

const app = import.meta.dirname;
const root = resolve(app, '../..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The tarball's path, the last line engine:pack prints. */
function pack() {
  const packed = execFileSync(npm, ['run', '--silent', 'engine:pack'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return packed.trim().split('\n').at(-1)?.trim() ?? '';
}

const given = process.env.ENGINE_TARBALL?.trim() ?? '';
const tarball = given === '' ? pack() : resolve(given);
if (!tarball.endsWith('.tgz') || !existsSync(tarball)) {
  const source = given === '' ? 'engine:pack printed no tarball path' : 'ENGINE_TARBALL names no tarball';
  process.stderr.write(`install-engine: ${source} (got "${tarball}")\n`);
  process.exit(1);
}

execFileSync(
  npm,
  [
    'install',
    '--prefix',
    app,
    '--no-save',
    '--no-package-lock',
    '--no-audit',
    '--no-fund',
    '--prefer-offline',
    tarball,
  ],
  { cwd: app, stdio: ['ignore', 'inherit', 'inherit'] },
);

// The copy must be real files under node_modules, not a link back into the repository's engine/ folder.
const installed = realpathSync(join(app, 'node_modules/@play-smart/engine'));
if (!installed.startsWith(realpathSync(join(app, 'node_modules')) + sep)) {
  process.stderr.write(`install-engine: @play-smart/engine resolved to ${installed}, not a copy\n`);
  process.exit(1);
}
process.stdout.write(`installed ${tarball}\ninto ${installed}\n`);
