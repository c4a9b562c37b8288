import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { LineIcon } from './LineIcon';
import { useOverflowArrows } from './use-overflow-arrows';
import { VisuallyHidden } from './VisuallyHidden';
import './scroll-row.css';

/**
 * How far one press of an arrow scrolls, as a share of the visible width: most of a screen, with a little
 * of what was seen left in view so the visitor keeps their place.
 */
const PAGE_SHARE = 0.85;

/** The words of a {@link ScrollRow}'s arrows. */
export interface ScrollRowWords {
  readonly scrollLeft: string;
  readonly scrollRight: string;
}

/**
 * A row of items that scrolls sideways, with left and right arrows that show only when there is more to
 * see on that side. The row itself is a focusable region, so keyboard users can
 * scroll it with the arrow keys too. An arrow that disappears while focused hands focus to the other.
 * The arrows' bar takes room only while an arrow shows; a row that is wider than its column at every
 * width says so (`overflowsAtStart`), and its right arrow is in the prerendered page, so the bar is
 * filled from the first paint and nothing moves when the code arrives.
 */
export function ScrollRow({
  label,
  words,
  overflowsAtStart = false,
  children,
}: {
  label: string;
  words: ScrollRowWords;
  overflowsAtStart?: boolean;
  children: ReactNode;
}) {
  const { ref, arrows } = useOverflowArrows<HTMLDivElement>(overflowsAtStart);
  const left = useRef<HTMLButtonElement>(null);
  const right = useRef<HTMLButtonElement>(null);
  const focused = useRef<'left' | 'right' | null>(null);
  useLayoutEffect(() => {
    if (focused.current === 'left' && !arrows.left) (arrows.right ? right.current : ref.current)?.focus();
    if (focused.current === 'right' && !arrows.right) (arrows.left ? left.current : ref.current)?.focus();
  }, [arrows, ref]);
  const scroll = (direction: -1 | 1): void => {
    const el = ref.current;
    el?.scrollBy({ left: direction * el.clientWidth * PAGE_SHARE });
  };
  return (
    <div className="scroll-row">
      {/* Which arrow has focus, so one that disappears under it can hand focus on. */}
      <div
        className="scroll-row__arrows"
        hidden={!arrows.left && !arrows.right}
        onFocus={(event) => {
          // React types a bubbled focus event's target as the listening element; it is the arrow.
          const target: EventTarget = event.target;
          focused.current = target === left.current ? 'left' : target === right.current ? 'right' : null;
        }}
        onBlur={() => {
          focused.current = null;
        }}
      >
        <button
          type="button"
          className="scroll-row__arrow scroll-row__arrow--left"
          ref={left}
          hidden={!arrows.left}
          onClick={() => {
            scroll(-1);
          }}
        >
          <LineIcon icon="left" size={22} />
          <VisuallyHidden>{words.scrollLeft}</VisuallyHidden>
        </button>
        <button
          type="button"
          className="scroll-row__arrow scroll-row__arrow--right"
          ref={right}
          hidden={!arrows.right}
          onClick={() => {
            scroll(1);
          }}
        >
          <LineIcon icon="right" size={22} />
          <VisuallyHidden>{words.scrollRight}</VisuallyHidden>
        </button>
      </div>
      {/* Focusable so the keyboard can scroll it (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="scroll-row__track" ref={ref} role="region" aria-label={label} tabIndex={0}>
        <ul className="scroll-row__list">{children}</ul>
      </div>
    </div>
  );
}
