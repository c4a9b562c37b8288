import { MS_PER_SECOND } from '../core/time';
import { scrollGameTimeLimits, selectScrollGameScore } from './scroll-game.selectors';
import type { ScrollGameEndReason, ScrollGameState } from './scroll-game.types';

/**
 * The inactivity countdown is called out when this share of it is left (half: 6 of 12 s), after the
 * announcement of its start.
 *
 * @public
 */
export const SCROLL_GAME_ANNOUNCE_COUNTDOWN_SHARE = 0.5;

/**
 * The countdown's last call: when this many whole seconds are left (3), whatever the timing scale.
 *
 * @public
 */
export const SCROLL_GAME_ANNOUNCE_COUNTDOWN_LAST_S = 3;

/**
 * What a screen reader should hear about the scroll game, as a code and its numbers (no words: the
 * front-end words them):
 * - `countdown-started`: the inactivity countdown appeared, with its whole seconds;
 * - `countdown`: the countdown reached one of its thresholds, with the whole seconds it shows;
 * - `game-ended`: play ended, why (give-up button, Escape, or the countdown), and the score.
 *
 * @public
 */
export type ScrollGameAnnouncement =
  | { readonly code: 'countdown-started'; readonly secondsLeft: number }
  | { readonly code: 'countdown'; readonly secondsLeft: number }
  | { readonly code: 'game-ended'; readonly reason: ScrollGameEndReason; readonly score: number };

/** The countdown's thresholds in whole seconds, in the order they are reached; none at its start. */
function countdownThresholds(state: ScrollGameState): readonly number[] {
  const full = Math.ceil(scrollGameTimeLimits(state.config).countdownMs / MS_PER_SECOND);
  const half = Math.ceil(full * SCROLL_GAME_ANNOUNCE_COUNTDOWN_SHARE);
  return [...new Set([half, SCROLL_GAME_ANNOUNCE_COUNTDOWN_LAST_S])]
    .filter((s) => s < full)
    .sort((x, y) => y - x);
}

/**
 * How many of the countdown's thresholds the countdown on screen has reached: 0 when it appears, then 1
 * at half, then 2 at the last call. It never falls while the same countdown shows.
 *
 * @param state - the game state
 * @returns the number reached, or 0 when no countdown shows
 *
 * @public
 */
export function scrollGameCountdownCueLevel(state: ScrollGameState): number {
  const shown = state.countdown?.shown;
  if (shown === undefined) return 0;
  return countdownThresholds(state).filter((s) => shown <= s).length;
}

/**
 * What happened between two observations of the scroll game that a screen reader should hear: the
 * countdown appearing (once per countdown), reaching its half and its last seconds (each once per
 * countdown; when both are crossed between two observations only the latest is said), and the end of
 * play (once, as play ends, with why). A countdown is told apart by when it ends: scrolling hides it,
 * and the next one ends at another moment.
 *
 * @param prev - the state previously observed
 * @param next - the state now
 * @returns the announcements, often none
 * @example
 * ```ts
 * import { scrollGame, scrollGameAnnouncements } from '@play-smart/engine/scroll-game';
 * let { state } = scrollGame.init({}, 0, 42);
 * ({ state } = scrollGame.step(state, { type: 'start', at: 0 }));
 * const idle = scrollGame.step(state, { type: 'tick', at: 5000 }).state;
 * scrollGameAnnouncements(state, idle); // [{ code: 'countdown-started', secondsLeft: 12 }]
 * ```
 *
 * @public
 */
export function scrollGameAnnouncements(
  prev: ScrollGameState,
  next: ScrollGameState,
): readonly ScrollGameAnnouncement[] {
  const out: ScrollGameAnnouncement[] = [];
  const countdown = next.countdown;
  if (next.stage === 'gameplay' && countdown !== null) {
    const same = prev.stage === 'gameplay' && prev.countdown?.endsAt === countdown.endsAt;
    if (!same) out.push({ code: 'countdown-started', secondsLeft: countdown.shown });
    else if (scrollGameCountdownCueLevel(next) > scrollGameCountdownCueLevel(prev)) {
      out.push({ code: 'countdown', secondsLeft: countdown.shown });
    }
  }
  if (prev.stage === 'gameplay' && next.stage === 'ended' && next.endReason !== null) {
    out.push({ code: 'game-ended', reason: next.endReason, score: selectScrollGameScore(next) });
  }
  return out;
}
