import type { TShirtPageSettings } from '@play-smart/engine';
import type { Repository } from '../data/repository';

/** How long a stock figure is reused for page settings before the database is asked again. */
export const STOCK_CACHE_MS = 5000;

/** The page setting tShirtsAvailable, read from stock with a short cache. */
export interface ShirtStockSettings {
  /** The settings written into each page: shirts are offered while stock is above 0. */
  pageSettings(): Promise<TShirtPageSettings>;
  /** Drops the cached figure (after a sign-up took a shirt). */
  invalidate(): void;
  /** Records that a sign-up has just found no shirt left: a read of 0, made now. */
  soldOut(): void;
}

/**
 * Page settings from the stock count. Every page load would otherwise query the database; five seconds of
 * staleness only means the offer shows a little longer after the last shirt, and the sign-up itself
 * checks stock in its transaction. If the database cannot be read, shirts are not offered (the sign-up
 * would fail anyway) and `onError` is told.
 *
 * Pages that want the figure while it is being read share that read: on launch day each sign-up dropped
 * the figure, and every page served until a read came back made a read of its own, hundreds of them
 * queued for the database with the sign-ups. A read started before the figure was dropped is not shared
 * with pages that come after (it may be older than the sign-up that dropped it). A sign-up refused for
 * want of a shirt is itself a read of 0, so it is cached as one, not dropped.
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
    invalidate() {
      generation += 1;
      cached = null;
    },
    soldOut() {
      generation += 1;
      cached = { available: false, at: nowMs() };
    },
  };
}
