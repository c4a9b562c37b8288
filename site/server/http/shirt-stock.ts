import type { TShirtPageSettings } from '@play-smart/engine';
import type { Repository } from '../data/repository';

/** How long a stock figure is reused for page settings before the database is asked again. */
export const STOCK_CACHE_MS = 5000;

/** The page setting tShirtsAvailable, read from stock with a short cache. */
export interface ShirtStockSettings {
  /** The settings written into each page: shirts are offered while stock is above 0. */
  pageSettings(): Promise<TShirtPageSettings>;
  /**
   * Records the shirts left as a sign-up's transaction saw them when it took its shirt: a read of that
   * figure, made now.
   */
  taken(stockLeft: number): void;
  /** Records that a sign-up has just found no shirt left: a read of 0, made now. */
  soldOut(): void;
}

/**
 * Page settings from the stock count. Every page load would otherwise query the database; five seconds of
 * staleness only means the offer shows a little longer after the last shirt, and the sign-up itself
 * checks stock in its transaction. If the database cannot be read, shirts are not offered (the sign-up
 * would fail anyway) and `onError` is told.
 *
 * Pages that want the figure while it is being read share that read. A sign-up is itself a read: its
 * transaction locked the stock row, so the shirts it left (or the none it found) are the count at its
 * commit, and they are cached as a fresh read. On launch day each sign-up used to drop the figure, and
 * the next page waited for a read queued behind the sign-ups (on PGlite, behind whole batches on its one
 * thread: page p99 10 s in a shared-machine run); now pages during a burst read nothing. A read started
 * before a sign-up's figure was recorded is not cached or shared with pages that come after it (it may
 * be older than that sign-up). Within one process sign-ups are written one batch at a time
 * (data/sql-repository.ts), so their figures arrive in commit order; another instance's sign-ups show
 * once the figure is as old as the cache allows, as a staff change does.
 */
export function shirtStockSettings(
  repository: Repository,
  nowMs: () => number,
  onError: (error: unknown) => void,
  cacheMs: number = STOCK_CACHE_MS,
): ShirtStockSettings {
  let cached: { available: boolean; at: number } | null = null;
  let generation = 0;
  let reading: { generation: number; available: Promise<boolean> } | null = null;

  const read = (): Promise<boolean> => {
    if (reading?.generation === generation) return reading.available;
    const started = generation;
    const at = nowMs();
    const available = repository.stockRemaining().then((remaining) => {
      // A sign-up that finished while this read ran may have taken the last shirt: don't cache then.
      if (started === generation) cached = { available: remaining > 0, at };
      return remaining > 0;
    });
    const current = { generation: started, available };
    reading = current;
    const done = () => {
      if (reading === current) reading = null;
    };
    available.then(done, done);
    return available;
  };

  return {
    async pageSettings() {
      if (cached !== null && nowMs() - cached.at < cacheMs) return { tShirtsAvailable: cached.available };
      try {
        return { tShirtsAvailable: await read() };
      } catch (error) {
        onError(error);
        return { tShirtsAvailable: false };
      }
    },
    taken(stockLeft) {
      generation += 1;
      cached = { available: stockLeft > 0, at: nowMs() };
    },
    soldOut() {
      generation += 1;
      cached = { available: false, at: nowMs() };
    },
  };
}
