import { useEffect, type RefObject } from 'react';
import type { ScrollGameEvent } from '@play-smart/engine';

/** Keys a browser scrolls the page with: during play they belong to the game, not to the page. */
const PAGE_SCROLL_KEYS: ReadonlySet<string> = new Set([
  'ArrowDown',
  'ArrowUp',
  'PageDown',
  'PageUp',
  ' ',
  'Home',
  'End',
]);

/** The pixels of one wheel 'line', for browsers that report wheel steps in lines (DOM_DELTA_LINE). */
const LINE_PX = 16;

/** Controls that act on Space or Enter themselves: a key pressed on them is theirs, not the game's. */
const CONTROLS = 'button, a, input, select, textarea, summary';

/**
 * The key as the engine knows it. Space pages down in a browser and Shift+Space pages up, so the game
 * hears them as those page keys; every other key goes as the DOM names it, and the engine decides.
 */
function engineKey(event: KeyboardEvent): string {
  if (event.key === ' ') return event.shiftKey ? 'PageUp' : 'PageDown';
  return event.key;
}

/** The wheel's vertical delta in pixels, whatever unit the browser reported it in. */
function wheelPixels(event: WheelEvent): number {
  if (event.deltaMode === WheelEvent.DOM_DELTA_LINE) return event.deltaY * LINE_PX;
  if (event.deltaMode === WheelEvent.DOM_DELTA_PAGE) return event.deltaY * window.innerHeight;
  return event.deltaY;
}

/**
 * Feeds the visitor's scrolling to the engine during play: the wheel anywhere over the game, the keys
 * while focus is in it (Escape ends the game), and touch pans on the scroll by Pointer Events, each pan
 * sent when the finger lifts with how far it moved. The engine caps, steps and thresholds them; the page
 * itself does not scroll meanwhile.
 *
 * @param rootRef - the game's section (wheel and keys)
 * @param fieldRef - the scroll (touch pans)
 * @param send - the driver's send
 * @param playing - whether a game is on
 */
export function useScrollGameInput(
  rootRef: RefObject<HTMLElement | null>,
  fieldRef: RefObject<HTMLElement | null>,
  send: (event: ScrollGameEvent) => void,
  playing: boolean,
): void {
  useEffect(() => {
    const root = rootRef.current;
    const field = fieldRef.current;
    if (!playing || root === null || field === null) return;
    let pan: { readonly id: number; readonly y: number } | null = null;

    const onWheel = (event: WheelEvent): void => {
      event.preventDefault();
      send({ type: 'wheel', delta: wheelPixels(event) });
    };
    const onKeyDown = (event: KeyboardEvent): void => {
      const onControl = event.target instanceof Element && event.target.closest(CONTROLS) !== null;
      if (onControl && (event.key === ' ' || event.key === 'Enter')) return;
      if (PAGE_SCROLL_KEYS.has(event.key)) event.preventDefault();
      send({ type: 'keyDown', key: engineKey(event) });
    };
    const onPointerDown = (event: PointerEvent): void => {
      if (event.pointerType !== 'mouse') pan = { id: event.pointerId, y: event.clientY };
    };
    const onPointerUp = (event: PointerEvent): void => {
      if (pan?.id !== event.pointerId) return;
      // Positive when the finger moved up: the page would scroll down.
      send({ type: 'pan', distance: pan.y - event.clientY });
      pan = null;
    };
    const onPointerCancel = (event: PointerEvent): void => {
      if (pan?.id === event.pointerId) pan = null;
    };

    root.addEventListener('wheel', onWheel, { passive: false });
    root.addEventListener('keydown', onKeyDown);
    field.addEventListener('pointerdown', onPointerDown);
    field.addEventListener('pointerup', onPointerUp);
    field.addEventListener('pointercancel', onPointerCancel);
    return () => {
      root.removeEventListener('wheel', onWheel);
      root.removeEventListener('keydown', onKeyDown);
      field.removeEventListener('pointerdown', onPointerDown);
      field.removeEventListener('pointerup', onPointerUp);
      field.removeEventListener('pointercancel', onPointerCancel);
    };
  }, [rootRef, fieldRef, send, playing]);
}
