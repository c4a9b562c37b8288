import type { Database, Queryable } from './port';
import { groupCommit } from './group-commit';
import { DEFAULT_DATABASE_DEADLINE_MS } from './deadline';

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

/** One key to look up: keys created at or before `cutoffMs` (epoch milliseconds) count as unknown. */
interface Lookup {
  readonly scope: string;
  readonly key: string;
  readonly cutoffMs: number;
}

/** Keys looked up in one statement at most. */
export const MAX_KEY_LOOKUP_BATCH = 500;

/** How long a batch of look-ups waits for more while they keep arriving, at most; see {@link groupCommit}. */
const MAX_KEY_LOOKUP_GATHER_MS = 2;

/** Many keys looked up in one statement; `ord` says which look-up a row answers. */
const FIND_MANY_SQL = `
  SELECT s.ord::integer AS ord, k.fingerprint, k.status, k.body
  FROM unnest($1::text[], $2::text[], $3::bigint[]) WITH ORDINALITY AS s(scope, key, cutoff_ms, ord)
  JOIN idempotency_keys k ON k.scope = s.scope AND k.key = s.key AND k.created_at_ms > s.cutoff_ms`;

/** What a key's row says it is. */
function stateOf(row: { fingerprint: string; status: number; body: string } | undefined): KeyState {
  if (row === undefined) return { state: 'unknown' };
  const status = row.status;
  return status === PENDING
    ? { state: 'pending', fingerprint: row.fingerprint }
    : { state: 'answered', fingerprint: row.fingerprint, answer: { status, body: row.body } };
}

/**
 * Looks keys up in batches ({@link groupCommit}): the look-ups that arrive while one statement runs go
 * together in the next. Every sign-up with a key asks first whether its key was answered, so on launch
 * day a thousand sign-ups at once made a thousand statements, each waiting for a connection of its own
 * (and, past the database's waiting limit, answered 503) or for its turn on PGlite's one thread; batched,
 * they are a few statements. Each look-up is answered by a statement that started after it was asked,
 * so it sees every key committed before it asked, exactly as a statement of its own would.
 */
function keyLookups(db: Database): (lookup: Lookup) => Promise<KeyState> {
  return groupCommit<Lookup, KeyState>({
    async write(lookups, deadlineAt) {
      const { rows } = await db.query<{ ord: number; fingerprint: string; status: number; body: string }>(
        FIND_MANY_SQL,
        [lookups.map((l) => l.scope), lookups.map((l) => l.key), lookups.map((l) => l.cutoffMs)],
        { deadlineAt },
      );
      const byOrd = new Map(rows.map((row) => [row.ord, row]));
      return lookups.map((_lookup, i) => stateOf(byOrd.get(i + 1)));
    },
    deadlineMs: db.deadlineMs ?? DEFAULT_DATABASE_DEADLINE_MS,
    maxBatch: MAX_KEY_LOOKUP_BATCH,
    maxGatherMs: MAX_KEY_LOOKUP_GATHER_MS,
    // A read that failed fails for all (the database is unreachable): each caller is answered 503.
    retryAlone: () => false,
  });
}

/** The idempotency keys of `db`. */
export function idempotencyStore(db: Database): IdempotencyStore {
  let sweptAt = -Infinity;
  const lookUp = keyLookups(db);
  const store: IdempotencyStore = {
    async find(scope, key, nowMs) {
      if (nowMs - sweptAt >= IDEMPOTENCY_SWEEP_MS) {
        // Housekeeping on the way: expired keys are ignored anyway, so a failed sweep waits for the next.
        sweptAt = nowMs;
        store.sweep(nowMs).catch(() => undefined);
      }
      return lookUp({ scope, key, cutoffMs: nowMs - IDEMPOTENCY_TTL_MS });
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
