import { DatabaseUnavailableError } from './errors';
import type { Database, Queryable } from './port';
import type {
  ExportedContactMessage,
  ExportedRegistration,
  RegisterOutcome,
  RegistrationRecord,
  Repository,
  ScoreStats,
} from './repository';
import { isValidScore, scoreBucket } from './score-histogram';
import { registerBatch } from './sign-up-batch';
import { groupCommit } from './group-commit';
import { IdempotencyKeyTakenError, idempotencyStore, insertAnswers, type KeyedAnswer } from './idempotency';
import { DEFAULT_DATABASE_DEADLINE_MS } from './deadline';

/** The largest stock the `shirt_stock.remaining` integer column holds. */
export const MAX_STOCK = 2 ** 31 - 1;
/** Registrations read per query while exporting: memory stays flat however many there are. */
const EXPORT_PAGE_SIZE = 500;

/**
 * Sign-ups written in one transaction at most. Sign-ups that arrive while one batch is being written wait
 * and go together in the next: one commit (one flush of the write-ahead log) and one hold of the stock
 * row for all of them, instead of one each. The cap keeps the first of a large burst from waiting behind
 * too many others.
 */
export const MAX_SIGN_UP_BATCH = 250;

/**
 * How long a batch of sign-ups waits at most for more while they keep arriving. A transaction costs
 * PGlite about a millisecond and a half of this thread whatever its size, so under a burst, batches of
 * a few sign-ups leave that time to the requests themselves; a few milliseconds are little beside a
 * sign-up's round trip.
 */
export const MAX_SIGN_UP_GATHER_MS = 10;

/** Both drivers may return bigint columns as strings (pg) or numbers (PGlite): queries cast to text. */
function toInt(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(n)) throw new Error('The database returned a number outside the safe range.');
  return n;
}

const REGISTRATION_COLUMNS = `
  id::text AS id,
  first_name, last_name,
  to_char(dob, 'YYYY-MM-DD') AS dob,
  address_1, address_2, city, state, postal_code, email, opt_in, shirt_size, source,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

const CONTACT_COLUMNS = `
  id::text AS id, topic, name, email, message,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

interface ContactMessageRow extends Omit<ExportedContactMessage, 'id'> {
  readonly id: string;
}

/** Deletes a table's rows created before `cutoff`; returns how many. */
async function purgeBefore(db: Queryable, table: string, cutoff: Date): Promise<number> {
  if (Number.isNaN(cutoff.getTime())) throw new RangeError('The purge cutoff is not a valid date.');
  const { rows } = await db.query<{ deleted: string }>(
    `WITH gone AS (DELETE FROM ${table} WHERE created_at < $1 RETURNING 1)
     SELECT count(*)::text AS deleted FROM gone`,
    [cutoff.toISOString()],
  );
  return toInt(rows[0]?.deleted ?? 0);
}

interface RegistrationRow extends Omit<ExportedRegistration, 'id'> {
  readonly id: string;
}

/**
 * The percentiles the rank titles are drawn from, by nearest rank: with N scores sorted ascending, the
 * p-th percentile is the ceil(p/100 * N)-th. A bucket's running count reaches that rank first in the
 * bucket holding that score, so the SQL picks the lowest bucket whose running count times 100 is at
 * least p * N (integer arithmetic, no rounding). One pass over the buckets, however many scores.
 */
const STATS_SQL = `
  WITH running AS (
    SELECT lower_bound, max_score,
      sum(score_count) OVER (ORDER BY lower_bound) AS upto,
      sum(score_count) OVER () AS total
    FROM scroll_score_buckets
  )
  SELECT
    max(max_score)::text AS top_score,
    min(lower_bound) FILTER (WHERE upto * 100 >= 99 * total)::text AS top_top,
    min(lower_bound) FILTER (WHERE upto * 100 >= 75 * total)::text AS top_twenty_five,
    min(lower_bound) FILTER (WHERE upto * 100 >= 60 * total)::text AS top_forty,
    min(lower_bound) FILTER (WHERE upto * 100 >= 25 * total)::text AS top_seventy_five
  FROM running`;

/** One row per score: its bucket's count and maximum, in one atomic statement. */
const ADD_SCORE_SQL = `
  INSERT INTO scroll_score_buckets AS b (lower_bound, score_count, max_score) VALUES ($1, 1, $2)
  ON CONFLICT (lower_bound) DO UPDATE
    SET score_count = b.score_count + 1, max_score = GREATEST(b.max_score, EXCLUDED.max_score)`;

/** A sign-up in the batch queue, with the idempotency key to store with it, if it came with one. */
interface KeyedSignUp {
  readonly record: RegistrationRecord;
  readonly answer: KeyedAnswer | undefined;
}

/** Every sign-up of a batch refused because no shirt is left. */
const allSoldOut = (count: number): RegisterOutcome[] =>
  Array.from({ length: count }, () => ({ ok: false, reason: 'out-of-stock' }));

/**
 * Group commit for sign-ups ({@link groupCommit}): each batch is written in one transaction
 * ({@link registerBatch}), one commit (one flush of the write-ahead log) and one hold of the stock row
 * for all its sign-ups. Each caller's promise settles only after its batch committed, so an acknowledged
 * sign-up is durable. If a batch fails for a reason other than the database being unreachable (a CHECK a
 * bug let through), its sign-ups are written one by one, so one bad sign-up fails alone.
 *
 * Once a batch has found the shirts gone, the next ones first read the stock without a transaction or a
 * lock, and while it is still 0 they are refused with that one statement: on launch day most batches come
 * after the last shirt, and each held the stock row through a transaction (three statements, three round
 * trips on PostgreSQL) only to read 0. The read is the committed count at that moment, so a refusal is as
 * right as one made under the lock then, on every instance; it takes no shirt, and stock that staff add
 * shows in the next read, whereupon the batch runs its transaction as before. Nothing is cached: the
 * flag only chooses which statement comes first.
 */
function signUpBatcher(db: Database): (signUp: KeyedSignUp) => Promise<RegisterOutcome> {
  let soldOut = false;
  const stockLeft = async (deadlineAt: number): Promise<number> => {
    const { rows } = await db.query<{ remaining: number }>('SELECT remaining FROM shirt_stock', undefined, {
      deadlineAt,
    });
    return toInt(rows[0]?.remaining ?? 0);
  };
  return groupCommit({
    write: async (signUps: readonly KeyedSignUp[], deadlineAt: number) => {
      if (soldOut && (await stockLeft(deadlineAt)) === 0) return allSoldOut(signUps.length);
      const outcomes = await db.tx(
        (q) =>
          registerBatch(
            q,
            signUps.map((s) => s.record),
            signUps.map((s) => s.answer),
          ),
        { deadlineAt },
      );
      soldOut = outcomes.some((o) => !o.ok && o.reason === 'out-of-stock');
      return outcomes;
    },
    // A sign-up's deadline runs from the moment it is queued: waiting for the batch before counts.
    deadlineMs: db.deadlineMs ?? DEFAULT_DATABASE_DEADLINE_MS,
    maxBatch: MAX_SIGN_UP_BATCH,
    maxGatherMs: MAX_SIGN_UP_GATHER_MS,
    retryAlone: (error) => !(error instanceof DatabaseUnavailableError),
  });
}

/**
 * The repository on top of a database (PGlite or PostgreSQL, the same SQL).
 *
 * Stock: sign-ups are written in batches ({@link signUpBatcher}), each in one transaction that locks the
 * stock row, inserts while shirts are left and takes what it inserted from stock; a duplicate is skipped
 * and takes nothing. On PostgreSQL concurrent batches (from every instance) queue on the stock row's lock
 * and each reads the count after the previous one committed; PGlite runs one transaction at a time. Either
 * way stock is never oversold, and once it is gone a batch refuses all its sign-ups with one read. A
 * fresh database has no stock (migration 0001): staff set it with `npm run staff:stock`.
 *
 * Scores: `scoreStats` returns the exact maximum and the 99th, 75th, 60th and 25th nearest-rank
 * percentiles (the ceil(p/100 x N)-th smallest score), each given as the lower bound of the histogram
 * bucket holding it: at most 0.8% below the exact value, and never above it, so a visitor who scores
 * exactly a statistic reaches that rank (bucket rule: ./score-histogram.ts). Its cost depends on the
 * number of buckets (at most 6,016), not on the number of scores.
 */
export function createRepository(db: Database): Repository {
  const enqueueSignUp = signUpBatcher(db);
  return {
    async ping() {
      await db.query('SELECT 1');
    },

    register: (record, answer) => enqueueSignUp({ record, answer }),

    idempotency: idempotencyStore(db),

    async stockRemaining() {
      const { rows } = await db.query<{ remaining: number }>('SELECT remaining FROM shirt_stock');
      return toInt(rows[0]?.remaining ?? 0);
    },

    async setStock(count) {
      if (!Number.isSafeInteger(count) || count < 0 || count > MAX_STOCK) {
        throw new RangeError(`Stock must be a whole number from 0 to ${MAX_STOCK}.`);
      }
      await db.query('UPDATE shirt_stock SET remaining = $1', [count]);
    },

    async addScore(score) {
      if (!isValidScore(score)) throw new RangeError('A score must be a whole number, 0 or more.');
      await db.query(ADD_SCORE_SQL, [scoreBucket(score), score]);
    },

    async scoreStats(): Promise<ScoreStats | null> {
      const { rows } = await db.query<Record<keyof ScoreStats, string | null>>(STATS_SQL);
      const row = rows[0];
      // Aggregates over no rows give one row of nulls.
      if (!row || row.top_score === null) return null;
      return {
        top_score: toInt(row.top_score),
        top_top: toInt(row.top_top),
        top_twenty_five: toInt(row.top_twenty_five),
        top_forty: toInt(row.top_forty),
        top_seventy_five: toInt(row.top_seventy_five),
      };
    },

    async exportRegistrations(onRow) {
      let after = '0';
      let count = 0;
      for (;;) {
        // Keyset pages by id (creation order): no long-lived cursor, and rows added meanwhile still come.
        const { rows } = await db.query<RegistrationRow>(
          `SELECT ${REGISTRATION_COLUMNS} FROM registrations WHERE registrations.id > $1 ORDER BY registrations.id LIMIT ${EXPORT_PAGE_SIZE}`,
          [after],
        );
        for (const row of rows) {
          await onRow({ ...row, id: toInt(row.id) });
          count++;
        }
        const last = rows.at(-1);
        if (!last || rows.length < EXPORT_PAGE_SIZE) return count;
        after = last.id;
      }
    },

    async purgeRegistrationsBefore(cutoff) {
      if (Number.isNaN(cutoff.getTime())) throw new RangeError('The purge cutoff is not a valid date.');
      const { rows } = await db.query<{ deleted: string }>(
        `WITH gone AS (DELETE FROM registrations WHERE created_at < $1 RETURNING 1)
         SELECT count(*)::text AS deleted FROM gone`,
        [cutoff.toISOString()],
      );
      return toInt(rows[0]?.deleted ?? 0);
    },

    async storeContactMessage(record, answer) {
      const insert = async (q: Queryable) => {
        const { rows } = await q.query<{ id: string }>(
          'INSERT INTO contact_messages (topic, name, email, message) VALUES ($1, $2, $3, $4) RETURNING id::text AS id',
          [record.topic, record.name, record.email, record.message],
        );
        return toInt(rows[0]?.id);
      };
      if (answer === undefined) return insert(db);
      // The message and its idempotency key commit together. The key goes first: a concurrent
      // submission with the same key waits on it until the first commits, then finds it taken and
      // stores nothing (its transaction rolled back by the error).
      return db.tx(async (q) => {
        if ((await insertAnswers(q, [answer])) === 0) throw new IdempotencyKeyTakenError();
        return insert(q);
      });
    },

    async exportContactMessages(onRow) {
      let after = '0';
      let count = 0;
      for (;;) {
        // Keyset pages by id, as the registrations' export.
        const { rows } = await db.query<ContactMessageRow>(
          `SELECT ${CONTACT_COLUMNS} FROM contact_messages WHERE id > $1 ORDER BY id LIMIT ${EXPORT_PAGE_SIZE}`,
          [after],
        );
        for (const row of rows) {
          await onRow({ ...row, id: toInt(row.id) });
          count++;
        }
        const last = rows.at(-1);
        if (!last || rows.length < EXPORT_PAGE_SIZE) return count;
        after = last.id;
      }
    },

    purgeContactMessagesBefore(cutoff) {
      return purgeBefore(db, 'contact_messages', cutoff);
    },
  };
}
