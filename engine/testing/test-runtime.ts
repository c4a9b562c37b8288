import type { LogEffect, TrackEffect } from '../core';
import type { HttpClient, HttpRequest, HttpResult } from '../driver/http';
import { createRootBus, type Runtime } from '../driver/runtime';
import { memoryStorage } from '../driver/storage';
import { createManualClock, type ManualClock } from './manual-clock';

/**
 * A runtime for tests: a manual clock, and every effect the driver performs recorded for assertions.
 *
 * @category Test runtime
 */
export interface TestRuntime extends Runtime {
  readonly clock: ManualClock;
  /** Every `track` effect, in order. */
  readonly tracked: TrackEffect[];
  /** Every `log` effect, in order. */
  readonly logged: LogEffect[];
  /** Every request made, in order. */
  readonly requests: HttpRequest[];
  /** Every `navigate` effect's URL, in order. */
  readonly navigations: string[];
  /** Every `focus` effect's target, in order. */
  readonly focused: string[];
}

/**
 * Options of {@link createTestRuntime}.
 *
 * @category Test runtime
 */
export interface TestRuntimeOptions {
  /** The seed every driver gets (default 1), so a test's games are the same on every run. */
  readonly seed?: number;
  /** The storage's initial content. */
  readonly storage?: Record<string, string>;
  /** Answers requests; by default every request gets a 404 with no body. */
  readonly respond?: (req: HttpRequest) => HttpResult | Promise<HttpResult>;
  /** Performs `focus` effects after recording them (a DOM test moves the focus here). */
  readonly focus?: (target: string) => void;
  /** Where the manual clock starts (default 0). */
  readonly start?: number;
}

/**
 * A {@link TestRuntime}: manual clock, recorded effects, canned HTTP answers, in-memory storage, a fixed
 * seed and its own root bus.
 *
 * @param options - see {@link TestRuntimeOptions}
 * @example
 * ```ts
 * const runtime = createTestRuntime({ respond: () => ({ ok: true, status: 200, body: questions }) });
 * const game = createDriver(quizGame, {}, runtime);
 * game.start();
 * await Promise.resolve(); // let the canned answer arrive
 * game.send({ type: 'takeQuiz' });
 * runtime.clock.advance(60_000);
 * ```
 *
 * @category Test runtime
 */
export function createTestRuntime(options: TestRuntimeOptions = {}): TestRuntime {
  const tracked: TrackEffect[] = [];
  const logged: LogEffect[] = [];
  const requests: HttpRequest[] = [];
  const navigations: string[] = [];
  const focused: string[] = [];
  const respond = options.respond ?? (() => ({ ok: false, status: 404, body: null }));
  const http: HttpClient = {
    request: async (req) => {
      requests.push(req);
      return respond(req);
    },
  };
  return {
    clock: createManualClock(options.start),
    bus: createRootBus(),
    analytics: { track: (e) => tracked.push(e) },
    http,
    storage: memoryStorage(options.storage),
    focus: (target) => {
      focused.push(target);
      options.focus?.(target);
    },
    seed: () => options.seed ?? 1,
    log: (e) => logged.push(e),
    navigate: (url) => navigations.push(url),
    tracked,
    logged,
    requests,
    navigations,
    focused,
  };
}
