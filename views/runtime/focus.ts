import type { Focuser } from '@play-smart/engine/driver';

export type { Focuser } from '@play-smart/engine/driver';

/**
 * Focuses `[data-focus="target"]` once the state that asked for it is on screen. The store commits
 * before effects run, and React renders that commit in a microtask, so focusing one animation frame
 * later finds the new element.
 */
export function domFocuser(root: Document = document): Focuser {
  return (target) => {
    requestAnimationFrame(() => {
      const el = root.querySelector<HTMLElement>(`[data-focus="${CSS.escape(target)}"]`);
      el?.focus();
    });
  };
}
