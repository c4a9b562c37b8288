/**
 * Child processes for the benchmark: each in its own process group (so killing it also kills whatever it
 * spawned, e.g. npm's shell), its output kept for error messages, and registered for cleanup.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { onCleanup, trackGroup, untrackGroup } from './cleanup';

/** Output kept per child: enough for an error message, bounded for a chatty server. */
const OUTPUT_LIMIT = 64 * 1024;
/** Grace after SIGTERM before SIGKILL (the site server flushes its embedded database). */
const STOP_GRACE_MS = 10_000;

/** A running child. */
export interface Child {
  readonly proc: ChildProcess;
  /** Its stdout and stderr so far (the tail, if long). */
  readonly output: () => string;
  /** Resolves with the exit code (null when killed by a signal). */
  readonly exited: Promise<number | null>;
  /** SIGTERM to its group, SIGKILL after a grace period; resolves once it has exited. */
  readonly stop: () => Promise<void>;
}

/** Options of {@link startChild}. */
export interface ChildOptions {
  readonly env?: Record<string, string>;
  readonly cwd?: string;
}

/** Starts a command in its own process group, registered for cleanup. */
export function startChild(
  name: string,
  command: string,
  args: readonly string[],
  options: ChildOptions = {},
): Child {
  const proc = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const pid = proc.pid;
  if (pid === undefined) throw new Error(`could not start ${name} (${command})`);
  trackGroup(pid);
  let output = '';
  const keep = (chunk: Buffer): void => {
    output = (output + chunk.toString()).slice(-OUTPUT_LIMIT);
  };
  proc.stdout.on('data', keep);
  proc.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) => {
    proc.once('exit', (code) => {
      untrackGroup(pid);
      resolve(code);
    });
  });
  const signalGroup = (signal: NodeJS.Signals): void => {
    try {
      process.kill(-pid, signal);
    } catch {
      // the group is gone already
    }
  };
  const stop = async (): Promise<void> => {
    if (proc.exitCode !== null || proc.signalCode !== null) return;
    signalGroup('SIGTERM');
    const timer = setTimeout(() => {
      signalGroup('SIGKILL');
    }, STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
    // Anything the child spawned and left behind in its group.
    signalGroup('SIGKILL');
  };
  const unregister = onCleanup(name, stop);
  void exited.then(unregister);
  return { proc, output: () => output, exited, stop };
}

/** Runs a command to its end; throws with its output when it fails. */
export async function runToEnd(
  name: string,
  command: string,
  args: readonly string[],
  options: ChildOptions = {},
): Promise<string> {
  const child = startChild(name, command, args, options);
  const code = await child.exited;
  if (code !== 0) throw new Error(`${name} failed (exit ${String(code)}):\n${child.output()}`);
  return child.output();
}

/** A TCP port free on loopback right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => {
        resolve(port);
      });
    });
  });
}

/** Waits until `url` answers (any status) or the child exits or `timeoutMs` passes. */
export async function waitForHttp(url: string, child: Child, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const state = { died: false };
  void child.exited.then(() => {
    state.died = true;
  });
  while (Date.now() < deadline) {
    if (state.died) throw new Error(`exited before answering ${url}:\n${child.output()}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms:\n${child.output()}`);
}
