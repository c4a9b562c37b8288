import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';

/** One message to one recipient. */
export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** Sends mail. Routes depend on this only; errors reject and never quote the message or recipient. */
export interface Mailer {
  /** `outbox` writes .eml files (local use); `smtp` hands messages to a relay. */
  readonly kind: 'outbox' | 'smtp';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Time-outs for a relay, so a stuck relay fails a request in seconds rather than minutes. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

function envelope(mail: OutgoingMail, from: string) {
  // The recipient goes in as an address object, never a string nodemailer would parse as a list.
  return {
    from,
    to: { name: '', address: mail.to },
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
  };
}

/**
 * How long the development outbox keeps a message: long enough to open it and check it, short enough
 * that the recipients' addresses do not pile up on a developer's disk.
 */
export const OUTBOX_RETENTION_MS = 60 * 60 * 1000;
/** How often the outbox is swept for messages past {@link OUTBOX_RETENTION_MS}. */
const OUTBOX_SWEEP_MS = 5 * 60 * 1000;

/**
 * Deletes the outbox's messages (and abandoned drafts) written more than `retentionMs` ago.
 *
 * @returns how many were deleted
 */
export async function sweepOutbox(dir: string, retentionMs: number, nowMs = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let deleted = 0;
  for (const name of names) {
    if (!name.endsWith('.eml') && !name.endsWith('.tmp')) continue;
    const path = join(dir, name);
    try {
      if (nowMs - (await stat(path)).mtimeMs <= retentionMs) continue;
      await unlink(path);
      deleted++;
    } catch (error) {
      // Deleted meanwhile (by hand, or by a sweep of another process): nothing to do.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return deleted;
}

/**
 * Writes each message as an .eml file in `dir` (mode 0600, the directory 0700): the sink for local
 * development, never used in production (NODE_ENV=production requires SMTP_URL). The file holds the
 * whole message, recipient included, because it is the message; it is deleted
 * {@link OUTBOX_RETENTION_MS} after it was written (swept at start, every five minutes and at each
 * send), so no address is kept longer than that. Files appear complete (written under a temporary
 * name, then renamed), so a process that relays them never reads half a message.
 *
 * @param dir - the outbox directory (var/outbox by default)
 * @param from - the From address
 * @param retentionMs - how long a message is kept; tests shorten it
 */
export function outboxMailer(dir: string, from: string, retentionMs = OUTBOX_RETENTION_MS): Mailer {
  const transport: Transporter = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let ready: Promise<unknown> | null = null;
  const sweep = (): void => {
    sweepOutbox(dir, retentionMs).catch(() => undefined);
  };
  sweep();
  const sweeper = setInterval(sweep, Math.min(OUTBOX_SWEEP_MS, retentionMs));
  sweeper.unref();
  return {
    kind: 'outbox',
    async send(mail) {
      ready ??= mkdir(dir, { recursive: true, mode: 0o700 });
      await ready;
      await sweepOutbox(dir, retentionMs);
      const info = (await transport.sendMail(envelope(mail, from))) as { message: Buffer };
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}`;
      const draft = join(dir, `.${name}.tmp`);
      await writeFile(draft, info.message, { mode: 0o600 });
      await rename(draft, join(dir, `${name}.eml`));
    },
    close() {
      clearInterval(sweeper);
      transport.close();
    },
  };
}

/**
 * Sends through an SMTP relay given as a URL (`smtp://user:pass@host:587`, `smtps://...`).
 *
 * @param url - the SMTP_URL setting
 * @param from - the From address
 */
export function smtpMailer(url: string, from: string): Mailer {
  const transport: Transporter = createTransport({ url, ...SMTP_TIMEOUTS, logger: false });
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail(envelope(mail, from));
    },
    close() {
      transport.close();
    },
  };
}
