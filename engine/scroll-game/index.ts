/**
 * The Scroll of Infinity: scroll down a bottomless page for points
 * until the give-up button, Escape, or 5 s without scrolling and a 12 s countdown; a score above 0 is saved and
 * fresh statistics give the rank title.
 *
 * @example
 * ```ts
 * import { scrollGame, selectScrollGameScore } from '@play-smart/engine/scroll-game';
 * let { state } = scrollGame.init({}, 0, 42);
 * ({ state } = scrollGame.step(state, { type: 'start', at: 0 }));
 * ({ state } = scrollGame.step(state, { type: 'keyDown', key: 'PageDown', at: 200 }));
 * selectScrollGameScore(state);   // 50
 * scrollGame.nextDeadline(state); // 5200: the countdown shows 5 s after the last scroll
 * ```
 *
 * @module scroll-game
 */
export type {
  ScrollGameStage,
  ScrollGameEndReason,
  ScrollGameEnd,
  ScrollGameConfig,
  ScrollGameTimeLimits,
  ScrollGamePicture,
  ScrollGameStats,
  ScrollGameRankTitle,
  ScrollGameCountdown,
  ScrollGameState,
  ScrollGameEvent,
  ScrollGamePlacedPicture,
  ScrollGamePlacedMessage,
} from './scroll-game.types';
export {
  SCROLL_GAME_SLUG,
  SCROLL_GAME_INACTIVITY_MS,
  SCROLL_GAME_COUNTDOWN_MS,
  SCROLL_GAME_COUNTDOWN_TICK_MS,
  SCROLL_GAME_DEFAULTS,
  SCROLL_GAME_UNITS_PER_DEPTH,
  SCROLL_GAME_SCORE_PER_DEPTH,
  SCROLL_GAME_WHEEL_CAP,
  SCROLL_GAME_ARROW_STEP,
  SCROLL_GAME_PAGE_STEP,
  SCROLL_GAME_PAN_THRESHOLD_PX,
  SCROLL_GAME_PAN_STEP,
  SCROLL_GAME_KEYS,
  SCROLL_GAME_INTRO_DEPTH,
  SCROLL_GAME_PICTURE_EVERY_DEPTH,
  SCROLL_GAME_MESSAGE_EVERY_DEPTH,
  SCROLL_GAME_INITIAL_LEVELS,
  SCROLL_GAME_STROKE_WIDTH,
  SCROLL_GAME_PICTURE_WINDOW,
  SCROLL_GAME_MESSAGE_WINDOW,
  SCROLL_GAME_RANKS,
  SCROLL_GAME_API,
  SCROLL_GAME_REQUEST_KEYS,
  SCROLL_GAME_FOCUS,
  SCROLL_GAME_PICTURES,
  SCROLL_GAME_MESSAGE_COUNT,
} from './scroll-game.constants';
export { scrollGame } from './scroll-game.machine';
export {
  scrollGameTimeLimits,
  selectScrollGameDepth,
  scrollGameScoreOf,
  selectScrollGameScore,
  selectScrollGameShowsIntro,
  selectScrollGameIsPlaying,
  selectScrollGameCountdown,
  selectScrollGamePictureCount,
  selectScrollGamePictures,
  selectScrollGameMessageCount,
  selectScrollGameMessages,
  selectScrollGameMessage,
  selectScrollGameLevelCount,
  scrollGameRankTitleOf,
  selectScrollGameRankTitle,
  selectScrollGameEnd,
  parseScrollGameStats,
} from './scroll-game.selectors';
export type { ScrollGameAnnouncement } from './scroll-game.announcements';
export {
  SCROLL_GAME_ANNOUNCE_COUNTDOWN_SHARE,
  SCROLL_GAME_ANNOUNCE_COUNTDOWN_LAST_S,
  scrollGameCountdownCueLevel,
  scrollGameAnnouncements,
} from './scroll-game.announcements';
