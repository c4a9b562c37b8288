// The clock port lives in the engine's driver; views keep importing it from here.
export type { Clock, Cancel } from '@play-smart/engine/driver';
export { realClock } from '@play-smart/engine/driver';
