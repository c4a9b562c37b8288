import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
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
 * Writes each message as an .eml file in `dir` (mode 0600, the directory 0700): the embedded default.
 * The outbox IS the mail queue in local mode: the file holds the whole message, recipient included,
 * because it is the message; nothing else keeps the address. Files appear complete (written under a
 * temporary name, then renamed), so a process that relays them never reads half a message.
 *
 * @param dir - the outbox directory (var/outbox by default)
 * @param from - the From address
 */
export function outboxMailer(dir: string, from: string): Mailer {
  const transport: Transporter = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let ready: Promise<unknown> | null = null;
  return {
    kind: 'outbox',
    async send(mail) {
      ready ??= mkdir(dir, { recursive: true, mode: 0o700 });
      await ready;
      const info = (await transport.sendMail(envelope(mail, from))) as { message: Buffer };
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}`;
      const draft = join(dir, `.${name}.tmp`);
      await writeFile(draft, info.message, { mode: 0o600 });
      await rename(draft, join(dir, `${name}.eml`));
    },
    close() {
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
