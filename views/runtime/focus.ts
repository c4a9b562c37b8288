import type { Focuser } from '@play-smart/engine/driver';

export type { Focuser } from '@play-smart/engine/driver';

/**
 * Frames a focus request keeps watching its element after focusing it. React renders the state that
 * asked for focus in a microtask, so the element is usually there one frame later; on a busy phone a
 * render can yield and commit a frame or two after that, replacing the element focused in between.
 */
export const FOCUS_WATCH_FRAMES = 5;

/**
 * Focuses `[data-focus="target"]` once the state that asked for it is on screen: one animation frame
 * later, and again in each of the next {@link FOCUS_WATCH_FRAMES} frames if the element it focused was
 * replaced and focus fell to the page (never when the visitor has moved focus elsewhere since).
 */
export function domFocuser(
  root: Document = document,
  nextFrame: (run: () => void) => unknown = requestAnimationFrame,
): Focuser {
  const focusIn = (target: string, framesLeft: number): void => {
    nextFrame(() => {
      const el = root.querySelector<HTMLElement>(`[data-focus="${CSS.escape(target)}"]`);
      el?.focus();
      if (framesLeft === 0) return;
      nextFrame(() => {
        const lost = el === null || !el.isConnected;
        const nobodyHasFocus = root.activeElement === null || root.activeElement === root.body;
        if (lost && nobodyHasFocus) focusIn(target, framesLeft - 1);
      });
    });
  };
  return (target) => {
    focusIn(target, FOCUS_WATCH_FRAMES);
  };
}
