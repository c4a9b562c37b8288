import type { RootEventName, RootEvents } from './events';

/**
 * Analytics fields a module may push to the data layer. Deliberately only strings naming what happened:
 * no score, risk level, e-mail, ZIP or date of birth ever goes to analytics.
 *
 * @public
 */
export interface TrackFields {
  /** The game or tool slug, e.g. `gambler-quiz`. */
  readonly game?: string;
}

/**
 * Push an event to the analytics data layer.
 *
 * @public
 */
export interface TrackEffect {
  readonly type: 'track';
  /** The data-layer event name, e.g. `game_end` or `costulator_end`. */
  readonly event: string;
  readonly fields?: TrackFields;
}

/**
 * Emit a root event on the page-wide bus.
 *
 * @public
 */
export type EmitEffect = {
  [K in RootEventName]: { readonly type: 'emit'; readonly event: K; readonly payload: RootEvents[K] };
}[RootEventName];

/**
 * Move keyboard focus to a named target once the new state is on screen. Targets are stable names the
 * view attaches to elements (`data-focus="gambler-quiz:question"`), so the engine decides when and the
 * view where. Each name starts with its module's slug and a colon, so two modules on one page (a game
 * and the share form, say) can never ask for each other's elements.
 *
 * @public
 */
export interface FocusEffect {
  readonly type: 'focus';
  readonly target: string;
}

/**
 * Make an HTTP request. The driver performs it and sends the module a {@link ResponseEvent} with the same
 * key when it settles.
 *
 * @public
 */
export interface RequestEffect {
  readonly type: 'request';
  /** Identifies the answer when it comes back as a {@link ResponseEvent}. */
  readonly key: string;
  readonly method: 'GET' | 'POST';
  readonly url: string;
  readonly body?: unknown;
  /**
   * How an object body travels: JSON (the default) or
   * multipart form data (how the generic form submits).
   */
  readonly encoding?: 'json' | 'multipart';
}

/**
 * Write a developer-facing message to the console (never shown to visitors).
 *
 * @public
 */
export interface LogEffect {
  readonly type: 'log';
  readonly level: 'warn' | 'error';
  readonly message: string;
}

/**
 * Go to another page of the site.
 *
 * @public
 */
export interface NavigateEffect {
  readonly type: 'navigate';
  readonly url: string;
}

/**
 * Everything a module may ask its host to do. The reducer never performs effects itself.
 *
 * @public
 */
export type Effect = TrackEffect | EmitEffect | FocusEffect | RequestEffect | LogEffect | NavigateEffect;

/**
 * The answer to a {@link RequestEffect}, sent back to the module by the driver.
 * `status` is null when no response arrived at all (network failure).
 *
 * @public
 */
export interface ResponseEvent {
  readonly type: 'response';
  readonly key: string;
  readonly ok: boolean;
  readonly status: number | null;
  readonly body: unknown;
  /**
   * How many seconds the server asked the client to wait before trying again (its `Retry-After`
   * header, when it gave one in seconds), so a view can say how long.
   */
  readonly retryAfterS?: number;
}

/**
 * Builds a `game_end` track effect. It names the game and nothing else, so no result reaches analytics.
 *
 * @param game - the game's slug
 * @returns the effect
 *
 * @public
 */
export function gameEnd(game: string): TrackEffect {
  return { type: 'track', event: 'game_end', fields: { game } };
}
