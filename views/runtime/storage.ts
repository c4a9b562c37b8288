// The storage port lives in the engine's driver; views keep importing it from here.
export type { KeyValueStorage } from '@play-smart/engine/driver';
export { browserStorage, memoryStorage } from '@play-smart/engine/driver';
