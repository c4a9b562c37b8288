import { describe, expect, it } from 'vitest';
import {
  DatabaseError,
  DatabaseUnavailableError,
  isDatabaseUnavailable,
  sanitizeDatabaseError,
} from '../../site/server/data/errors';

/** A server error as `pg` and PGlite report one: SQLSTATE code, severity, message. */
const serverError = (code: string, message = 'boom') =>
  Object.assign(new Error(message), { code, severity: 'ERROR' });
/** A socket error as Node reports one. */
const systemError = (code: string) =>
  Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, errno: -1 });

describe('which database errors mean "not now" (503) rather than a bug (500)', () => {
  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P03', 'the database system is starting up'],
    ['08006', 'connection failure'],
    ['53100', 'could not extend file "base/5/16385": No space left on device'],
    ['53300', 'sorry, too many clients already'],
  ])('SQLSTATE %s (%s) is unavailable, and its message is not kept', (code, message) => {
    const sanitized = sanitizeDatabaseError(serverError(code, message));
    expect(sanitized).toBeInstanceOf(DatabaseUnavailableError);
    expect((sanitized as DatabaseUnavailableError).code).toBe(code);
    expect((sanitized as Error).message).not.toContain('base/5');
  });

  it.each(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND'])(
    'socket error %s is unavailable',
    (code) => {
      expect(isDatabaseUnavailable(systemError(code))).toBe(true);
    },
  );

  it.each(['Connection terminated unexpectedly', 'timeout exceeded when trying to connect'])(
    "pg's own '%s' is unavailable",
    (message) => {
      expect(isDatabaseUnavailable(new Error(message))).toBe(true);
    },
  );

  it.each([
    ['23505', 'a unique violation'],
    ['28P01', 'a wrong password (a mistake to fix, not to wait out)'],
    ['42P01', 'a missing table'],
    ['22007', 'bad data'],
  ])('SQLSTATE %s (%s) stays a DatabaseError', (code) => {
    const sanitized = sanitizeDatabaseError(serverError(code));
    expect(sanitized).toBeInstanceOf(DatabaseError);
    expect(isDatabaseUnavailable(sanitized)).toBe(false);
  });

  it('a bug in our code is neither', () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'rows')");
    expect(sanitizeDatabaseError(bug)).toBe(bug);
    expect(isDatabaseUnavailable(bug)).toBe(false);
  });
});
