/**
 * Test helpers for front-ends built on the engine, and for the engine's own tests: a manual clock that
 * fires timers only when told, a runtime that records every effect the driver performs, and helpers that
 * run a module through timed events or play a game to its end without any driver. The fast-check
 * arbitraries of every module's events are in `@play-smart/engine/testing/arbitraries` (that entry needs
 * the optional peer dependency `fast-check`; this one needs nothing).
 *
 * @example
 * ```ts
 * import { gamblerQuiz } from '@play-smart/engine/gambler-quiz';
 * import { createDriver } from '@play-smart/engine/driver';
 * import { createTestRuntime } from '@play-smart/engine/testing';
 *
 * const runtime = createTestRuntime({ seed: 7 });
 * const quiz = createDriver(gamblerQuiz, {}, runtime);
 * quiz.start();
 * quiz.send({ type: 'takeQuiz' });
 * runtime.clock.advance(350); // the question's fade-in is over: its timer fired, at 350 exactly
 * quiz.store.getState().stage; // 'gameplay'
 * ```
 *
 * @module testing
 */
export type { ManualClock } from './manual-clock';
export { createManualClock } from './manual-clock';
export type { TestRuntime, TestRuntimeOptions } from './test-runtime';
export { createTestRuntime } from './test-runtime';
export type { TickObserver, RunResult, RunOptions, Player } from './run';
export { runEvents, replay, tickDeadlines, settle, playToEnd } from './run';
