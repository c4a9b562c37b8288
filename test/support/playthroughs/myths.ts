/**
 * A scripted myths session for the plain-Node playthrough test and `npm run bench`.
 * Dependency-free: plain calls into the engine, no test framework.
 *
 * Bench use: `let s = myths.init(benchConfig, 0, benchSeed).state;` then step `s` through `benchEvents`
 * in order (they include their ticks; stepping them in order is valid without extra ticks).
 */
import type { ModuleEvent } from '@play-smart/engine/core';
import { tickDeadlines } from '../replay';
import {
  MYTHS_CARD_COUNT,
  MYTHS_TICKER_INTERVAL_MS,
  myths,
  type MythsConfig,
  type MythsEvent,
  type MythsState,
} from '@play-smart/engine/myths';

/**
 * The configuration the playthrough and the bench use: the spec's defaults, with five myth/fact pairs (the
 * engine holds none; a site passes its own words).
 */
export const benchConfig: Partial<MythsConfig> = {
  items: Array.from({ length: MYTHS_CARD_COUNT }, (_, i) => ({ myth: `myth ${i}`, fact: `fact ${i}` })),
};

/** The seed for the bench (the module draws no random numbers, so any seed gives the same run). */
export const benchSeed = 1;

/**
 * A representative visit: the ticker runs through all five myths and wraps, the visitor flips every
 * card to its fact and back, pauses, steps through by hand, and resumes.
 */
export const benchEvents: readonly ModuleEvent<MythsEvent>[] = buildEvents();

function buildEvents(): ModuleEvent<MythsEvent>[] {
  const events: ModuleEvent<MythsEvent>[] = [];
  let at = 0;
  for (let i = 1; i <= MYTHS_CARD_COUNT + 1; i++)
    events.push({ type: 'tick', at: (at = i * MYTHS_TICKER_INTERVAL_MS) });
  for (let card = 0; card < MYTHS_CARD_COUNT; card++)
    events.push({ type: 'cardFlipped', card, at: (at += 400) });
  events.push({ type: 'tickerPaused', at: (at += 100) });
  for (let i = 0; i < 3; i++) events.push({ type: 'tickerNext', at: (at += 800) });
  events.push({ type: 'tickerPrevious', at: (at += 800) });
  for (let card = 0; card < MYTHS_CARD_COUNT; card++)
    events.push({ type: 'cardFlipped', card, at: (at += 400) });
  events.push({ type: 'tickerResumed', at: (at += 100) });
  events.push({ type: 'tick', at: at + 3 * MYTHS_TICKER_INTERVAL_MS });
  return events;
}

/**
 * Drives the myths module from init through {@link benchEvents} with plain calls, ticking at every
 * deadline on the way like a punctual driver, and ends with the ticker paused.
 *
 * @param seed - the seed passed to init (the module draws no random numbers)
 * @returns the number of steps and the final state
 */
export function playthrough(seed: number): { name: string; steps: number; final: unknown } {
  let state: MythsState = myths.init(benchConfig, 0, seed).state;
  let steps = 0;
  const run = (event: ModuleEvent<MythsEvent>): void => {
    state = tickDeadlines(myths, state, event.at, () => steps++).state;
    state = myths.step(state, event).state;
    steps++;
  };
  for (const event of benchEvents) run(event);
  const end = (benchEvents.at(-1)?.at ?? 0) + 1;
  run({ type: 'tickerPaused', at: end });
  return { name: myths.name, steps, final: state };
}
