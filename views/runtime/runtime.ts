import { createInertRuntime, createRuntime, type Runtime } from '@play-smart/engine/driver';
import { dataLayerSink } from './analytics';
import { domFocuser } from './focus';
import { browserStorage } from './storage';

export type { Runtime, RootBus } from '@play-smart/engine/driver';
export { cryptoSeed, consoleLog } from '@play-smart/engine/driver';

/**
 * The browser runtime: the driver's defaults (real clock, mitt bus, fetch, crypto seeds, console) plus
 * `window.dataLayer`, localStorage and DOM focus.
 *
 * @param navigate - how the site changes page (the router's navigate)
 */
export function createBrowserRuntime(
  navigate: (url: string) => void = (url) => {
    window.location.assign(url);
  },
  ports: Partial<Pick<Runtime, 'http'>> = {},
): Runtime {
  return createRuntime({
    ...ports,
    analytics: dataLayerSink(),
    storage: browserStorage(),
    focus: domFocuser(),
    navigate,
  });
}

/**
 * The runtime a page is rendered with at build time: nothing runs there (no timer fires, no effect is
 * performed, drivers are never started), so every service is inert.
 */
export const createServerRuntime: () => Runtime = createInertRuntime;
