import mitt from 'mitt';
import type { LogEffect, RootEvents, TrackEffect } from '../../engine';
import {
  memoryStorage,
  type HttpClient,
  type HttpRequest,
  type HttpResult,
  type Runtime,
} from '../../views/runtime';
import { createManualClock, type ManualClock } from './manual-clock';

/** A runtime for view tests: manual clock, recorded analytics, canned HTTP, in-memory storage. */
export interface TestRuntime extends Runtime {
  readonly clock: ManualClock;
  readonly tracked: TrackEffect[];
  readonly logged: LogEffect[];
  readonly requests: HttpRequest[];
  readonly navigations: string[];
  readonly focused: string[];
}

export interface TestRuntimeOptions {
  seed?: number;
  storage?: Record<string, string>;
  /** Answers requests; by default every request gets a 404 with no body. */
  respond?: (req: HttpRequest) => HttpResult | Promise<HttpResult>;
}

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
    clock: createManualClock(),
    bus: mitt<RootEvents>(),
    analytics: { track: (e) => tracked.push(e) },
    http,
    storage: memoryStorage(options.storage),
    focus: (target) => {
      focused.push(target);
      // After the current task, like the browser focuser, so the element asked for has rendered.
      queueMicrotask(() => document.querySelector<HTMLElement>(`[data-focus="${target}"]`)?.focus());
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
