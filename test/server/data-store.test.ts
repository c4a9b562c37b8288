import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRepository, DatabaseError } from '../../site/server/data';
import type { Database } from '../../site/server/data/port';
import type { ExportedRegistration, Repository } from '../../site/server/data/repository';
import { personNumber } from '../support/registration-records';
import {
  DATABASE_KINDS,
  databaseAvailable,
  openSharedDatabase,
  type SharedDatabase,
} from '../support/test-databases';

async function allRows(repository: Repository): Promise<ExportedRegistration[]> {
  const rows: ExportedRegistration[] = [];
  await repository.exportRegistrations((row) => {
    rows.push(row);
  });
  return rows;
}

async function count(db: Database): Promise<number> {
  const { rows } = await db.query<{ n: string }>('SELECT count(*)::text AS n FROM registrations');
  return Number(rows[0]?.n);
}

for (const kind of DATABASE_KINDS) {
  describe.skipIf(!databaseAvailable(kind))(`the repository on ${kind}`, () => {
    // One database for the block, reset to its just-migrated state before each test.
    let shared: SharedDatabase;
    let db: Database;
    let repository: Repository;
    beforeAll(async () => {
      shared = await openSharedDatabase(kind);
      db = shared.db;
      repository = createRepository(db);
    });
    beforeEach(async () => {
      await shared.reset();
    });
    afterAll(async () => {
      await shared.dispose();
    });

    it('starts with no shirts: nothing is promised until staff set the stock', async () => {
      expect(await repository.stockRemaining()).toBe(0);
      expect(await repository.register(personNumber(1))).toEqual({ ok: false, reason: 'out-of-stock' });
      expect(await count(db)).toBe(0);
    });

    it('stores a registration as given and takes one shirt', async () => {
      await repository.setStock(3);
      const record = personNumber(1, {
        address_2: 'Apt 4',
        opt_in: false,
        source: null,
        email: 'Alex1@Example.com',
      });
      const outcome = await repository.register(record);
      expect(outcome.ok).toBe(true);
      expect(await repository.stockRemaining()).toBe(2);
      const rows = await allRows(repository);
      expect(rows).toHaveLength(1);
      const { id, created_at, ...stored } = rows[0]!;
      expect(outcome).toEqual({ ok: true, id, stockLeft: 2 });
      expect(stored).toEqual(record);
      expect(Number.isNaN(Date.parse(created_at))).toBe(false);
    });

    it('tells each stored sign-up the shirts its transaction left (the page settings take it as a read)', async () => {
      await repository.setStock(5);
      const first = await repository.register(personNumber(1));
      expect(first).toMatchObject({ ok: true, stockLeft: 4 });
      // Sign-ups at once may share a batch: each is told the count its batch left, and the last batch's
      // figure is the stock.
      const together = await Promise.all([2, 3, 4].map((n) => repository.register(personNumber(n))));
      const left = together.map((o) => (o.ok ? o.stockLeft : -1));
      expect(left.every((n) => n >= 1 && n <= 3)).toBe(true);
      expect(Math.min(...left)).toBe(1);
      expect(await repository.stockRemaining()).toBe(1);
    });

    it.each([['alex1@example.com'], ['ALEX1@EXAMPLE.COM'], ['  Alex1@Example.com '], ['alex1 @example.com']])(
      'refuses the same e-mail written as %j without taking a shirt',
      async (email) => {
        await repository.setStock(5);
        expect((await repository.register(personNumber(1))).ok).toBe(true);
        const again = await repository.register(personNumber(2, { email }));
        expect(again).toEqual({ ok: false, reason: 'duplicate-email' });
        expect(await repository.stockRemaining()).toBe(4);
        expect(await count(db)).toBe(1);
      },
    );

    it.each([
      ['the same details', {}],
      ['names in other case and punctuation', { first_name: 'ALEX-1', last_name: "  rive'ra " }],
      ['the street spelled out or abbreviated', { address_1: '1 High St.' }],
      ['a different second address line and city', { address_2: 'Unit 9', city: 'Cbus' }],
    ])('refuses the same person with %s under another e-mail, without taking a shirt', async (_, changes) => {
      await repository.setStock(5);
      expect((await repository.register(personNumber(1))).ok).toBe(true);
      const again = await repository.register(personNumber(1, { email: 'other@example.com', ...changes }));
      expect(again).toEqual({ ok: false, reason: 'duplicate-person' });
      expect(await repository.stockRemaining()).toBe(4);
      expect(await count(db)).toBe(1);
    });

    it.each([
      ['date of birth', { dob: '1980-06-16' }],
      ['street address', { address_1: '2 High Street' }],
      ['ZIP', { postal_code: '43004' }],
      ['last name', { last_name: 'Rivers' }],
    ])('accepts a person with the same name but another %s', async (_, changes) => {
      await repository.setStock(5);
      expect((await repository.register(personNumber(1))).ok).toBe(true);
      expect((await repository.register(personNumber(1, { email: 'b@example.com', ...changes }))).ok).toBe(
        true,
      );
      expect(await repository.stockRemaining()).toBe(3);
    });

    it('never oversells: 40 people at once for 5 shirts get exactly 5', async () => {
      await repository.setStock(5);
      const outcomes = await Promise.all(
        Array.from({ length: 40 }, (_, i) => repository.register(personNumber(i))),
      );
      expect(outcomes.filter((o) => o.ok)).toHaveLength(5);
      expect(outcomes.filter((o) => !o.ok && o.reason === 'out-of-stock')).toHaveLength(35);
      expect(await repository.stockRemaining()).toBe(0);
      expect(await count(db)).toBe(5);
    });

    it('writes sign-ups that arrive together in a few transactions, not one each', async () => {
      let transactions = 0;
      const counting: Database = {
        ...db,
        tx: (fn) => {
          transactions++;
          return db.tx(fn);
        },
      };
      const batched = createRepository(counting);
      await repository.setStock(30);
      const outcomes = await Promise.all(
        Array.from({ length: 40 }, (_, i) => batched.register(personNumber(i))),
      );
      expect(outcomes.filter((o) => o.ok)).toHaveLength(30);
      expect(outcomes.slice(30).every((o) => !o.ok && o.reason === 'out-of-stock')).toBe(true);
      // The batch waits a turn of the event loop before it starts, so all 40 go together.
      expect(transactions).toBe(1);
      expect(await repository.stockRemaining()).toBe(0);
      expect(await count(db)).toBe(30);
      // Stock that staff add later is taken again.
      await repository.setStock(1);
      expect((await batched.register(personNumber(41))).ok).toBe(true);
    });

    it('refuses sign-ups after the last shirt with one read, no transaction, and sees stock added later', async () => {
      let transactions = 0;
      let queries = 0;
      const counting: Database = {
        ...db,
        query: (...args: Parameters<Database['query']>) => {
          queries++;
          return db.query(...args);
        },
        tx: (fn, options) => {
          transactions++;
          return db.tx(fn, options);
        },
      };
      const batched = createRepository(counting);
      await repository.setStock(1);
      expect((await batched.register(personNumber(1))).ok).toBe(true);
      // The batch that finds the shirts gone holds the stock row, as every batch did before.
      expect(await batched.register(personNumber(2))).toEqual({ ok: false, reason: 'out-of-stock' });
      expect(transactions).toBe(2);
      const later = await Promise.all([3, 4, 5].map((n) => batched.register(personNumber(n))));
      expect(later.every((o) => !o.ok && o.reason === 'out-of-stock')).toBe(true);
      expect([transactions, queries]).toEqual([2, 1]);
      // A shirt staff add is taken by the next sign-up, under the lock again.
      await repository.setStock(1);
      expect((await batched.register(personNumber(6))).ok).toBe(true);
      expect([transactions, queries]).toEqual([3, 2]);
      expect(await repository.stockRemaining()).toBe(0);
      expect(await count(db)).toBe(2);
    });

    it('fails only the sign-up the database rejects, not the others written with it', async () => {
      await repository.setStock(10);
      const outcomes = await Promise.allSettled(
        Array.from({ length: 6 }, (_, i) =>
          repository.register(personNumber(i, i === 3 ? { shirt_size: 'not-a-size' } : {})),
        ),
      );
      expect(outcomes.map((o) => o.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'fulfilled',
        'rejected',
        'fulfilled',
        'fulfilled',
      ]);
      expect(outcomes[3]?.status === 'rejected' && outcomes[3].reason).toBeInstanceOf(DatabaseError);
      expect(await repository.stockRemaining()).toBe(5);
      expect(await count(db)).toBe(5);
    });

    it('gives a shirt a duplicate in the batch did not take to the next sign-up, in order', async () => {
      await repository.setStock(3);
      const outcomes = await Promise.all([
        repository.register(personNumber(1)),
        repository.register(personNumber(2, { email: 'alex1@example.com' })),
        repository.register(personNumber(1, { email: 'other@example.com' })),
        repository.register(personNumber(3)),
        repository.register(personNumber(4)),
        repository.register(personNumber(5)),
      ]);
      expect(outcomes.map((o) => (o.ok ? 'ok' : o.reason))).toEqual([
        'ok',
        'duplicate-email',
        'duplicate-person',
        'ok',
        'ok',
        'out-of-stock',
      ]);
      const ids = outcomes.flatMap((o) => (o.ok ? [o.id] : []));
      expect(new Set(ids).size).toBe(3);
      expect((await allRows(repository)).map((r) => [r.id, r.first_name])).toEqual([
        [ids[0], 'Alex1'],
        [ids[1], 'Alex3'],
        [ids[2], 'Alex4'],
      ]);
      expect(await repository.stockRemaining()).toBe(0);
    });

    it('takes one shirt for 20 simultaneous sign-ups by the same e-mail', async () => {
      await repository.setStock(10);
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          repository.register(personNumber(i, { email: 'same@example.com' })),
        ),
      );
      expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
      expect(outcomes.filter((o) => !o.ok && o.reason === 'duplicate-email')).toHaveLength(19);
      expect(await repository.stockRemaining()).toBe(9);
    });

    it('sets the stock, refusing numbers the column cannot hold', async () => {
      await repository.setStock(250);
      expect(await repository.stockRemaining()).toBe(250);
      for (const bad of [-1, 1.5, Number.NaN, 2 ** 31])
        await expect(repository.setStock(bad)).rejects.toThrow(RangeError);
      expect(await repository.stockRemaining()).toBe(250);
    });

    it('purges only registrations created before the cutoff', async () => {
      await repository.setStock(10);
      for (let i = 0; i < 4; i++) await repository.register(personNumber(i));
      await db.query(
        `UPDATE registrations SET created_at = '2020-01-01T00:00:00Z' WHERE first_name IN ('Alex0', 'Alex1')`,
      );
      await db.query(
        `UPDATE registrations SET created_at = '2020-01-03T00:00:00Z' WHERE first_name = 'Alex2'`,
      );
      expect(await repository.purgeRegistrationsBefore(new Date('2020-01-02T00:00:00Z'))).toBe(2);
      expect((await allRows(repository)).map((r) => r.first_name)).toEqual(['Alex2', 'Alex3']);
      expect(await repository.purgeRegistrationsBefore(new Date('2020-01-02T00:00:00Z'))).toBe(0);
      // Shirts given away stay given away.
      expect(await repository.stockRemaining()).toBe(6);
    });

    it('exports every registration oldest first, across pages', async () => {
      const total = 1_203;
      await db.query(
        `INSERT INTO registrations (first_name, last_name, dob, address_1, city, state, postal_code, email,
           email_normalised, person_key, opt_in, shirt_size)
         SELECT 'P' || n, 'L', '1970-01-01', n || ' Road', 'Akron', 'OH', '44301', n || '@x.org', n || '@x.org',
           lpad(to_hex(n), 64, '0'), n % 2 = 0, 'sm'
         FROM generate_series(1, ${total}) AS n`,
      );
      const rows = await allRows(repository);
      expect(rows).toHaveLength(total);
      expect(rows.map((r) => r.first_name)).toEqual(Array.from({ length: total }, (_, i) => `P${i + 1}`));
      expect(new Set(rows.map((r) => r.id)).size).toBe(total);
    });

    it('rolls a transaction back when its callback throws', async () => {
      await repository.setStock(7);
      await expect(
        db.tx(async (q) => {
          await q.query('UPDATE shirt_stock SET remaining = 0');
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      expect(await repository.stockRemaining()).toBe(7);
    });

    it('refuses db.query inside a transaction instead of hanging or escaping it', async () => {
      await expect(db.tx(() => db.query('SELECT 1'))).rejects.toThrow(/inside a transaction/);
      expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    });

    it('keeps personal data out of database errors', async () => {
      await repository.setStock(5);
      await repository.register(personNumber(1, { email: 'secret.person@example.com' }));
      const insert = (email: string, dob: string) =>
        db.query(
          `INSERT INTO registrations (first_name, last_name, dob, address_1, city, state, postal_code, email,
             email_normalised, person_key, opt_in, shirt_size)
           VALUES ('Secretname', 'L', $2, 'a', 'b', 'OH', '43215', $1, $1, repeat('a', 64), true, 'sm')`,
          [email, dob],
        );
      const errors = await Promise.all([
        insert('secret.person@example.com', '1990-01-01').catch((e: unknown) => e),
        insert('another@example.com', '19-secret-90').catch((e: unknown) => e),
      ]);
      expect(errors.map((e) => (e as DatabaseError).code)).toEqual(['23505', '22007']);
      for (const error of errors) {
        expect(error).toBeInstanceOf(DatabaseError);
        const everything = `${JSON.stringify(error)} ${(error as Error).message} ${(error as Error).stack ?? ''}`;
        expect(everything).not.toMatch(/secret/i);
      }
      expect((errors[0] as DatabaseError).constraint).toBe('registrations_email_normalised_key');
    });
  });
}
