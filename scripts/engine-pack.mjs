// npm run engine:pack: builds @play-smart/engine and packs it into var/pack/, printing the tarball's
// absolute path as the last line (scripts and tests read that line).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const destination = resolve(root, 'var/pack');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * One pack at a time: the build empties engine/dist first, so a second pack running meanwhile (a developer's
 * beside a test run packing in test/package's global setup, or two test runs at once) would pack a
 * half-built folder. A lock folder (mkdir is atomic) holding the owner's pid; a lock whose owner is gone is
 * taken over.
 */
const lock = resolve(destination, '.lock');
function ownerAlive() {
  try {
    process.kill(Number(readFileSync(resolve(lock, 'pid'), 'utf8')), 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}
function acquire() {
  mkdirSync(destination, { recursive: true });
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  for (let waited = 0; ; waited += 200) {
    try {
      mkdirSync(lock);
      writeFileSync(resolve(lock, 'pid'), String(process.pid));
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      // A lock without a pid yet is being taken: give its owner a moment before judging it stale.
      if (waited > 1000 && !ownerAlive()) rmSync(lock, { recursive: true, force: true });
      if (waited > 300_000)
        throw new Error(`engine:pack: ${lock} is still held after 5 minutes`, { cause: error });
      Atomics.wait(sleeper, 0, 0, 200);
    }
  }
}

acquire();
try {
  execFileSync(npm, ['run', 'build', '--workspace', '@play-smart/engine'], { cwd: root, stdio: 'inherit' });
  const packed = JSON.parse(
    execFileSync(
      npm,
      ['pack', '--workspace', '@play-smart/engine', '--pack-destination', destination, '--json'],
      { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    ),
  );
  const [{ filename, size, unpackedSize, entryCount }] = packed;
  process.stderr.write(`packed ${entryCount} files: ${size} bytes (${unpackedSize} unpacked)\n`);
  process.stdout.write(`${resolve(destination, filename)}\n`);
} finally {
  rmSync(lock, { recursive: true, force: true });
}
