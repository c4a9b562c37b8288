import mitt, { type Emitter } from 'mitt';
import type { LogEffect, RootEvents } from '../core';
import { noAnalytics, type AnalyticsSink } from './analytics';
import type { Clock } from './clock';
import { host } from './host';
import type { HttpClient } from './http';
import { memoryStorage, type KeyValueStorage } from './storage';

/**
 * The root event bus (one per runtime: no global singleton, so each test gets its own).
 *
 * @category Runtime
 *
 * @public
 */
export type RootBus = Emitter<RootEvents>;

/**
 * A new root bus: every runtime gets its own.
 *
 * @category Runtime
 *
 * @public
 */
export function createRootBus(): RootBus {
  return mitt<RootEvents>();
}

/**
 * Moves focus to a named target (a `focus` effect's `target`); what that means is the front-end's call.
 *
 * @category Runtime
 *
 * @public
 */
export type Focuser = (target: string) => void;

/**
 * The ports a driver performs effects through: built once by the host, or by a test.
 *
 * @category Runtime
 *
 * @public
 */
export interface Runtime {
  /** Time and timers. */
  readonly clock: Clock;
  /** Where `emit` effects go, and root events come from. */
  readonly bus: RootBus;
  /** Where `track` effects go. */
  readonly analytics: AnalyticsSink;
  /** Performs `request` effects. */
  readonly http: HttpClient;
  /** Key-value storage for the front-end's own flags. */
  readonly storage: KeyValueStorage;
  /** Performs `focus` effects. */
  readonly focus: Focuser;
  /** A new seed for each engine module instance. */
  readonly seed: () => number;
  /** Performs `log` effects. */
  readonly log: (effect: LogEffect) => void;
  /** Performs `navigate` effects. */
  readonly navigate: (url: string) => void;
}

/**
 * A seed from the platform's cryptographic generator (browsers and Node 20 both have
 * `crypto.getRandomValues`): the one place randomness enters.
 *
 * @category Runtime
 *
 * @public
 */
export function cryptoSeed(): number {
  const { crypto } = host();
  if (crypto === undefined) throw new Error('cryptoSeed needs globalThis.crypto');
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
}

/**
 * Developer-facing messages go to the console; visitors never see them.
 *
 * @category Runtime
 *
 * @public
 */
export function consoleLog({ level, message }: LogEffect): void {
  host().console?.[level](message);
}

/**
 * A runtime in which nothing runs (no timer fires, no effect is performed, the time is always 0): for
 * rendering a page ahead of time, where drivers are created but never started.
 *
 * @category Runtime
 *
 * @public
 */
export function createInertRuntime(): Runtime {
  return {
    clock: { now: () => 0, schedule: () => () => undefined },
    bus: createRootBus(),
    analytics: noAnalytics,
    http: { request: () => Promise.resolve({ ok: false, status: null, body: null }) },
    storage: memoryStorage(),
    focus: () => undefined,
    seed: () => 0,
    log: () => undefined,
    navigate: () => undefined,
  };
}
