import { createWriteStream, openSync, realpathSync, renameSync, rmSync, type WriteStream } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRepository, embeddedDataDir, LockHeldError, openDatabase } from '../data';
import { writePrivately } from '../security/private-files';
import { adminSocketClient } from './client';
import { parseStaffArgs, runStaffCommand, UsageError, USAGE, type StaffCommand } from './commands';
import type { StaffOperations } from './protocol';
import { adminSocketPath, socketAnswers } from './socket';
import { databaseNotice, holdsDatabase, type DatabaseRoute } from './which-database';

/**
 * The staff CLI: `node dist-server/staff.js export|purge|stock ...` once built (npm run staff:export,
 * staff:purge, staff:stock). Exit status: 0 done, 1 failed, 2 misused.
 */

/** Where the CLI writes; tests pass their own. */
export interface CliIo {
  readonly stdout: NodeJS.WritableStream;
  readonly stderr: NodeJS.WritableStream;
}

interface Connection {
  readonly operations: StaffOperations;
  /** Which database the command reached, for the operator: see ./which-database.ts. */
  readonly notice: readonly string[];
  close(): Promise<void>;
}

/**
 * Reaches the data: DATABASE_URL directly; else the running server's admin socket; else the embedded
 * database opened here (nothing runs, so nobody holds its lock).
 */
async function connect(env: NodeJS.ProcessEnv): Promise<Connection> {
  const varDir = resolve(env.VAR_DIR ?? 'var');
  const dataDir = embeddedDataDir(varDir);
  const databaseUrl = env.DATABASE_URL?.trim() ?? '';
  const socket = adminSocketPath(varDir);
  if (databaseUrl === '' && (await socketAnswers(socket))) {
    return {
      operations: adminSocketClient(socket),
      notice: databaseNotice({ kind: 'admin-socket', dataDir, socket }, varDir),
      close: () => Promise.resolve(),
    };
  }
  // Looked at before opening: opening an empty directory creates a database there.
  const created = databaseUrl === '' && !holdsDatabase(dataDir);
  try {
    const db = await openDatabase({ databaseUrl, dataDir, vacuumIntervalMs: 0 });
    const route: DatabaseRoute =
      databaseUrl === '' ? { kind: 'pglite', dataDir, created } : { kind: 'postgres', url: databaseUrl };
    return {
      operations: createRepository(db),
      notice: databaseNotice(route, varDir),
      close: () => db.close(),
    };
  } catch (error) {
    if (error instanceof LockHeldError) {
      throw new Error(
        `${error.message} Its admin socket ${socket} does not answer: if it is the site, wait until it has ` +
          'started; if it is another staff command, wait for it to finish.',
        { cause: error },
      );
    }
    throw error;
  }
}

function write(stream: NodeJS.WritableStream, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    stream.write(text, (error) => {
      if (error) reject(error);
      else resolve();
    });
  });
}

/** A CSV file written beside its final name and renamed when complete, so a failed export leaves no half file. */
function csvFile(path: string): { stream: WriteStream; commit(): Promise<void>; abandon(): void } {
  const partial = `${path}.partial`;
  // Opened synchronously so a bad path fails here, clearly. Personal data: readable by its owner only.
  const stream = createWriteStream('', { fd: openSync(partial, 'w', 0o600) });
  return {
    stream,
    commit: () =>
      new Promise((resolve, reject) => {
        stream.end(() => {
          try {
            renameSync(partial, path);
            resolve();
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      }),
    abandon() {
      stream.destroy();
      rmSync(partial, { force: true });
    },
  };
}

async function execute(command: Exclude<StaffCommand, { name: 'help' }>, env: NodeJS.ProcessEnv, io: CliIo) {
  // When CSV goes to stdout, messages go to stderr so the CSV stays clean.
  const messages = command.name === 'export' ? io.stderr : io.stdout;
  const connection = await connect(env);
  for (const line of connection.notice) io.stderr.write(`${line}\n`);
  let file: ReturnType<typeof csvFile> | null = null;
  try {
    if (command.name === 'export' && command.out !== null) file = csvFile(resolve(command.out));
    const data = file?.stream ?? io.stdout;
    await runStaffCommand(command, connection.operations, {
      data: (text) => write(data, text),
      messages: (line) => messages.write(`${line}\n`),
      now: () => new Date(),
    });
    await file?.commit();
  } catch (error) {
    file?.abandon();
    throw error;
  } finally {
    await connection.close();
  }
}

/**
 * Runs the CLI.
 *
 * @param argv - the arguments after the script name
 * @returns the exit status
 */
export async function runCli(argv: readonly string[], env: NodeJS.ProcessEnv, io: CliIo): Promise<number> {
  let command: StaffCommand;
  try {
    command = parseStaffArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr.write(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (command.name === 'help') {
    io.stdout.write(USAGE);
    return 0;
  }
  try {
    await execute(command, env, io);
    return 0;
  } catch (error) {
    io.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}

function isMainModule(): boolean {
  const script = process.argv[1];
  if (script === undefined) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(script)).href;
  } catch {
    return false;
  }
}

if (isMainModule()) {
  // An export holds every sign-up, and the CLI may create the embedded database: both for staff only.
  writePrivately();
  void runCli(process.argv.slice(2), process.env, { stdout: process.stdout, stderr: process.stderr }).then(
    (code) => {
      process.exitCode = code;
    },
  );
}
