import type { Database } from '../../site/server/data/port';

/** The migrations' own ledger: kept as it is, so a reset database still counts as migrated. */
const LEDGER = 'schema_migrations';

function quoted(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** The sequences behind the identity (and serial) columns of `tables`, with the value each starts at. */
async function ownedSequences(
  db: Database,
  tables: readonly string[],
): Promise<{ name: string; start: string }[]> {
  const { rows } = await db.query<{ name: string; start: string }>(
    `SELECT s.name, q.start_value::text AS start
     FROM (
       SELECT pg_get_serial_sequence(format('%I', c.table_name), c.column_name) AS name
       FROM information_schema.columns c
       WHERE c.table_schema = current_schema() AND c.table_name = ANY($1::text[])
     ) s
     JOIN pg_sequences q ON format('%I.%I', q.schemaname, q.sequencename)::regclass = s.name::regclass
     WHERE s.name IS NOT NULL`,
    [tables],
  );
  return rows;
}

/**
 * Records what the migrations left in every application table (the stock row) and returns a reset that
 * brings the database back to exactly that: every table emptied, identity sequences restarted, the
 * recorded rows put back. A test then sees what a fresh database would show, without the seconds a fresh
 * PGlite costs; and the "a new database has no shirts" tests still check the migrations, not a value this
 * file chose.
 *
 * DELETE rather than TRUNCATE: on PGlite a TRUNCATE makes new data files and takes about seven times as
 * long. The tables have no foreign keys between them; a migration that adds one may need the deletes
 * ordered children first.
 *
 * @param db - a database just opened and migrated, before any test has touched it
 */
export async function recordFreshState(db: Database): Promise<() => Promise<void>> {
  const { rows: found } = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> $1
     ORDER BY table_name`,
    [LEDGER],
  );
  const tables = found.map((t) => t.name);
  if (tables.length === 0) throw new Error('no application tables: is the database migrated?');
  const seeded: { table: string; rows: string }[] = [];
  for (const table of tables) {
    const { rows } = await db.query<{ rows: string; n: number }>(
      `SELECT coalesce(json_agg(t), '[]')::text AS rows, count(*)::int AS n FROM ${quoted(table)} t`,
    );
    const snapshot = rows[0];
    if (snapshot && snapshot.n > 0) seeded.push({ table, rows: snapshot.rows });
  }
  const sequences = await ownedSequences(db, tables);
  return () =>
    db.tx(async (q) => {
      for (const table of tables) await q.query(`DELETE FROM ${quoted(table)}`);
      for (const { name, start } of sequences) {
        await q.query('SELECT setval($1::regclass, $2::bigint, false)', [name, start]);
      }
      for (const { table, rows } of seeded) {
        await q.query(
          `INSERT INTO ${quoted(table)} OVERRIDING SYSTEM VALUE
           SELECT * FROM json_populate_recordset(NULL::${quoted(table)}, $1::json)`,
          [rows],
        );
      }
    });
}
