import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { timeBudget } from './time-budget';

/**
 * A PostgreSQL server of a test's own, on loopback, that the test may restart and stop at will (the
 * shared one in TEST_DATABASE_URL serves the other test files at the same time). Built from the Debian
 * `postgresql` package's binaries, which `.ci/run` installs; as root the server runs as the `postgres`
 * user, since PostgreSQL refuses to run as root.
 */
export interface PostgresCluster {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`, trust authentication. */
  readonly url: string;
  readonly port: number;
  /** `pg_ctl restart -m fast`: every connection is terminated (SQLSTATE 57P01), then it comes back. */
  restart(): Promise<void>;
  /** `pg_ctl stop -m fast`. */
  stop(): Promise<void>;
  /** `pg_ctl start`, waiting until it accepts connections. */
  start(): Promise<void>;
  /** Stops it (immediately) and deletes its files. */
  destroy(): Promise<void>;
}

/** The newest installed PostgreSQL's bin folder, or null with the reason a test can print. */
export function postgresBinaries(): { bin: string } | { why: string } {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return { why: `no PostgreSQL binaries in ${root} (apt-get install postgresql)` };
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest === undefined ? { why: `no pg_ctl under ${root}` } : { bin: join(root, newest, 'bin') };
}

/** A TCP port free on loopback right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address === null || typeof address === 'string') reject(new Error('no port'));
        else resolve(address.port);
      });
    });
  });
}

const isRoot = process.getuid?.() === 0;

/**
 * Runs a PostgreSQL binary, as the postgres user when we are root; rejects with its output on failure.
 * Asynchronous, so the test's own clients keep sending requests while the server restarts.
 */
function run(bin: string, tool: string, args: readonly string[]): Promise<void> {
  const command = [join(bin, tool), ...args];
  const child = isRoot
    ? spawn('su', ['postgres', '-s', '/bin/sh', '-c', command.map((a) => `'${a}'`).join(' ')])
    : spawn(command[0] ?? '', command.slice(1));
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${tool} ${args.join(' ')} failed (${String(code)}):\n${output}`));
    });
  });
}

/** Creates and starts a throwaway cluster (initdb takes a few seconds). */
export async function startPostgresCluster(bin: string): Promise<PostgresCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'pg-fault-'));
  const data = join(dir, 'data');
  const socketDir = dir;
  if (isRoot) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gids = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dir, Number(ids.stdout.trim()), Number(gids.stdout.trim()));
  }
  const port = await freePort();
  const options = `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  // pg_ctl -w gives up after 60 s by default: a budget for an idle machine, stretched on a busy one.
  const waitSeconds = String(Math.ceil(timeBudget(60_000) / 1000));
  const ctl = (...args: string[]) =>
    run(bin, 'pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-t', waitSeconds, ...args]);
  await run(bin, 'initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  await ctl('-w', 'start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    restart: () => ctl('-w', '-m', 'fast', 'restart'),
    stop: () => ctl('-w', '-m', 'fast', 'stop'),
    start: () => ctl('-w', 'start'),
    destroy: async () => {
      try {
        await ctl('-w', '-m', 'immediate', 'stop');
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
