import type { TShirtPageSettings } from '@play-smart/engine';
import type { Repository } from '../data/repository';

/** How long a stock figure is reused for page settings before the database is asked again. */
export const STOCK_CACHE_MS = 5000;

/** The page setting tShirtsAvailable, read from stock with a short cache. */
export interface ShirtStockSettings {
  /** The settings written into each page: shirts are offered while stock is above 0. */
  pageSettings(): Promise<TShirtPageSettings>;
  /** Drops the cached figure (after a sign-up took a shirt, or found none). */
  invalidate(): void;
}

/**
 * Page settings from the stock count. Every page load would otherwise query the database; five seconds of
 * staleness only means the offer shows a little longer after the last shirt, and the sign-up itself
 * checks stock in its transaction. If the database cannot be read, shirts are not offered (the sign-up
 * would fail anyway) and `onError` is told.
 */
export function shirtStockSettings(
  repository: Repository,
  nowMs: () => number,
  onError: (error: unknown) => void,
  cacheMs: number = STOCK_CACHE_MS,
): ShirtStockSettings {
  let cached: { available: boolean; at: number } | null = null;
  let generation = 0;

  return {
    async pageSettings() {
      const now = nowMs();
      if (cached !== null && now - cached.at < cacheMs) return { tShirtsAvailable: cached.available };
      const started = generation;
      try {
        const available = (await repository.stockRemaining()) > 0;
        // A sign-up that finished while this read ran may have taken the last shirt: don't cache then.
        if (started === generation) cached = { available, at: now };
        return { tShirtsAvailable: available };
      } catch (error) {
        onError(error);
        return { tShirtsAvailable: false };
      }
    },
    invalidate() {
      generation += 1;
      cached = null;
    },
  };
}
