// The replay helpers are part of the engine's test helpers (@play-smart/engine/testing); the engine's
// tests keep importing them from here.
import type { ModuleEvent } from '@play-smart/engine/core';

export { tickDeadlines, replay, settle } from '@play-smart/engine/testing';
export type { TickObserver } from '@play-smart/engine/testing';

/** A timed event for a replay: what happened (a module event or a tick) and when. */
export type Timed<E> = ModuleEvent<E>;
