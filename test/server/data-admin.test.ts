import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { fc, test as fcTest } from '@fast-check/vitest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminSocketClient } from '../../site/server/admin/client';
import { runCli } from '../../site/server/admin/cli';
import { parseStaffArgs, UsageError } from '../../site/server/admin/commands';
import { csvCell, csvRecord, CSV_HEADER, registrationCsvRecord } from '../../site/server/admin/csv';
import { adminSocketPath, startAdminSocket } from '../../site/server/admin/socket';
import { databaseNotice, urlWithoutPassword } from '../../site/server/admin/which-database';
import { createRepository, embeddedDataDir, openDatabase } from '../../site/server/data';
import type { Database } from '../../site/server/data/port';
import type { Repository } from '../../site/server/data/repository';
import { recordFreshState } from '../support/database-reset';
import { personNumber } from '../support/registration-records';
import { entryArgs } from '../support/server-process';
import {
  databaseAvailable,
  freshPostgresUrl,
  freshVarDir as freshVarDirOnDisk,
} from '../support/test-databases';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Parses RFC 4180 CSV text (quoted fields, doubled quotes, CRLF records) back into rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    const next = text.charAt(i + 1);
    if (quoted && c === '"' && next === '"') {
      cell += '"';
      i++;
    } else if (quoted && c === '"') {
      quoted = false;
    } else if (quoted) {
      cell += c;
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && next === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  return rows;
}

describe('the CSV export format', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+1 555', "'+1 555"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['a=1', 'a=1'],
    ['', ''],
  ])('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  fcTest.prop([fc.array(fc.string({ unit: 'binary' }), { minLength: 1, maxLength: 6 })])(
    'reads back as the values, formula-like ones behind an apostrophe',
    (values) => {
      const expected = values.map((v) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v));
      expect(parseCsv(csvRecord(values))).toEqual([expected]);
    },
  );

  it('writes a registration with a header, yes/no opt-in and empty source', () => {
    const row = {
      ...personNumber(1, { opt_in: false, source: null, city: '=cmd' }),
      id: 7,
      created_at: '2026-01-02T03:04:05.000Z',
    };
    const [header, record] = parseCsv(CSV_HEADER + registrationCsvRecord(row));
    expect(Object.fromEntries(header!.map((h, i) => [h, record![i]]))).toEqual({
      id: '7',
      created_at: '2026-01-02T03:04:05.000Z',
      first_name: 'Alex1',
      last_name: 'Rivera',
      address_1: '1 High Street',
      address_2: '',
      city: "'=cmd",
      state: 'OH',
      postal_code: '43215',
      shirt_size: 'lg',
      email: 'alex1@example.com',
      dob: '1980-06-15',
      opt_in: 'no',
      source: '',
    });
  });
});

describe('staff CLI arguments', () => {
  it.each([
    [[], /No command given/],
    [['frobnicate'], /Unknown command "frobnicate"/],
    [['purge'], /purge needs --older-than DAYS/],
    [['purge', '--older-than'], /older-than/],
    [['purge', '--older-than', 'ten'], /--older-than must be a whole number from 1 to 36500, got "ten"/],
    [['purge', '--older-than', '0'], /from 1 to/],
    [['purge', '--older-than', '-5'], /older-than/],
    [['purge', '--older-than', '99999'], /from 1 to 36500/],
    [['stock', '--set', '-1'], /set/],
    [['stock', '--set', '1.5'], /--set must be a whole number from 0 to 2147483647, got "1.5"/],
    [['stock', '--set', '3000000000'], /from 0 to 2147483647/],
    [['stock', 'extra'], /Unexpected argument "extra"/],
    [['stock', '--bogus'], /bogus/],
    [['export', '--out'], /out/],
    [['export', '--out', ''], /--out needs a file name/],
    [['export', '--contact=yes'], /contact/],
    [['purge', '--contact'], /purge needs --older-than DAYS/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseStaffArgs(argv)).toThrow(UsageError);
    expect(() => parseStaffArgs(argv)).toThrow(message);
  });

  it.each([
    [['export'], { name: 'export', out: null, contact: false }],
    [['export', '--out', 'a.csv'], { name: 'export', out: 'a.csv', contact: false }],
    [['export', '--contact', '--out', 'm.csv'], { name: 'export', out: 'm.csv', contact: true }],
    [['purge', '--older-than', '180'], { name: 'purge', olderThanDays: 180, contact: false }],
    [['purge', '--contact', '--older-than', '90'], { name: 'purge', olderThanDays: 90, contact: true }],
    [['stock'], { name: 'stock', set: null }],
    [['stock', '--set', '0'], { name: 'stock', set: 0 }],
    [['--help'], { name: 'help' }],
  ])('reads %j', (argv, command) => {
    expect(parseStaffArgs(argv)).toEqual(command);
  });

  it('exits 2 with the message and the usage on misuse, touching nothing', async () => {
    const { code, stderr } = await runCliCapturing(['stock', '--set', 'many'], {
      VAR_DIR: '/nonexistent/var',
    });
    expect(code).toBe(2);
    expect(stderr).toContain('--set must be a whole number');
    expect(stderr).toContain('Usage: node dist-server/staff.js <command>');
  });
});

/**
 * Runs the real CLI entry point in a child process: for misuse and PostgreSQL here; api-main and api-crash
 * run it against a live server. Other tests call runCli in this process, which spares a process start each.
 */
async function cli(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const entry = await entryArgs('staff');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...entry, ...args], {
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    child.once('close', (code) => {
      resolve({ code, stdout, stderr });
    });
  });
}

/**
 * A var directory with a fresh, migrated embedded database at var/db, removed after the test. Migrated
 * already (a copy of the migrated template): what these tests prove is what the CLI does with a site's
 * database; a CLI opening a directory with no database, which migrates it, is the last test's.
 */
async function freshVarDir(): Promise<string> {
  const { varDir, cleanup } = await freshVarDirOnDisk({ migrated: true });
  cleanups.push(cleanup);
  return varDir;
}

/** Opens the var directory's database in this process, as the running site would. */
async function runningSite(varDir: string): Promise<Repository> {
  const db = await openDatabase({
    dataDir: embeddedDataDir(varDir),
    vacuumIntervalMs: 0,
    notify: () => undefined,
  });
  cleanups.push(() => db.close());
  return createRepository(db);
}

describe('the admin socket', () => {
  // One running site for these tests, its database reset to a fresh one before each; each test starts its
  // own socket (closed by the file's afterEach).
  let varDir: string;
  let db: Database;
  let repository: Repository;
  let reset: () => Promise<void>;
  let removeVarDir: () => void;
  beforeAll(async () => {
    ({ varDir, cleanup: removeVarDir } = await freshVarDirOnDisk({ migrated: true }));
    db = await openDatabase({
      dataDir: embeddedDataDir(varDir),
      vacuumIntervalMs: 0,
      notify: () => undefined,
    });
    repository = createRepository(db);
    reset = await recordFreshState(db);
  });
  beforeEach(async () => {
    await reset();
  });
  afterAll(async () => {
    await db.close();
    removeVarDir();
  });

  it('serves the staff operations to the CLI client, owner-only', async () => {
    const path = adminSocketPath(varDir);
    const admin = await startAdminSocket(repository, path);
    cleanups.push(() => admin.close());
    expect(statSync(path).mode & 0o777).toBe(0o600);

    const client = adminSocketClient(path);
    await client.setStock(3);
    expect(await client.stockRemaining()).toBe(3);
    await repository.register(personNumber(1));
    await repository.register(personNumber(2));
    const exported: number[] = [];
    expect(await client.exportRegistrations((row) => void exported.push(row.id))).toBe(2);
    expect(exported).toEqual([1, 2]);
    expect(await client.purgeRegistrationsBefore(new Date(Date.now() + 60_000))).toBe(2);
    await expect(client.setStock(-4)).rejects.toThrow(/Stock must be a whole number/);
    expect(await repository.stockRemaining()).toBe(1);
  });

  it('answers a malformed request with an error and stays up', async () => {
    const path = adminSocketPath(varDir);
    const admin = await startAdminSocket(repository, path);
    cleanups.push(() => admin.close());
    const reply = await new Promise<string>((resolve) => {
      const socket = createConnection(path);
      let text = '';
      socket.setEncoding('utf8').on('data', (c: string) => (text += c));
      socket.on('end', () => {
        resolve(text);
      });
      socket.write('{"op":"drop-tables"}\n');
    });
    expect(JSON.parse(reply)).toEqual({
      ok: false,
      message: 'Unknown op: expected stock, set-stock, purge, export, purge-contact or export-contact.',
    });
    expect(await adminSocketClient(path).stockRemaining()).toBe(0);
  });

  it('stops an export whose client hung up, and keeps serving', async () => {
    const path = adminSocketPath(varDir);
    let exporting: Promise<number> | undefined;
    const watched: Repository = {
      ...repository,
      exportRegistrations: (onRow) => (exporting = repository.exportRegistrations(onRow)),
    };
    const admin = await startAdminSocket(watched, path);
    cleanups.push(() => admin.close());
    await db.query(
      `INSERT INTO registrations (first_name, last_name, dob, address_1, city, state, postal_code, email,
         email_normalised, person_key, opt_in, shirt_size)
       SELECT repeat('x', 200), 'L', '1970-01-01', n || ' Road', 'Akron', 'OH', '44301', n || '@x.org',
         n || '@x.org', lpad(to_hex(n), 64, '0'), true, 'sm'
       FROM generate_series(1, 20000) AS n`,
    );
    await new Promise<void>((resolve) => {
      const socket = createConnection(path);
      socket.once('data', () => {
        socket.destroy();
        resolve();
      });
      socket.write('{"op":"export"}\n');
    });
    // The export ends (rather than waiting forever for a reader that is gone)...
    await expect(exporting).rejects.toThrow('The admin client went away.');
    // ...and the socket still serves the next client.
    expect(await adminSocketClient(path).stockRemaining()).toBe(0);
  });

  it('replaces a socket file left by a crash, but not one that still answers', async () => {
    const path = adminSocketPath(varDir);
    writeFileSync(path, ''); // what a killed server leaves behind is a dead file at the path
    const admin = await startAdminSocket(repository, path);
    cleanups.push(() => admin.close());
    await expect(startAdminSocket(repository, path)).rejects.toThrow(
      /Another process is serving the admin socket/,
    );
    expect(await adminSocketClient(path).stockRemaining()).toBe(0);
  });
});

describe('the staff CLI', () => {
  it('works while the site runs, through its admin socket', async () => {
    const varDir = await freshVarDir();
    const repository = await runningSite(varDir);
    const admin = await startAdminSocket(repository, adminSocketPath(varDir));
    cleanups.push(() => admin.close());

    const viaSocket = `Database: PGlite in ${embeddedDataDir(varDir)}, through the running server's admin socket ${adminSocketPath(varDir)}.\n`;
    const set = await runCliCapturing(['stock', '--set', '7'], { VAR_DIR: varDir });
    expect(set).toMatchObject({ code: 0, stdout: 'Shirts left set to 7.\n', stderr: viaSocket });
    expect(await repository.stockRemaining()).toBe(7);
    await repository.register(personNumber(1, { city: '=1+1' }));

    const out = join(varDir, 'shirts.csv');
    const exported = await runCliCapturing(['export', '--out', out], { VAR_DIR: varDir });
    expect(exported).toMatchObject({
      code: 0,
      stderr: `${viaSocket}Exported 1 registration(s) to ${out}.\n`,
    });
    expect(statSync(out).mode & 0o777).toBe(0o600);
    const rows = parseCsv(readFileSync(out, 'utf8'));
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain("'=1+1");

    const toStdout = await runCliCapturing(['export'], { VAR_DIR: varDir });
    expect(toStdout.code).toBe(0);
    expect(parseCsv(toStdout.stdout)).toEqual(rows);
  });

  it('exports and purges contact messages, through the admin socket and directly', async () => {
    const varDir = await freshVarDir();
    const db = await openDatabase({
      dataDir: embeddedDataDir(varDir),
      vacuumIntervalMs: 0,
      notify: () => undefined,
    });
    const repository = createRepository(db);
    const admin = await startAdminSocket(repository, adminSocketPath(varDir));
    await repository.storeContactMessage({
      topic: 'delete-my-data',
      name: 'Old Sender',
      email: 'old@example.org',
      message: 'Please delete my sign-up.',
    });
    await db.query(`UPDATE contact_messages SET created_at = now() - interval '100 days'`);
    await repository.storeContactMessage({
      topic: 'accessibility',
      name: '=HYPERLINK("x")',
      email: 'new@example.org',
      message: 'Line one\nline two, "quoted"',
    });

    const out = join(varDir, 'messages.csv');
    const exported = await runCliCapturing(['export', '--contact', '--out', out], { VAR_DIR: varDir });
    expect(exported.code).toBe(0);
    expect(exported.stderr).toContain(`Exported 2 contact message(s) to ${out}.`);
    expect(statSync(out).mode & 0o777).toBe(0o600);
    const rows = parseCsv(readFileSync(out, 'utf8'));
    expect(rows[0]).toEqual(['id', 'created_at', 'topic', 'name', 'email', 'message']);
    expect(rows.slice(1).map((r) => r.slice(2))).toEqual([
      ['delete-my-data', 'Old Sender', 'old@example.org', 'Please delete my sign-up.'],
      ['accessibility', `'=HYPERLINK("x")`, 'new@example.org', 'Line one\nline two, "quoted"'],
    ]);
    // The registrations export still holds registrations only (none here): just its header.
    expect(parseCsv((await runCliCapturing(['export'], { VAR_DIR: varDir })).stdout)).toHaveLength(1);

    const purged = await runCliCapturing(['purge', '--contact', '--older-than', '90'], { VAR_DIR: varDir });
    expect(purged.code).toBe(0);
    expect(purged.stdout).toMatch(/^Deleted 1 contact message\(s\) created before \d{4}-/);
    await admin.close();
    await db.close();

    // Nothing runs now: the CLI opens the database itself.
    const direct = await runCliCapturing(['export', '--contact'], { VAR_DIR: varDir });
    expect(direct.code).toBe(0);
    expect(
      parseCsv(direct.stdout)
        .slice(1)
        .map((r) => r[4]),
    ).toEqual(['new@example.org']);
    const none = await runCliCapturing(['purge', '--contact', '--older-than', '1'], { VAR_DIR: varDir });
    expect(none.stdout).toMatch(/^Deleted 0 contact message\(s\)/);
  });

  it('opens the database itself when nothing runs, and lets go of it', async () => {
    const varDir = await freshVarDir();
    expect(await runCliCapturing(['stock', '--set', '3'], { VAR_DIR: varDir })).toMatchObject({
      code: 0,
      stderr: `Database: PGlite in ${embeddedDataDir(varDir)}, opened directly: no server is running on it.\n`,
    });
    expect(await runCliCapturing(['stock'], { VAR_DIR: varDir })).toMatchObject({
      code: 0,
      stdout: 'Shirts left: 3.\n',
    });
    const purged = await runCliCapturing(['purge', '--older-than', '30'], { VAR_DIR: varDir });
    expect(purged.code).toBe(0);
    expect(purged.stdout).toMatch(/^Deleted 0 registration\(s\) created before \d{4}-/);
  });

  it('fails clearly (exit 1) when the database is held and no admin socket answers', async () => {
    const varDir = await freshVarDir();
    await runningSite(varDir);
    const result = await runCliCapturing(['stock'], { VAR_DIR: varDir });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `is in use by process ${process.pid}. Stop it first, or set DATABASE_URL.`,
    );
    expect(result.stderr).toContain('admin.sock does not answer');
  });

  it('exits 2 on misuse from the command line', async () => {
    const result = await cli(['purge'], { VAR_DIR: '/nonexistent' });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^purge needs --older-than DAYS/);
  });

  it.skipIf(!databaseAvailable('postgres'))('connects straight to DATABASE_URL', async () => {
    const { url, cleanup } = await freshPostgresUrl();
    cleanups.push(cleanup);
    expect(await cli(['stock', '--set', '4'], { DATABASE_URL: url, VAR_DIR: '/nonexistent' })).toMatchObject({
      code: 0,
    });
    const { username, host, pathname } = new URL(url);
    expect(await cli(['stock'], { DATABASE_URL: url, VAR_DIR: '/nonexistent' })).toMatchObject({
      code: 0,
      stdout: 'Shirts left: 4.\n',
      stderr: `Database: PostgreSQL at postgres://${username}@${host}${pathname} (DATABASE_URL).\n`,
    });
  });

  it('warns when there was no database and it has just created an empty one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'staff-elsewhere-'));
    cleanups.push(() => {
      rmSync(dir, { recursive: true, force: true });
    });
    const varDir = join(dir, 'var');
    const first = await runCliCapturing(['stock'], { VAR_DIR: varDir });
    expect(first.code).toBe(0);
    expect(first.stdout).toBe('Shirts left: 0.\n');
    expect(first.stderr).toBe(
      `Database: PGlite in ${embeddedDataDir(varDir)}, opened directly: no server is running on it.\n` +
        `WARNING: there was no database in ${embeddedDataDir(varDir)}, so this command has just created a ` +
        "new, empty one. If the site is running, it uses another directory: run this command with the site's " +
        `VAR_DIR (this one used VAR_DIR=${varDir}; unset, it is ./var under the current directory).\n`,
    );
  });
});

/** Runs the CLI in this process (no process start), capturing what it writes. */
async function runCliCapturing(
  argv: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (c: Buffer) => (out += c.toString()));
  stderr.on('data', (c: Buffer) => (err += c.toString()));
  const code = await runCli(argv, { DATABASE_URL: '', ...env }, { stdout, stderr });
  return { code, stdout: out, stderr: err };
}

describe('which database a staff command names', () => {
  it.each([
    ['postgres://app:s3cret@db.example:5432/site', 'postgres://app@db.example:5432/site'],
    ['postgresql://app@db/site?password=s3cret&sslmode=require', 'postgresql://app@db/site?sslmode=require'],
    ['postgres://db/site', 'postgres://db/site'],
    ['postgres://app:s3cret@[::1', '(DATABASE_URL, not shown: it is not a readable URL)'],
  ])('prints %j as %j', (url, shown) => {
    expect(urlWithoutPassword(url)).toBe(shown);
    expect(databaseNotice({ kind: 'postgres', url }, '/srv/var')).toEqual([
      `Database: PostgreSQL at ${shown} (DATABASE_URL).`,
    ]);
  });

  it('names the running server when the admin socket answered, and warns only about a new database', () => {
    expect(
      databaseNotice(
        { kind: 'admin-socket', dataDir: '/srv/var/db', socket: '/srv/var/admin.sock' },
        '/srv/var',
      ),
    ).toEqual([
      "Database: PGlite in /srv/var/db, through the running server's admin socket /srv/var/admin.sock.",
    ]);
    expect(databaseNotice({ kind: 'pglite', dataDir: '/srv/var/db', created: false }, '/srv/var')).toEqual([
      'Database: PGlite in /srv/var/db, opened directly: no server is running on it.',
    ]);
    const created = databaseNotice(
      { kind: 'pglite', dataDir: '/home/x/var/db', created: true },
      '/home/x/var',
    );
    expect(created).toHaveLength(2);
    expect(created[1]).toMatch(
      /^WARNING: there was no database in \/home\/x\/var\/db, .*VAR_DIR=\/home\/x\/var;/,
    );
  });
});
