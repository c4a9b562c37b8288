import type { TrackEffect } from '../core';

/**
 * The analytics port: where `track` effects go.
 *
 * @category Ports
 *
 * @public
 */
export interface AnalyticsSink {
  /** Records one `track` effect. */
  track(effect: TrackEffect): void;
}

/**
 * An object holding the tag manager's queue (the browser's `window`).
 *
 * @category Ports
 *
 * @public
 */
export interface DataLayerHost {
  dataLayer?: Record<string, unknown>[];
}

/**
 * Pushes to `target.dataLayer` (the tag manager's queue). Only the event name and the game slug are
 * copied: whatever else an effect might carry never reaches analytics.
 *
 * @param target - the object holding the queue; the browser's `window` (default: `globalThis`)
 *
 * @category Ports
 *
 * @public
 */
export function dataLayerSink(target: DataLayerHost = globalThis as DataLayerHost): AnalyticsSink {
  return {
    track({ event, fields }) {
      const entry: Record<string, unknown> = { event };
      if (fields?.game !== undefined) entry.game = fields.game;
      (target.dataLayer ??= []).push(entry);
    },
  };
}

/**
 * An analytics sink that drops everything: for hosts with no analytics.
 *
 * @category Ports
 *
 * @public
 */
export const noAnalytics: AnalyticsSink = { track: () => undefined };
