// @ts-check
// Two ways of running an engine module: straight through its events with made-up times (the scripted
// commands: answers given on the command line need no waiting), or live through the driver with the real
// clock (the interactive commands: fades, timers and all).
import { createRuntime, memoryStorage } from '@play-smart/engine/driver';
import { UsageError } from './io.js';

/**
 * Plays events through a module with no waiting: before each event every pending deadline (a fade, a busy
 * screen) is fired, the way time passing would; the clock is a counter.
 *
 * @template S, C
 * @template {{ readonly type: string }} E
 * @param {import('@play-smart/engine/core').EngineModule<S, E, C>} module
 * @param {C} config
 * @param {number} seed
 * @param {readonly E[]} events
 * @returns {S} the state once every event has been played and every deadline fired
 */
export function playThrough(module, config, seed, events) {
  let at = 0;
  let { state } = module.init(config, at, seed);
  const settle = () => {
    for (
      let due = module.nextDeadline(state), n = 0;
      due !== null && n < 1000;
      due = module.nextDeadline(state), n++
    ) {
      at = Math.max(at, due);
      state = module.step(state, /** @type {any} */ ({ type: 'tick', at })).state;
    }
  };
  for (const event of events) {
    settle();
    at += 1;
    const next = module.step(state, /** @type {any} */ ({ ...event, at })).state;
    if (next === state) throw new Error(`${module.name}: the event ${JSON.stringify(event)} did not apply`);
    state = next;
  }
  settle();
  return state;
}

/**
 * A runtime for the terminal: the real clock, memory storage, developer logs on stderr.
 *
 * @param {Partial<import('@play-smart/engine/driver').Runtime>} [ports]
 */
export function terminalRuntime(ports = {}) {
  return createRuntime({
    storage: memoryStorage(),
    log: ({ level, message }) => {
      process.stderr.write(`[engine ${level}] ${message}\n`);
    },
    ...ports,
  });
}

/**
 * Resolves with the driver's state once it satisfies `test` (at once if it already does).
 *
 * @template S, E
 * @param {import('@play-smart/engine/driver').Driver<S, E>} driver
 * @param {(state: S) => boolean} test
 * @returns {Promise<S>}
 */
export function until(driver, test) {
  return new Promise((resolve) => {
    const now = driver.store.getState();
    if (test(now)) {
      resolve(now);
      return;
    }
    const stop = driver.store.subscribe((state) => {
      if (test(state)) {
        stop();
        resolve(state);
      }
    });
  });
}

/**
 * Parses a list of option numbers such as `3,3,0`.
 *
 * @param {string} text
 * @param {readonly number[]} optionCounts - how many options each question has
 * @param {string} what - the option's name in error messages
 * @returns {number[]}
 */
export function parseAnswers(text, optionCounts, what) {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length !== optionCounts.length) {
    throw new UsageError(
      `${what} needs ${optionCounts.length} answers separated by commas, got ${parts.length}`,
    );
  }
  return parts.map((part, i) => {
    const count = optionCounts[i] ?? 0;
    if (!/^\d+$/.test(part) || Number(part) >= count) {
      throw new UsageError(
        `${what}: answer ${i + 1} must be a whole number from 0 to ${count - 1}, got "${part}"`,
      );
    }
    return Number(part);
  });
}
