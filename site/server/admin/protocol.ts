import type { ExportedContactMessage, ExportedRegistration, Repository } from '../data/repository';

/**
 * The admin socket's protocol: the client sends one JSON request line; the server answers with JSON
 * lines (export: one `{ row }` line per registration) and a final `{ ok }` line, then closes.
 */

/** What the staff tools need: the repository's staff operations, local or over the admin socket. */
export type StaffOperations = Pick<
  Repository,
  | 'exportRegistrations'
  | 'purgeRegistrationsBefore'
  | 'exportContactMessages'
  | 'purgeContactMessagesBefore'
  | 'stockRemaining'
  | 'setStock'
>;

export type AdminRequest =
  | { readonly op: 'stock' }
  | { readonly op: 'set-stock'; readonly count: number }
  | { readonly op: 'purge'; readonly before: string }
  | { readonly op: 'export' }
  | { readonly op: 'purge-contact'; readonly before: string }
  | { readonly op: 'export-contact' };

export type AdminReply =
  | { readonly row: ExportedRegistration | ExportedContactMessage }
  | { readonly ok: true; readonly value: number }
  | { readonly ok: false; readonly message: string };

/** A request line is never longer than this; anything longer is refused unread. */
export const MAX_REQUEST_BYTES = 4096;

/** Parses a request line; returns an error message for anything malformed. */
export function parseAdminRequest(line: string): AdminRequest | string {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return 'The request is not JSON.';
  }
  if (typeof value !== 'object' || value === null) return 'The request is not a JSON object.';
  const request = value as Record<string, unknown>;
  switch (request.op) {
    case 'stock':
    case 'export':
    case 'export-contact':
      return { op: request.op };
    case 'set-stock':
      return typeof request.count === 'number'
        ? { op: 'set-stock', count: request.count }
        : 'count must be a number.';
    case 'purge':
    case 'purge-contact':
      return typeof request.before === 'string' && !Number.isNaN(Date.parse(request.before))
        ? { op: request.op, before: request.before }
        : 'before must be an ISO date.';
    default:
      return 'Unknown op: expected stock, set-stock, purge, export, purge-contact or export-contact.';
  }
}
