import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  TICK,
  type Effect,
  type EngineModule,
  type Millis,
  type RootEventName,
  type RootEvents,
} from '../../engine';
import type { Cancel } from './clock';
import type { Runtime } from './runtime';

/** Translates root bus events into module events, for modules that listen to the bus. */
export type BusListeners<E> = {
  readonly [K in RootEventName]?: (payload: RootEvents[K]) => E | null;
};

/** A running engine module: its store, and the way to send it events. */
export interface Driver<S, E> {
  /** The module's state; subscribe with zustand's `useStore`. */
  readonly store: StoreApi<S>;
  /** Stamps the event with the clock's time, steps, commits, re-arms the timer, then runs the effects. */
  readonly send: (event: E) => void;
  /** Arms the timer, runs the effects `init` asked for and listens to the bus. Idempotent. */
  readonly start: () => void;
  /** Cancels the timer and stops listening. Idempotent; `start` may follow (React StrictMode). */
  readonly stop: () => void;
}

/**
 * The one driver for every engine module. It holds the state in a `zustand/vanilla` store, keeps ONE
 * timer armed for the module's `nextDeadline`, and performs effects through the runtime. No module or
 * view has timer code of its own.
 *
 * @param module - the engine module
 * @param config - its configuration
 * @param runtime - clock, bus, analytics, http, storage and focus
 * @param listeners - root bus events to translate into module events
 */
export function createDriver<S, E extends { readonly type: string }, C>(
  module: EngineModule<S, E, C>,
  config: C,
  runtime: Runtime,
  listeners: BusListeners<E> = {},
): Driver<S, E> {
  const first = module.init(config, runtime.clock.now(), runtime.seed());
  const store = createStore<S>()(() => first.state);
  let pending: readonly Effect[] = first.effects;
  let running = false;
  let armedFor: Millis | null = null;
  let cancelTimer: Cancel | null = null;
  let unlisten: (() => void)[] = [];

  function disarm(): void {
    cancelTimer?.();
    cancelTimer = null;
    armedFor = null;
  }

  function rearm(): void {
    if (!running) return;
    const deadline = module.nextDeadline(store.getState());
    if (deadline === armedFor) return;
    disarm();
    if (deadline === null) return;
    armedFor = deadline;
    cancelTimer = runtime.clock.schedule(deadline - runtime.clock.now(), () => {
      cancelTimer = null;
      armedFor = null;
      dispatch(TICK);
    });
  }

  function dispatch(event: E | typeof TICK): void {
    const before = store.getState();
    const { state, effects } = module.step(before, { ...event, at: runtime.clock.now() });
    // Commit first (the same object means no re-render), so effects and re-entrant sends see it.
    if (state !== before) store.setState(state, true);
    rearm();
    run(effects);
  }

  function run(effects: readonly Effect[]): void {
    for (const effect of effects) perform(effect);
  }

  function perform(effect: Effect): void {
    switch (effect.type) {
      case 'track':
        runtime.analytics.track(effect);
        return;
      case 'emit':
        (runtime.bus.emit as (type: string, payload: unknown) => void)(effect.event, effect.payload);
        return;
      case 'focus':
        runtime.focus(effect.target);
        return;
      case 'log':
        runtime.log(effect);
        return;
      case 'navigate':
        runtime.navigate(effect.url);
        return;
      case 'request': {
        const { key, method, url, body } = effect;
        void runtime.http.request({ method, url, body }).then((result) => {
          // An answer arriving after the view unmounted has nowhere to go.
          if (running) dispatch({ type: 'response', key, ...result } as unknown as E);
        });
        return;
      }
    }
  }

  function listen(): void {
    for (const name of Object.keys(listeners) as RootEventName[]) {
      const translate = listeners[name] as ((payload: unknown) => E | null) | undefined;
      if (translate === undefined) continue;
      const handler = (payload: unknown): void => {
        const event = translate(payload);
        if (event !== null) dispatch(event);
      };
      const bus = runtime.bus as unknown as {
        on(type: string, fn: (payload: unknown) => void): void;
        off(type: string, fn: (payload: unknown) => void): void;
      };
      bus.on(name, handler);
      unlisten.push(() => {
        bus.off(name, handler);
      });
    }
  }

  return {
    store,
    send: dispatch,
    start() {
      if (running) return;
      running = true;
      listen();
      // Time may have passed while idle: a tick now catches up with any deadline already due.
      dispatch(TICK);
      const initial = pending;
      pending = [];
      run(initial);
    },
    stop() {
      if (!running) return;
      running = false;
      disarm();
      for (const off of unlisten) off();
      unlisten = [];
    },
  };
}
