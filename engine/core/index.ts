export type { Millis, At, Tick } from './time';
export { TICK, MS_PER_SECOND, isDue, earliest } from './time';
export { fireDue } from './deadlines';
export type { ConfigRule, ConfigRules } from './config';
export { resolveConfig, finiteAtLeast, finiteAbove, integerBetween, oneOf } from './config';
export { MIN_TIMING_SCALE, TIMING_SCALE_CHOICES, TIMING_SCALE_RULE, isTimingScale } from './timing-scale';
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
