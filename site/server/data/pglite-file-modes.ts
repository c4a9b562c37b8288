import fs from 'node:fs';
import { resolve, sep } from 'node:path';

/** Permission bits a file under a private data directory may not have: any for group or others. */
const GROUP_AND_OTHERS = 0o077;

/** The data directories whose files are kept private; the wrapper is installed once per process. */
const privateDirs = new Set<string>();
let installed = false;

function isUnderPrivateDir(path: fs.PathLike): boolean {
  if (typeof path !== 'string') return false;
  const absolute = resolve(path);
  for (const dir of privateDirs) {
    if (absolute === dir || absolute.startsWith(dir + sep)) return true;
  }
  return false;
}

/**
 * Keeps PGlite's files in `dataDir` private (0600; folders 0700 come from the process umask already).
 *
 * Why this exists: PGlite runs PostgreSQL on Emscripten's Node filesystem, which has no umask of its
 * own. It creates every file and then calls `fs.chmodSync(path, 0o666)` on it, and a chmod, unlike a
 * create, is not filtered by the process umask: the sign-ups' data files ended up readable by every local
 * user. The `fs` module object is shared by everything in the process, so this wraps its `chmodSync`
 * for paths inside the data directory only, taking group and other bits off the mode asked for. Every
 * other path, and every other caller, is left exactly as it was.
 *
 * @param dataDir - the embedded database's directory (e.g. `var/db`)
 * @returns a function that stops protecting `dataDir` (the wrapper stays, passing everything through)
 */
export function keepPgliteFilesPrivate(dataDir: string): () => void {
  const dir = resolve(dataDir);
  privateDirs.add(dir);
  if (!installed) {
    installed = true;
    const chmodSync = fs.chmodSync.bind(fs);
    fs.chmodSync = (path: fs.PathLike, mode: fs.Mode): void => {
      if (isUnderPrivateDir(path) && typeof mode === 'number') {
        chmodSync(path, mode & ~GROUP_AND_OTHERS);
        return;
      }
      chmodSync(path, mode);
    };
  }
  return () => {
    privateDirs.delete(dir);
  };
}
