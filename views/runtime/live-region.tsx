import { useEffect, useState } from 'react';
import type { Driver } from '@play-smart/engine/driver';
import type { Millis } from '@play-smart/engine';
import { useRuntime } from './react';

/** One observation of a module: its state and when it was seen, on the runtime clock. */
export interface Observation<S> {
  readonly state: S;
  readonly at: Millis;
}

/** What a live region says now; `key` changes with every new announcement, even in the same words. */
export interface LiveText {
  readonly key: number;
  readonly text: string;
}

/** How a game's announcements are worded: from the previous and the current observation, '' for none. */
export type Announce<S> = (prev: Observation<S>, next: Observation<S>) => string;

/** When to look again although the state has not changed (a threshold no state change marks), or null. */
export type NextLook<S> = (latest: Observation<S>) => Millis | null;

const NOTHING: LiveText = { key: 0, text: '' };

/**
 * Observes a running module for its live region: every state change, and the moments `nextLook` names,
 * each compared with the observation before it by `announce` (the engine says what happened, the game's
 * connect words it). Returns the latest announcement, which stays until the next, so nothing is said
 * twice; the module's own rules decide which moments are announced, not this hook.
 *
 * @param driver - the running module
 * @param announce - the words of what happened between two observations
 * @param nextLook - when to look again without a state change; none by default
 */
export function useLiveAnnouncements<S, E>(
  driver: Driver<S, E>,
  announce: Announce<S>,
  nextLook?: NextLook<S>,
): LiveText {
  const { clock } = useRuntime();
  const [said, setSaid] = useState<LiveText>(NOTHING);
  useEffect(() => {
    let prev: Observation<S> = { state: driver.store.getState(), at: clock.now() };
    let cancel: (() => void) | null = null;
    const look = () => {
      const next = { state: driver.store.getState(), at: clock.now() };
      const text = announce(prev, next);
      prev = next;
      if (text !== '') setSaid((old) => ({ key: old.key + 1, text }));
      cancel?.();
      const at = nextLook?.(next) ?? null;
      // A timer may fire a hair early: looking again at that moment costs nothing and says nothing twice.
      cancel = at === null ? null : clock.schedule(Math.max(0, at - next.at), look);
    };
    const unsubscribe = driver.store.subscribe(look);
    return () => {
      unsubscribe();
      cancel?.();
    };
  }, [driver, clock, announce, nextLook]);
  return said;
}

/**
 * A game's live region with its announcements: a component of its own, so an announcement re-renders the
 * region alone and not the game around it. `announce` and `nextLook` must keep their identity between
 * renders (module functions, or memoized), or the observation starts over.
 */
export function LiveAnnouncer<S, E>({
  driver,
  announce,
  nextLook,
}: {
  driver: Driver<S, E>;
  announce: Announce<S>;
  nextLook?: NextLook<S>;
}) {
  return <LiveRegion said={useLiveAnnouncements(driver, announce, nextLook)} />;
}

/**
 * A polite live region, present from the first render so it is in the accessibility tree before its text
 * changes. Each announcement replaces the text node (by its key), so the same words are said again when
 * they come again (the last 2 s of the next question).
 */
export function LiveRegion({ said }: { said: LiveText }) {
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-live-region="">
      <span key={said.key}>{said.text}</span>
    </div>
  );
}
