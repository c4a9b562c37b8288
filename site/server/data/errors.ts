/**
 * Database errors without personal data. Drivers attach the statement's parameters and a `detail` such as
 * `Key (email_normalised)=(someone@example.com) already exists.` to their errors; a route that logs such
 * an error would leak a visitor's data. The adapters therefore rethrow every server error as a
 * {@link DatabaseError} that keeps only the SQLSTATE and schema names.
 */

/** An error reported by the database server, stripped of values. */
export class DatabaseError extends Error {
  override name = 'DatabaseError';
  /** The SQLSTATE code, e.g. `23505` for a unique violation. */
  readonly code: string;
  /** The violated constraint, when the server names one. */
  readonly constraint: string | undefined;
  readonly table: string | undefined;
  readonly column: string | undefined;

  constructor(
    code: string,
    message: string,
    names: { constraint?: string; table?: string; column?: string },
  ) {
    super(message);
    this.code = code;
    this.constraint = names.constraint;
    this.table = names.table;
    this.column = names.column;
  }
}

/** The database could not be opened (locked, unreachable, misconfigured); the message says what to do. */
export class DatabaseOpenError extends Error {
  override name = 'DatabaseOpenError';
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * Turns a driver error into a {@link DatabaseError}; anything that is not a server error (a dropped
 * connection, a bug in our code) is returned unchanged, since it carries no row values.
 */
export function sanitizeDatabaseError(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return error;
  const fields = error as Record<string, unknown>;
  const code = fields.code;
  // Server errors carry a severity; Node's system errors (EPIPE...) have codes that look alike.
  if (typeof code !== 'string' || !SQLSTATE.test(code) || typeof fields.severity !== 'string') return error;
  // Class 22 (data exception) messages quote the offending value, e.g. `invalid input syntax for type
  // date: "1990-13-45"`; the other classes name only schema objects.
  const message = code.startsWith('22')
    ? `invalid data (SQLSTATE ${code})`
    : `${typeof fields.message === 'string' ? fields.message : 'database error'} (SQLSTATE ${code})`;
  const names: { constraint?: string; table?: string; column?: string } = {};
  const constraint = optionalString(fields.constraint);
  const table = optionalString(fields.table);
  const column = optionalString(fields.column);
  if (constraint !== undefined) names.constraint = constraint;
  if (table !== undefined) names.table = table;
  if (column !== undefined) names.column = column;
  return new DatabaseError(code, message, names);
}

/** Runs `fn`, rethrowing server errors sanitized. */
export async function withSanitizedErrors<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    throw sanitizeDatabaseError(error);
  }
}
