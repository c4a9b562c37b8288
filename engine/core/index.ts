export type { Millis, At, Tick } from './time';
export { TICK, isDue, earliest } from './time';
export { fireDue } from './deadlines';
export type { RngState, Draw } from './rng';
export { seedRng, nextFloat, nextInt, nextBool, pick, shuffle } from './rng';
export type {
  Effect,
  TrackEffect,
  TrackFields,
  EmitEffect,
  FocusEffect,
  RequestEffect,
  LogEffect,
  NavigateEffect,
  ResponseEvent,
} from './effects';
export { gameEnd } from './effects';
export type { RootEvents, RootEventName } from './events';
export type { EngineModule, Step, ModuleEvent } from './module';
export { unchanged } from './module';
