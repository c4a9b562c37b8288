// npm run engine:pack: builds @play-smart/engine and packs it into var/pack/, printing the tarball's
// absolute path as the last line (scripts and tests read that line).
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const destination = resolve(root, 'var/pack');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

execFileSync(npm, ['run', 'build', '--workspace', '@play-smart/engine'], { cwd: root, stdio: 'inherit' });
mkdirSync(destination, { recursive: true });
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
