import {
  SCROLL_GAME_COUNTDOWN_MS,
  SCROLL_GAME_INACTIVITY_MS,
  SCROLL_GAME_INITIAL_LEVELS,
  SCROLL_GAME_INTRO_DEPTH,
  SCROLL_GAME_MESSAGE_EVERY_DEPTH,
  SCROLL_GAME_MESSAGE_WINDOW,
  SCROLL_GAME_PICTURE_EVERY_DEPTH,
  SCROLL_GAME_PICTURE_WINDOW,
  SCROLL_GAME_PICTURES,
  SCROLL_GAME_RANKS,
  SCROLL_GAME_SCORE_PER_DEPTH,
  SCROLL_GAME_UNITS_PER_DEPTH,
} from './scroll-game.constants';
import type {
  ScrollGameConfig,
  ScrollGameEnd,
  ScrollGameEndReason,
  ScrollGamePlacedMessage,
  ScrollGamePlacedPicture,
  ScrollGameRankTitle,
  ScrollGameState,
  ScrollGameStats,
  ScrollGameTimeLimits,
} from './scroll-game.types';

/** A depth expressed in whole input units, so thresholds are compared without rounding drift. */
function unitsAt(depth: number): number {
  return Math.round(depth * SCROLL_GAME_UNITS_PER_DEPTH);
}

/** The depth of an exact number of input units. */
function depthOf(units: number): number {
  return units / SCROLL_GAME_UNITS_PER_DEPTH;
}

/**
 * The waits of a configuration with its timing scale applied (WCAG 2.2.1): the inactivity wait (5 s) and
 * the countdown (12 s), both stretched by the scale. The game runs on these, and a view describes them
 * with them.
 *
 * @param config - the configuration
 * @returns the inactivity wait and the countdown's length, in ms
 *
 * @public
 */
export function scrollGameTimeLimits(config: ScrollGameConfig): ScrollGameTimeLimits {
  return {
    inactivityMs: SCROLL_GAME_INACTIVITY_MS * config.timingScale,
    countdownMs: SCROLL_GAME_COUNTDOWN_MS * config.timingScale,
  };
}

/**
 * The depth travelled this game: input units divided by {@link SCROLL_GAME_UNITS_PER_DEPTH}.
 *
 * @param state - the game state
 * @returns the depth, 0 or more
 *
 * @public
 */
export function selectScrollGameDepth(state: ScrollGameState): number {
  return depthOf(state.units);
}

/**
 * The score for a distance: depth times 10000, rounded down to an integer. Computed
 * from units in one division so that, for example, 3 units give exactly 30.
 *
 * @param units - the distance in input units
 * @returns the score, an integer
 *
 * @public
 */
export function scrollGameScoreOf(units: number): number {
  return Math.floor((units * SCROLL_GAME_SCORE_PER_DEPTH) / SCROLL_GAME_UNITS_PER_DEPTH);
}

/**
 * The game's score: the pixels travelled.
 *
 * @param state - the game state
 * @returns the score, an integer that never decreases during play
 *
 * @public
 */
export function selectScrollGameScore(state: ScrollGameState): number {
  return scrollGameScoreOf(state.units);
}

/**
 * Whether the intro message shows: on the start screen and during play until depth passes 0.5.
 *
 * @param state - the game state
 * @returns true while the intro should be visible
 *
 * @public
 */
export function selectScrollGameShowsIntro(state: ScrollGameState): boolean {
  return state.stage !== 'ended' && state.units <= unitsAt(SCROLL_GAME_INTRO_DEPTH);
}

/**
 * Whether scroll input counts now: only during play.
 *
 * @param state - the game state
 * @returns true while playing
 *
 * @public
 */
export function selectScrollGameIsPlaying(state: ScrollGameState): boolean {
  return state.stage === 'gameplay';
}

/**
 * The number the inactivity countdown shows, or null when the overlay is hidden.
 *
 * @param state - the game state
 * @returns whole seconds left (12 down to 1 at the spec's timing), or null
 *
 * @public
 */
export function selectScrollGameCountdown(state: ScrollGameState): number | null {
  return state.countdown?.shown ?? null;
}

/**
 * How many pictures have appeared this game: one each 0.2 of depth.
 *
 * @param state - the game state
 * @returns the count
 *
 * @public
 */
export function selectScrollGamePictureCount(state: ScrollGameState): number {
  return Math.floor(state.units / unitsAt(SCROLL_GAME_PICTURE_EVERY_DEPTH));
}

/**
 * The most recent pictures with the depth each appeared at, oldest first. The bank is shown in this
 * game's shuffled order and starts over after all 43, so a picture never repeats within 43 slots.
 *
 * @param state - the game state
 * @param limit - how many of the latest pictures to return
 * @returns the placed pictures
 *
 * @public
 */
export function selectScrollGamePictures(
  state: ScrollGameState,
  limit: number = SCROLL_GAME_PICTURE_WINDOW,
): ScrollGamePlacedPicture[] {
  const every = unitsAt(SCROLL_GAME_PICTURE_EVERY_DEPTH);
  return slots(selectScrollGamePictureCount(state), limit).flatMap((slot) => {
    const index = state.pictureOrder[(slot - 1) % state.pictureOrder.length];
    const picture = index === undefined ? undefined : SCROLL_GAME_PICTURES[index];
    return picture === undefined ? [] : [{ slot, depth: depthOf(slot * every), picture }];
  });
}

/**
 * How many messages have popped up this game: one each 5 of depth.
 *
 * @param state - the game state
 * @returns the count
 *
 * @public
 */
export function selectScrollGameMessageCount(state: ScrollGameState): number {
  return Math.floor(state.units / unitsAt(SCROLL_GAME_MESSAGE_EVERY_DEPTH));
}

/**
 * The most recent messages with the depth each popped up at, oldest first, in this game's shuffled order
 * (starting over after all 32).
 *
 * @param state - the game state
 * @param limit - how many of the latest messages to return
 * @returns the placed messages
 *
 * @public
 */
export function selectScrollGameMessages(
  state: ScrollGameState,
  limit: number = SCROLL_GAME_MESSAGE_WINDOW,
): ScrollGamePlacedMessage[] {
  const every = unitsAt(SCROLL_GAME_MESSAGE_EVERY_DEPTH);
  return slots(selectScrollGameMessageCount(state), limit).flatMap((slot) => {
    const index = state.messageOrder[(slot - 1) % state.messageOrder.length];
    return index === undefined ? [] : [{ slot, depth: depthOf(slot * every), index }];
  });
}

/**
 * The latest motivational message, the one popping up now.
 *
 * @param state - the game state
 * @returns the message's index into the front-end's messages, or null before the first one (depth 5)
 *
 * @public
 */
export function selectScrollGameMessage(state: ScrollGameState): number | null {
  return selectScrollGameMessages(state, 1)[0]?.index ?? null;
}

/**
 * How many track levels the view draws: the 10 initial ones plus one per whole unit of depth travelled,
 * so there are always 10 ahead of the visitor (the product fixes the 10 initial levels; the growth is our reading).
 *
 * @param state - the game state
 * @returns the number of levels
 *
 * @public
 */
export function selectScrollGameLevelCount(state: ScrollGameState): number {
  return SCROLL_GAME_INITIAL_LEVELS + Math.floor(depthOf(state.units));
}

/**
 * The rank title a score earns against the server's statistics: the first of
 * `star-commander`, `sultan-of-swipe`, `super-scroller`, `pixel-pro`, `scroll-starter` whose
 * statistic the score reaches. Checking in that order makes the title monotone in the score even if the
 * statistics are out of order.
 *
 * @param score - the final score
 * @param stats - the statistics, or null when none arrived
 * @returns the title, or null for no rank (or no statistics)
 *
 * @public
 */
export function scrollGameRankTitleOf(
  score: number,
  stats: ScrollGameStats | null,
): ScrollGameRankTitle | null {
  if (stats === null) return null;
  return SCROLL_GAME_RANKS.find((rank) => score >= stats[rank.stat])?.title ?? null;
}

/**
 * The rank title for the game-over dialog, shown after the distance travelled.
 *
 * @param state - the game state
 * @returns the title, or null when there is none or no statistics arrived
 *
 * @public
 */
export function selectScrollGameRankTitle(state: ScrollGameState): ScrollGameRankTitle | null {
  return scrollGameRankTitleOf(selectScrollGameScore(state), state.stats);
}

/**
 * Reads the statistics from an answer body shaped `{ meta: { stats: {...} } }`. Every one of the five
 * values must be a finite number; anything else gives null, so a bad body is ignored.
 *
 * @param body - the parsed response body
 * @returns the statistics, or null when the shape is wrong
 *
 * @public
 */
export function parseScrollGameStats(body: unknown): ScrollGameStats | null {
  const stats = field(field(body, 'meta'), 'stats');
  if (stats === undefined) return null;
  const out: Partial<Record<keyof ScrollGameStats, number>> = {};
  for (const { stat } of SCROLL_GAME_RANKS) {
    const value = field(stats, stat);
    if (typeof value !== 'number' || !Number.isFinite(value)) return null;
    out[stat] = value;
  }
  return out as ScrollGameStats;
}

/** A property of an object-like value, or undefined. */
function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/** The last `limit` slot numbers of 1..count. */
function slots(count: number, limit: number): number[] {
  const first = Math.max(1, count - Math.max(0, Math.floor(limit)) + 1);
  return Array.from({ length: Math.max(0, count - first + 1) }, (_, i) => first + i);
}

const SCROLL_GAME_ENDS: Readonly<Record<ScrollGameEndReason, ScrollGameEnd>> = {
  'gave-up': { outcome: 'finished', reason: 'gave-up' },
  escape: { outcome: 'finished', reason: 'escape' },
  inactive: { outcome: 'finished', reason: 'inactive' },
};

/**
 * How the game ended, in the shape every game shares: `finished` (the scroll game has no winner) and why
 * (`gave-up`, `escape`, `inactive`). Changes once, when the stage becomes `'ended'`; the same reason gives
 * the same object.
 *
 * @param state - the scroll game's state
 * @returns how it ended, or null until it has
 *
 * @public
 */
export function selectScrollGameEnd(state: ScrollGameState): ScrollGameEnd | null {
  return state.stage === 'ended' && state.endReason !== null ? SCROLL_GAME_ENDS[state.endReason] : null;
}
