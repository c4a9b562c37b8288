import { useEffect } from 'react';
import { TIMING_SCALE_CHOICES } from '@play-smart/engine';
import { useRuntime } from '../runtime';

/** The engine event every timed game takes when the visitor chooses more time (WCAG 2.2.1). */
export interface TimingScaleChosen {
  readonly type: 'timingScaleChosen';
  readonly scale: number;
}

/**
 * Where a game remembers the visitor's timing scale in browser storage: one key per game, `<slug>:timing-scale`.
 *
 * @param game - the game's slug
 */
export function timingScaleStorageKey(game: string): string {
  return `${game}:timing-scale`;
}

/**
 * Reads a remembered timing scale: one of the scales the views offer, or null for anything else (nothing
 * stored, or a value edited by hand), so a stored value can never give less time than the spec's.
 *
 * @param stored - the raw stored value
 */
export function parseStoredTimingScale(stored: string | null): number | null {
  if (stored === null) return null;
  const scale = Number(stored);
  return TIMING_SCALE_CHOICES.includes(scale) ? scale : null;
}

/**
 * Remembers a game's timing scale in browser storage. The stored choice is read in an effect, so only
 * after hydration (the prerendered page shows the spec's times), and handed to the engine as its
 * `timingScaleChosen` event; the returned function stores a new choice and sends it. Call it after
 * `useEngine` in the same component, so the driver has started before the stored choice arrives.
 *
 * @param game - the game's slug (names the storage key)
 * @param send - the game's driver `send`
 * @returns what the timing choice calls with the scale the visitor picks
 */
export function useRememberedTimingScale(
  game: string,
  send: (event: TimingScaleChosen) => void,
): (scale: number) => void {
  const { storage } = useRuntime();
  const key = timingScaleStorageKey(game);
  useEffect(() => {
    const stored = parseStoredTimingScale(storage.get(key));
    if (stored !== null) send({ type: 'timingScaleChosen', scale: stored });
  }, [storage, key, send]);
  return (scale) => {
    storage.set(key, String(scale));
    send({ type: 'timingScaleChosen', scale });
  };
}
