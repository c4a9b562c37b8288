// The manual clock is part of the engine's test helpers (@play-smart/engine/testing), for other teams too.
export type { ManualClock } from '@play-smart/engine/testing';
export { createManualClock } from '@play-smart/engine/testing';
