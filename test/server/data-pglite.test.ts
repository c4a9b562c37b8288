import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createRepository, IN_MEMORY, LockHeldError, openDatabase } from '../../site/server/data';
import { DatabaseUnavailableError } from '../../site/server/data/errors';
import { processState } from '../../site/server/data/lock-file';
import { openPglite, startPglite } from '../../site/server/data/pglite';
import type { Database } from '../../site/server/data/port';
import { freshPgliteDir } from '../support/test-databases';
import { TEST_NODE_FLAGS } from '../support/node-flags';
import { whenOutput } from '../support/server-process';
import { depth } from '../support/test-depth';
import { pollUntil } from '../support/time-budget';

const CRASH_WRITER = join(process.cwd(), 'test', 'support', 'crash-writer.ts');
/**
 * SIGKILLs of the writer: one by default; CI (TEST_FULL=1) two, the second killing the writer that runs on
 * the recovered database. A third round would only repeat the second (recovered, killed again) at another
 * moment, so it earned no new state for its writer start and recovery.
 */
const CRASH_ROUNDS = depth(1, 2);

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function freshDir(): Promise<string> {
  const { dataDir, cleanup } = await freshPgliteDir();
  cleanups.push(cleanup);
  return dataDir;
}

async function open(dataDir: string, notices: string[] = [], vacuumIntervalMs = 0): Promise<Database> {
  const db = await openDatabase({ dataDir, vacuumIntervalMs, notify: (m) => notices.push(m) });
  cleanups.push(() => db.close());
  return db;
}

/** The pid of a process that has exited (the kernel may reuse it much later, not within a test). */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '0']).pid;
}

/** The message an operator reads, with the data directory named as the adapter names it. */
function inUseMessage(dataDir: string, pid: number): string {
  const rel = relative(process.cwd(), dataDir);
  const shown = rel !== '' && !rel.startsWith('..') ? rel : dataDir;
  return `The database in ${shown} is in use by process ${pid}. Stop it first, or set DATABASE_URL.`;
}

describe('the PGlite lock file', () => {
  it('holds the owning pid while open and is removed by close', async () => {
    const dataDir = await freshDir();
    const db = await openDatabase({ dataDir, vacuumIntervalMs: 0, notify: () => undefined });
    expect(readFileSync(`${dataDir}.lock`, 'utf8').trim()).toBe(String(process.pid));
    await db.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    await db.close(); // closing twice is harmless
    await expect(db.query('SELECT 1')).rejects.toThrow('The database is closed.');
  });

  it('refuses a second open while the first is alive, with a clear message', async () => {
    const dataDir = await freshDir();
    await open(dataDir);
    const second = openDatabase({ dataDir, notify: () => undefined });
    await expect(second).rejects.toThrow(LockHeldError);
    await expect(second).rejects.toThrow(inUseMessage(dataDir, process.pid));
  });

  it('refuses when another live process holds the lock, naming it', async () => {
    const dataDir = await freshDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    cleanups.push(() => {
      holder.kill('SIGKILL');
    });
    const pid = holder.pid ?? 0;
    writeFileSync(`${dataDir}.lock`, `${pid}\n`);
    await expect(openDatabase({ dataDir, notify: () => undefined })).rejects.toThrow(
      inUseMessage(dataDir, pid),
    );
    expect(readFileSync(`${dataDir}.lock`, 'utf8').trim()).toBe(String(pid)); // left alone
  });

  it.each([
    ['a dead process', () => `${deadPid()}\n`, /Took over a stale lock .* \(process \d+ is gone\)/],
    ['nothing readable', () => 'garbage', /Took over a stale lock on the database in /],
  ])('takes over a stale lock left by %s, and says so', async (_, content, notice) => {
    const dataDir = await freshDir();
    writeFileSync(`${dataDir}.lock`, content());
    const notices: string[] = [];
    const db = await open(dataDir, notices);
    expect(notices).toEqual([expect.stringMatching(notice)]);
    expect(readFileSync(`${dataDir}.lock`, 'utf8').trim()).toBe(String(process.pid));
    expect((await db.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it.skipIf(process.platform !== 'linux')(
    'takes over a lock held by a zombie (exited, never reaped), and still refuses its live parent',
    async () => {
      const dataDir = await freshDir();
      // sh starts a short-lived child, then becomes `sleep`, which never waits for it: once the child
      // exits it stays a zombie, as a server killed with kill -9 does under a PID 1 that reaps nothing.
      const parent = spawn('sh', ['-c', 'sleep 0.05 & echo $!; exec sleep 30']);
      cleanups.push(() => {
        parent.kill('SIGKILL');
      });
      const zombie = await new Promise<number>((resolve) => {
        parent.stdout.once('data', (chunk: Buffer) => {
          resolve(Number(chunk.toString().trim()));
        });
      });
      // Nothing announces that the child has exited: look until it has.
      await pollUntil(() => processState(zombie) === 'Z', 'the child turns zombie', 2000);
      // kill(pid, 0) cannot tell: it succeeds on a zombie.
      expect(() => process.kill(zombie, 0)).not.toThrow();

      writeFileSync(`${dataDir}.lock`, `${zombie}\n`);
      const notices: string[] = [];
      const db = await open(dataDir, notices);
      expect(notices).toEqual([
        expect.stringMatching(`Took over a stale lock .* \\(process ${zombie} is gone\\)`),
      ]);
      expect((await db.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      await db.close();

      const parentPid = parent.pid ?? 0;
      expect(processState(parentPid)).toMatch(/^[RS]$/);
      writeFileSync(`${dataDir}.lock`, `${parentPid}\n`);
      await expect(openDatabase({ dataDir, notify: () => undefined })).rejects.toThrow(
        inUseMessage(dataDir, parentPid),
      );
    },
  );

  it('reads a process state after the last parenthesis, whatever the command name holds', () => {
    const root = mkdtempSync(join(tmpdir(), 'proc-'));
    cleanups.push(() => {
      rmSync(root, { recursive: true, force: true });
    });
    const stat = (pid: number, text: string) => {
      mkdirSync(join(root, String(pid)));
      writeFileSync(join(root, String(pid), 'stat'), text);
    };
    stat(11, '11 (node) S 1 11 11 0 -1');
    stat(12, '12 (a) Z (b) R 1 12 12 0 -1');
    stat(13, '13 (server) Z 1 13 13 0 -1');
    expect(processState(11, root)).toBe('S');
    expect(processState(12, root)).toBe('R');
    expect(processState(13, root)).toBe('Z');
    expect(processState(14, root)).toBeNull();
  });

  it('takes no lock for an in-memory database', async () => {
    const db = await openDatabase({ dataDir: IN_MEMORY, notify: () => undefined });
    cleanups.push(() => db.close());
    expect(existsSync(`${IN_MEMORY}.lock`)).toBe(false);
    expect(await createRepository(db).stockRemaining()).toBe(0);
  });
});

describe('a PGlite instance that stops', () => {
  it('fails the statement it was running with 503, then is started again with every commit kept', async () => {
    const dataDir = await freshDir();
    const notices: string[] = [];
    let starts = 0;
    let trap = false;
    // The first instance traps as a WebAssembly instance does (an abort, an out-of-bounds access): once it
    // has, it answers nothing again.
    const start = async (dir: string) => {
      const instance = await startPglite(dir);
      starts++;
      if (starts === 1) {
        const query = instance.query.bind(instance);
        let dead = false;
        instance.query = (async (...args: Parameters<typeof query>) => {
          if (trap) dead = true;
          if (dead) throw new WebAssembly.RuntimeError('unreachable');
          return query(...args);
        }) as typeof instance.query;
      }
      return instance;
    };
    const db = await openPglite({ dataDir, vacuumIntervalMs: 0, notify: (m) => notices.push(m), start });
    cleanups.push(() => db.close());
    await db.query('CREATE TABLE kept (n int)');
    await db.query('INSERT INTO kept VALUES (1), (2)');

    trap = true;
    await expect(db.query('INSERT INTO kept VALUES (3)')).rejects.toThrow(DatabaseUnavailableError);
    trap = false;
    // The next statement gets a new instance on the same files.
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM kept')).rows).toEqual([{ n: 2 }]);
    expect(starts).toBe(2);
    expect(notices).toEqual([
      'The embedded database stopped: RuntimeError.',
      expect.stringMatching(/had stopped and was started again/),
    ]);
    // And it keeps working, transactions included.
    await db.tx(async (q) => {
      await q.query('INSERT INTO kept VALUES (4)');
    });
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM kept')).rows).toEqual([{ n: 3 }]);
  });
});

describe('PGlite as one connection', () => {
  it('keeps other statements out of a running transaction until it commits', async () => {
    const db = await open(await freshDir());
    let openGate!: () => void;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    let insideTx!: () => void;
    const txStarted = new Promise<void>((resolve) => (insideTx = resolve));
    const tx = db.tx(async (q) => {
      await q.query('UPDATE shirt_stock SET remaining = 1');
      insideTx();
      await gate;
      await q.query('UPDATE shirt_stock SET remaining = remaining + 1');
    });
    await txStarted;
    let seen: number | undefined;
    const read = db.query<{ remaining: number }>('SELECT remaining FROM shirt_stock').then((r) => {
      seen = r.rows[0]?.remaining;
    });
    // Give the read every chance to run early: many turns of the event loop while the gate is closed.
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toBeUndefined();
    openGate();
    await Promise.all([tx, read]);
    expect(seen).toBe(2); // the committed value, never the half-done 1
  });

  it('vacuums on its timer, and stops when closed', async () => {
    const db = await open(await freshDir(), [], 20);
    const vacuums = async () =>
      Number(
        (
          await db.query<{ n: string }>(
            "SELECT coalesce(sum(vacuum_count), 0)::text AS n FROM pg_stat_user_tables WHERE relname = 'shirt_stock'",
          )
        ).rows[0]?.n,
      );
    // Nothing announces a vacuum but the statistics: look until one shows (every 20 ms, it is soon).
    await pollUntil(async () => (await vacuums()) > 0, 'a vacuum on the timer', 10_000);
    await db.close(); // would hang or throw if the timer kept queueing work on a closed database
  });
});

/** Runs the crash writer until it has acknowledged some work, kills it with SIGKILL, returns the acknowledged ids. */
async function crashRound(
  dataDir: string,
  round: number,
  minimumAcknowledged: number,
  initialStock?: number,
): Promise<{ ids: number[]; scores: number }> {
  const args = [
    CRASH_WRITER,
    dataDir,
    String(round),
    ...(initialStock === undefined ? [] : [String(initialStock)]),
  ];
  // node --import tsx, not the tsx CLI: the CLI runs the script in a grandchild that SIGKILL would miss.
  const child = spawn(process.execPath, [...TEST_NODE_FLAGS, '--import', 'tsx', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const acknowledged = () => (stdout.match(/^registered \d+$/gm) ?? []).length;
  // Wait until it is writing, then as many commits again, so the plug is pulled among commits in flight.
  // Counted, not timed: on a busy machine the round only takes longer.
  await whenOutput(child, () => acknowledged() >= 2 * minimumAcknowledged);
  expect(acknowledged(), `crash writer never got going: ${stderr}`).toBeGreaterThanOrEqual(
    2 * minimumAcknowledged,
  );
  child.kill('SIGKILL');
  await exited;
  expect(child.signalCode).toBe('SIGKILL');
  return {
    ids: [...stdout.matchAll(/^registered (\d+)$/gm)].map((m) => Number(m[1])),
    scores: (stdout.match(/^scored$/gm) ?? []).length,
  };
}

describe('PGlite durability', () => {
  it(`keeps every acknowledged commit when the process is killed with SIGKILL (${CRASH_ROUNDS} round(s))`, async () => {
    const dataDir = await freshDir();
    const initialStock = 1_000_000;
    const acknowledged: number[] = [];
    let scored = 0;
    // Over all rounds at least 16 commits are acknowledged before a kill, however many rounds there are.
    const perRound = Math.max(5, Math.ceil(16 / CRASH_ROUNDS));
    for (let round = 0; round < CRASH_ROUNDS; round++) {
      const { ids, scores } = await crashRound(
        dataDir,
        round,
        perRound,
        round === 0 ? initialStock : undefined,
      );
      acknowledged.push(...ids);
      scored += scores;

      const notices: string[] = [];
      const db = await openDatabase({ dataDir, vacuumIntervalMs: 0, notify: (m) => notices.push(m) });
      try {
        expect(notices).toEqual([expect.stringMatching(/Took over a stale lock/)]);
        const { rows } = await db.query<{ id: string }>('SELECT id::text AS id FROM registrations');
        const stored = new Set(rows.map((r) => Number(r.id)));
        expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
        // Each transaction happened whole or not at all: stock taken matches rows stored...
        const stock = await createRepository(db).stockRemaining();
        expect(stock + stored.size).toBe(initialStock);
        // ...and no acknowledged score is lost (each is added after its registration commits).
        const scores = await db.query<{ counted: string }>(
          'SELECT coalesce(sum(score_count), 0)::text AS counted FROM scroll_score_buckets',
        );
        const counted = Number(scores.rows[0]?.counted);
        expect(counted).toBeGreaterThanOrEqual(scored);
        expect(counted).toBeLessThanOrEqual(stored.size);
      } finally {
        await db.close();
      }
    }
    expect(acknowledged.length).toBeGreaterThan(15);
  });
});
