import { parseArgs } from 'node:util';
import { MAX_STOCK } from '../data/sql-repository';
import { CONTACT_CSV_HEADER, contactCsvRecord, CSV_HEADER, registrationCsvRecord } from './csv';
import type { StaffOperations } from './protocol';

/** A parsed staff command. */
export type StaffCommand =
  | { readonly name: 'export'; readonly out: string | null; readonly contact: boolean }
  | { readonly name: 'purge'; readonly olderThanDays: number; readonly contact: boolean }
  | { readonly name: 'stock'; readonly set: number | null }
  | { readonly name: 'help' };

/** Misuse of the CLI; the message says what was expected. The CLI exits 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** The longest retention a purge accepts: anything longer is surely a typo. */
export const MAX_RETENTION_DAYS = 36_500;

export const USAGE = `Usage: node dist-server/staff.js <command> [options]
   or: npm run staff:<command> -- [options]   (after npm run build; tsx site/server/admin/cli.ts in development)

Commands:
  export [--out FILE]          Registrations as CSV for fulfilment (to FILE, created mode 0600, or stdout)
  export --contact [--out FILE]
                               Contact-form messages as CSV instead of registrations
  purge --older-than DAYS      Delete registrations created more than DAYS days ago (retention)
  purge --contact --older-than DAYS
                               Delete contact-form messages created more than DAYS days ago instead
  stock                        Show how many shirts are left
  stock --set N                Set how many shirts are left
  help                         Show this help

While the site runs on the embedded database, commands go through its admin socket (VAR_DIR/admin.sock);
otherwise they open the database themselves. With DATABASE_URL set they connect to that server.
`;

function wholeNumber(text: string, what: string, min: number, max: number): number {
  const n = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw new UsageError(`${what} must be a whole number from ${min} to ${max}, got "${text}".`);
  }
  return n;
}

function options(args: readonly string[], allowed: Record<string, { type: 'string' | 'boolean' }>) {
  try {
    const { values, positionals } = parseArgs({
      args: [...args],
      options: allowed,
      strict: true,
      allowPositionals: true,
    });
    if (positionals.length > 0) throw new UsageError(`Unexpected argument "${positionals[0] ?? ''}".`);
    return values as Record<string, string | boolean | undefined>;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    // parseArgs explains unknown options and missing values well enough; keep its first sentence.
    throw new UsageError((error as Error).message.split('\n')[0] ?? 'Bad options.');
  }
}

/**
 * Parses the CLI's arguments (after the script name).
 *
 * @throws UsageError for an unknown command, an unknown option, a missing or malformed value
 */
export function parseStaffArgs(argv: readonly string[]): StaffCommand {
  const [name, ...rest] = argv;
  switch (name) {
    case 'export': {
      const { out, contact } = options(rest, { out: { type: 'string' }, contact: { type: 'boolean' } });
      if (out === '') throw new UsageError('--out needs a file name.');
      return { name, out: typeof out === 'string' ? out : null, contact: contact === true };
    }
    case 'purge': {
      const { 'older-than': days, contact } = options(rest, {
        'older-than': { type: 'string' },
        contact: { type: 'boolean' },
      });
      if (typeof days !== 'string') {
        throw new UsageError('purge needs --older-than DAYS (e.g. --older-than 180).');
      }
      return {
        name,
        olderThanDays: wholeNumber(days, '--older-than', 1, MAX_RETENTION_DAYS),
        contact: contact === true,
      };
    }
    case 'stock': {
      const { set } = options(rest, { set: { type: 'string' } });
      return { name, set: typeof set === 'string' ? wholeNumber(set, '--set', 0, MAX_STOCK) : null };
    }
    case 'help':
    case '--help':
    case '-h':
      return { name: 'help' };
    case undefined:
      throw new UsageError('No command given.');
    default:
      throw new UsageError(`Unknown command "${name}".`);
  }
}

/** Where a command writes: CSV to `data`, messages for people to `messages`. */
export interface CommandIo {
  /** Writes CSV text (stdout or the --out file); resolves when it may write more. */
  readonly data: (text: string) => Promise<void>;
  readonly messages: (line: string) => void;
  readonly now: () => Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Runs a parsed command (other than help) against the staff operations. */
export async function runStaffCommand(
  command: Exclude<StaffCommand, { name: 'help' }>,
  operations: StaffOperations,
  io: CommandIo,
): Promise<void> {
  switch (command.name) {
    case 'stock': {
      if (command.set !== null) {
        await operations.setStock(command.set);
        io.messages(`Shirts left set to ${await operations.stockRemaining()}.`);
      } else {
        io.messages(`Shirts left: ${await operations.stockRemaining()}.`);
      }
      return;
    }
    case 'purge': {
      const cutoff = new Date(io.now().getTime() - command.olderThanDays * DAY_MS);
      if (command.contact) {
        const deleted = await operations.purgeContactMessagesBefore(cutoff);
        io.messages(`Deleted ${deleted} contact message(s) created before ${cutoff.toISOString()}.`);
        return;
      }
      const deleted = await operations.purgeRegistrationsBefore(cutoff);
      io.messages(`Deleted ${deleted} registration(s) created before ${cutoff.toISOString()}.`);
      return;
    }
    case 'export': {
      const to = command.out === null ? '' : ` to ${command.out}`;
      if (command.contact) {
        await io.data(CONTACT_CSV_HEADER);
        const count = await operations.exportContactMessages((row) => io.data(contactCsvRecord(row)));
        io.messages(`Exported ${count} contact message(s)${to}.`);
        return;
      }
      await io.data(CSV_HEADER);
      const count = await operations.exportRegistrations((row) => io.data(registrationCsvRecord(row)));
      io.messages(`Exported ${count} registration(s)${command.out === null ? '' : ` to ${command.out}`}.`);
      return;
    }
  }
}
