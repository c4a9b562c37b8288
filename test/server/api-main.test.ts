import { spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fakeDist } from '../support/dist';
import {
  exited,
  refusesConnections,
  session,
  startServer,
  whenOutput,
  type ServerProcess,
  entryArgs,
} from '../support/server-process';
import { killedAfterEach } from '../support/killed-after-each';
import { freshVarDir } from '../support/test-databases';
import { pollUntil } from '../support/time-budget';

/**
 * The real entry point as an operator runs it: a child process on a loopback port with the embedded
 * database in a temporary VAR_DIR.
 */

const processes = killedAfterEach();

/** Every file and folder under `dir`, symbolic links not followed. */
function walk(dir: string): string[] {
  return readdirSync(dir, { recursive: true }).map((name) => join(dir, String(name)));
}

/** The entries under `dir` (and `dir` itself) that its group or others may read, write or enter. */
function looseEntries(dir: string): string[] {
  return [dir, ...walk(dir)].filter((path) => (lstatSync(path).mode & 0o077) !== 0);
}

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServer(env);
  processes.child = server.proc;
  return server;
}

describe('site/server/main.ts', () => {
  it('starts on the embedded database, warns about local-only modes, takes staff commands and stops cleanly on SIGTERM', async () => {
    const varDir = join(mkdtempSync(join(tmpdir(), 'main-')), 'var');
    const env = { DIST_DIR: fakeDist(), VAR_DIR: varDir };
    const { base, output } = await start(env);
    expect(output()).toMatch(/"level":40.*BOT CHECK IS OFF \(no RECAPTCHA_SECRET\)/);
    expect(output()).toMatch(/"level":40.*No SMTP_URL/);
    expect(existsSync(join(varDir, 'csrf-secret'))).toBe(true);

    // A fresh database has no shirts; staff add some through the admin socket while the server runs.
    expect((await session(base)).html).toContain('{"tShirtsAvailable":false}');
    const cli = spawnSync(process.execPath, [...(await entryArgs('staff')), 'stock', '--set', '3'], {
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });
    expect(cli.status, cli.stderr).toBe(0);

    const s = await session(base);
    const post = (path: string, body: unknown) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: s.cookie, 'x-xsrf-token': s.token },
        body: JSON.stringify(body),
      });
    const registered = await post('/api/register', {
      first_name: 'Lee',
      last_name: 'Main',
      dob: '1970-01-01',
      address_1: '9 Elm St',
      address_2: '',
      city: 'Dayton',
      state: 'Ohio',
      postal_code: '45402',
      email: 'lee@example.org',
      opt_in: '1',
      shirt_size: 'xl',
    });
    expect(registered.status).toBe(201);
    expect((await post('/api/emailfriend', { email: 'pal@example.com' })).status).toBe(200);
    expect(readdirSync(join(varDir, 'outbox')).filter((f) => f.endsWith('.eml'))).toHaveLength(1);

    // Everything it wrote is for its own user alone: the database (PGlite creates its files 0666 before
    // the umask), the outbox, the CSRF secret, the admin socket, the lock.
    const loose = looseEntries(varDir);
    expect(loose).toEqual([]);
    expect(walk(varDir).length).toBeGreaterThan(100);
    expect(statSync(join(varDir, 'db')).mode & 0o777).toBe(0o700);
    expect(statSync(join(varDir, 'admin.sock')).mode & 0o077).toBe(0);

    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });

    const proc = processes.child as ChildProcess;
    const exit = exited(proc);
    proc.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(existsSync(join(varDir, 'db.lock'))).toBe(false);
    expect(existsSync(join(varDir, 'admin.sock'))).toBe(false);
    expect(output()).not.toMatch(/lee@example|pal@example|Dayton|127\.0\.0\.1:\d+"?,?"?(remote|ip)/);

    // The data survived: a restart sees the sign-up (stock 2 left) and the same CSRF secret.
    const again = await start(env);
    const stock = spawnSync(process.execPath, [...(await entryArgs('staff')), 'stock'], {
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });
    expect(stock.stdout).toMatch(/\b2\b/);
    const old = await fetch(`${again.base}/api/scroll-games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: s.cookie, 'x-xsrf-token': s.token },
      body: JSON.stringify({ score: 42 }),
    });
    expect(old.status).toBe(201);
    const second = processes.child as ChildProcess;
    const exit2 = exited(second);
    second.kill('SIGINT');
    expect(await exit2).toBe(0);
  });

  it('makes a VAR_DIR left readable by others private at start', async () => {
    const { varDir, cleanup } = await freshVarDir();
    processes.cleanups.push(cleanup);
    for (const path of walk(varDir)) chmodSync(path, statSync(path).isDirectory() ? 0o777 : 0o666);
    expect(looseEntries(varDir).length).toBeGreaterThan(100);
    await start({ DIST_DIR: fakeDist(), VAR_DIR: varDir });
    expect(looseEntries(varDir)).toEqual([]);
  });

  it('on SIGTERM finishes the request in flight, refuses new ones, closes the database and exits 0', async () => {
    const { varDir, cleanup } = await freshVarDir();
    processes.cleanups.push(cleanup);
    // Debug logs say when a request arrives (info logs say it only once it is answered).
    const { base, proc, output } = await start({ DIST_DIR: fakeDist(), VAR_DIR: varDir, LOG_LEVEL: 'debug' });
    const s = await session(base);
    const { port } = new URL(base);
    const logged = (message: string) =>
      output()
        .split('\n')
        .filter((line) => line.includes(message));
    // A sign-up whose body is still arriving when the signal comes: it is in flight.
    const body = JSON.stringify({ email: 'not-an-address' });
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: Number(port),
          method: 'POST',
          path: '/api/register',
          headers: {
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(body)),
            cookie: s.cookie,
            'x-xsrf-token': s.token,
          },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => {
            resolve({ status: res.statusCode ?? 0, text });
          });
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 5));
      // Each step waits for the server to show the one before: the request has arrived, the signal was
      // taken, the listening socket is closed. Only then does the rest of the body come.
      void (async () => {
        await whenOutput(proc, () =>
          logged('request received').some((line) => line.includes('/api/register')),
        );
        proc.kill('SIGTERM');
        await whenOutput(proc, () => logged('shutting down').length > 0);
        await pollUntil(() => refusesConnections(Number(port)), 'the listening socket closes', 5000);
        req.end(body.slice(5));
      })().catch(reject);
    });
    const exit = exited(proc);
    const { status, text } = await answer;
    // The route ran to its end: the body was read and judged (422: the form's own errors).
    expect(status).toBe(422);
    expect(text).toContain('Oops! There are some errors.');
    // Meanwhile the listening socket was closed: a new connection is refused.
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    expect(await exit).toBe(0);
    expect(existsSync(join(varDir, 'db.lock'))).toBe(false);
  });

  it('refuses to start with a bad setting, naming it, and exits non-zero', async () => {
    const result = spawnSync(process.execPath, await entryArgs('server'), {
      env: {
        ...process.env,
        DIST_DIR: fakeDist(),
        RATE_LIMIT_REGISTER: 'lots',
        VAR_DIR: mkdtempSync(join(tmpdir(), 'v-')),
      },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Could not start the server: RATE_LIMIT_REGISTER must look like 5/min');
  });
});
