import { finiteAbove, resolveConfig, type ConfigRules } from '../core/config';
import { unchanged, type EngineModule, type ModuleEvent, type Step } from '../core/module';
import { isDue, type Millis } from '../core/time';
import { MYTHS_DEFAULTS, MYTHS_SLUG, MYTHS_TICKER_START_INDEX } from './myths.constants';
import type { MythsConfig, MythsEvent, MythsState } from './myths.types';

const CONFIG_RULES: ConfigRules<MythsConfig> = {
  items: { must: 'a list of at least one myth', test: (items) => items.length >= 1 },
  intervalMs: finiteAbove(0),
};

/**
 * The ticker starts on MYTHS_TICKER_START_INDEX (wrapped for a short list); its first switch is timed from
 * `at`; nothing is random, so the seed goes unused.
 */
function init(config: Partial<MythsConfig>, at: Millis): Step<MythsState> {
  const full = resolveConfig(MYTHS_DEFAULTS, config, CONFIG_RULES);
  const state: MythsState = {
    config: full,
    flipped: full.items.map(() => false),
    tickerIndex: wrap(MYTHS_TICKER_START_INDEX, full.items.length),
    paused: full.startPaused,
    nextSwitchAt: full.startPaused ? null : at + full.intervalMs,
  };
  return { state, effects: [] };
}

/** Wraps any integer into 0..count-1, negatives included. */
function wrap(index: number, count: number): number {
  return ((index % count) + count) % count;
}

function flip(state: MythsState, card: number): Step<MythsState> {
  if (!Number.isInteger(card) || card < 0 || card >= state.flipped.length) return unchanged(state);
  const flipped = state.flipped.map((isFact, i) => (i === card ? !isFact : isFact));
  return { state: { ...state, flipped }, effects: [] };
}

function tick(state: MythsState, at: Millis): Step<MythsState> {
  const due = state.nextSwitchAt;
  if (!isDue(due, at)) return unchanged(state);
  const { intervalMs, items } = state.config;
  // Every switch that fell due by `at`, each at its own time: computed at once rather than looped through
  // core's fireDue, so a tab that slept for days costs one step (not one per 6 s) and lands exactly where
  // punctual ticks would have.
  const switches = Math.floor((at - due) / intervalMs) + 1;
  return {
    state: {
      ...state,
      tickerIndex: wrap(state.tickerIndex + switches, items.length),
      nextSwitchAt: due + switches * intervalMs,
    },
    effects: [],
  };
}

function pause(state: MythsState): Step<MythsState> {
  if (state.paused) return unchanged(state);
  return { state: { ...state, paused: true, nextSwitchAt: null }, effects: [] };
}

/** Resuming gives the visible myth a full interval: a visitor who resumes gets time to read it. */
function resume(state: MythsState, at: Millis): Step<MythsState> {
  if (!state.paused) return unchanged(state);
  return { state: { ...state, paused: false, nextSwitchAt: at + state.config.intervalMs }, effects: [] };
}

/**
 * A manual move re-arms a full interval so the myth the visitor chose is not replaced at once; while
 * paused it stays paused, because choosing a myth is not asking for motion.
 */
function move(state: MythsState, by: 1 | -1, at: Millis): Step<MythsState> {
  return {
    state: {
      ...state,
      tickerIndex: wrap(state.tickerIndex + by, state.config.items.length),
      nextSwitchAt: state.paused ? null : at + state.config.intervalMs,
    },
    effects: [],
  };
}

function step(state: MythsState, event: ModuleEvent<MythsEvent>): Step<MythsState> {
  switch (event.type) {
    case 'tick':
      return tick(state, event.at);
    case 'cardFlipped':
      return flip(state, event.card);
    case 'tickerPaused':
      return pause(state);
    case 'tickerResumed':
      return resume(state, event.at);
    case 'tickerNext':
      return move(state, 1, event.at);
    case 'tickerPrevious':
      return move(state, -1, event.at);
  }
}

function nextDeadline(state: MythsState): Millis | null {
  return state.nextSwitchAt;
}

/**
 * The myths: five flip cards (the myth on the front, the fact on the back, each with a button that flips
 * it to the other face; each card flips on its own) and a ticker that shows one myth at a time and switches
 * every 6 s, wrapping around. The visitor can pause and resume the ticker (WCAG 2.2.2 Pause, Stop,
 * Hide): while paused no switch is pending, and resuming gives the visible myth a full interval. Next and
 * previous move by hand and also re-arm a full interval.
 *
 * @example
 * ```ts
 * import { myths, selectMythsTickerItem, selectMythsCardFace } from '@play-smart/engine/myths';
 * const items = [
 *   { myth: 'first myth, in the host words', fact: 'first fact' },
 *   { myth: 'second myth', fact: 'second fact' },
 * ];
 * let { state } = myths.init({ items }, 0, 1);                             // the host's myth/fact pairs
 * ({ state } = myths.step(state, { type: 'tick', at: 6000 }));            // second myth
 * ({ state } = myths.step(state, { type: 'cardFlipped', card: 0, at: 6100 }));
 * selectMythsCardFace(state, 0);                                          // 'fact'
 * ({ state } = myths.step(state, { type: 'tickerPaused', at: 6200 }));
 * myths.nextDeadline(state);                                               // null
 * selectMythsTickerItem(state).myth;                                       // the second myth
 * ```
 *
 * @public
 */
export const myths: EngineModule<MythsState, MythsEvent, Partial<MythsConfig>> = {
  name: MYTHS_SLUG,
  init,
  step,
  nextDeadline,
};
