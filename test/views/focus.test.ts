/**
 * The views' focuser moves focus to the element a state asks for once that state is on screen, and
 * keeps it there when React commits the screen a frame or two late (on a busy phone), without ever
 * taking focus from where the visitor has put it.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { domFocuser, FOCUS_WATCH_FRAMES } from '../../views/runtime/focus';

/** Animation frames run by hand: a test says when each frame comes. */
function manualFrames(): { nextFrame: (run: () => void) => void; frame: () => void } {
  let queue: (() => void)[] = [];
  return {
    nextFrame: (run) => {
      queue.push(run);
    },
    frame: () => {
      const due = queue;
      queue = [];
      for (const run of due) run();
    },
  };
}

function heading(text: string): HTMLElement {
  const el = document.createElement('h2');
  el.tabIndex = -1;
  el.dataset.focus = 'game:question';
  el.textContent = text;
  return el;
}

beforeEach(() => {
  document.body.replaceChildren();
});

describe('domFocuser', () => {
  it('focuses the element one frame after the request', () => {
    const frames = manualFrames();
    const q = heading('Question 1');
    document.body.append(q);
    domFocuser(document, frames.nextFrame)('game:question');
    expect(document.activeElement).not.toBe(q);
    frames.frame();
    expect(document.activeElement).toBe(q);
  });

  it('follows the element when the screen is committed after the first frame and replaces it', () => {
    const frames = manualFrames();
    const old = heading('Question 1');
    document.body.append(old);
    domFocuser(document, frames.nextFrame)('game:question');
    frames.frame(); // focuses the old heading: the new screen is not committed yet
    expect(document.activeElement).toBe(old);
    const next = heading('Question 2');
    old.replaceWith(next); // React commits late; focus falls to the body
    frames.frame();
    frames.frame();
    expect(document.activeElement).toBe(next);
  });

  it('never takes focus from where the visitor moved it', () => {
    const frames = manualFrames();
    const old = heading('Question 1');
    const button = document.createElement('button');
    document.body.append(old, button);
    domFocuser(document, frames.nextFrame)('game:question');
    frames.frame();
    old.replaceWith(heading('Question 2'));
    button.focus();
    for (let i = 0; i <= 2 * FOCUS_WATCH_FRAMES; i++) frames.frame();
    expect(document.activeElement).toBe(button);
  });

  it(`gives up after ${FOCUS_WATCH_FRAMES} frames when the element never comes back`, () => {
    const frames = manualFrames();
    const old = heading('Question 1');
    document.body.append(old);
    domFocuser(document, frames.nextFrame)('game:question');
    frames.frame();
    old.remove();
    for (let i = 0; i <= 2 * FOCUS_WATCH_FRAMES + 2; i++) frames.frame();
    const late = heading('Question 2');
    document.body.append(late);
    frames.frame();
    frames.frame();
    expect(document.activeElement).not.toBe(late);
  });
});
