import type { TrackEffect } from '../../engine';

/** Where analytics events go. */
export interface AnalyticsSink {
  track(effect: TrackEffect): void;
}

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/**
 * Pushes to `window.dataLayer` (the tag manager's queue). Only the event name and the game slug are
 * copied: whatever else an effect might carry never reaches analytics.
 */
export function dataLayerSink(target: Window = window): AnalyticsSink {
  return {
    track({ event, fields }) {
      const entry: Record<string, unknown> = { event };
      if (fields?.game !== undefined) entry.game = fields.game;
      (target.dataLayer ??= []).push(entry);
    },
  };
}
