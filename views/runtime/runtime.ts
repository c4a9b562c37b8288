import {
  consoleLog,
  createInertRuntime,
  createRootBus,
  cryptoSeed,
  realClock,
  type HttpClient,
  type Runtime,
} from '@play-smart/engine/driver';
import { dataLayerSink } from './analytics';
import { domFocuser } from './focus';
import { lazyHttpClient } from './lazy-http';
import { browserStorage } from './storage';

export type { Runtime, RootBus } from '@play-smart/engine/driver';
export { cryptoSeed, consoleLog } from '@play-smart/engine/driver';

/**
 * The browser's HTTP port: `fetch` with idempotency keys (./http.ts), its code loaded with the first
 * request ({@link lazyHttpClient}).
 */
export function browserHttpClient(): HttpClient {
  return lazyHttpClient(() => import('./http').then((m) => m.fetchHttpClient()));
}

/**
 * The browser runtime: the real clock, a mitt bus, crypto seeds and the console (the driver's defaults),
 * `window.dataLayer`, localStorage, DOM focus, and {@link browserHttpClient}. Every port is named here rather than left to the engine's
 * `createRuntime`, whose default HTTP client would otherwise come with every page's first script.
 *
 * @param navigate - how the site changes page (the router's navigate)
 * @param ports - `http`: the HTTP port, if not the default one
 */
export function createBrowserRuntime(
  navigate: (url: string) => void = (url) => {
    window.location.assign(url);
  },
  ports: Partial<Pick<Runtime, 'http'>> = {},
): Runtime {
  return {
    clock: realClock,
    bus: createRootBus(),
    seed: cryptoSeed,
    log: consoleLog,
    analytics: dataLayerSink(),
    storage: browserStorage(),
    focus: domFocuser(),
    navigate,
    http: ports.http ?? browserHttpClient(),
  };
}

/**
 * The runtime a page is rendered with at build time: nothing runs there (no timer fires, no effect is
 * performed, drivers are never started), so every service is inert.
 */
export const createServerRuntime: () => Runtime = createInertRuntime;
