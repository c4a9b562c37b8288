import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from '../../site/server/data/errors';
import { openPostgres } from '../../site/server/data/postgres';
import type { AdapterDatabase } from '../../site/server/data/adapter';
import { databaseAvailable, freshPostgresUrl } from '../support/test-databases';

/** Ends, from another connection, every backend of this database that is running `pg_sleep`. */
async function terminateSleepers(url: string): Promise<number> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    for (;;) {
      const { rows } = await admin.query<{ ended: boolean }>(
        `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE 'SELECT pg_sleep%'`,
      );
      if (rows.length > 0) return rows.length;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await admin.end();
  }
}

describe.skipIf(!databaseAvailable('postgres'))('the PostgreSQL adapter when a connection is lost', () => {
  let place: { url: string; cleanup(): Promise<void> };
  let db: AdapterDatabase;
  const notices: string[] = [];

  beforeAll(async () => {
    place = await freshPostgresUrl();
    db = await openPostgres({
      databaseUrl: place.url,
      deadlineMs: 30_000,
      notify: (message) => {
        notices.push(message);
      },
    });
  });
  afterAll(async () => {
    await db.close();
    await place.cleanup();
  });

  it('says so once for a connection ended in the middle of a statement (a restart under traffic)', async () => {
    const running = db.query('SELECT pg_sleep(20)');
    const failed = expect(running).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(await terminateSleepers(place.url)).toBe(1);
    await failed;
    const lost = notices.filter((n) => n.startsWith('PostgreSQL connection lost'));
    expect(lost).toHaveLength(1);
    expect(lost[0]).toContain('57P01');
    // The pool opens a fresh connection for the next call.
    expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });
});
