import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { EngineModule } from '@play-smart/engine';
import { createDriver, type BusListeners, type Driver } from '@play-smart/engine/driver';
import { HYDRATION_SEED, useHydrated } from './hydration';
import type { Runtime } from './runtime';

const RuntimeContext = createContext<Runtime | null>(null);

/** Provides the runtime (clock, bus, analytics, http, storage, focus) to every view below it. */
export function RuntimeProvider({ runtime, children }: { runtime: Runtime; children: ReactNode }) {
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}

/** The runtime from the nearest {@link RuntimeProvider}. */
export function useRuntime(): Runtime {
  const runtime = useContext(RuntimeContext);
  if (runtime === null) throw new Error('useRuntime needs a <RuntimeProvider> above it');
  return runtime;
}

/**
 * Runs an engine module for the lifetime of a component: the driver is created idle on first render,
 * started in an effect and stopped in its cleanup, so React StrictMode's double mount is safe. It does
 * not subscribe the component to anything: read what you show with {@link useEngineSelector}.
 *
 * @param module - the engine module
 * @param config - its configuration, read once on first render
 * @param listeners - root bus events to translate into module events
 * @returns the running driver (`store` and `send`)
 */
export function useEngine<S, E extends { readonly type: string }, C>(
  module: EngineModule<S, E, C>,
  config: C,
  listeners?: BusListeners<E>,
): Driver<S, E> {
  const runtime = useRuntime();
  const hydrated = useHydrated();
  const [driver] = useState(() =>
    createDriver(module, config, runtime, listeners, hydrated ? {} : { hydrationSeed: HYDRATION_SEED }),
  );
  useEffect(() => {
    driver.start();
    return () => {
      driver.stop();
    };
  }, [driver]);
  return driver;
}

/** Decides whether two selections are the same, so the component need not re-render. */
export type Equality<T> = (a: T, b: T) => boolean;

/**
 * Compares two values one level deep: equal primitives, or arrays / plain objects whose items are
 * identical (`Object.is`). Enough for selector results built from state fields.
 *
 * @param a - the previous selection
 * @param b - the next selection
 */
export function shallowEqual<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  const recordA = a as Record<string, unknown>;
  const recordB = b as Record<string, unknown>;
  return keysA.every((key) => Object.hasOwn(recordB, key) && Object.is(recordA[key], recordB[key]));
}

/**
 * Reads one slice of a running module's state. The component re-renders only when the slice changes
 * (by `isEqual`, `Object.is` by default), not on every step of the module. Renders the same on the server
 * and in the browser, since both read the driver's store.
 *
 * @param driver - the driver from {@link useEngine}
 * @param selector - picks what the component shows, usually an engine selector
 * @param isEqual - when two selections count as the same (e.g. {@link shallowEqual} for a fresh object)
 * @returns the current selection
 */
export function useEngineSelector<S, E, T>(
  driver: Driver<S, E>,
  selector: (state: S) => T,
  isEqual: Equality<T> = Object.is,
): T {
  // The last (state, selection) pair: the same selection is handed back while it stays equal, so
  // useSyncExternalStore sees a stable snapshot and skips the render.
  const memo = useRef<{ state: S; selector: (state: S) => T; selection: T } | null>(null);
  const getSelection = (): T => {
    const state = driver.store.getState();
    const last = memo.current;
    if (last !== null && Object.is(last.state, state) && last.selector === selector) return last.selection;
    const next = selector(state);
    const selection = last !== null && isEqual(last.selection, next) ? last.selection : next;
    memo.current = { state, selector, selection };
    return selection;
  };
  return useSyncExternalStore(driver.store.subscribe, getSelection, getSelection);
}

/**
 * Reads the whole state: for a view whose every state change is on screen (the gambler quiz). Prefer
 * {@link useEngineSelector} where a component shows only part of it.
 *
 * @param driver - the driver from {@link useEngine}
 * @returns the current state
 */
export function useEngineState<S, E>(driver: Driver<S, E>): S {
  return useSyncExternalStore(driver.store.subscribe, driver.store.getState, driver.store.getState);
}
