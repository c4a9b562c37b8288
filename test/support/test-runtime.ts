import {
  createTestRuntime as createEngineTestRuntime,
  type TestRuntime,
  type TestRuntimeOptions as EngineTestRuntimeOptions,
} from '@play-smart/engine/testing';

export type { TestRuntime } from '@play-smart/engine/testing';

/** The engine's test runtime options, without `focus`: view tests always focus in the DOM. */
export type TestRuntimeOptions = Omit<EngineTestRuntimeOptions, 'focus'>;

/**
 * The engine's test runtime (manual clock, recorded effects, canned HTTP, in-memory storage) whose focus
 * effects also move the DOM focus, after the current task like the browser focuser, so the element asked
 * for has rendered.
 */
export function createTestRuntime(options: TestRuntimeOptions = {}): TestRuntime {
  return createEngineTestRuntime({
    ...options,
    focus: (target) => {
      queueMicrotask(() => document.querySelector<HTMLElement>(`[data-focus="${target}"]`)?.focus());
    },
  });
}
