import { useEffect, type RefObject } from 'react';
import { selectScrollGameScore } from '@play-smart/engine';
import type { ScrollGameDriver } from './scroll-game.driver';

/**
 * How quickly the drawn scroll catches up with the score: each GLIDE_MS it closes about two thirds of the
 * gap, so a 50-pixel wheel step glides instead of jumping. Drawing only: the engine's score moves at once.
 */
const GLIDE_MS = 70;

/** Closer than this to the score, the drawn scroll snaps to it and the loop sleeps. */
const SNAP_PX = 0.5;

/** The frame time assumed for the first frame after a pause (60 Hz). */
const FIRST_FRAME_MS = 1000 / 60;

function glide(shown: number, target: number, elapsedMs: number): number {
  const next = target - (target - shown) * Math.exp(-elapsedMs / GLIDE_MS);
  return target - next < SNAP_PX ? target : next;
}

/**
 * Draws the scroll where the score says, with ONE requestAnimationFrame loop that runs only while the
 * drawing lags the score. Each frame writes two custom properties on the playfield, `--sg-offset` (the
 * pixels scrolled, which the track's items subtract from their place) and `--sg-paper` (the ruled
 * paper's shift within one rule, so that layer never grows): transforms only, no layout read, no React
 * render. A new game (a lower score) and reduced motion jump straight to the score.
 *
 * @param fieldRef - the playfield
 * @param driver - the running game
 * @param rulePx - the paper's rule spacing, in CSS pixels
 */
export function useScrollGlide(
  fieldRef: RefObject<HTMLElement | null>,
  driver: ScrollGameDriver,
  rulePx: number,
): void {
  useEffect(() => {
    const field = fieldRef.current;
    if (field === null) return;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    let shown = selectScrollGameScore(driver.store.getState());
    let frame = 0;
    let last: number | null = null;

    const draw = (): void => {
      field.style.setProperty('--sg-offset', `${shown}px`);
      field.style.setProperty('--sg-paper', `${-(shown % rulePx)}px`);
    };
    const onFrame = (time: number): void => {
      frame = 0;
      const target = selectScrollGameScore(driver.store.getState());
      const elapsed = last === null ? FIRST_FRAME_MS : time - last;
      shown = target < shown || reducedMotion.matches ? target : glide(shown, target, elapsed);
      draw();
      if (shown === target) {
        last = null;
        return;
      }
      last = time;
      frame = requestAnimationFrame(onFrame);
    };
    const wake = (): void => {
      if (frame === 0) frame = requestAnimationFrame(onFrame);
    };

    draw();
    const unsubscribe = driver.store.subscribe(wake);
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
    };
  }, [fieldRef, driver, rulePx]);
}
