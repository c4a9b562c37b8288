import {
  createElement,
  Suspense,
  use,
  useEffect,
  useRef,
  type ComponentType,
  type ReactNode,
  type ReactPromise,
} from 'react';

/** A component whose code loads on its own, and the way to load it ahead of rendering. */
export interface Deferred<P> {
  (props: P): ReactNode;
  /**
   * Loads the code. Until something calls it, the component waits (its prerendered HTML stays on screen
   * and nothing hydrates); the build calls it before rendering a page, so the HTML has the component.
   */
  preload(): Promise<unknown>;
  /** Settles once the component is on screen with its code (hydrated or rendered). */
  readonly shown: Promise<void>;
}

/**
 * A part of a page whose code is not needed for the page's first paint: it is its own chunk, out of the
 * page's first JavaScript, and it loads when asked ({@link Deferred.preload}; {@link LoadWhenNear}
 * asks when the part nears the screen). Rendered inside a `<Suspense>`, its prerendered HTML stays on
 * screen while hydration waits for the code (React's selective hydration), so nothing blinks or shifts.
 *
 * @param load - imports the component
 * @returns the component, with its `preload`
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): Deferred<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  let ask: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => {
    ask = resolve;
  });
  const preload = (): Promise<ComponentType<P>> => {
    ask();
    return (loading ??= load().then((component) => {
      // Marked settled the moment the code is in, so `use` returns it at once (the build's render, a
      // page reached by a link) instead of suspending for the promise's own resolution.
      Object.assign(whenAsked, { status: 'fulfilled', value: component });
      return component;
    }));
  };
  // One promise for every render: `use` needs the same one each time to know it has settled.
  const whenAsked: ReactPromise<ComponentType<P>> = asked.then(preload);
  let markShown: () => void = () => undefined;
  const shown = new Promise<void>((resolve) => {
    markShown = resolve;
  });
  const View = (props: P): ReactNode => {
    // `use` on every render, never behind a condition: when the code arrives while React waits for it,
    // React carries on with the same render and expects the same calls (else React error 467).
    const Component = use(whenAsked);
    useEffect(markShown, []);
    return createElement(Component, props);
  };
  return Object.assign(View, { preload, shown });
}

/**
 * How far ahead of the screen a part starts loading: half a screen, so it is ready when the visitor gets
 * there but costs nothing on a first visit that stays at the top.
 */
const NEAR_SCREEN_MARGIN = '50% 0px';

/**
 * What the visitor does that shows they are there and about to use the page: any of these, on the window,
 * before it reaches a part. A part near the screen loads its code at the first of them.
 */
const SIGNS_OF_LIFE = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'scroll', 'keydown', 'focusin'];

let visitorActed: Promise<void> | null = null;

/**
 * Settles at the visitor's first sign of life ({@link SIGNS_OF_LIFE}), or at once if the page has already
 * been scrolled or focused into. Listens from the first call only (no work at import), once for every part.
 */
function whenVisitorActs(): Promise<void> {
  return (visitorActed ??= new Promise<void>((resolve) => {
    const focused = document.activeElement !== null && document.activeElement !== document.body;
    if (window.scrollY > 0 || focused) {
      resolve();
      return;
    }
    const acted = (): void => {
      for (const type of SIGNS_OF_LIFE) window.removeEventListener(type, acted, true);
      resolve();
    };
    for (const type of SIGNS_OF_LIFE) window.addEventListener(type, acted, { capture: true, passive: true });
  }));
}

/** What {@link LoadWhenNear} renders, and whether it waits. */
export interface LoadWhenNearProps {
  readonly part: Deferred<object>;
  /**
   * Load at the visitor's first sign of life wherever the part is, instead of once it is near the screen
   * too: for a part that changes once it runs in this browser (it reads storage), so that change happens
   * while the visitor is still far away and moves nothing they are looking at.
   */
  readonly whenVisitorActs?: boolean;
}

/**
 * Renders a deferred part of a prerendered page and loads its code once the part comes within half a
 * screen and the visitor has shown a sign of life (moved the pointer, touched, scrolled, pressed a key),
 * or at once if they touch or tab into it. A part on the first screen is prerendered whole and needs its
 * code only to answer, so a visit that does nothing loads none (on the home page, 6 kB of the games'
 * code: docs/performance.md), and one that does loads it at the first move, before the visitor gets to a
 * control. A page reached by a link in the browser was not prerendered: its parts load at once.
 *
 * A click (or Enter or Space on a button) on the part before its code is in would be lost: React drops a
 * discrete event aimed at HTML it cannot hydrate yet. So such a click is held here, above React, and
 * played again on the same element once the part is hydrated (hydration keeps the DOM nodes).
 *
 * The wrapper is `display: contents` (`.deferred-part`), so the part lays out as if it were not there.
 */
export function LoadWhenNear({ part: Part, whenVisitorActs: anywhere = false }: LoadWhenNearProps) {
  const box = useRef<HTMLDivElement>(null);
  // No state and no hooks that update after hydration (such as useHydrated): a render of this parent
  // while the part still waits for its code would make React drop the part's HTML and render it afresh.
  useEffect(() => {
    const wrapper = box.current;
    // Prerendered HTML is there while hydrating; after a link in the browser, only the empty fallback.
    const shown = wrapper?.firstElementChild;
    if (!wrapper || !shown || typeof IntersectionObserver === 'undefined') {
      void Part.preload();
      return undefined;
    }
    let waiting = true;
    let heldClick: Element | null = null;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void whenVisitorActs().then(load);
      },
      { rootMargin: NEAR_SCREEN_MARGIN },
    );
    function stopWatching(): void {
      observer.disconnect();
      wrapper?.removeEventListener('focusin', load);
      wrapper?.removeEventListener('pointerdown', load);
    }
    function load(): void {
      stopWatching();
      void Part.preload();
    }
    function holdClick(event: MouseEvent): void {
      if (!waiting || !(event.target instanceof Element) || !wrapper?.contains(event.target)) return;
      event.preventDefault();
      event.stopPropagation();
      heldClick = event.target;
      load();
    }
    function release(): void {
      waiting = false;
      document.removeEventListener('click', holdClick, true);
    }
    observer.observe(shown);
    if (anywhere) void whenVisitorActs().then(load);
    wrapper.addEventListener('focusin', load);
    wrapper.addEventListener('pointerdown', load);
    // On the document, in the capture phase: before React's own listener on the app's root.
    document.addEventListener('click', holdClick, true);
    void Part.shown.then(() => {
      if (!waiting) return;
      release();
      // For whoever needs to know the part now runs (the browser tests): not React's attribute to manage.
      wrapper.dataset.ready = '';
      // Focus that came into the part before its code did (a tab, which also asked for the code) was never
      // heard by React: told again, so the part knows where focus is before the held click plays (the card
      // picker then moves focus to the card a keyboard press chose).
      const focused = document.activeElement;
      if (focused !== null && focused !== wrapper && wrapper.contains(focused)) {
        focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      }
      heldClick?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
    });
    return () => {
      stopWatching();
      release();
    };
  }, [Part, anywhere]);
  return (
    <div className="deferred-part" ref={box}>
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    </div>
  );
}
