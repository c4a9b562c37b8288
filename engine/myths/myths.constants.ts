import type { MythsConfig } from './myths.types';

/**
 * The number of myth cards.
 *
 * @public
 */
export const MYTHS_CARD_COUNT = 5;

/**
 * The myth the ticker shows first: the second one. The cards beside the ticker show the first myth first, so
 * starting the ticker there would repeat it. With a single myth the index wraps to 0.
 *
 * @public
 */
export const MYTHS_TICKER_START_INDEX = 1;

/**
 * How long the ticker shows each myth before switching: 6000 ms.
 *
 * @public
 */
export const MYTHS_TICKER_INTERVAL_MS = 6000;

/**
 * The configuration's defaults: 6 s per myth, ticker running. There are no default cards: the host passes
 * its myth/fact pairs, in its own words, as `items`.
 *
 * @public
 */
export const MYTHS_DEFAULTS: MythsConfig = {
  items: [],
  intervalMs: MYTHS_TICKER_INTERVAL_MS,
  startPaused: false,
};

/**
 * The module's name, used in logs and benchmarks.
 *
 * @public
 */
export const MYTHS_SLUG = 'myths';
