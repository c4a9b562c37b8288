import { useSyncExternalStore } from 'react';

/**
 * The seed every engine module starts from while a prerendered page is rendered at build time and
 * hydrated in the browser, so both produce the same markup. Modules are seeded again for real once the
 * page is hydrated (see the driver's `hydrationSeed`).
 */
export const HYDRATION_SEED = 0x5eed;

const subscribeNever = (): (() => void) => () => undefined;

/**
 * False while rendering on the server and while hydrating in the browser; true in every render after.
 * What depends on the browser (storage, the viewport, the time) renders only once this is true, so the
 * hydrated markup matches the prerendered HTML.
 *
 * @returns whether the component renders in a hydrated browser page
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
