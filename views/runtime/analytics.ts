import { dataLayerSink as sinkOn, type AnalyticsSink } from '@play-smart/engine/driver';

export type { AnalyticsSink } from '@play-smart/engine/driver';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/**
 * Pushes to `window.dataLayer` (the tag manager's queue); the engine's driver copies only the event name
 * and the game slug.
 */
export function dataLayerSink(target: Window = window): AnalyticsSink {
  return sinkOn(target);
}
