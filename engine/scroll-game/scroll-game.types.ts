import type { ResponseEvent } from '../core/effects';
import type { GameEnd } from '../core/module';
import type { RngState } from '../core/rng';
import type { Millis } from '../core/time';

/**
 * The game's stages: the start screen, play, and the game-over dialog.
 *
 * @public
 */
export type ScrollGameStage = 'start' | 'gameplay' | 'ended';

/**
 * Why play ended: the give-up button (`gave-up`), the Escape key (`escape`), or the inactivity countdown (`inactive`).
 *
 * @public
 */
export type ScrollGameEndReason = 'gave-up' | 'escape' | 'inactive';

/**
 * How a game ended ({@link selectScrollGameEnd}): the scroll game has no winner, so always `finished`,
 * with why; the result is the score and its rank title.
 *
 * @public
 */
export type ScrollGameEnd = GameEnd<'finished', ScrollGameEndReason>;

/**
 * The scroll game's configuration.
 *
 * @public
 */
export interface ScrollGameConfig {
  /**
   * Multiplies the inactivity wait (5 s) and the countdown (12 s) so visitors who need more time get it
   * (WCAG 2.2.1 Timing Adjustable). At least 1; 1 is the spec's timing.
   */
  readonly timingScale: number;
}

/**
 * The waits of a configuration once its timing scale is applied.
 *
 * @public
 */
export interface ScrollGameTimeLimits {
  /** How long without scrolling before the inactivity countdown shows, in ms. */
  readonly inactivityMs: Millis;
  /** How long the countdown runs before play ends, in ms. */
  readonly countdownMs: Millis;
}

/**
 * One decorative picture of the bank.
 *
 * @public
 */
export interface ScrollGamePicture {
  /** The picture's path on the site. */
  readonly path: string;
  /** Its intrinsic width in CSS pixels. */
  readonly width: number;
  /** Its intrinsic height in CSS pixels. */
  readonly height: number;
}

/**
 * The server's score statistics, read from the body's `meta.stats`.
 *
 * @public
 */
export interface ScrollGameStats {
  /** The best score so far. */
  readonly top_score: number;
  /** The score that puts a game at the very top of the table. */
  readonly top_top: number;
  /** The score that puts a game in the top 25 %. */
  readonly top_twenty_five: number;
  /** The score that puts a game in the top 40 %. */
  readonly top_forty: number;
  /** The score that puts a game in the top 75 %. */
  readonly top_seventy_five: number;
}

/**
 * The rank titles a final score can earn, best first; the front-end words them.
 *
 * @public
 */
export type ScrollGameRankTitle =
  'star-commander' | 'sultan-of-swipe' | 'super-scroller' | 'pixel-pro' | 'scroll-starter';

/**
 * The inactivity countdown while it is on screen.
 *
 * @public
 */
export interface ScrollGameCountdown {
  /** When the countdown reaches 0 and play ends. */
  readonly endsAt: Millis;
  /** The whole seconds on display, recomputed on each display deadline. */
  readonly shown: number;
  /** The next display deadline (every 500 ms, and never later than `endsAt`). */
  readonly nextUpdateAt: Millis;
}

/**
 * The scroll game's state: plain data.
 *
 * @public
 */
export interface ScrollGameState {
  /** The configuration, defaults filled in. */
  readonly config: ScrollGameConfig;
  /** The screen on show. */
  readonly stage: ScrollGameStage;
  /** The seeded generator's state; drawn from at each game start. */
  readonly rng: RngState;
  /** How many games have started; names the stats request so a stale answer cannot land in a new game. */
  readonly round: number;
  /**
   * The distance scrolled this game in input units (see {@link SCROLL_GAME_UNITS_PER_DEPTH}). Kept in
   * units rather than depth so the score is exact: only ever grows during play.
   */
  readonly units: number;
  /** The order in which the picture bank is shown this game: indexes into {@link SCROLL_GAME_PICTURES}. */
  readonly pictureOrder: readonly number[];
  /** The order in which the messages are shown this game: indexes into the front-end's messages, {@link SCROLL_GAME_MESSAGE_COUNT} of them. */
  readonly messageOrder: readonly number[];
  /** When the inactivity countdown appears; null while it shows or when not playing. */
  readonly inactivityAt: Millis | null;
  /** The countdown on screen, or null when hidden. */
  readonly countdown: ScrollGameCountdown | null;
  /** Why the last game ended; null until it has. */
  readonly endReason: ScrollGameEndReason | null;
  /** The server's statistics for the rank title; null until a valid answer arrives for this round. */
  readonly stats: ScrollGameStats | null;
}

/**
 * What can happen in the scroll game.
 *
 * @public
 */
export type ScrollGameEvent =
  /** The start button was clicked. */
  | { readonly type: 'start' }
  /**
   * A mouse wheel or trackpad scroll. `delta` is the wheel's vertical delta in input units (the DOM's
   * `deltaY` in pixel mode), positive downward; the engine caps it at 5 and ignores upward scrolls.
   */
  | { readonly type: 'wheel'; readonly delta: number }
  /** A key went down; `key` is the DOM's `KeyboardEvent.key`. ArrowDown, PageDown and Escape count. */
  | { readonly type: 'keyDown'; readonly key: string }
  /**
   * A finished touch pan. `distance` is how far the page would scroll, in CSS pixels, positive downward
   * (the finger moved up); pans shorter than 100 px are ignored.
   */
  | { readonly type: 'pan'; readonly distance: number }
  /** The give-up button was clicked. */
  | { readonly type: 'giveUp' }
  /** The start-over button on the game-over dialog was clicked. */
  | { readonly type: 'tryAgain' }
  /**
   * The visitor asked for more (or less) time (WCAG 2.2.1); applies on the start screen and after a game,
   * from the next game, never to one in progress.
   */
  | { readonly type: 'timingScaleChosen'; readonly scale: number }
  /** The answer to one of the game's requests. */
  | ResponseEvent;

/**
 * A decorative picture placed on the track.
 *
 * @public
 */
export interface ScrollGamePlacedPicture {
  /** 1-based: the n-th picture of this game. */
  readonly slot: number;
  /** The depth at which it appeared. */
  readonly depth: number;
  /** The picture to draw. */
  readonly picture: ScrollGamePicture;
}

/**
 * A motivational message placed on the track.
 *
 * @public
 */
export interface ScrollGamePlacedMessage {
  /** 1-based: the n-th message of this game. */
  readonly slot: number;
  /** The depth at which it popped up. */
  readonly depth: number;
  /** Which message: an index into the front-end's messages. */
  readonly index: number;
}
