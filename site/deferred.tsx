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
import { PictureLoading } from '../views/layout';

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

/** What {@link LoadWhenNear} renders, and whether it waits. */
export interface LoadWhenNearProps {
  readonly part: Deferred<object>;
  /**
   * Load right after the page hydrates instead of near the screen: for a part that changes once it runs
   * in this browser (it reads storage), so that change happens while the visitor is still far away and
   * moves nothing they are looking at.
   */
  readonly atOnce?: boolean;
}

/**
 * Renders a deferred part of a prerendered page and loads its code once the part comes within half a
 * screen, or the visitor touches or tabs into it. A page reached by a link in the browser was not
 * prerendered: its parts load at once.
 *
 * A click (or Enter or Space on a button) on the part before its code is in would be lost: React drops a
 * discrete event aimed at HTML it cannot hydrate yet. So such a click is held here, above React, and
 * played again on the same element once the part is hydrated (hydration keeps the DOM nodes).
 *
 * The wrapper is `display: contents` (`.deferred-part`), so the part lays out as if it were not there.
 */
export function LoadWhenNear({ part: Part, atOnce = false }: LoadWhenNearProps) {
  const box = useRef<HTMLDivElement>(null);
  // No state and no hooks that update after hydration (such as useHydrated): a render of this parent
  // while the part still waits for its code would make React drop the part's HTML and render it afresh.
  useEffect(() => {
    const wrapper = box.current;
    // Prerendered HTML is there while hydrating; after a link in the browser, only the empty fallback.
    const shown = wrapper?.firstElementChild;
    if (atOnce || !wrapper || !shown || typeof IntersectionObserver === 'undefined') {
      void Part.preload();
      return undefined;
    }
    let waiting = true;
    let heldClick: Element | null = null;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load();
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
    wrapper.addEventListener('focusin', load);
    wrapper.addEventListener('pointerdown', load);
    // On the document, in the capture phase: before React's own listener on the app's root.
    document.addEventListener('click', holdClick, true);
    void Part.shown.then(() => {
      if (!waiting) return;
      release();
      // For whoever needs to know the part now runs (the browser tests): not React's attribute to manage.
      wrapper.dataset.ready = '';
      heldClick?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
    });
    return () => {
      stopWatching();
      release();
    };
  }, [Part, atOnce]);
  return (
    <div className="deferred-part" ref={box}>
      {/* Below the first screen: its pictures load as they near it, not before the page's load event. */}
      <PictureLoading value="lazy">
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </PictureLoading>
    </div>
  );
}
