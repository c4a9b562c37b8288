import mitt, { type Emitter } from 'mitt';
import type { LogEffect, RootEvents } from '../../engine';
import { dataLayerSink, type AnalyticsSink } from './analytics';
import { realClock, type Clock } from './clock';
import { domFocuser, type Focuser } from './focus';
import { fetchHttpClient, type HttpClient } from './http';
import { browserStorage, memoryStorage, type KeyValueStorage } from './storage';

/** The root event bus (one per runtime: no global singleton, so each test gets its own). */
export type RootBus = Emitter<RootEvents>;

/** Everything the views need from their host: built once in site/main.tsx, or by a test. */
export interface Runtime {
  readonly clock: Clock;
  readonly bus: RootBus;
  readonly analytics: AnalyticsSink;
  readonly http: HttpClient;
  readonly storage: KeyValueStorage;
  readonly focus: Focuser;
  /** A new seed for each engine module instance. */
  readonly seed: () => number;
  readonly log: (effect: LogEffect) => void;
  readonly navigate: (url: string) => void;
}

/** A seed from the platform's cryptographic generator: the one place randomness enters. */
export function cryptoSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
}

/** Developer-facing messages go to the console; visitors never see them. */
export function consoleLog({ level, message }: LogEffect): void {
  console[level](message);
}

/**
 * The browser runtime: real clock, mitt bus, `window.dataLayer`, fetch, localStorage and DOM focus.
 *
 * @param navigate - how the site changes page (the router's navigate)
 */
export function createBrowserRuntime(
  navigate: (url: string) => void = (url) => {
    window.location.assign(url);
  },
): Runtime {
  return {
    clock: realClock,
    bus: mitt<RootEvents>(),
    analytics: dataLayerSink(),
    http: fetchHttpClient(),
    storage: browserStorage(),
    focus: domFocuser(),
    seed: cryptoSeed,
    log: consoleLog,
    navigate,
  };
}

/**
 * The runtime a page is rendered with at build time: nothing runs there (no timer fires, no effect is
 * performed, drivers are never started), so every service is inert.
 */
export function createServerRuntime(): Runtime {
  return {
    clock: { now: () => 0, schedule: () => () => undefined },
    bus: mitt<RootEvents>(),
    analytics: { track: () => undefined },
    http: { request: () => Promise.resolve({ ok: false, status: null, body: null }) },
    storage: memoryStorage(),
    focus: () => undefined,
    seed: () => 0,
    log: () => undefined,
    navigate: () => undefined,
  };
}
