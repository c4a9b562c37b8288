/**
 * The shared contract every engine module follows: time (`Millis`, `At`, the `tick`), the seeded
 * generator, effects as data, the root bus events, `EngineModule` itself, and the helpers every module
 * shares: `fireDue` (the one deadline loop), the question-and-result generator both generators are made of, `resolveConfig` (defaults plus a host's partial
 * configuration, checked) and the timing scale (WCAG 2.2.1).
 *
 * @example
 * ```ts
 * import { fireDue, resolveConfig, finiteAtLeast, type Millis, type Step } from '@play-smart/engine/core';
 *
 * interface Fade {
 *   readonly config: { readonly fadeMs: Millis };
 *   readonly fadeEndsAt: Millis | null;
 * }
 * // Defaults filled in, each field checked: a wrong value throws a RangeError naming it.
 * const config = resolveConfig({ fadeMs: 350 }, { fadeMs: 500 }, { fadeMs: finiteAtLeast(0) });
 * // A tick fires every deadline due by its time, earliest first, each at its own time:
 * const tick = (state: Fade, at: Millis): Step<Fade> =>
 *   fireDue(state, at, (s) => s.fadeEndsAt, (s) => ({ state: { ...s, fadeEndsAt: null }, effects: [] }));
 * console.log(tick({ config, fadeEndsAt: config.fadeMs }, 1000).state.fadeEndsAt); // null
 * ```
 *
 * @module core
 */
export type { Millis, At, Tick } from './time';
export { TICK, MS_PER_SECOND, isDue, earliest } from './time';
export { fireDue } from './deadlines';
export type { ConfigRule, ConfigRules, ConfigProblem } from './config';
export { resolveConfig, validateConfig, finiteAtLeast, finiteAbove, integerBetween, oneOf } from './config';
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
export type { RootEvents, RootEventName, ModalContent } from './events';
export type { EngineModule, Step, ModuleEvent, GameEnd, GameOutcome } from './module';
export type { GeneratorStage, GeneratorState, GeneratorEvent, GeneratorRules } from './generator';
export { generatorInit, generatorStep, generatorNextDeadline, generatorChosenOption } from './generator';
export { unchanged } from './module';
