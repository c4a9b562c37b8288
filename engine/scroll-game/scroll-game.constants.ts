import { API_SCROLL_GAMES_PATH } from '../contract/contract.http';
import { MIN_TIMING_SCALE } from '../core/timing-scale';
import type {
  ScrollGameConfig,
  ScrollGamePicture,
  ScrollGameRankTitle,
  ScrollGameStats,
} from './scroll-game.types';

/**
 * The game's slug, used in analytics and the T-shirt offer's source.
 *
 * @public
 */
export const SCROLL_GAME_SLUG = 'scroll-game';

/**
 * How long without scrolling before the inactivity countdown shows: 5 s.
 *
 * @public
 */
export const SCROLL_GAME_INACTIVITY_MS = 5000;

/**
 * How long the countdown runs before play ends: 12 s.
 *
 * @public
 */
export const SCROLL_GAME_COUNTDOWN_MS = 12_000;

/**
 * How often the countdown's displayed number is recomputed: the game's timer tick of 500 ms. The countdown's end itself is an exact deadline, so a timing scale that makes it fall
 * between two display ticks still ends play on time.
 *
 * @public
 */
export const SCROLL_GAME_COUNTDOWN_TICK_MS = 500;

/**
 * The configuration used when a host gives none: the spec's own timing (core's {@link MIN_TIMING_SCALE}).
 * A host may pass a larger scale to lengthen the inactivity wait and the countdown together (WCAG 2.2.1
 * Timing Adjustable).
 *
 * @public
 */
export const SCROLL_GAME_DEFAULTS: ScrollGameConfig = { timingScale: MIN_TIMING_SCALE };

/**
 * THE conversion from input units to depth: 1000 input units make one unit of depth.
 *
 * Input units are what the scroll events carry: a wheel event's delta (the DOM `deltaY` in pixel mode,
 * capped at {@link SCROLL_GAME_WHEEL_CAP}), {@link SCROLL_GAME_ARROW_STEP} for an arrow key,
 * {@link SCROLL_GAME_PAGE_STEP} for a page key and {@link SCROLL_GAME_PAN_STEP} for a long enough touch
 * pan. The spec fixes the caps and steps but not the scale; 1000 was chosen so one full wheel step (5
 * units) is worth 50 points, a new picture comes every 40 full wheel steps and the intro hides after 100.
 * Depth is derived as `units / SCROLL_GAME_UNITS_PER_DEPTH`, never accumulated, so the score stays exact.
 *
 * @public
 */
export const SCROLL_GAME_UNITS_PER_DEPTH = 1000;

/**
 * Score points per unit of depth: the score is depth times 10000.
 *
 * @public
 */
export const SCROLL_GAME_SCORE_PER_DEPTH = 10_000;

/**
 * The most a single wheel event can move, in input units: 5.
 *
 * @public
 */
export const SCROLL_GAME_WHEEL_CAP = 5;

/**
 * How far the down-arrow key moves, in input units: 2.
 *
 * @public
 */
export const SCROLL_GAME_ARROW_STEP = 2;

/**
 * How far the Page Down key moves, in input units: 5.
 *
 * @public
 */
export const SCROLL_GAME_PAGE_STEP = 5;

/**
 * The shortest touch pan that counts, in CSS pixels: 100; shorter pans are ignored.
 *
 * @public
 */
export const SCROLL_GAME_PAN_THRESHOLD_PX = 100;

/**
 * How far a counted touch pan moves, in input units. The spec gives only the pan threshold, not a step;
 * a pan counts like a page key, so a swipe and a Page Down press carry the visitor equally far.
 *
 * @public
 */
export const SCROLL_GAME_PAN_STEP = SCROLL_GAME_PAGE_STEP;

/**
 * The keys that play the game, as the DOM's `KeyboardEvent.key` names them.
 *
 * @public
 */
export const SCROLL_GAME_KEYS = { arrow: 'ArrowDown', page: 'PageDown', escape: 'Escape' } as const;

/**
 * The depth past which the intro message hides: 0.5.
 *
 * @public
 */
export const SCROLL_GAME_INTRO_DEPTH = 0.5;

/**
 * A new decorative picture appears every 0.2 of depth.
 *
 * @public
 */
export const SCROLL_GAME_PICTURE_EVERY_DEPTH = 0.2;

/**
 * A new motivational message appears every 5 of depth.
 *
 * @public
 */
export const SCROLL_GAME_MESSAGE_EVERY_DEPTH = 5;

/**
 * How many track levels the view draws at the start: 10.
 *
 * @public
 */
export const SCROLL_GAME_INITIAL_LEVELS = 10;

/**
 * The stroke width the view draws the track with: 3.
 *
 * @public
 */
export const SCROLL_GAME_STROKE_WIDTH = 3;

/**
 * How many of the most recent pictures the picture selector returns by default. Not in the spec: older
 * pictures are far above the visitor, so the view need not keep them.
 *
 * @public
 */
export const SCROLL_GAME_PICTURE_WINDOW = 8;

/**
 * How many of the most recent messages the message selector returns by default. Not in the spec.
 *
 * @public
 */
export const SCROLL_GAME_MESSAGE_WINDOW = 3;

/**
 * The rank titles and the statistic each needs, best first: a score at or above the
 * statistic earns the title; the first match wins.
 *
 * @public
 */
export const SCROLL_GAME_RANKS: readonly {
  /** The statistic the score must reach. */
  readonly stat: keyof ScrollGameStats;
  /** The title it earns. */
  readonly title: ScrollGameRankTitle;
}[] = [
  { stat: 'top_score', title: 'star-commander' },
  { stat: 'top_top', title: 'sultan-of-swipe' },
  { stat: 'top_twenty_five', title: 'super-scroller' },
  { stat: 'top_forty', title: 'pixel-pro' },
  { stat: 'top_seventy_five', title: 'scroll-starter' },
];

/**
 * The server calls made when a game ends with a score above 0.
 *
 * @public
 */
export const SCROLL_GAME_API = {
  /** Saves the score: POST with `{ score }`. */
  save: { method: 'POST', url: API_SCROLL_GAMES_PATH },
  /** Reads fresh statistics for the rank title from `meta.stats`. */
  stats: { method: 'GET', url: `${API_SCROLL_GAMES_PATH}?fresh` },
} as const;

/**
 * The prefixes of the request keys; the game's round number follows, so an answer meant for an earlier
 * game is recognised and ignored.
 *
 * @public
 */
export const SCROLL_GAME_REQUEST_KEYS = { save: 'scroll-game:save:', stats: 'scroll-game:stats:' } as const;

/**
 * Focus targets the game asks the view to move focus to: the play area and the game-over dialog.
 *
 * @public
 */
export const SCROLL_GAME_FOCUS = {
  playfield: 'scroll-game:playfield',
  dialog: 'scroll-game:dialog',
} as const;

/**
 * The 43 decorative pictures. The site team draws them at these paths and
 * sizes; the sizes vary so the track does not look like a grid.
 *
 * @public
 */
export const SCROLL_GAME_PICTURES: readonly ScrollGamePicture[] = [
  { path: '/images/scroll/01.svg', width: 240, height: 160 },
  { path: '/images/scroll/02.svg', width: 200, height: 200 },
  { path: '/images/scroll/03.svg', width: 160, height: 240 },
  { path: '/images/scroll/04.svg', width: 320, height: 180 },
  { path: '/images/scroll/05.svg', width: 180, height: 180 },
  { path: '/images/scroll/06.svg', width: 280, height: 210 },
  { path: '/images/scroll/07.svg', width: 220, height: 300 },
  { path: '/images/scroll/08.svg', width: 240, height: 160 },
  { path: '/images/scroll/09.svg', width: 200, height: 200 },
  { path: '/images/scroll/10.svg', width: 160, height: 240 },
  { path: '/images/scroll/11.svg', width: 320, height: 180 },
  { path: '/images/scroll/12.svg', width: 180, height: 180 },
  { path: '/images/scroll/13.svg', width: 280, height: 210 },
  { path: '/images/scroll/14.svg', width: 220, height: 300 },
  { path: '/images/scroll/15.svg', width: 240, height: 160 },
  { path: '/images/scroll/16.svg', width: 200, height: 200 },
  { path: '/images/scroll/17.svg', width: 160, height: 240 },
  { path: '/images/scroll/18.svg', width: 320, height: 180 },
  { path: '/images/scroll/19.svg', width: 180, height: 180 },
  { path: '/images/scroll/20.svg', width: 280, height: 210 },
  { path: '/images/scroll/21.svg', width: 220, height: 300 },
  { path: '/images/scroll/22.svg', width: 240, height: 160 },
  { path: '/images/scroll/23.svg', width: 200, height: 200 },
  { path: '/images/scroll/24.svg', width: 160, height: 240 },
  { path: '/images/scroll/25.svg', width: 320, height: 180 },
  { path: '/images/scroll/26.svg', width: 180, height: 180 },
  { path: '/images/scroll/27.svg', width: 280, height: 210 },
  { path: '/images/scroll/28.svg', width: 220, height: 300 },
  { path: '/images/scroll/29.svg', width: 240, height: 160 },
  { path: '/images/scroll/30.svg', width: 200, height: 200 },
  { path: '/images/scroll/31.svg', width: 160, height: 240 },
  { path: '/images/scroll/32.svg', width: 320, height: 180 },
  { path: '/images/scroll/33.svg', width: 180, height: 180 },
  { path: '/images/scroll/34.svg', width: 280, height: 210 },
  { path: '/images/scroll/35.svg', width: 220, height: 300 },
  { path: '/images/scroll/36.svg', width: 240, height: 160 },
  { path: '/images/scroll/37.svg', width: 200, height: 200 },
  { path: '/images/scroll/38.svg', width: 160, height: 240 },
  { path: '/images/scroll/39.svg', width: 320, height: 180 },
  { path: '/images/scroll/40.svg', width: 180, height: 180 },
  { path: '/images/scroll/41.svg', width: 280, height: 210 },
  { path: '/images/scroll/42.svg', width: 220, height: 300 },
  { path: '/images/scroll/43.svg', width: 240, height: 160 },
];

/**
 * How many motivational messages there are: the front-end holds their words,
 * the engine shuffles their indexes at each game start and places one every few units of depth.
 *
 * @public
 */
export const SCROLL_GAME_MESSAGE_COUNT = 32;
