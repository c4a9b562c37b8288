import { formsNormaliseEmail } from '@play-smart/engine';
import { personKey } from './normalise';
import { insertAnswers, type KeyedAnswer } from './idempotency';
import type { Queryable } from './port';
import type { RegisterOutcome, RegistrationRecord } from './repository';

/** Both drivers may return bigint columns as strings (pg) or numbers (PGlite): queries cast to text. */
function toInt(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(n)) throw new Error('The database returned a number outside the safe range.');
  return n;
}

/** A sign-up with the two keys its unique constraints are on, computed once. */
interface KeyedRecord {
  readonly record: RegistrationRecord;
  readonly emailNormalised: string;
  readonly personKey: string;
  /** Its place in the batch, where its outcome goes. */
  readonly index: number;
}

/**
 * Inserts many sign-ups in one statement, in the order given (the `ORDER BY ord` of the SELECT), each
 * one skipped when it meets a unique constraint, whether the row it meets was there before or came
 * earlier in the same statement. One statement instead of one per sign-up: each statement costs a round
 * trip on PostgreSQL and a parse, plan and protocol exchange in PGlite's single thread.
 */
const INSERT_MANY_SQL = `
  INSERT INTO registrations (first_name, last_name, dob, address_1, address_2, city, state, postal_code,
    email, email_normalised, person_key, opt_in, shirt_size, source)
  SELECT first_name, last_name, dob, address_1, address_2, city, state, postal_code,
    email, email_normalised, person_key, opt_in, shirt_size, source
  FROM unnest($1::text[], $2::text[], $3::date[], $4::text[], $5::text[], $6::text[], $7::text[],
    $8::text[], $9::text[], $10::text[], $11::text[], $12::boolean[], $13::text[], $14::text[])
    WITH ORDINALITY AS s(first_name, last_name, dob, address_1, address_2, city, state, postal_code,
      email, email_normalised, person_key, opt_in, shirt_size, source, ord)
  ORDER BY ord
  ON CONFLICT DO NOTHING
  RETURNING id::text AS id, email_normalised, person_key`;

/** The pair that tells the rows of one statement apart: a row inserted has both keys to itself. */
const pairOf = (email: string, person: string): string => `${email}\u0000${person}`;

/**
 * Inserts `keyed` in one statement; returns the id of each one inserted, by its place in `keyed`, and
 * nothing for the ones skipped as duplicates. A row is matched back to its sign-up by its two keys: of
 * sign-ups with the same pair only the first can have been inserted, so the first one gets the id.
 */
async function insertMany(q: Queryable, keyed: readonly KeyedRecord[]): Promise<Map<number, number>> {
  const column = <T>(pick: (k: KeyedRecord) => T): T[] => keyed.map(pick);
  const { rows } = await q.query<{ id: string; email_normalised: string; person_key: string }>(
    INSERT_MANY_SQL,
    [
      column((k) => k.record.first_name),
      column((k) => k.record.last_name),
      column((k) => k.record.dob),
      column((k) => k.record.address_1),
      column((k) => k.record.address_2),
      column((k) => k.record.city),
      column((k) => k.record.state),
      column((k) => k.record.postal_code),
      column((k) => k.record.email),
      column((k) => k.emailNormalised),
      column((k) => k.personKey),
      column((k) => k.record.opt_in),
      column((k) => k.record.shirt_size),
      column((k) => (k.record.source === '' ? null : k.record.source)),
    ],
  );
  const idByPair = new Map(rows.map((row) => [pairOf(row.email_normalised, row.person_key), toInt(row.id)]));
  const ids = new Map<number, number>();
  keyed.forEach((k, position) => {
    const pair = pairOf(k.emailNormalised, k.personKey);
    const id = idByPair.get(pair);
    if (id === undefined) return;
    ids.set(position, id);
    idByPair.delete(pair);
  });
  return ids;
}

/**
 * Which unique constraint each skipped sign-up met, in one query: the email is checked first, as
 * PostgreSQL does; a sign-up whose email is not taken met the person key.
 */
async function duplicateReasons(
  q: Queryable,
  skipped: readonly KeyedRecord[],
): Promise<('duplicate-email' | 'duplicate-person')[]> {
  if (skipped.length === 0) return [];
  const { rows } = await q.query<{ email_normalised: string }>(
    'SELECT email_normalised FROM registrations WHERE email_normalised = ANY($1::text[])',
    [skipped.map((k) => k.emailNormalised)],
  );
  const taken = new Set(rows.map((row) => row.email_normalised));
  return skipped.map((k) => (taken.has(k.emailNormalised) ? 'duplicate-email' : 'duplicate-person'));
}

/**
 * Writes a batch of sign-ups inside the caller's transaction, with the outcome of each, in order. The
 * stock row is locked first (`FOR UPDATE`), so the count read is the count until the transaction ends,
 * on every instance sharing the database. Sign-ups are inserted in statements of at most the shirts
 * still left: a duplicate skipped takes no shirt, so the next statement offers its shirt to the sign-ups
 * after it, in order, exactly as inserting them one by one would. Once no shirt is left the rest are
 * refused without a statement, and the stock is decremented once by the number taken; the idempotency
 * key of each sign-up stored (`answers`, by place, when it came with one) is written too. Pure apart from
 * the database: a retried transaction recomputes everything.
 */
export async function registerBatch(
  q: Queryable,
  records: readonly RegistrationRecord[],
  answers: readonly (KeyedAnswer | undefined)[] = [],
): Promise<RegisterOutcome[]> {
  const { rows } = await q.query<{ remaining: number }>('SELECT remaining FROM shirt_stock FOR UPDATE');
  const stock = toInt(rows[0]?.remaining ?? 0);
  const outcomes: RegisterOutcome[] = records.map(() => ({ ok: false, reason: 'out-of-stock' }));
  const waiting: KeyedRecord[] = records.map((record, index) => ({
    record,
    emailNormalised: formsNormaliseEmail(record.email),
    personKey: personKey(record),
    index,
  }));
  const skipped: KeyedRecord[] = [];
  const stored: { index: number; id: number }[] = [];
  let taken = 0;
  while (taken < stock && waiting.length > 0) {
    const offered = waiting.splice(0, stock - taken);
    const ids = await insertMany(q, offered);
    offered.forEach((k, position) => {
      const id = ids.get(position);
      if (id === undefined) {
        skipped.push(k);
        return;
      }
      stored.push({ index: k.index, id });
    });
    taken += ids.size;
  }
  const reasons = await duplicateReasons(q, skipped);
  skipped.forEach((k, i) => {
    const reason = reasons[i];
    if (reason !== undefined) outcomes[k.index] = { ok: false, reason };
  });
  for (const { index, id } of stored) outcomes[index] = { ok: true, id, stockLeft: stock - taken };
  if (taken > 0) await q.query('UPDATE shirt_stock SET remaining = remaining - $1', [taken]);
  // The idempotency keys of the sign-ups stored, in the same transaction: a COMMIT that took has its keys.
  await insertAnswers(
    q,
    answers.filter((answer, i): answer is KeyedAnswer => answer !== undefined && outcomes[i]?.ok === true),
  );
  return outcomes;
}
