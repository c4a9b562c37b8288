import { describe, expect, it } from 'vitest';
import type { Repository } from '../../site/server/data/repository';
import { shirtStockSettings } from '../../site/server/http/shirt-stock';

/** A repository whose stock reads stay pending until the test answers them, in order. */
function heldReads(): { repository: Repository; reads: ((remaining: number) => void)[] } {
  const reads: ((remaining: number) => void)[] = [];
  const repository = {
    stockRemaining: () =>
      new Promise<number>((resolve) => {
        reads.push(resolve);
      }),
  } as unknown as Repository;
  return { repository, reads };
}

const noError = (error: unknown) => {
  throw error;
};

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the shirt offer on pages (http/shirt-stock.ts)', () => {
  it('gives pages that ask while the stock is being read that one read, not one each', async () => {
    const { repository, reads } = heldReads();
    const stock = shirtStockSettings(repository, () => 0, noError);
    const pages = Array.from({ length: 20 }, () => stock.pageSettings());
    await settle();
    expect(reads).toHaveLength(1);
    reads[0]?.(3);
    expect(await Promise.all(pages)).toEqual(Array.from({ length: 20 }, () => ({ tShirtsAvailable: true })));
    // Cached now: no read at all.
    expect(await stock.pageSettings()).toEqual({ tShirtsAvailable: true });
    expect(reads).toHaveLength(1);
  });

  it('takes the shirts a sign-up left as a fresh read: no page asks the database after a sign-up', async () => {
    const { repository, reads } = heldReads();
    let now = 0;
    const stock = shirtStockSettings(repository, () => now, noError, 5000);
    stock.taken(2);
    expect(await stock.pageSettings()).toEqual({ tShirtsAvailable: true });
    // The last shirt: the very next page says so, without a read.
    stock.taken(0);
    expect(await stock.pageSettings()).toEqual({ tShirtsAvailable: false });
    expect(reads).toHaveLength(0);
    // The figure ages like a read: once as old as the cache allows, the stock is read (staff may add some).
    now = 5000;
    const later = stock.pageSettings();
    await settle();
    expect(reads).toHaveLength(1);
    reads[0]?.(10);
    expect(await later).toEqual({ tShirtsAvailable: true });
  });

  it('does not cache a read that started before a sign-up took the last shirt', async () => {
    const { repository, reads } = heldReads();
    let now = 0;
    const stock = shirtStockSettings(repository, () => now, noError, 5000);
    const before = stock.pageSettings();
    await settle();
    stock.taken(0); // the last shirt was taken while the read ran
    reads[0]?.(1);
    expect(await before).toEqual({ tShirtsAvailable: true });
    // The older read did not overwrite the sign-up's figure.
    expect(await stock.pageSettings()).toEqual({ tShirtsAvailable: false });
    expect(reads).toHaveLength(1);
    // Nor is a read that started before the sign-up shared with a page after it, once the figure expired.
    now = 5000;
    const again = stock.pageSettings();
    await settle();
    expect(reads).toHaveLength(2);
    reads[1]?.(0);
    expect(await again).toEqual({ tShirtsAvailable: false });
  });

  it('takes a sign-up refused for want of a shirt as a read of 0, until the cache runs out', async () => {
    const { repository, reads } = heldReads();
    let now = 0;
    const stock = shirtStockSettings(repository, () => now, noError, 5000);
    stock.soldOut();
    expect(await stock.pageSettings()).toEqual({ tShirtsAvailable: false });
    expect(reads).toHaveLength(0);
    // Staff may add shirts: once the figure is as old as the cache allows, the stock is read again.
    now = 5000;
    const later = stock.pageSettings();
    await settle();
    reads[0]?.(10);
    expect(await later).toEqual({ tShirtsAvailable: true });
  });

  it('offers no shirts and says why when the stock cannot be read, for each page that shared the read', async () => {
    const errors: unknown[] = [];
    const repository = {
      stockRemaining: () => Promise.reject(new Error('database down')),
    } as unknown as Repository;
    const stock = shirtStockSettings(
      repository,
      () => 0,
      (error) => errors.push(error),
    );
    expect(await Promise.all([stock.pageSettings(), stock.pageSettings()])).toEqual([
      { tShirtsAvailable: false },
      { tShirtsAvailable: false },
    ]);
    expect(errors).toHaveLength(2);
  });
});
