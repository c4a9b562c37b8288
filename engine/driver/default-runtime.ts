import { noAnalytics } from './analytics';
import { realClock } from './clock';
import { fetchHttpClient } from './http';
import { consoleLog, createRootBus, cryptoSeed, type Runtime } from './runtime';
import { defaultStorage } from './storage';

// Apart from ./runtime.ts, so that a host naming every port itself (the site names its own HTTP client,
// loaded with the first request) does not carry the default `fetch` client in its first script.

/**
 * A runtime with working defaults for any host, browser or Node 20: the real clock, a new mitt bus, no
 * analytics, `fetch`, `localStorage` or memory, no focus, crypto seeds, console logs and no navigation.
 * Pass the ports to replace.
 *
 * @param ports - ports that replace the defaults
 * @example
 * ```ts
 * import { createRuntime, fetchHttpClient } from '@play-smart/engine/driver';
 * const runtime = createRuntime({ http: fetchHttpClient({ baseUrl: 'https://example.org' }) });
 * ```
 *
 * @category Runtime
 *
 * @public
 */
export function createRuntime(ports: Partial<Runtime> = {}): Runtime {
  return {
    clock: realClock,
    bus: createRootBus(),
    analytics: noAnalytics,
    http: ports.http ?? fetchHttpClient(),
    storage: ports.storage ?? defaultStorage(),
    focus: () => undefined,
    seed: cryptoSeed,
    log: consoleLog,
    navigate: () => undefined,
    ...ports,
  };
}
