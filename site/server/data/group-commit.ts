import { performance } from 'node:perf_hooks';
import { DeadlineError } from './deadline';

/**
 * Group commit: callers queue one item each, and the items are written in batches, one batch at a time,
 * each holding every item that arrived while the previous one was written. Each caller's promise settles
 * with its own item's result, only once its batch's write has resolved.
 */

/** How a batch is written, and how large one may be. */
export interface GroupCommitOptions<I, O> {
  /**
   * Writes a batch by `deadlineAt` (the earliest of its items' deadlines, on `performance.now()`'s
   * clock; Infinity without {@link GroupCommitOptions.deadlineMs}); resolves with one result per item, in
   * order.
   */
  readonly write: (items: readonly I[], deadlineAt: number) => Promise<O[]>;
  /**
   * How long an item may wait in all, from the moment it is queued to its batch's end (milliseconds):
   * an item whose deadline passes while it waits for its batch is rejected with a DeadlineError without
   * being written, and a batch is written by the earliest deadline of its items. Unset: no deadline.
   */
  readonly deadlineMs?: number;
  /** Items written together at most: the cap keeps the first of a large burst from waiting on too many. */
  readonly maxBatch: number;
  /**
   * How long a batch may wait at most for more items while they keep arriving (milliseconds); 0 starts
   * each batch after one turn of the event loop.
   */
  readonly maxGatherMs: number;
  /**
   * Whether a batch that failed with `error` should be written again one item at a time, so that one
   * bad item fails alone; false (an outage, say) fails the whole batch at once.
   */
  readonly retryAlone: (error: unknown) => boolean;
}

interface Pending<I, O> {
  readonly item: I;
  readonly deadlineAt: number;
  readonly resolve: (result: O) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Resolves once the event loop has gone once round its poll phase. Requests whose bytes already arrived
 * are read there, and reach the queue before the next batch starts: on PGlite a write runs on this
 * thread without giving the loop a turn, so without this pause every batch would hold the one sign-up
 * that started it. A lone item waits a fraction of a millisecond.
 */
export function afterPendingIo(): Promise<void> {
  return new Promise((resolve) => {
    setImmediate(resolve);
  });
}

/**
 * Waits before a batch is written while items keep arriving: one turn of the event loop at least, then
 * further turns as long as the last one brought more, until the batch is full or `maxMs` has passed.
 * Under a burst a server busy with requests reads only a few of them per turn, so a batch written after
 * one turn would hold one or two; a lone item waits one turn only.
 */
async function gather(queued: () => number, maxBatch: number, maxMs: number): Promise<void> {
  const started = performance.now();
  let before = queued();
  await afterPendingIo();
  while (queued() > before && queued() < maxBatch && performance.now() - started < maxMs) {
    before = queued();
    await afterPendingIo();
  }
}

/**
 * A queue that writes items in batches ({@link GroupCommitOptions}).
 *
 * @returns `enqueue(item)`, resolving with the item's result once its batch is written, or rejecting
 *   with the batch's error
 */
export function groupCommit<I, O>(options: GroupCommitOptions<I, O>): (item: I) => Promise<O> {
  const waiting: Pending<I, O>[] = [];
  let draining = false;

  const write = async (queued: readonly Pending<I, O>[]): Promise<void> => {
    const now = performance.now();
    const batch = queued.filter((p) => {
      if (p.deadlineAt > now) return true;
      p.reject(new DeadlineError('waiting for a batch to be written'));
      return false;
    });
    if (batch.length === 0) return;
    const deadlineAt = Math.min(...batch.map((p) => p.deadlineAt));
    try {
      const results = await options.write(
        batch.map((p) => p.item),
        deadlineAt,
      );
      batch.forEach((p, i) => {
        if (i < results.length) p.resolve(results[i] as O);
        else p.reject(new Error('A batch write returned fewer results than it was given items.'));
      });
    } catch (error) {
      if (batch.length === 1 || !options.retryAlone(error)) {
        for (const p of batch) p.reject(error);
        return;
      }
      for (const p of batch) await write([p]);
    }
  };

  const drain = async (): Promise<void> => {
    draining = true;
    try {
      const gathered = () => gather(() => waiting.length, options.maxBatch, options.maxGatherMs);
      await gathered();
      while (waiting.length > 0) {
        await write(waiting.splice(0, options.maxBatch));
        await gathered();
      }
    } finally {
      draining = false;
    }
  };

  const deadlineMs = options.deadlineMs ?? Infinity;
  return (item) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ item, deadlineAt: performance.now() + deadlineMs, resolve, reject });
      if (!draining) void drain();
    });
}
