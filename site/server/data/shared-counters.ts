import { groupCommit } from './group-commit';
import type { Queryable } from './port';
import { beforeDeadline, DEFAULT_DATABASE_DEADLINE_MS, monotonicMs } from './deadline';

/**
 * Rate-limit counters in the `rate_limits` table (migrations 0003, 0005) that every instance on one
 * database shares, counted in batches: the counts that arrive while one statement runs go together in
 * the next, one statement and one round trip for all of them, instead of one each. The rows keep the
 * layout and rules of rate-limiter-flexible's PostgreSQL store, which wrote them before (an instance of
 * an older release on the same database counts in the same rows): a row's window starts with its first
 * point, and a point counted after `expire` starts a new window.
 */

/** Distinct counters updated in one statement at most (each row is locked until its statement ends). */
export const MAX_COUNTER_BATCH = 500;

/** How long the counts wait for more while they keep arriving, at most; see {@link groupCommit}. */
const MAX_COUNTER_GATHER_MS = 2;

/**
 * How long a caller waits for a count at most before it counts in its own process instead (the rate
 * limiter's fallback): a tenth of the database's deadline, so the request behind it still has nearly its
 * whole deadline for its own work. The statement itself goes on to the full deadline (a count that
 * arrives late is still counted in the table), so a busy database is not judged down for it.
 */
export const COUNTER_DEADLINE_SHARE = 0.1;

/** Rows whose window ended this long ago are deleted (as the library did): an hour. */
export const EXPIRED_ROW_AGE_MS = 60 * 60 * 1000;

/** How often expired rows are deleted: every five minutes. */
export const EXPIRED_ROW_SWEEP_MS = 5 * 60 * 1000;

/**
 * Adds points to many counters in one statement, in key order so that two instances updating the same
 * rows take their locks in the same order (no deadlock). A row past its window starts a new one.
 */
const ADD_POINTS_SQL = `
  INSERT INTO rate_limits AS r (key, points, expire)
  SELECT key, points, $4::bigint + window_ms
  FROM unnest($1::text[], $2::integer[], $3::bigint[]) AS s(key, points, window_ms)
  ORDER BY key
  ON CONFLICT (key) DO UPDATE SET
    points = CASE WHEN r.expire <= $4::bigint OR r.expire IS NULL THEN EXCLUDED.points
                  ELSE r.points + EXCLUDED.points END,
    expire = CASE WHEN r.expire <= $4::bigint OR r.expire IS NULL THEN EXCLUDED.expire
                  ELSE r.expire END
  RETURNING key, points::text AS points, expire::text AS expire`;

/** One point counted for a key. */
export interface CountRequest {
  /** The whole row key: the limit's name, a colon, then the key it counts by. */
  readonly key: string;
  /** The limit's window, from the first point in it. */
  readonly windowMs: number;
  /** Points to add: 1 by default; more when an instance settles points it counted on its own. */
  readonly points?: number;
}

/** A counter after a request's points were added. */
export interface CountResult {
  /** Points in the window up to and including this request's. */
  readonly points: number;
  /** When the window ends (epoch milliseconds). */
  readonly expiresAt: number;
}

/** The shared counters of one database. */
export interface SharedCounters {
  /** Adds the request's points to its key; resolves with the count once the database has it. */
  count(request: CountRequest): Promise<CountResult>;
}

/**
 * Counts a batch: one row per distinct key with the number of points it gets, then the points of a
 * key read back as consecutive counts ending at the row's new total, in arrival order, exactly what one
 * statement per request would have returned (a request of n points gets the count after its n).
 */
async function countBatch(
  db: Queryable,
  requests: readonly CountRequest[],
  deadlineAt: number,
): Promise<CountResult[]> {
  const perKey = new Map<string, { points: number; windowMs: number }>();
  for (const { key, windowMs, points = 1 } of requests) {
    const entry = perKey.get(key);
    if (entry === undefined) perKey.set(key, { points, windowMs });
    else entry.points += points;
  }
  const keys = [...perKey.keys()];
  const { rows } = await db.query<{ key: string; points: string; expire: string | null }>(
    ADD_POINTS_SQL,
    [
      keys,
      keys.map((key) => perKey.get(key)?.points ?? 0),
      keys.map((key) => perKey.get(key)?.windowMs ?? 0),
      Date.now(),
    ],
    { deadlineAt },
  );
  // The count each key's next point in this batch gets: its new total minus the points still to hand out.
  const next = new Map<string, { points: number; expiresAt: number }>();
  for (const row of rows) {
    const added = perKey.get(row.key)?.points ?? 0;
    next.set(row.key, { points: Number(row.points) - added + 1, expiresAt: Number(row.expire) });
  }
  return requests.map(({ key, points = 1 }) => {
    const counter = next.get(key);
    if (counter === undefined) throw new Error('A counter was not returned by its statement.');
    const result = { points: counter.points + points - 1, expiresAt: counter.expiresAt };
    counter.points += points;
    return result;
  });
}

const countersByDatabase = new WeakMap<Queryable, SharedCounters>();

/**
 * The shared counters of `db`: one queue per database, so the counts of every limit go in the same
 * statements. Deletes rows whose window ended over an hour ago every five minutes (an unreferenced
 * timer, which never keeps the process alive).
 */
export function sharedCounters(db: Queryable & { readonly deadlineMs?: number }): SharedCounters {
  const existing = countersByDatabase.get(db);
  if (existing !== undefined) return existing;
  const deadlineMs = db.deadlineMs ?? DEFAULT_DATABASE_DEADLINE_MS;
  const waitMs = deadlineMs * COUNTER_DEADLINE_SHARE;
  const enqueue = groupCommit<CountRequest, CountResult>({
    write: (requests, deadlineAt) => countBatch(db, requests, deadlineAt),
    deadlineMs,
    maxBatch: MAX_COUNTER_BATCH,
    maxGatherMs: MAX_COUNTER_GATHER_MS,
    // A failed statement fails its whole batch: each caller falls back on its own in-process counter.
    retryAlone: () => false,
  });
  const sweep = setInterval(() => {
    db.query('DELETE FROM rate_limits WHERE expire < $1', [Date.now() - EXPIRED_ROW_AGE_MS]).catch(() => {
      // Deleting expired rows is housekeeping: the next sweep tries again.
    });
  }, EXPIRED_ROW_SWEEP_MS);
  sweep.unref();
  const counters: SharedCounters = {
    count: (request) => beforeDeadline(enqueue(request), monotonicMs() + waitMs, 'a shared counter'),
  };
  countersByDatabase.set(db, counters);
  return counters;
}
