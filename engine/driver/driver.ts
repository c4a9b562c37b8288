import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  TICK,
  type Effect,
  type EngineModule,
  type Millis,
  type ResponseEvent,
  type RootEventName,
  type RootEvents,
} from '../core';
import type { Cancel } from './clock';
import type { HttpResult } from './http';
import type { RootBus, Runtime } from './runtime';

/**
 * Translates root bus events into module events, for modules that listen to the bus.
 *
 * @category Driver
 *
 * @public
 */
export type BusListeners<E> = {
  readonly [K in RootEventName]?: (payload: RootEvents[K]) => E | null;
};

/**
 * The response events a module accepts. A module that asks for requests lists {@link ResponseEvent} in
 * its event union; the driver hands it the answers as that member of the union.
 */
type ResponseOf<E> = Extract<E, ResponseEvent>;

/** Turns one root event's payload into a module event, or null to ignore it. */
type Translate<K extends RootEventName, E> = (payload: RootEvents[K]) => E | null;

/** Emits a root event an engine module asked for (an `emit` effect). */
function emitRoot<K extends RootEventName>(
  bus: RootBus,
  effect: { readonly event: K; readonly payload: RootEvents[K] },
): void {
  bus.emit(effect.event, effect.payload);
}

/** Listens to one root event, handing its translation to the module; returns the way to stop. */
function onRoot<K extends RootEventName, E>(
  bus: RootBus,
  name: K,
  translate: Translate<K, E>,
  dispatch: (event: E) => void,
): () => void {
  const handler = (payload: RootEvents[K]): void => {
    const event = translate(payload);
    if (event !== null) dispatch(event);
  };
  bus.on(name, handler);
  return () => {
    bus.off(name, handler);
  };
}

/**
 * Options of {@link createDriver}.
 *
 * @category Driver
 *
 * @public
 */
export interface DriverOptions {
  /**
   * Set while a prerendered page is being rendered or hydrated: `init` uses this fixed seed so the
   * markup matches the HTML the build wrote, and `start` (after hydration) inits again with a real seed.
   */
  readonly hydrationSeed?: number;
}

/**
 * A running engine module: its store, and the way to send it events.
 *
 * @category Driver
 *
 * @public
 */
export interface Driver<S, E> {
  /** The module's state; subscribe with zustand's `useStore`. */
  readonly store: StoreApi<S>;
  /** Stamps the event with the clock's time, steps, commits, re-arms the timer, then runs the effects. */
  readonly send: (event: E) => void;
  /** Arms the timer, runs the effects `init` asked for and listens to the bus. Idempotent. */
  readonly start: () => void;
  /** Cancels the timer and stops listening. Idempotent; `start` may follow (React StrictMode). */
  readonly stop: () => void;
  /**
   * The time now on the driver's clock, the one every event is stamped with (the runtime's
   * `clock.now()`: `performance.now()` by default, the manual clock in tests). This is the `at` to give
   * every selector that takes one (`selectQuizGameTimerFraction(state, driver.now())`): a time from
   * another clock (`Date.now()`) gives wrong values without an error.
   */
  readonly now: () => Millis;
}

/**
 * The one driver for every engine module. It holds the state in a `zustand/vanilla` store, keeps ONE
 * timer armed for the module's `nextDeadline`, and performs effects through the runtime. No module or
 * view has timer code of its own.
 *
 * The driver is created idle: `start` arms the timer and runs the effects `init` asked for (the first
 * request, say), `stop` cancels everything. Subscribe to `store` (`store.subscribe`, or zustand's
 * `useStore` in React) to render. The store changes only when something happens (an event, a deadline):
 * a value that moves between them (a timer bar) is sampled each frame with `driver.now()`.
 *
 * `init` runs here, so a configuration the module rejects throws a `RangeError` from `createDriver`
 * itself, before anything starts.
 *
 * @param module - the engine module
 * @param config - its configuration
 * @param runtime - clock, bus, analytics, http, storage and focus
 * @param listeners - root bus events to translate into module events
 * @param options - see {@link DriverOptions}
 * @example
 * ```ts
 * import { gamblerQuiz } from '@play-smart/engine/gambler-quiz';
 * import { createDriver, createRuntime } from '@play-smart/engine/driver';
 * const driver = createDriver(gamblerQuiz, {}, createRuntime());
 * driver.store.subscribe((state) => console.log('render', state.stage, state.index));
 * driver.start();
 * driver.send({ type: 'takeQuiz' }); // stamped with the clock's time
 * driver.stop();
 * ```
 *
 * @category Driver
 *
 * @public
 */
export function createDriver<S, E extends { readonly type: string }, C>(
  module: EngineModule<S, E, C>,
  config: C,
  runtime: Runtime,
  listeners: BusListeners<E> = {},
  options: DriverOptions = {},
): Driver<S, E> {
  const { hydrationSeed } = options;
  const first = module.init(config, runtime.clock.now(), hydrationSeed ?? runtime.seed());
  const store = createStore<S>()(() => first.state);
  let pending: readonly Effect[] = first.effects;
  let reseed = hydrationSeed !== undefined;
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
        emitRoot(runtime.bus, effect);
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
        const { key, method, url, body, encoding } = effect;
        const req = encoding === undefined ? { method, url, body } : { method, url, body, encoding };
        // A host's HTTP port should never reject; one that does (a file reader that threw, say) is
        // logged and answered as "no response", so the module reaches its failed status instead of
        // waiting forever.
        const failed = (error: unknown): HttpResult => {
          runtime.log({ type: 'log', level: 'error', message: `${method} ${url} threw: ${String(error)}` });
          return { ok: false, status: null, body: null };
        };
        const deliver = (result: HttpResult): void => {
          const answer: ResponseEvent = { type: 'response', key, ...result };
          // An answer arriving after the view unmounted has nowhere to go.
          if (running) dispatch(answer as ResponseOf<E>);
        };
        let pending: Promise<HttpResult>;
        try {
          pending = runtime.http.request(req);
        } catch (error) {
          pending = Promise.resolve(failed(error));
        }
        void pending.then(deliver, (error: unknown) => {
          deliver(failed(error));
        });
        return;
      }
    }
  }

  function listen(): void {
    for (const name of Object.keys(listeners) as RootEventName[]) {
      const translate = listeners[name] as Translate<typeof name, E> | undefined;
      if (translate !== undefined) unlisten.push(onRoot(runtime.bus, name, translate, dispatch));
    }
  }

  return {
    store,
    send: dispatch,
    now: () => runtime.clock.now(),
    start() {
      if (running) return;
      running = true;
      if (reseed) {
        // The page is on screen and hydrated: now randomness may enter. Nothing has been sent yet, so a
        // fresh init with a real seed loses nothing.
        reseed = false;
        const fresh = module.init(config, runtime.clock.now(), runtime.seed());
        store.setState(fresh.state, true);
        pending = fresh.effects;
      }
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
