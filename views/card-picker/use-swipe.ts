import { useRef, type PointerEvent } from 'react';
import type { CardPickerSwipe } from '@play-smart/engine';

/**
 * The shortest horizontal move, in CSS pixels, that counts as a swipe: long enough that a tap or a
 * wobbly press is not one, short enough for a thumb flick on a small phone.
 */
export const SWIPE_MIN_PX = 40;

/**
 * The swipe a pointer's move makes: mostly horizontal and at least {@link SWIPE_MIN_PX} long. A move to
 * the left is a left swipe (the next card), to the right a right swipe (the previous one).
 *
 * @param dx - the horizontal move, end minus start
 * @param dy - the vertical move
 * @returns the swipe, or null when the move is not one
 */
export function swipeDirection(dx: number, dy: number): CardPickerSwipe | null {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'left' : 'right';
}

/** The pointer handlers to spread on the element that is swiped. */
export interface SwipeHandlers {
  readonly onPointerDown: (event: PointerEvent) => void;
  readonly onPointerUp: (event: PointerEvent) => void;
  readonly onPointerCancel: () => void;
}

/**
 * Recognises horizontal swipes from Pointer Events (touch, pen and mouse alike). The element should
 * have `touch-action: pan-y`, so the page still scrolls vertically while horizontal moves reach it.
 *
 * @param onSwipe - called once per swipe with its direction
 * @returns the handlers to spread on the element
 */
export function useSwipe(onSwipe: (direction: CardPickerSwipe) => void): SwipeHandlers {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  return {
    onPointerDown(event) {
      // Only the main button of a mouse; every touch and pen contact.
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp(event) {
      const from = start.current;
      start.current = null;
      if (from?.id !== event.pointerId) return;
      const direction = swipeDirection(event.clientX - from.x, event.clientY - from.y);
      if (direction !== null) onSwipe(direction);
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
