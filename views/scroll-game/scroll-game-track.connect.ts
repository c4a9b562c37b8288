import {
  SCROLL_GAME_PICTURE_WINDOW,
  SCROLL_GAME_SCORE_PER_DEPTH,
  selectScrollGameDepth,
  selectScrollGameLevelCount,
  selectScrollGameMessages,
  type ScrollGamePlacedMessage,
  type ScrollGamePlacedPicture,
  type ScrollGameState,
} from '@play-smart/engine';
import type { CssVars } from '../runtime/css-vars';
import { shallowEqual } from '../runtime/react';
import type { ScrollGameContent } from './scroll-game.words';

/*
 * The scroll is drawn one CSS pixel per point of score, so the 'pixels traveled' are the pixels the
 * track really moved: a thing placed at depth d sits d x SCROLL_GAME_SCORE_PER_DEPTH pixels down the
 * track, and the track is drawn shifted up by the score (see useScrollGlide).
 */

/** Where a depth lies on the track, in CSS pixels from its top. */
function trackPx(depth: number): string {
  return `${depth * SCROLL_GAME_SCORE_PER_DEPTH}px`;
}

/** One decorative picture on the track, ready to render. */
export interface ScrollGamePictureView {
  /**
   * The picture's place among the few kept on the track (slot modulo the engine's window), so React
   * reuses the same `<img>` elements for ever: a long game never grows the page.
   */
  readonly key: string;
  readonly src: string;
  readonly width: number;
  readonly height: number;
  /** Which side and how far in: alternates from picture to picture so the track does not look like a column. */
  readonly className: string;
  /** `--sg-y`: where on the track it appeared; CSS places it just below the visible part at that moment. */
  readonly cssVars: CssVars;
}

const SIDES = ['left', 'right'] as const;
const INSETS = 3;

/**
 * The pictures the engine has placed so far (its window of the latest ones), each where it appeared.
 *
 * @param placed - selectScrollGamePictures
 */
export function connectScrollGamePictures(
  placed: readonly ScrollGamePlacedPicture[],
): readonly ScrollGamePictureView[] {
  return placed.map(({ slot, depth, picture }) => ({
    key: String(slot % SCROLL_GAME_PICTURE_WINDOW),
    src: picture.path,
    width: picture.width,
    height: picture.height,
    className: `sg-picture sg-picture--${SIDES[slot % SIDES.length] ?? 'left'} sg-picture--inset-${Math.floor(slot / SIDES.length) % INSETS}`,
    cssVars: { '--sg-y': trackPx(depth) },
  }));
}

/**
 * Whether two lists of placed pictures are the same, item by item: the engine rebuilds the list on every
 * scroll, but it changes only when a new picture appears (or a new game starts).
 *
 * @param a - the list on screen
 * @param b - the new list
 */
export function scrollGameSamePictures(
  a: readonly ScrollGamePlacedPicture[],
  b: readonly ScrollGamePlacedPicture[],
): boolean {
  return a.length === b.length && a.every((item, i) => shallowEqual(item, b[i]));
}

/** The level lines near the visitor: how many levels are behind, and how many the engine counts. */
export interface ScrollGameLevelsShown {
  readonly passed: number;
  readonly count: number;
}

/**
 * The levels as the track needs them: whole levels passed, and the engine's level count (10 at the
 * start, always 10 ahead). Both change once per unit of depth, so the lines re-render that rarely.
 *
 * @param state - the game state
 */
export function scrollGameLevelsShown(state: ScrollGameState): ScrollGameLevelsShown {
  return { passed: Math.floor(selectScrollGameDepth(state)), count: selectScrollGameLevelCount(state) };
}

/** A level line across the scroll, with its label. */
export interface ScrollGameLevelView {
  readonly key: string;
  readonly label: string;
  readonly cssVars: CssVars;
}

/**
 * The two level lines around the visitor: the one just passed (the drawn track trails the score a
 * little while it glides) and the next. Line n starts level n + 1; its label counts the levels the
 * engine says there are, so the end moves away as the visitor goes on.
 *
 * @param shown - scrollGameLevelsShown
 * @param words - the game's words
 */
export function connectScrollGameLevels(
  shown: ScrollGameLevelsShown,
  words: ScrollGameContent,
): readonly ScrollGameLevelView[] {
  return [shown.passed, shown.passed + 1].map((line) => ({
    key: String(line % 2),
    label: words.level(line + 1, shown.count),
    cssVars: { '--sg-y': trackPx(line) },
  }));
}

/**
 * The latest motivational message, the one popping up now.
 *
 * @param state - the game state
 * @returns the message with its slot, or null before the first one
 */
export function scrollGameLatestMessage(state: ScrollGameState): ScrollGamePlacedMessage | null {
  return selectScrollGameMessages(state, 1)[0] ?? null;
}
