/**
 * Measures for the WCAG 2.2 AA criteria axe cannot check (test/e2e/wcag.spec.ts). Each returns what it
 * found wrong, named so a failure says where: an empty list passes.
 */
import type { Page } from '@playwright/test';

/** WCAG 1.4.12's minimum text spacing, as a visitor's own style sheet would set it. */
export const TEXT_SPACING_CSS = `
* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

/** WCAG 1.4.4: the text at twice its size, as a browser's text-only zoom or the visitor's font size does. */
export const LARGE_TEXT_CSS = 'html { font-size: 200% !important; }';

/** Runs `check` with `css` added to the page, then takes it away again. */
export async function withStyle<T>(page: Page, css: string, check: () => Promise<T>): Promise<T> {
  const tag = await page.addStyleTag({ content: css });
  try {
    return await check();
  } finally {
    await tag.evaluate((node: Element) => {
      node.remove();
    });
  }
}

/**
 * Runs `measure` with the parts the browser skips while offscreen (content-visibility: auto) laid out as
 * shown. Asked for their boxes or styles while skipped, Chromium at times answered from an earlier state of
 * the page: the home page's helpline number 342 px wide (its width under 200% text, after that style was
 * gone), a fact button with no border under forced colours. No visitor sees that, since a part is styled
 * and laid out afresh as it nears the screen.
 */
async function asShown<T>(page: Page, measure: () => Promise<T>): Promise<T> {
  const shown = await page.evaluate(() => {
    const skipped = [...document.querySelectorAll<HTMLElement>('body *')].filter(
      (el) => getComputedStyle(el).contentVisibility === 'auto',
    );
    for (const el of skipped) el.style.contentVisibility = 'visible';
    (window as unknown as { wcagShown?: HTMLElement[] }).wcagShown = skipped;
    return skipped.length;
  });
  try {
    return await measure();
  } finally {
    if (shown > 0) {
      await page.evaluate(() => {
        const holder = window as unknown as { wcagShown?: HTMLElement[] };
        for (const el of holder.wcagShown ?? []) el.style.contentVisibility = '';
        delete holder.wcagShown;
      });
    }
  }
}

/**
 * Sideways overflow: how far the document scrolls sideways, and every visible element that reaches past
 * the viewport's left or right edge, unless a box that clips (a scrolling row) holds it inside the screen.
 */
export async function sidewaysOverflow(page: Page): Promise<{ px: number; outside: string[] }> {
  return asShown(page, () =>
    page.evaluate(() => {
      const root = document.documentElement;
      const width = root.clientWidth;
      const outside: string[] = [];
      for (const el of document.querySelectorAll('body *')) {
        const box = el.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) continue;
        if (box.left >= -1 && box.right <= width + 1) continue;
        if (getComputedStyle(el).visibility === 'hidden') continue;
        let held = false;
        for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
          if (getComputedStyle(up).overflowX === 'visible') continue;
          const clip = up.getBoundingClientRect();
          if (clip.left >= -1 && clip.right <= width + 1) {
            held = true;
            break;
          }
        }
        if (held) continue;
        const name = `${el.tagName.toLowerCase()}${[...el.classList].map((c) => `.${c}`).join('')}`;
        outside.push(
          `${name} "${el.textContent.trim().slice(0, 24)}" at x ${Math.round(box.left)}-${Math.round(box.right)}`,
        );
      }
      return { px: root.scrollWidth - width, outside: outside.slice(0, 5) };
    }),
  );
}

/**
 * The scroll game's and quiz game's time choices and the scroll game's instructions (WCAG 1.4.10): every
 * pill holds its label, the start card does not cover the instructions, and nothing lies over them: at
 * the middle of each of their lines, scrolled into sight, the topmost element is the instructions
 * themselves (neither the scroll's paper nor anything else). The page's scroll position is put back.
 */
export async function timingAndIntroProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const pill of document.querySelectorAll('.timing-choice__option')) {
      const box = pill.getBoundingClientRect();
      if (box.width === 0) continue;
      const range = document.createRange();
      range.selectNodeContents(pill);
      const text = range.getBoundingClientRect();
      if (text.left < box.left - 1 || text.right > box.right + 1 || text.bottom > box.bottom + 1) {
        problems.push(
          `"${pill.textContent.trim()}" spills out of its pill by ${Math.round(Math.max(box.left - text.left, text.right - box.right, text.bottom - box.bottom))} px`,
        );
      }
    }
    const intro = document.querySelector('.sg-intro:not(.is-hidden)');
    if (intro) {
      const scrolled = [window.scrollX, window.scrollY] as const;
      intro.scrollIntoView({ block: 'center' });
      const range = document.createRange();
      range.selectNodeContents(intro);
      for (const line of range.getClientRects()) {
        const top = document.elementFromPoint(line.left + line.width / 2, line.top + line.height / 2);
        if (top !== null && !intro.contains(top)) {
          const name = `${top.tagName.toLowerCase()}${[...top.classList].map((c) => `.${c}`).join('')}`;
          problems.push(`the instructions' line "${intro.textContent.slice(0, 20)}…" lies under ${name}`);
          break;
        }
      }
      window.scrollTo(...scrolled);
    }
    const card = document.querySelector('.sg-start:not(.is-hidden) .sg-start__card');
    if (intro && card) {
      const a = intro.getBoundingClientRect();
      const b = card.getBoundingClientRect();
      const overlap = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (overlap > 0 && Math.min(a.right, b.right) > Math.max(a.left, b.left)) {
        problems.push(`the start card covers the instructions by ${Math.round(overlap)} px`);
      }
    }
    return problems;
  });
}

/**
 * WCAG 2.5.8 Target size (minimum): every visible control is at least 24 x 24 CSS px, or is a link in a
 * sentence, or a 24 px circle on its centre touches no other target (nor another small target's circle).
 * A radio or checkbox in its label counts as the label.
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return asShown(page, () =>
    page.evaluate(() => {
      const MIN = 24;
      const selector =
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex]:not([tabindex="-1"])';
      const targets: { el: Element; box: DOMRect }[] = [];
      const seen = new Set<Element>();
      for (const found of document.querySelectorAll(selector)) {
        const el = found.closest('label') ?? found;
        if (seen.has(el) || el.closest('[inert]')) continue;
        seen.add(el);
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') continue;
        // Off the screen until focused (the skip link) is no target for a pointer.
        if (box.bottom <= 0 && window.scrollY === 0) continue;
        targets.push({ el, box });
      }
      const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
      const distanceTo = (p: { x: number; y: number }, box: DOMRect) =>
        Math.hypot(
          Math.max(box.left - p.x, 0, p.x - box.right),
          Math.max(box.top - p.y, 0, p.y - box.bottom),
        );
      const small = (box: DOMRect) => box.width < MIN - 0.5 || box.height < MIN - 0.5;
      const problems: string[] = [];
      for (const { el, box } of targets) {
        if (!small(box)) continue;
        const inSentence =
          getComputedStyle(el).display === 'inline' &&
          (el.parentElement?.textContent.trim().length ?? 0) > el.textContent.trim().length;
        if (inSentence) continue;
        const c = centre(box);
        const crowded = targets.some(
          (other) =>
            other.el !== el &&
            !other.el.contains(el) &&
            !el.contains(other.el) &&
            (distanceTo(c, other.box) < MIN / 2 ||
              (small(other.box) && Math.hypot(c.x - centre(other.box).x, c.y - centre(other.box).y) < MIN)),
        );
        if (crowded) {
          problems.push(
            `${el.tagName.toLowerCase()} "${(el.textContent || (el.getAttribute('aria-label') ?? '')).trim().slice(0, 24)}" is ${Math.round(box.width)} x ${Math.round(box.height)} px`,
          );
        }
      }
      return problems;
    }),
  );
}

/** Marks the controls whose shape is drawn (they fill a colour of their own, or they are buttons). */
export async function markShapes(page: Page): Promise<number> {
  return asShown(page, () =>
    page.evaluate(() => {
      let marked = 0;
      const selector =
        'a[href], button, summary, [role="button"], input:not([type="hidden"]):not([type="radio"]):not([type="checkbox"]), select, textarea';
      for (const el of document.querySelectorAll(selector)) {
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') continue;
        const fill = style.backgroundColor;
        let behind = 'rgb(255, 255, 255)';
        for (let up = el.parentElement; up; up = up.parentElement) {
          const colour = getComputedStyle(up).backgroundColor;
          if (colour !== 'rgba(0, 0, 0, 0)') {
            behind = colour;
            break;
          }
        }
        const control = el.matches('button, summary, [role="button"], input, select, textarea');
        const filled = fill !== 'rgba(0, 0, 0, 0)' && fill !== behind;
        if (!control && !filled) continue;
        // A control laid over a card that has its own border (the card picker's) takes the card's shape.
        let framed = false;
        let up = el.parentElement;
        for (let depth = 0; up && depth < 3 && !framed; depth++, up = up.parentElement) {
          const outer = up.getBoundingClientRect();
          framed =
            parseFloat(getComputedStyle(up).borderTopWidth) > 0 &&
            box.width * box.height >= 0.8 * outer.width * outer.height;
        }
        if (framed) continue;
        el.setAttribute(
          'data-wcag-shape',
          `${el.tagName.toLowerCase()} "${el.textContent.trim().slice(0, 24)}"`,
        );
        marked++;
      }
      return marked;
    }),
  );
}

/** Of the marked controls, those with no visible border now (call under forced colours). */
export async function shapesWithoutBorder(page: Page): Promise<string[]> {
  return asShown(page, () =>
    page.evaluate(() =>
      [...document.querySelectorAll('[data-wcag-shape]')]
        .filter((el) => {
          const style = getComputedStyle(el);
          const colour = style.borderTopColor;
          return (
            parseFloat(style.borderTopWidth) <= 0 ||
            style.borderTopStyle === 'none' ||
            colour === 'transparent' ||
            /rgba\(.*, 0\)$/.test(colour)
          );
        })
        .map((el) => {
          const style = getComputedStyle(el);
          return `${el.getAttribute('data-wcag-shape') ?? ''}: border ${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`;
        }),
    ),
  );
}

/** What a focus stop looks like: where it is, its ring, and whether something else covers it. */
export interface FocusStop {
  readonly name: string;
  /** The ring's contrast with what is behind it (1 when there is no ring). */
  readonly ringContrast: number;
  /** True when no part of it is in sight: off the screen or under other content (WCAG 2.4.11). */
  readonly obscured: boolean;
}

/** Looks at the focused element (WCAG 2.4.7 Focus visible, 2.4.11 Focus not obscured). */
export async function focusStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body || el === document.documentElement) return null;
    const parse = (colour: string): [number, number, number, number] => {
      const parts = (colour.match(/[\d.]+/g) ?? ['0', '0', '0']).map(Number);
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    };
    const luminance = ([r, g, b]: [number, number, number, number]) => {
      const lin = (v: number) => {
        const s = v / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const behind = (from: Element | null): [number, number, number, number] => {
      for (let up = from; up; up = up.parentElement) {
        const colour = parse(getComputedStyle(up).backgroundColor);
        if (colour[3] > 0.5) return colour;
      }
      return [255, 255, 255, 1];
    };
    // A radio's ring is drawn on its label (the pill), not on the small circle.
    const ringOwner =
      getComputedStyle(el).outlineStyle === 'none' && el.closest('label') ? (el.closest('label') ?? el) : el;
    const style = getComputedStyle(ringOwner);
    let ringContrast = 1;
    const hasOutline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    // The ring is drawn outside the element (outline-offset > 0) or inside it (a negative offset).
    const ringOn = parseFloat(style.outlineOffset) < 0 ? ringOwner : ringOwner.parentElement;
    const contrast = (x: [number, number, number, number], y: [number, number, number, number]) => {
      const [a, b] = [luminance(x), luminance(y)];
      return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    };
    const shadow = style.boxShadow === 'none' ? null : parse(style.boxShadow);
    if (hasOutline) {
      const ring = parse(style.outlineColor);
      ringContrast = contrast(ring, behind(ringOn));
      // A two-tone ring (an outline along a shadow band) stands out on any colour by its own contrast.
      if (shadow) ringContrast = Math.max(ringContrast, contrast(ring, shadow));
    } else if (shadow) {
      ringContrast = contrast(shadow, behind(ringOwner.parentElement));
    }
    const box = el.getBoundingClientRect();
    const points: [number, number][] = [];
    for (const fx of [0.1, 0.5, 0.9]) {
      for (const fy of [0.1, 0.5, 0.9]) points.push([box.left + box.width * fx, box.top + box.height * fy]);
    }
    const obscured = !points.some(([x, y]) => {
      if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
      const hit = document.elementFromPoint(x, y);
      return (
        hit !== null && (el.contains(hit) || hit.contains(el) || hit.closest('label')?.contains(el) === true)
      );
    });
    const name = `${el.tagName.toLowerCase()}${[...el.classList].map((c) => `.${c}`).join('')} "${(el.textContent || (el.getAttribute('aria-label') ?? '')).trim().slice(0, 24)}"`;
    return { name, ringContrast: Math.round(ringContrast * 100) / 100, obscured };
  });
}
