// Screenshots of every page at 390 and 1280 px, to look at the whole site after a change:
//   npm run screens            (builds first; writes var/screens/<page>-<width>.png, not committed)
// Serves the built site with the real server on a free loopback port and a throwaway VAR_DIR, then runs
// scripts/screenshots.ts on every path of site/routing/route-paths.ts and an unknown path (the 404 page), in
// every language.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCALES, localePath } from '../site/routing/locale';
import { APP_PATHS } from '../site/routing/route-paths';
import { exited, startServer } from '../test/support/server-process';

const OUT = join('var', 'screens');
const NOT_FOUND_SAMPLE = '/no-such-page';

const varDir = mkdtempSync(join(tmpdir(), 'screens-var-'));
const server = await startServer({ VAR_DIR: varDir, LOG_LEVEL: 'info' });
try {
  const shots = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/screenshots.ts',
      '--base',
      server.base,
      '--out',
      OUT,
      ...LOCALES.flatMap((locale) =>
        [...APP_PATHS, NOT_FOUND_SAMPLE].map((path) => localePath(locale, path)),
      ),
    ],
    { stdio: 'inherit' },
  );
  const code = await new Promise<number | null>((resolve) => shots.once('exit', resolve));
  if (code !== 0) process.exitCode = code ?? 1;
} finally {
  const gone = exited(server.proc);
  server.proc.kill('SIGTERM');
  await gone;
  rmSync(varDir, { recursive: true, force: true });
}
