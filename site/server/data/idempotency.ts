import type { Database, Queryable } from './port';

/**
 * Idempotency keys in the `idempotency_keys` table (migration 0006): what was answered to a form
 * submission, by the key its client sent, so that the same submission sent again is answered the same
 * way instead of being done twice. See site/server/http/idempotency.ts for the HTTP side.
 */

/** How long a key is remembered: a day, far longer than any retry, short enough to keep the table small. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** How often expired keys are deleted. */
export const IDEMPOTENCY_SWEEP_MS = 10 * 60 * 1000;

/** The status a claimed key holds while its submission is being handled. */
const PENDING = 0;

/** One submission: which form, the client's key, and a keyed hash of what was submitted. */
export interface SubmissionKey {
  /** The form: `register`, `emailfriend`, `contact`. */
  readonly scope: string;
  readonly key: string;
  readonly fingerprint: string;
}

/** An answer as it was sent. */
export interface StoredAnswer {
  readonly status: number;
  /** The answer's JSON body, as text. */
  readonly body: string;
}

/** A submission key with the answer to remember for it, written with the work it answers. */
export interface KeyedAnswer {
  readonly submission: SubmissionKey;
  readonly answer: StoredAnswer;
  /** The server's clock (epoch milliseconds) when it was made. */
  readonly nowMs: number;
}

/** What a key is known as. */
export type KeyState =
  | { readonly state: 'unknown' }
  | { readonly state: 'answered'; readonly fingerprint: string; readonly answer: StoredAnswer }
  | { readonly state: 'pending'; readonly fingerprint: string };

/** The keys of one database. */
export interface IdempotencyStore {
  /** What `scope`/`key` is known as, ignoring a key older than {@link IDEMPOTENCY_TTL_MS} at `nowMs`. */
  find(scope: string, key: string, nowMs: number): Promise<KeyState>;
  /**
   * Claims a key before work that cannot be in a transaction (handing a mail over); false when the key is
   * already known (and not expired).
   */
  claim(submission: SubmissionKey, nowMs: number): Promise<boolean>;
  /** Records the answer of a claimed key. */
  complete(submission: SubmissionKey, answer: StoredAnswer): Promise<void>;
  /** Forgets a claimed key whose work failed, so the submission can be sent again. */
  release(submission: SubmissionKey): Promise<void>;
  /** Deletes keys older than {@link IDEMPOTENCY_TTL_MS} at `nowMs`; returns how many. */
  sweep(nowMs: number): Promise<number>;
}

const INSERT_ANSWERS_SQL = `
  INSERT INTO idempotency_keys (scope, key, fingerprint, status, body, created_at_ms)
  SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::integer[], $5::text[], $6::bigint[])
  ON CONFLICT (scope, key) DO NOTHING
  RETURNING 1 AS written`;

/**
 * A key another submission took while this one was being handled (two posts of one submission at
 * once): thrown inside the transaction that would have stored the submission a second time, which is
 * then rolled back; the submission's first answer is the one to give.
 */
export class IdempotencyKeyTakenError extends Error {
  override name = 'IdempotencyKeyTakenError';
  constructor() {
    super('The idempotency key was taken by a concurrent submission.');
  }
}

/**
 * Writes answered keys inside the caller's transaction (a sign-up batch's, a contact message's), so the
 * rows they answer for and the keys commit together. A key already taken is left as it is: the
 * submission that took it first is the one it answers for.
 *
 * @returns how many keys were written (fewer than given when some were taken)
 */
export async function insertAnswers(q: Queryable, answers: readonly KeyedAnswer[]): Promise<number> {
  if (answers.length === 0) return 0;
  const { rows } = await q.query(INSERT_ANSWERS_SQL, [
    answers.map((a) => a.submission.scope),
    answers.map((a) => a.submission.key),
    answers.map((a) => a.submission.fingerprint),
    answers.map((a) => a.answer.status),
    answers.map((a) => a.answer.body),
    answers.map((a) => a.nowMs),
  ]);
  return rows.length;
}

/** The idempotency keys of `db`. */
export function idempotencyStore(db: Database): IdempotencyStore {
  let sweptAt = -Infinity;
  const store: IdempotencyStore = {
    async find(scope, key, nowMs) {
      if (nowMs - sweptAt >= IDEMPOTENCY_SWEEP_MS) {
        // Housekeeping on the way: expired keys are ignored anyway, so a failed sweep waits for the next.
        sweptAt = nowMs;
        store.sweep(nowMs).catch(() => undefined);
      }
      const { rows } = await db.query<{ fingerprint: string; status: number; body: string }>(
        `SELECT fingerprint, status, body FROM idempotency_keys
         WHERE scope = $1 AND key = $2 AND created_at_ms > $3`,
        [scope, key, nowMs - IDEMPOTENCY_TTL_MS],
      );
      const row = rows[0];
      if (row === undefined) return { state: 'unknown' };
      const status = row.status;
      return status === PENDING
        ? { state: 'pending', fingerprint: row.fingerprint }
        : { state: 'answered', fingerprint: row.fingerprint, answer: { status, body: row.body } };
    },

    async claim(submission, nowMs) {
      // An expired row with the same key is replaced; a live one keeps the key.
      const { rows } = await db.query(
        `INSERT INTO idempotency_keys (scope, key, fingerprint, status, created_at_ms)
         VALUES ($1, $2, $3, ${PENDING}, $4)
         ON CONFLICT (scope, key) DO UPDATE
           SET fingerprint = EXCLUDED.fingerprint, status = ${PENDING}, body = '',
               created_at_ms = EXCLUDED.created_at_ms
           WHERE idempotency_keys.created_at_ms <= $5
         RETURNING 1 AS claimed`,
        [submission.scope, submission.key, submission.fingerprint, nowMs, nowMs - IDEMPOTENCY_TTL_MS],
      );
      return rows.length === 1;
    },

    async complete(submission, answer) {
      await db.query(
        `UPDATE idempotency_keys SET status = $4, body = $5
         WHERE scope = $1 AND key = $2 AND fingerprint = $3`,
        [submission.scope, submission.key, submission.fingerprint, answer.status, answer.body],
      );
    },

    async release(submission) {
      await db.query(
        `DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2 AND fingerprint = $3 AND status = ${PENDING}`,
        [submission.scope, submission.key, submission.fingerprint],
      );
    },

    async sweep(nowMs) {
      const { rows } = await db.query<{ deleted: string }>(
        `WITH gone AS (DELETE FROM idempotency_keys WHERE created_at_ms <= $1 RETURNING 1)
         SELECT count(*)::text AS deleted FROM gone`,
        [nowMs - IDEMPOTENCY_TTL_MS],
      );
      return Number(rows[0]?.deleted ?? 0);
    },
  };
  return store;
}
