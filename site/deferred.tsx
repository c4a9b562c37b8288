import { createElement, use, type ComponentType, type ReactNode } from 'react';

/** A component whose code loads on its own, and the way to load it ahead of rendering. */
export interface Deferred<P> {
  (props: P): ReactNode;
  /** Loads the code; awaited before a page is rendered at build time, so the HTML has the component. */
  preload(): Promise<unknown>;
}

/**
 * A part of a page whose code is not needed for the page's first paint: it is its own chunk, out of the
 * page's first JavaScript. Rendered inside a `<Suspense>`, its prerendered HTML stays on screen while
 * hydration waits for the code (React's selective hydration), so nothing blinks or shifts.
 *
 * @param load - imports the component
 * @returns the component, with its `preload`
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): Deferred<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = (): Promise<ComponentType<P>> =>
    (loading ??= load().then((component) => (loaded = component)));
  const View = (props: P): ReactNode => createElement(loaded ?? use(preload()), props);
  return Object.assign(View, { preload });
}
