import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { DatabaseOpenError } from './errors';

/** A lock file held by this process. */
export interface HeldLock {
  readonly path: string;
  /** Removes the lock file if it is still ours. Safe to call more than once. */
  release(): void;
}

/** Thrown when another live process holds the lock. */
export class LockHeldError extends DatabaseOpenError {
  override name = 'LockHeldError';
  constructor(
    message: string,
    /** The process holding the lock. */
    readonly pid: number,
  ) {
    super(message);
  }
}

/** Lock files this process holds, so it can tell its own live lock from a stale one with its pid. */
const heldHere = new Set<string>();

/**
 * The one-letter state of a process from Linux's `/proc/<pid>/stat` (`R`, `S`, `Z`...), or null where
 * there is no procfs (other systems) or the process is gone. The state follows the command name, which
 * is in parentheses and may itself hold spaces and parentheses, so it is read after the LAST `)`.
 */
export function processState(pid: number, procRoot = '/proc'): string | null {
  let stat: string;
  try {
    stat = readFileSync(`${procRoot}/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  const state = /^\s*(\S)/.exec(stat.slice(stat.lastIndexOf(')') + 1));
  return state?.[1] ?? null;
}

/**
 * Whether a process holds on to anything. A zombie (state `Z`) has exited and keeps only its pid until
 * its parent reaps it; in a container whose first process does not reap children, a server killed with
 * kill -9 stays a zombie for good, and `kill(pid, 0)` still succeeds on it.
 */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return processState(pid) !== 'Z';
}

function readPid(path: string): number | null {
  try {
    const text = readFileSync(path, 'utf8').trim();
    return /^\d+$/.test(text) ? Number(text) : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function createExclusively(path: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Takes a pid lock file: created with O_EXCL, holding this process's id. A lock whose process is gone (a
 * crash, kill -9, a reboot) or is a zombie (exited, not yet reaped; read from /proc on Linux, elsewhere
 * a zombie still counts as alive) is stale and taken over, and `onStaleTakeover` is told so.
 *
 * @remarks A pid reused by an unrelated process after a reboot makes a stale lock look held; the
 * message names the pid so an operator can check it and delete the file. Two processes taking over the
 * same stale lock within microseconds of each other could both succeed; starting two servers on one
 * data directory at the same instant is outside what this guards against.
 *
 * @param path - the lock file, e.g. `var/db.lock`
 * @param describeHolder - the message when a live process holds the lock
 * @param onStaleTakeover - told when a stale lock is replaced
 */
export function acquireLockFile(
  lockPath: string,
  describeHolder: (pid: number) => string,
  onStaleTakeover: (stalePid: number | null) => void,
): HeldLock {
  const path = resolve(lockPath);
  mkdirSync(dirname(path), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    if (createExclusively(path)) return heldLock(path);
    const pid = readPid(path);
    // Our own pid in a lock we do not hold is stale: a container restarted with a fresh pid namespace
    // hands the new process the same pid as the one that left the lock behind.
    const heldByOther = pid !== null && (pid === process.pid ? heldHere.has(path) : isAlive(pid));
    if (pid !== null && heldByOther) throw new LockHeldError(describeHolder(pid), pid);
    // Empty or garbage content: a process died between creating and writing the file, or someone
    // edited it; either way nobody can be holding it.
    try {
      unlinkSync(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    onStaleTakeover(pid);
  }
  throw new DatabaseOpenError(`Could not take the lock file ${path}: another process keeps replacing it.`);
}

function heldLock(path: string): HeldLock {
  heldHere.add(path);
  let released = false;
  return {
    path,
    release() {
      if (released) return;
      released = true;
      heldHere.delete(path);
      // Only remove the file if it is still ours: never delete a lock another process took over.
      if (readPid(path) === process.pid) {
        try {
          unlinkSync(path);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        }
      }
    },
  };
}
