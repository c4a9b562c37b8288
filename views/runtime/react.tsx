import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { EngineModule } from '../../engine';
import { createDriver, type BusListeners, type Driver } from './driver';
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
 * started in an effect and stopped in its cleanup, so React StrictMode's double mount is safe.
 *
 * @returns the module's current state and `send`
 */
export function useEngine<S, E extends { readonly type: string }, C>(
  module: EngineModule<S, E, C>,
  config: C,
  listeners?: BusListeners<E>,
): { state: S; send: (event: E) => void; driver: Driver<S, E> } {
  const runtime = useRuntime();
  const [driver] = useState(() => createDriver(module, config, runtime, listeners));
  useEffect(() => {
    driver.start();
    return () => {
      driver.stop();
    };
  }, [driver]);
  const state = useStore(driver.store);
  return { state, send: driver.send, driver };
}
