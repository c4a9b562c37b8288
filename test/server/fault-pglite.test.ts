import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fakeDist } from '../support/dist';
import {
  exited,
  postJson,
  session,
  startServer,
  type ServerProcess,
  signUpBody,
  entryArgs,
} from '../support/server-process';
import { embeddedSignUps } from '../support/registration-records';
import { freshVarDir } from '../support/test-databases';
import { timeBudget } from '../support/time-budget';

/**
 * The real server on the embedded database with VAR_DIR on a filesystem that fills up: a small tmpfs
 * mounted for the test (root only). While the disk is full, sign-ups answer 503 with Retry-After (never
 * 500) and nothing is half-written; once space is freed they succeed again without a restart, and every
 * acknowledged sign-up is there.
 */

const SIZE_MB = 96;
const STOCK = 100_000;
/** Sign-ups succeed again this soon after space is freed: five seconds idle, stretched on a busy machine. */
const RECOVERY_LIMIT_MS = timeBudget(5000);

/** Mounts a tmpfs, or says why it cannot (not root, not Linux, no mount permission in this container). */
function mountSmallDisk(): { dir: string } | { why: string } {
  if (process.platform !== 'linux') return { why: 'tmpfs mounts need Linux' };
  if (process.getuid?.() !== 0) return { why: 'mounting a tmpfs needs root' };
  const dir = mkdtempSync(join(tmpdir(), 'full-disk-'));
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${SIZE_MB}m,mode=0700`, 'tmpfs', dir], {
    encoding: 'utf8',
  });
  if (mounted.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    return { why: `mount -t tmpfs failed: ${mounted.stderr.trim() || String(mounted.status)}` };
  }
  return { dir };
}

const disk = mountSmallDisk();
if ('why' in disk) console.warn(`Skipping the full-disk test: ${disk.why}.`);

const signUp = (n: number) => signUpBody('full', n);

/** Fills the filesystem holding `dir` to the last byte, in files it returns. */
function fill(dir: string): string[] {
  const files: string[] = [];
  for (let i = 0; ; i++) {
    const free = statfsSync(dir).bavail * statfsSync(dir).bsize;
    if (free === 0) return files;
    const path = join(dir, `filler-${i}`);
    files.push(path);
    try {
      writeFileSync(path, Buffer.alloc(Math.max(free, 4096)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
    }
  }
}

describe.skipIf('why' in disk)('the embedded database on a full disk', () => {
  let server: ServerProcess | undefined;
  afterAll(() => {
    if (server && server.proc.exitCode === null) server.proc.kill('SIGKILL');
    if ('dir' in disk) {
      spawnSync('umount', [disk.dir]);
      rmSync(disk.dir, { recursive: true, force: true });
    }
  });

  it('answers 503 while full, works again once space is freed, and loses nothing', async () => {
    if (!('dir' in disk)) return;
    const { varDir: template, cleanup } = await freshVarDir();
    const varDir = join(disk.dir, 'var');
    cpSync(template, varDir, { recursive: true });
    cleanup();
    const env = { DIST_DIR: fakeDist(), VAR_DIR: varDir, RATE_LIMIT_REGISTER: '1000000/min' };
    server = await startServer(env);
    const { base, proc } = server;
    const stock = spawnSync(
      process.execPath,
      [...(await entryArgs('staff')), 'stock', '--set', String(STOCK)],
      { env: { ...process.env, ...env }, encoding: 'utf8' },
    );
    expect(stock.status, stock.stderr).toBe(0);
    const s = await session(base);

    const acknowledged: string[] = [];
    const statuses: number[] = [];
    let next = 0;
    const attempt = async () => {
      const body = signUp(next++);
      const res = await postJson(base, s, '/api/register', body);
      statuses.push(res.status);
      if (res.status === 201) acknowledged.push(body.email);
      return res;
    };
    for (let i = 0; i < 5; i++) expect((await attempt()).status).toBe(201);

    const fillers = fill(disk.dir);
    let refused: Response | undefined;
    // Rows first fill the free room in pages already on disk; the first one that needs a new block fails.
    for (let i = 0; i < 400 && refused === undefined; i++) {
      const res = await attempt();
      if (res.status === 503) refused = res;
      else await res.arrayBuffer();
    }
    expect(refused, `no 503 while full: ${statuses.join(',')}`).toBeDefined();
    const retryAfter = refused?.headers.get('retry-after');
    expect(retryAfter).toMatch(/^\d+$/);
    // The sentence names the wait the header asks for.
    expect(((await refused?.json()) as { message: string }).message).toContain(
      `try again in ${retryAfter} seconds`,
    );
    // Still full: the next ones are refused the same way, and the server stays up.
    for (let i = 0; i < 5; i++) expect((await attempt()).status).toBe(503);
    const friend = await postJson(base, s, '/api/emailfriend', { email: 'pal@example.com' });
    expect(friend.status).toBe(503);
    expect((await fetch(`${base}/`)).status).toBe(200);

    for (const file of fillers) rmSync(file, { force: true });
    const freedAt = performance.now();
    let recovered = false;
    while (!recovered && performance.now() - freedAt < RECOVERY_LIMIT_MS) {
      recovered = (await attempt()).status === 201;
    }
    const recoveryMs = performance.now() - freedAt;
    expect(recovered).toBe(true);
    for (let i = 0; i < 5; i++) expect((await attempt()).status).toBe(201);
    expect(statuses.filter((code) => code !== 201 && code !== 503)).toEqual([]);
    expect(proc.exitCode).toBeNull();

    const gone = exited(proc);
    proc.kill('SIGTERM');
    expect(await gone).toBe(0);
    const { emails: stored, stock: left } = await embeddedSignUps(varDir);
    const lost = acknowledged.filter((email) => !stored.has(email));
    console.log(
      `PGlite full-disk test: ${acknowledged.length} acknowledged, ${lost.length} lost, ` +
        `${statuses.filter((c) => c === 503).length} answered 503 while full, none 500; ` +
        `first sign-up ${Math.round(recoveryMs)} ms after space was freed`,
    );
    expect(lost).toEqual([]);
    // Nothing half-written: every refused sign-up left neither a row nor a missing shirt.
    expect(stored.size).toBe(acknowledged.length);
    expect(left).toBe(STOCK - stored.size);
  });
});
