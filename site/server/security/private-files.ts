import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Files the server writes are for its own user alone: they hold sign-ups (names, addresses, births). */
export const PRIVATE_UMASK = 0o077;
/** A private file: read and write for the owner. */
export const PRIVATE_FILE_MODE = 0o600;
/** A private folder: the owner may list, enter and write it. */
export const PRIVATE_DIR_MODE = 0o700;

/**
 * Makes everything this process writes from now on private (umask 077): the embedded database's files
 * (which PGlite creates 0666 before the umask), the mail outbox, the CSRF secret, the admin socket and
 * the lock file.
 */
export function writePrivately(): void {
  process.umask(PRIVATE_UMASK);
}

/**
 * Takes group and other permissions off every file and folder under `dir` (`dir` included), for a
 * VAR_DIR written by an older version or under a looser umask. Symbolic links are left alone (and not
 * followed): they are not ours to change. Returns how many entries were tightened.
 */
export function tightenTree(dir: string): number {
  let changed = 0;
  const visit = (path: string): void => {
    let stats;
    try {
      stats = lstatSync(path);
    } catch (error) {
      // Removed while we walked (PGlite's temporary files come and go): nothing to tighten.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    if (stats.isSymbolicLink()) return;
    const loose = (stats.mode & 0o077) !== 0;
    if (stats.isDirectory()) {
      if (loose) {
        chmodSync(path, stats.mode & PRIVATE_DIR_MODE);
        changed++;
      }
      for (const name of readdirSync(path)) visit(join(path, name));
    } else if (loose) {
      chmodSync(path, stats.mode & PRIVATE_FILE_MODE);
      changed++;
    }
  };
  visit(dir);
  return changed;
}
