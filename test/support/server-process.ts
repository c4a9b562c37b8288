import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { join } from 'node:path';
import { TEST_NODE_FLAGS } from './node-flags';
import { timeBudget } from './time-budget';

/** The sources of the two entry points, as tsx runs them. */
const SOURCES = { server: 'site/server/main.ts', staff: 'site/server/admin/cli.ts' } as const;

/**
 * The arguments for `node` that run the server (site/server/main.ts) or the staff CLI
 * (site/server/admin/cli.ts): in the server tests, the bundle their global setup built from the current
 * sources with the production build's settings (./server-bundle-setup.ts), as an operator runs
 * dist-server/, with the tests' V8 flags (./node-flags.ts); elsewhere (the benches, run by tsx) the sources
 * through tsx, with V8's defaults.
 */
export async function entryArgs(entry: keyof typeof SOURCES): Promise<string[]> {
  const bundle = process.env.VITEST === undefined ? '' : (await import('vitest')).inject('serverBundle');
  return bundle
    ? [...TEST_NODE_FLAGS, '--enable-source-maps', join(bundle, `${entry}.js`)]
    : ['--import', 'tsx', SOURCES[entry]];
}

/** The real entry point (site/server/main.ts) as an operator runs it, as a child process on loopback. */
export interface ServerProcess {
  readonly proc: ChildProcess;
  readonly base: string;
  readonly output: () => string;
}

/**
 * How long a start may take before the process is killed, so a hung start never outlives its test. A
 * start takes a few seconds on an idle machine (PGlite starts); on one busy with a
 * build and a browser it has taken over 30 s, hence a budget stretched by the load.
 */
const START_TIMEOUT_MS = timeBudget(60_000);

/**
 * Starts main.ts on a free loopback port; resolves once it logs that it listens (so LOG_LEVEL must let
 * info lines through), rejects if it exits first or takes too long, killing it then.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const proc = spawn(process.execPath, await entryArgs('server'), {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(new Error(`server did not report listening within ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ proc, base: match[1], output: () => output });
      }
    };
    proc.stdout.on('data', onData);
    proc.stderr.on('data', onData);
    proc.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${String(code)} before listening:\n${output}`));
    });
  });
}

/**
 * Resolves once `holds()` is true, looking again each time the process writes to stdout or stderr, or
 * once it has exited (the caller's next check then says what went wrong). Waits on the output, never on
 * a time: a busy machine only makes the wait longer.
 */
export function whenOutput(proc: ChildProcess, holds: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!holds() && proc.exitCode === null && proc.signalCode === null) return;
      proc.stdout?.off('data', check);
      proc.stderr?.off('data', check);
      proc.off('exit', check);
      resolve();
    };
    // Listeners added after the caller's own, so its buffer already has the chunk when `holds` looks.
    proc.stdout?.on('data', check);
    proc.stderr?.on('data', check);
    proc.once('exit', check);
    check();
  });
}

/** Resolves with the exit code when the process ends. */
export function exited(proc: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) {
      resolve(proc.exitCode);
      return;
    }
    proc.once('exit', (code) => {
      resolve(code);
    });
  });
}

/** Loads the home page and asks for the CSRF pair, as a browser does before its first POST. */
export async function session(base: string): Promise<{ cookie: string; token: string; html: string }> {
  const page = await fetch(`${base}/`);
  const pair = await fetch(`${base}/api/csrf`);
  const cookies = pair.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
  const token = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
  return { cookie: cookies.join('; '), token, html: await page.text() };
}

/** POSTs JSON with the session's cookies and CSRF header. */
export function postJson(
  base: string,
  s: { cookie: string; token: string },
  path: string,
  body: unknown,
): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: s.cookie, 'x-xsrf-token': s.token },
    body: JSON.stringify(body),
  });
}

/**
 * A valid sign-up body for a distinct made-up person: `tag` names the test (it is in the email, the
 * name and the street, so a test can look for its own data in logs), `n` makes each one unique.
 */
export function signUpBody(tag: string, n: number) {
  const name = tag.charAt(0).toUpperCase() + tag.slice(1);
  return {
    first_name: `${name}${n}`,
    last_name: 'Test',
    dob: '1980-05-17',
    address_1: `${n} ${name} St`,
    address_2: '',
    city: 'Columbus',
    state: 'Ohio',
    postal_code: '43215',
    email: `${tag}-${n}@example.org`,
    opt_in: '1',
    shirt_size: 'lg',
  };
}

/** Whether nothing listens on the loopback port any more (a connection is refused, or reset). */
export function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => {
      resolve(true);
    });
  });
}
