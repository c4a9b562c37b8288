import { useEffect, useRef, useState, type RefObject } from 'react';

/** Which way a row can still scroll: an arrow shows only for a side with hidden content. */
export interface OverflowArrows {
  readonly left: boolean;
  readonly right: boolean;
}

/**
 * Scroll positions come in fractions of a pixel on zoomed and high-density screens: a row this close to
 * an end counts as at the end, so an arrow never lingers for a sliver nobody can see.
 */
export const OVERFLOW_TOLERANCE_PX = 1;

/**
 * The arrows a horizontally scrolling element needs: none when its content fits, and none on a side it is
 * already scrolled to the end of.
 *
 * @param scrollLeft - how far it is scrolled
 * @param clientWidth - its visible width
 * @param scrollWidth - its content's width
 * @returns which arrows to show
 */
export function overflowArrows(scrollLeft: number, clientWidth: number, scrollWidth: number): OverflowArrows {
  return {
    left: scrollLeft > OVERFLOW_TOLERANCE_PX,
    right: scrollLeft + clientWidth < scrollWidth - OVERFLOW_TOLERANCE_PX,
  };
}

const NONE: OverflowArrows = { left: false, right: false };

/** A row that starts at its left end with more to see on the right. */
const AT_START: OverflowArrows = { left: false, right: true };

/**
 * Watches a horizontally scrolling element (ResizeObserver on it and its content, and its scroll
 * events) and says which scroll arrows to show. Until it has measured (the prerendered page, before
 * hydration), it says what the caller knows: the right arrow for a row that is always wider than its
 * column, none otherwise.
 *
 * @param overflowsAtStart - the row is wider than its box at every width, so it starts with more on the right
 * @returns the ref to put on the scrolling element and the arrows to show
 */
export function useOverflowArrows<T extends HTMLElement>(
  overflowsAtStart = false,
): {
  readonly ref: RefObject<T | null>;
  readonly arrows: OverflowArrows;
} {
  const ref = useRef<T>(null);
  const [arrows, setArrows] = useState<OverflowArrows>(overflowsAtStart ? AT_START : NONE);
  useEffect(() => {
    const el = ref.current;
    if (el === null) return;
    const update = (): void => {
      const next = overflowArrows(el.scrollLeft, el.clientWidth, el.scrollWidth);
      setArrows((prev) => (prev.left === next.left && prev.right === next.right ? prev : next));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    for (const child of el.children) observer.observe(child);
    el.addEventListener('scroll', update, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', update);
    };
  }, []);
  return { ref, arrows };
}
