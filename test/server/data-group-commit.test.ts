import { describe, expect, it } from 'vitest';
import { groupCommit } from '../../site/server/data/group-commit';

class Outage extends Error {}

describe('group commit', () => {
  it('writes items that arrive together in one batch, each caller getting its own result', async () => {
    const batches: number[][] = [];
    const enqueue = groupCommit<number, string>({
      write: (items) => {
        batches.push([...items]);
        return Promise.resolve(items.map((n) => `done ${n}`));
      },
      maxBatch: 10,
      maxGatherMs: 5,
      retryAlone: () => true,
    });
    const results = await Promise.all([1, 2, 3].map(enqueue));
    expect(results).toEqual(['done 1', 'done 2', 'done 3']);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('caps a batch, and writes the rest in the next', async () => {
    const batches: number[][] = [];
    const enqueue = groupCommit<number, number>({
      write: (items) => {
        batches.push([...items]);
        return Promise.resolve([...items]);
      },
      maxBatch: 2,
      maxGatherMs: 5,
      retryAlone: () => true,
    });
    await Promise.all([1, 2, 3, 4, 5].map(enqueue));
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('after a failed batch, writes its items one by one: only the bad one fails', async () => {
    const enqueue = groupCommit<number, number>({
      write: (items) =>
        items.includes(3)
          ? Promise.reject(new Error('3 breaks a CHECK'))
          : Promise.resolve(items.map((n) => n * 10)),
      maxBatch: 10,
      maxGatherMs: 5,
      retryAlone: (error) => !(error instanceof Outage),
    });
    const settled = await Promise.allSettled([1, 2, 3, 4].map(enqueue));
    expect(settled.map((s) => (s.status === 'fulfilled' ? s.value : 'rejected'))).toEqual([
      10,
      20,
      'rejected',
      40,
    ]);
  });

  it('fails a whole batch at once when the error is not about one item (an outage), then carries on', async () => {
    let down = true;
    let writes = 0;
    const enqueue = groupCommit<number, number>({
      write: (items) => {
        writes++;
        return down ? Promise.reject(new Outage('unreachable')) : Promise.resolve([...items]);
      },
      maxBatch: 10,
      maxGatherMs: 5,
      retryAlone: (error) => !(error instanceof Outage),
    });
    const settled = await Promise.allSettled([1, 2, 3].map(enqueue));
    expect(settled.every((s) => s.status === 'rejected' && s.reason instanceof Outage)).toBe(true);
    expect(writes).toBe(1);
    down = false;
    expect(await enqueue(4)).toBe(4);
  });

  it('rejects the callers a write returned no result for', async () => {
    const enqueue = groupCommit<number, number>({
      write: () => Promise.resolve([1]),
      maxBatch: 10,
      maxGatherMs: 5,
      retryAlone: () => false,
    });
    const settled = await Promise.allSettled([1, 2].map(enqueue));
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected']);
  });
});
