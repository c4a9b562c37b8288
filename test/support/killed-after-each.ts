import type { ChildProcess } from 'node:child_process';
import { afterEach } from 'vitest';

// Apart from server-process.ts, which the benches and scripts/screens.ts import outside vitest.
/** A test file's server child and the clean-ups its tests register (temporary folders, databases). */
export interface KilledAfterEach {
  /** The server child the current test started, killed with SIGKILL after it if still running. */
  child: ChildProcess | undefined;
  /** Run after each test, in order, then emptied. */
  readonly cleanups: (() => void)[];
}

/**
 * Kills a test's server child and runs its clean-ups after each test, passed or failed, so a failed
 * test leaves no process listening or folder behind for the next.
 */
export function killedAfterEach(): KilledAfterEach {
  const processes: KilledAfterEach = { child: undefined, cleanups: [] };
  afterEach(() => {
    if (processes.child && processes.child.exitCode === null) processes.child.kill('SIGKILL');
    processes.child = undefined;
    for (const cleanup of processes.cleanups.splice(0)) cleanup();
  });
  return processes;
}
