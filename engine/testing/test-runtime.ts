import type { LogEffect, TrackEffect } from '../core';
import type { HttpClient, HttpRequest, HttpResult } from '../driver/http';
import { createRootBus, type Runtime } from '../driver/runtime';
import { memoryStorage } from '../driver/storage';
import { createManualClock, type ManualClock } from './manual-clock';

/**
 * A runtime for tests: a manual clock, and every effect the driver performs recorded for assertions.
 *
 * @category Test runtime
 *
 * @public
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
  /**
   * Waits until every request made so far has been answered and the driver has dispatched the answers
   * (and any request those answers led to). Use it after `start()` instead of counting microtasks.
   */
  flush(): Promise<void>;
}

/**
 * Options of {@link createTestRuntime}.
 *
 * @category Test runtime
 *
 * @public
 */
export interface TestRuntimeOptions {
  /** The seed every driver gets (default 1), so a test's games are the same on every run. */
  readonly seed?: number;
  /** The storage's initial content. */
  readonly storage?: Record<string, string>;
  /**
   * Answers requests. Without it, a request fails loudly: the answer is an error naming the method and
   * URL, which the driver logs (see `logged`) and answers as "no response", so a test that forgot to
   * answer a request sees why rather than a quiet failure.
   */
  readonly respond?: (req: HttpRequest) => HttpResult | Promise<HttpResult>;
  /** Performs `focus` effects after recording them (a DOM test moves the focus here). */
  readonly focus?: (target: string) => void;
  /** Where the manual clock starts (default 0). */
  readonly start?: number;
}

/** Microtask turns {@link TestRuntime.flush} waits after the last answer, for the driver's dispatch. */
const FLUSH_TURNS = 10;

/**
 * A {@link TestRuntime}: manual clock, recorded effects, canned HTTP answers, in-memory storage, a fixed
 * seed and its own root bus.
 *
 * @param options - see {@link TestRuntimeOptions}
 * @example
 * ```ts
 * import { createDriver } from '@play-smart/engine/driver';
 * import { quizGame, selectQuizGameEnd } from '@play-smart/engine/quiz-game';
 * import { createTestRuntime } from '@play-smart/engine/testing';
 *
 * const body = {
 *   allQuestions: [
 *     { question: 'Q1', answers: [{ answerText: 'A', isCorrect: true }, { answerText: 'B', isCorrect: false }] },
 *   ],
 * };
 * const runtime = createTestRuntime({ respond: () => ({ ok: true, status: 200, body }) });
 * const game = createDriver(quizGame, {}, runtime);
 * game.start();
 * await runtime.flush(); // the canned answer has arrived
 * game.send({ type: 'takeQuiz' });
 * runtime.clock.advance(60_000);
 * // The only question timed out (a life lost) and none is left: the game ends with a life to spare.
 * console.log(selectQuizGameEnd(game.store.getState())); // { outcome: 'won', reason: 'questions-out' }
 * ```
 *
 * @category Test runtime
 *
 * @public
 */
export function createTestRuntime(options: TestRuntimeOptions = {}): TestRuntime {
  const tracked: TrackEffect[] = [];
  const logged: LogEffect[] = [];
  const requests: HttpRequest[] = [];
  const navigations: string[] = [];
  const focused: string[] = [];
  const respond =
    options.respond ??
    ((req: HttpRequest): never => {
      throw new Error(`createTestRuntime: no respond option answers ${req.method} ${req.url}`);
    });
  const inFlight = new Set<Promise<unknown>>();
  const http: HttpClient = {
    request: (req) => {
      requests.push(req);
      const answer = (async () => respond(req))();
      inFlight.add(answer);
      const forget = (): void => {
        inFlight.delete(answer);
      };
      answer.then(forget, forget);
      return answer;
    },
  };
  const flush = async (): Promise<void> => {
    do {
      await Promise.allSettled([...inFlight]);
      for (let turn = 0; turn < FLUSH_TURNS; turn++) await Promise.resolve();
    } while (inFlight.size > 0);
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
    flush,
  };
}
