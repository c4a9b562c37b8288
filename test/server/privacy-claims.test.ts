import type { ChildProcess } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OUTBOX_RETENTION_MS, outboxMailer, sweepOutbox } from '../../site/server/mail/mailer';
import { fakeDist } from '../support/dist';
import { exited, postJson, session, startServer } from '../support/server-process';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { freshVarDir } from '../support/test-databases';

/**
 * The email-a-friend form says "No email addresses are stored." These tests hold the server to it: in
 * production the message goes to the relay and the address is in no file under VAR_DIR (database files
 * included) and no log line; the development outbox keeps a message one hour at most.
 */

let child: ChildProcess | undefined;
let sink: SmtpSink | undefined;
const cleanups: (() => void)[] = [];
afterEach(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  child = undefined;
  await sink?.close();
  sink = undefined;
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** Every regular file under `dir`, read whole. */
function filesUnder(dir: string): { path: string; bytes: Buffer }[] {
  return readdirSync(dir, { recursive: true })
    .map((name) => join(dir, String(name)))
    .filter((path) => statSync(path).isFile())
    .map((path) => ({ path, bytes: readFileSync(path) }));
}

describe('"No email addresses are stored."', () => {
  it('in production the address goes to the relay and nowhere under VAR_DIR or in the log', async () => {
    sink = await startSmtpSink();
    const { varDir, cleanup } = await freshVarDir();
    cleanups.push(cleanup);
    const server = await startServer({
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: 'https://playsmart.example.org',
      SMTP_URL: sink.url,
      DIST_DIR: fakeDist(),
      VAR_DIR: varDir,
    });
    child = server.proc;
    const friend = 'claim.check.friend@example.net';
    const s = await session(server.base);
    const res = await postJson(server.base, s, '/api/emailfriend', { email: friend });
    expect(res.status).toBe(200);
    expect(sink.messages).toHaveLength(1);
    // Quoted-printable bodies break long lines with a trailing '='.
    const mail = (sink.messages[0] ?? '').replace(/=\r?\n/g, '');
    expect(mail).toContain(friend);
    // Sent links point at the public site, not at localhost.
    expect(mail).toContain('https://playsmart.example.org/get-help-give-help');
    expect(mail).not.toContain('localhost');

    const exit = exited(server.proc);
    server.proc.kill('SIGTERM');
    expect(await exit).toBe(0);
    const files = filesUnder(varDir);
    expect(files.length).toBeGreaterThan(100);
    for (const needle of [friend, friend.toUpperCase(), 'claim.check.friend']) {
      expect(files.filter(({ bytes }) => bytes.includes(needle)).map(({ path }) => path)).toEqual([]);
    }
    expect(readdirSync(varDir)).not.toContain('outbox');
    expect(server.output()).not.toContain('claim.check');
  });

  it('the development outbox keeps a message one hour at most', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
    const mailer = outboxMailer(dir, 'Play Smart <no-reply@localhost>');
    cleanups.push(() => {
      mailer.close();
    });
    await mailer.send({ to: 'fresh@example.org', subject: 's', text: 't', html: '<p>t</p>' });
    const [fresh = ''] = readdirSync(dir);
    expect(fresh).toMatch(/\.eml$/);
    // An older message and an abandoned draft, written just over an hour ago...
    mkdirSync(dir, { recursive: true });
    const old = join(dir, 'old.eml');
    const draft = join(dir, '.abandoned.tmp');
    writeFileSync(old, 'To: old@example.org');
    writeFileSync(draft, 'To: draft@example.org');
    const past = (Date.now() - OUTBOX_RETENTION_MS - 1000) / 1000;
    utimesSync(old, past, past);
    utimesSync(draft, past, past);
    // ...are gone at the next sweep; the fresh one stays until its hour is up.
    expect(await sweepOutbox(dir, OUTBOX_RETENTION_MS)).toBe(2);
    expect(readdirSync(dir)).toEqual([fresh]);
    expect(await sweepOutbox(dir, OUTBOX_RETENTION_MS, Date.now() + OUTBOX_RETENTION_MS + 1000)).toBe(1);
    expect(readdirSync(dir)).toEqual([]);
    // Each send sweeps too.
    writeFileSync(old, 'To: old@example.org');
    utimesSync(old, past, past);
    await mailer.send({ to: 'next@example.org', subject: 's', text: 't', html: '<p>t</p>' });
    expect(readdirSync(dir).filter((name) => name === 'old.eml')).toEqual([]);
  });
});
