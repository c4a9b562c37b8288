/**
 * The pages' inline boot script (scripts/first-paint.ts), run as written in happy-dom: what it holds
 * before the page is hydrated, how it marks it, and that it plays each press once, in order, on the same
 * element once `<html data-hydrated>` is set, or without React when the code cannot load.
 */
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import {
  BEFORE_PAINT_ATTRIBUTE,
  BOOT_SCRIPT,
  FORM_WAIT_MS,
  HEARD_ATTRIBUTE,
} from '../../scripts/first-paint';
import { STYLE_SHEET_ATTRIBUTE, STYLE_SHEET_LINK_ID } from '../../site/routing/page-modules';

/** A module the script can import: happy-dom has no network, Node imports `data:` URLs. */
const CODE_OK = 'data:text/javascript,export default 1';
const CODE_BROKEN = 'data:text/javascript,throw new Error("broken build")';

const PAGE = `
  <div id="app">
    <button id="a" type="button">A</button>
    <button id="b" type="button">B</button>
    <button id="off" type="button" aria-disabled="true">Off</button>
    <p id="text">Words</p>
    <label id="ten-label"><input id="ten" type="radio" name="scale" value="10" /> <span id="ten-words">10× time</span></label>
    <form id="post" method="post" action="/api/forms/x"><input id="field" name="x" /><button id="send">Send</button></form>
    <form id="get"><button id="search">Search</button></form>
  </div>
  <button id="outside" type="button">Outside the app</button>`;

const $ = (id: string): HTMLElement => document.getElementById(id) as HTMLElement;
const form = (id: string): HTMLFormElement => document.getElementById(id) as HTMLFormElement;

/** Runs the script as the page carries it: text, run at the top level of a classic script. */
function runScript(): void {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script under test is text by design
  (new Function(BOOT_SCRIPT) as () => void)();
}

/** Runs the boot script on a fresh page whose module list names `entry`. */
function boot(entry = CODE_OK): void {
  document.head.innerHTML = `<script type="application/json" id="page-modules">${JSON.stringify([entry])}</script>`;
  document.body.innerHTML = PAGE;
  document.documentElement.removeAttribute('data-hydrated');
  runScript();
}

function hydrate(): Promise<void> {
  document.documentElement.setAttribute('data-hydrated', '');
  // The script hears it from a MutationObserver: a microtask later.
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** A trusted-looking press: a click that bubbles and can be cancelled, as a tap makes. */
function tap(el: Element): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  el.dispatchEvent(event);
  return event;
}

function key(el: HTMLElement, name: string): KeyboardEvent {
  el.focus();
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
  el.dispatchEvent(event);
  return event;
}

/** The clicks (and submissions) that reach the page's own code: React listens on the app's root. */
function appHears(): string[] {
  const heard: string[] = [];
  $('app').addEventListener('click', (e) => heard.push(`click ${(e.target as Element).id}`));
  $('app').addEventListener('submit', (e) => {
    e.preventDefault();
    heard.push(`submit ${(e.target as Element).id}`);
  });
  return heard;
}

let errors: MockInstance<typeof console.error>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  // Every test ends hydrated, so no test's listeners stay on the window for the next.
  await hydrate();
  vi.useRealTimers();
  errors.mockRestore();
});

describe('the boot script before hydration', () => {
  it('holds a tap on a button, marks it heard and busy, and plays it once on the same element after hydration', async () => {
    boot();
    const heard = appHears();
    const event = tap($('a'));
    expect(event.defaultPrevented).toBe(true);
    expect(heard).toEqual([]);
    expect($('a').hasAttribute(HEARD_ATTRIBUTE)).toBe(true);
    expect($('a').getAttribute('aria-busy')).toBe('true');
    await hydrate();
    expect(heard).toEqual(['click a']);
    expect($('a').hasAttribute(HEARD_ATTRIBUTE)).toBe(false);
    expect($('a').hasAttribute('aria-busy')).toBe(false);
  });

  it('gives a double tap one press, and plays presses on different buttons in order', async () => {
    boot();
    const heard = appHears();
    tap($('b'));
    expect(tap($('b')).defaultPrevented).toBe(true);
    tap($('a'));
    await hydrate();
    expect(heard).toEqual(['click b', 'click a']);
  });

  it('holds Enter and Space on a focused button as the click they make, once', async () => {
    boot();
    const heard = appHears();
    expect(key($('a'), 'Enter').defaultPrevented).toBe(true);
    expect(key($('b'), ' ').defaultPrevented).toBe(true);
    expect(key($('b'), ' ').defaultPrevented).toBe(true);
    expect(key($('a'), 'Tab').defaultPrevented).toBe(false);
    await hydrate();
    expect(heard).toEqual(['click a', 'click b']);
  });

  it('leaves alone what is not a usable button of the app: words, a field, an aria-disabled button, a button outside #app', async () => {
    boot();
    const heard = appHears();
    expect(tap($('text')).defaultPrevented).toBe(false);
    expect(tap($('field')).defaultPrevented).toBe(false);
    expect(key($('field'), ' ').defaultPrevented).toBe(false);
    expect(tap($('off')).defaultPrevented).toBe(false);
    expect(tap($('outside')).defaultPrevented).toBe(false);
    expect($('off').hasAttribute(HEARD_ATTRIBUTE)).toBe(false);
    heard.length = 0;
    await hydrate();
    expect(heard).toEqual([]);
  });

  it('holds a submit button before it submits, and submits its form through the page once after hydration', async () => {
    boot();
    const heard = appHears();
    expect(tap($('send')).defaultPrevented).toBe(true);
    expect(tap($('send')).defaultPrevented).toBe(true);
    expect(heard).toEqual([]);
    await hydrate();
    expect(heard).toEqual(['click send', 'submit post']);
  });

  it('holds a submission without a click (a form submitted from code or by a field) and plays it once', async () => {
    boot();
    const heard = appHears();
    form('post').requestSubmit();
    form('post').requestSubmit();
    expect($('post').getAttribute('aria-busy')).toBe('true');
    expect(heard).toEqual([]);
    await hydrate();
    expect(heard).toEqual(['submit post']);
  });

  it('holds a tap on a radio or its label, so the choice is made once the page can hear it', async () => {
    boot();
    const heard = appHears();
    expect(tap($('ten-words')).defaultPrevented).toBe(true);
    expect((document.getElementById('ten') as HTMLInputElement).checked).toBe(false);
    expect($('ten').hasAttribute(HEARD_ATTRIBUTE)).toBe(true);
    await hydrate();
    expect(heard).toEqual(['click ten']);
    expect((document.getElementById('ten') as HTMLInputElement).checked).toBe(true);
  });

  it('finds the element again by its place when hydration replaced it', async () => {
    boot();
    tap($('b'));
    const replaced = $('b').cloneNode(true) as HTMLElement;
    replaced.removeAttribute(HEARD_ATTRIBUTE);
    replaced.removeAttribute('aria-busy');
    $('b').replaceWith(replaced);
    const heard = appHears();
    await hydrate();
    expect(heard).toEqual(['click b']);
    expect(replaced.hasAttribute('aria-busy')).toBe(false);
  });

  it('stops holding once the page is hydrated: a later tap goes straight to the page', async () => {
    boot();
    await hydrate();
    const heard = appHears();
    expect(tap($('a')).defaultPrevented).toBe(false);
    expect(heard).toEqual(['click a']);
    expect($('a').hasAttribute(HEARD_ATTRIBUTE)).toBe(false);
  });
});

describe('the boot script without the code', () => {
  it('plays every held press without React when the code fails to load: the form submits natively', async () => {
    boot(CODE_BROKEN);
    const heard = appHears();
    tap($('a'));
    tap($('send'));
    await vi.waitFor(() => {
      expect(heard).toEqual(['click a', 'click send', 'submit post']);
    });
    expect(errors).toHaveBeenCalledWith('The page could not load its code:', expect.any(Error));
    // Nothing is held any more.
    expect(tap($('b')).defaultPrevented).toBe(false);
  });

  it(`sends a held POST form natively after ${FORM_WAIT_MS} ms of slow code, keeps waiting for a GET form and a plain button`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Never settles, as a slow link's code would not yet.
    boot('data:text/javascript,await new Promise(() => {})');
    const heard = appHears();
    tap($('a'));
    tap($('send'));
    tap($('search'));
    vi.advanceTimersByTime(FORM_WAIT_MS - 1);
    expect(heard).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(heard).toEqual(['click send', 'submit post']);
    // From then on the POST form is the browser's; the GET form and the button still wait for the code.
    expect(tap($('send')).defaultPrevented).toBe(false);
    expect(tap($('search')).defaultPrevented).toBe(true);
    heard.length = 0;
    vi.useRealTimers();
    await hydrate();
    expect(heard).toEqual(['click a', 'click search', 'submit get']);
  });
});

describe('when the boot script starts the code', () => {
  it('starts it at the first touch, before the first paint', () => {
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    document.head.innerHTML = `<script type="application/json" id="page-modules">${JSON.stringify([
      CODE_OK,
      '/assets/page.js',
    ])}</script>`;
    document.body.innerHTML = PAGE;
    runScript();
    const preloads = () => document.head.querySelectorAll('link[rel="modulepreload"]').length;
    expect(preloads()).toBe(0);
    window.dispatchEvent(new PointerEvent('pointerdown'));
    expect(preloads()).toBe(1);
    window.dispatchEvent(new PointerEvent('pointerdown'));
    expect(preloads()).toBe(1);
    frame.mockRestore();
  });

  it('marks the page as before its first paint until it starts the code, at the next frame after it', () => {
    const frames: FrameRequestCallback[] = [];
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const root = document.documentElement;
    root.removeAttribute(BEFORE_PAINT_ATTRIBUTE);
    boot();
    // What the style sheet holds back until then (the card picker's pictures) stays back.
    expect(root).toHaveAttribute(BEFORE_PAINT_ATTRIBUTE);
    // happy-dom has no paint timing: the script starts after the next frame.
    for (const callback of frames.splice(0)) callback(0);
    expect(root).toHaveAttribute(BEFORE_PAINT_ATTRIBUTE);
    vi.advanceTimersByTime(0);
    expect(root).not.toHaveAttribute(BEFORE_PAINT_ATTRIBUTE);
    vi.useRealTimers();
    frame.mockRestore();
  });

  it('asks for the whole style sheet the page names when it starts the code, before the code, once', () => {
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const root = document.documentElement;
    root.setAttribute(STYLE_SHEET_ATTRIBUTE, '/assets/style-abc.css');
    document.head.innerHTML = `<style>p{}</style><script type="application/json" id="page-modules">${JSON.stringify(
      [CODE_OK, '/assets/page.js'],
    )}</script>`;
    document.body.innerHTML = PAGE;
    runScript();
    const sheets = () => [...document.head.querySelectorAll('link[rel="stylesheet"]')];
    expect(sheets()).toEqual([]);
    window.dispatchEvent(new PointerEvent('pointerdown'));
    window.dispatchEvent(new PointerEvent('pointerdown'));
    expect(sheets().map((link) => [link.id, link.getAttribute('href')])).toEqual([
      [STYLE_SHEET_LINK_ID, '/assets/style-abc.css'],
    ]);
    // After the inline sheet, so that the whole sheet's rules, the same and in the same order, decide.
    const links = [...document.head.querySelectorAll('style, link')].map(
      (el) => el.getAttribute('rel') ?? 'style',
    );
    expect(links).toEqual(['style', 'stylesheet', 'modulepreload']);
    root.removeAttribute(STYLE_SHEET_ATTRIBUTE);
    frame.mockRestore();
  });

  it('asks for no style sheet on a page that names none', () => {
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    document.documentElement.removeAttribute(STYLE_SHEET_ATTRIBUTE);
    boot();
    window.dispatchEvent(new PointerEvent('pointerdown'));
    expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
    frame.mockRestore();
  });
});
