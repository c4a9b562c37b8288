import { formsNormaliseEmail } from '@play-smart/engine';
import { DatabaseUnavailableError } from './errors';
import { personKey } from './normalise';
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

/**
 * Inserts a sign-up unless its email or person is already signed up (either unique constraint): returns
 * its id, or null for a duplicate. Duplicates are skipped rather than raised, so one does not abort the
 * batch's transaction.
 */
async function insertRegistration(q: Queryable, record: RegistrationRecord): Promise<number | null> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO registrations (first_name, last_name, dob, address_1, address_2, city, state, postal_code,
       email, email_normalised, person_key, opt_in, shirt_size, source)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
     ON CONFLICT DO NOTHING
     RETURNING id::text AS id`,
    [
      record.first_name,
      record.last_name,
      record.dob,
      record.address_1,
      record.address_2,
      record.city,
      record.state,
      record.postal_code,
      record.email,
      formsNormaliseEmail(record.email),
      personKey(record),
      record.opt_in,
      record.shirt_size,
      record.source === '' ? null : record.source,
    ],
  );
  const id = rows[0]?.id;
  return id === undefined ? null : toInt(id);
}

/** Which unique constraint a skipped sign-up met: the email is checked first, as PostgreSQL does. */
async function duplicateReason(
  q: Queryable,
  record: RegistrationRecord,
): Promise<'duplicate-email' | 'duplicate-person'> {
  const { rows } = await q.query<{ taken: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM registrations WHERE email_normalised = $1) AS taken',
    [formsNormaliseEmail(record.email)],
  );
  return rows[0]?.taken === true ? 'duplicate-email' : 'duplicate-person';
}

/**
 * Writes a batch of sign-ups in one transaction. The stock row is locked first (`FOR UPDATE`), so the
 * count read is the count until this transaction ends, on every instance sharing the database: while
 * shirts taken < that count a sign-up is inserted (or found a duplicate), and once they are all taken the
 * rest of the batch is refused without a statement. The stock is then decremented once by the number
 * taken. Pure apart from the database: a retried transaction recomputes everything.
 */
async function registerBatch(
  q: Queryable,
  records: readonly RegistrationRecord[],
): Promise<RegisterOutcome[]> {
  const { rows } = await q.query<{ remaining: number }>('SELECT remaining FROM shirt_stock FOR UPDATE');
  const stock = toInt(rows[0]?.remaining ?? 0);
  const outcomes: RegisterOutcome[] = [];
  let taken = 0;
  for (const record of records) {
    if (taken >= stock) {
      outcomes.push({ ok: false, reason: 'out-of-stock' });
      continue;
    }
    const id = await insertRegistration(q, record);
    if (id === null) {
      outcomes.push({ ok: false, reason: await duplicateReason(q, record) });
    } else {
      taken++;
      outcomes.push({ ok: true, id });
    }
  }
  if (taken > 0) await q.query('UPDATE shirt_stock SET remaining = remaining - $1', [taken]);
  return outcomes;
}

interface PendingSignUp {
  readonly record: RegistrationRecord;
  readonly resolve: (outcome: RegisterOutcome) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Group commit for sign-ups: `register` queues a sign-up; one batch is written at a time, holding every
 * sign-up that arrived while the previous one was written (up to {@link MAX_SIGN_UP_BATCH}). Each
 * caller's promise settles only after its batch committed, so an acknowledged sign-up is durable. If a
 * batch fails for a reason other than the database being unreachable (a CHECK a bug let through), its
 * sign-ups are written one by one, so one bad sign-up fails alone.
 */
function signUpBatcher(db: Database): (record: RegistrationRecord) => Promise<RegisterOutcome> {
  const waiting: PendingSignUp[] = [];
  let writing = false;

  const write = async (batch: readonly PendingSignUp[]): Promise<void> => {
    try {
      const outcomes = await db.tx((q) =>
        registerBatch(
          q,
          batch.map((p) => p.record),
        ),
      );
      batch.forEach((p, i) => {
        const outcome = outcomes[i];
        if (outcome === undefined) p.reject(new Error('A sign-up batch lost a result.'));
        else p.resolve(outcome);
      });
    } catch (error) {
      if (batch.length === 1 || error instanceof DatabaseUnavailableError) {
        for (const p of batch) p.reject(error);
        return;
      }
      for (const p of batch) await write([p]);
    }
  };

  const drain = async (): Promise<void> => {
    writing = true;
    try {
      while (waiting.length > 0) await write(waiting.splice(0, MAX_SIGN_UP_BATCH));
    } finally {
      writing = false;
    }
  };

  return (record) =>
    new Promise<RegisterOutcome>((resolve, reject) => {
      waiting.push({ record, resolve, reject });
      if (!writing) void drain();
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
  return {
    async ping() {
      await db.query('SELECT 1');
    },

    register: signUpBatcher(db),

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

    async storeContactMessage(record) {
      const { rows } = await db.query<{ id: string }>(
        'INSERT INTO contact_messages (topic, name, email, message) VALUES ($1, $2, $3, $4) RETURNING id::text AS id',
        [record.topic, record.name, record.email, record.message],
      );
      return toInt(rows[0]?.id);
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
