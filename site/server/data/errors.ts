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
  constructor(
    message: string,
    /** True when trying again later may work (the server is down or unreachable), false for a mistake. */
    readonly temporary = false,
  ) {
    super(message);
  }
}

/**
 * The database cannot do this now but may soon: the server is unreachable or restarting, a connection
 * broke, or it is out of disk or connections. The request failed as a whole (a transaction was rolled
 * back, or its COMMIT was never sent), so the client may send it again later: the API answers 503 with
 * Retry-After. `code` is the SQLSTATE or the system error code, when there was one.
 */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

/**
 * SQLSTATE classes and codes that say "not now" rather than "never": class 08 (connection exception),
 * class 53 (insufficient resources: disk full, out of memory, too many connections), 57P01-57P05
 * (administrator or crash shutdown, cannot connect now, idle session timeout), 58030 (I/O error), and
 * the server's own ends of the deadline: 57014 (a statement cancelled by statement_timeout) and 25P03
 * (a transaction left idle past idle_in_transaction_session_timeout).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|53...|57P0[1-5]|57014|25P03|58030)$/;
/** System errors of a socket that is refused, reset, timed out or cannot be resolved. */
const UNAVAILABLE_SYSTEM_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENOSPC',
]);
/** The messages `pg` gives its own connection failures, which carry no code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
];

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
  if (error instanceof DatabaseUnavailableError) return error;
  const fields = error as Record<string, unknown>;
  const code = fields.code;
  const isServerError =
    typeof code === 'string' && SQLSTATE.test(code) && typeof fields.severity === 'string';
  const unavailable = unavailableCause(fields, isServerError);
  if (unavailable !== null) return unavailable;
  // Server errors carry a severity; Node's system errors (EPIPE...) have codes that look alike.
  if (typeof code !== 'string' || !isServerError) return error;
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

/**
 * The {@link DatabaseUnavailableError} an error stands for, or null when it is not a "not now" error. Its
 * message names the code only: a server's message for these names files and hosts, never row values, but
 * the code is all an operator needs beside the log line that says which request failed.
 */
function unavailableCause(
  fields: Record<string, unknown>,
  isServerError: boolean,
): DatabaseUnavailableError | null {
  const code = typeof fields.code === 'string' ? fields.code : undefined;
  if (isServerError && code !== undefined && UNAVAILABLE_SQLSTATE.test(code)) {
    return new DatabaseUnavailableError(`The database cannot serve requests now (SQLSTATE ${code}).`, code);
  }
  if (!isServerError && code !== undefined && UNAVAILABLE_SYSTEM_CODES.has(code)) {
    return new DatabaseUnavailableError(`The database cannot be reached (${code}).`, code);
  }
  const message = typeof fields.message === 'string' ? fields.message : '';
  if (!isServerError && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) {
    return new DatabaseUnavailableError(`The database connection failed: ${message}`, undefined);
  }
  return null;
}

/** Whether an error (sanitized or not) means the database cannot serve requests now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return sanitizeDatabaseError(error) instanceof DatabaseUnavailableError;
}

/** Runs `fn`, rethrowing server errors sanitized. */
export async function withSanitizedErrors<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    throw sanitizeDatabaseError(error);
  }
}
