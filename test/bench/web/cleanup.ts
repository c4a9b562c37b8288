/**
 * Everything the benchmark starts (servers, browsers, temp dirs) registers how to undo it here, so a
 * failure, Ctrl-C or SIGTERM leaves no process or directory behind.
 */

type Undo = () => Promise<void> | void;

const undos: { readonly name: string; readonly undo: Undo }[] = [];
/** Process groups of children still running: the last-resort SIGKILL on exit needs no event loop. */
const groups = new Set<number>();

/** How long one undo may take before the next one runs anyway. */
const UNDO_TIMEOUT_MS = 15_000;

/** Registers an undo; the returned function unregisters it (after undoing by hand). */
export function onCleanup(name: string, undo: Undo): () => void {
  const entry = { name, undo };
  undos.push(entry);
  return () => {
    const at = undos.indexOf(entry);
    if (at >= 0) undos.splice(at, 1);
  };
}

/** Marks a detached child's process group as alive (until {@link untrackGroup}). */
export function trackGroup(pid: number): void {
  groups.add(pid);
}

/** The group has exited. */
export function untrackGroup(pid: number): void {
  groups.delete(pid);
}

function withTimeout(work: Promise<void>, name: string): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      process.stderr.write(`cleanup: ${name} took over ${UNDO_TIMEOUT_MS} ms; moving on\n`);
      resolve();
    }, UNDO_TIMEOUT_MS);
    work.then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      (error: unknown) => {
        clearTimeout(timer);
        process.stderr.write(`cleanup: ${name} failed: ${String(error)}\n`);
        resolve();
      },
    );
  });
}

let running: Promise<void> | null = null;

/** Undoes everything, newest first; safe to call more than once. */
export function cleanupAll(): Promise<void> {
  running ??= (async () => {
    while (undos.length > 0) {
      const entry = undos.pop();
      if (entry) await withTimeout(Promise.resolve().then(entry.undo), entry.name);
    }
  })();
  return running;
}

function killGroupsNow(): void {
  for (const pid of groups) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

let interruption: { readonly signal: string; readonly code: number } | null = null;

/** The signal that interrupted the run and its exit code, or null. */
export function interrupted(): { readonly signal: string; readonly code: number } | null {
  return interruption;
}

/**
 * On SIGINT/SIGTERM/SIGHUP: clean up, then exit with the signal's conventional code. A second signal does
 * not cut the cleanup short: a terminal's Ctrl-C reaches this process both directly and through npm, which
 * forwards it. On any exit: SIGKILL whatever child group is somehow still alive.
 */
export function installSignalHandlers(): void {
  const codes = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 } as const;
  for (const [signal, code] of Object.entries(codes)) {
    process.on(signal, () => {
      if (interruption !== null) return;
      interruption = { signal, code };
      process.stderr.write(`\n${signal}: stopping everything this benchmark started...\n`);
      void cleanupAll().finally(() => process.exit(code));
    });
  }
  process.once('exit', killGroupsNow);
}
