import { resolveConfig } from '../core/config';
import { fireDue } from '../core/deadlines';
import { gameEnd, type Effect, type ResponseEvent } from '../core/effects';
import { unchanged, type EngineModule, type ModuleEvent, type Step } from '../core/module';
import { seedRng, shuffle } from '../core/rng';
import { earliest, MS_PER_SECOND, type Millis } from '../core/time';
import { isTimingScale, TIMING_SCALE_RULE } from '../core/timing-scale';
import {
  SCROLL_GAME_API,
  SCROLL_GAME_ARROW_STEP,
  SCROLL_GAME_COUNTDOWN_TICK_MS,
  SCROLL_GAME_DEFAULTS,
  SCROLL_GAME_FOCUS,
  SCROLL_GAME_KEYS,
  SCROLL_GAME_MESSAGE_COUNT,
  SCROLL_GAME_PAGE_STEP,
  SCROLL_GAME_PAN_STEP,
  SCROLL_GAME_PAN_THRESHOLD_PX,
  SCROLL_GAME_PICTURES,
  SCROLL_GAME_REQUEST_KEYS,
  SCROLL_GAME_SLUG,
  SCROLL_GAME_WHEEL_CAP,
} from './scroll-game.constants';
import { parseScrollGameStats, scrollGameTimeLimits, selectScrollGameScore } from './scroll-game.selectors';
import type {
  ScrollGameConfig,
  ScrollGameEndReason,
  ScrollGameEvent,
  ScrollGameState,
} from './scroll-game.types';

type S = ScrollGameState;

function init(config: Partial<ScrollGameConfig>, _at: Millis, seed: number): Step<S> {
  const full = resolveConfig(SCROLL_GAME_DEFAULTS, config, { timingScale: TIMING_SCALE_RULE });
  const state: S = {
    config: full,
    stage: 'start',
    rng: seedRng(seed),
    round: 0,
    units: 0,
    pictureOrder: [],
    messageOrder: [],
    inactivityAt: null,
    countdown: null,
    endReason: null,
    stats: null,
  };
  return { state, effects: [] };
}

/** The inactivity wait, scaled. */
function inactivityMs(state: S): Millis {
  return scrollGameTimeLimits(state.config).inactivityMs;
}

/** 0..n-1, the identity order a shuffle starts from. */
function indexes(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i);
}

/** A fresh game: depth 0, new picture and message orders, the inactivity clock running from `at`. */
function newGame(state: S, at: Millis): Step<S> {
  const pictures = shuffle(state.rng, indexes(SCROLL_GAME_PICTURES.length));
  const messages = shuffle(pictures.rng, indexes(SCROLL_GAME_MESSAGE_COUNT));
  return {
    state: {
      ...state,
      stage: 'gameplay',
      rng: messages.rng,
      round: state.round + 1,
      units: 0,
      pictureOrder: pictures.value,
      messageOrder: messages.value,
      inactivityAt: at + inactivityMs(state),
      countdown: null,
      endReason: null,
      stats: null,
    },
    effects: [{ type: 'focus', target: SCROLL_GAME_FOCUS.playfield }],
  };
}

/** The effects of a finished game: analytics, focus, and the score calls when there is a score. */
function endEffects(state: S): Effect[] {
  const effects: Effect[] = [gameEnd(SCROLL_GAME_SLUG), { type: 'focus', target: SCROLL_GAME_FOCUS.dialog }];
  const score = selectScrollGameScore(state);
  // The spec sends both calls only for a score above 0 (section 7); the save goes first so the fresh
  // statistics have the best chance of including it.
  if (score > 0) {
    effects.push(
      {
        type: 'request',
        key: SCROLL_GAME_REQUEST_KEYS.save + String(state.round),
        ...SCROLL_GAME_API.save,
        body: { score },
      },
      {
        type: 'request',
        key: SCROLL_GAME_REQUEST_KEYS.stats + String(state.round),
        ...SCROLL_GAME_API.stats,
      },
    );
  }
  return effects;
}

function end(state: S, reason: ScrollGameEndReason): Step<S> {
  const ended: S = { ...state, stage: 'ended', endReason: reason, inactivityAt: null, countdown: null };
  return { state: ended, effects: endEffects(ended) };
}

/** Moves down by `units`; any scroll also hides and resets the countdown (section 4). */
function scroll(state: S, units: number, at: Millis): Step<S> {
  // Scrolling is downward only: depth never decreases, so upward or empty input changes nothing.
  if (state.stage !== 'gameplay' || !(units > 0) || !Number.isFinite(units)) return unchanged(state);
  return {
    state: { ...state, units: state.units + units, inactivityAt: at + inactivityMs(state), countdown: null },
    effects: [],
  };
}

/** Input units for a key, or null when the key does not scroll. */
function keyUnits(key: string): number | null {
  if (key === SCROLL_GAME_KEYS.arrow) return SCROLL_GAME_ARROW_STEP;
  if (key === SCROLL_GAME_KEYS.page) return SCROLL_GAME_PAGE_STEP;
  return null;
}

function keyDown(state: S, key: string, at: Millis): Step<S> {
  if (key === SCROLL_GAME_KEYS.escape)
    return state.stage === 'gameplay' ? end(state, 'escape') : unchanged(state);
  const units = keyUnits(key);
  return units === null ? unchanged(state) : scroll(state, units, at);
}

function pan(state: S, distance: number, at: Millis): Step<S> {
  return distance >= SCROLL_GAME_PAN_THRESHOLD_PX
    ? scroll(state, SCROLL_GAME_PAN_STEP, at)
    : unchanged(state);
}

/** The whole seconds left on the countdown at `at`, rounded up so it shows 12 at its start and 0 at its end. */
function secondsLeft(endsAt: Millis, at: Millis): number {
  return Math.max(0, Math.ceil((endsAt - at) / MS_PER_SECOND));
}

/** The next display deadline after `at`: one display tick later, but never past the countdown's end. */
function nextUpdate(endsAt: Millis, at: Millis): Millis {
  return Math.min(at + SCROLL_GAME_COUNTDOWN_TICK_MS, endsAt);
}

/** The inactivity deadline passed: show the countdown, starting from its full length. */
function showCountdown(state: S, at: Millis): Step<S> {
  const endsAt = at + scrollGameTimeLimits(state.config).countdownMs;
  const countdown = { endsAt, shown: secondsLeft(endsAt, at), nextUpdateAt: nextUpdate(endsAt, at) };
  return { state: { ...state, inactivityAt: null, countdown }, effects: [] };
}

/** A display deadline passed: recompute the number on screen, or end play when the countdown is over. */
function updateCountdown(state: S, at: Millis): Step<S> {
  const countdown = state.countdown;
  if (countdown === null) return unchanged(state);
  if (at >= countdown.endsAt) return end(state, 'inactive');
  const next = {
    ...countdown,
    shown: secondsLeft(countdown.endsAt, at),
    nextUpdateAt: nextUpdate(countdown.endsAt, at),
  };
  return { state: { ...state, countdown: next }, effects: [] };
}

function nextDeadline(state: S): Millis | null {
  return earliest(state.inactivityAt, state.countdown?.nextUpdateAt ?? null);
}

/** The earliest deadline: the inactivity wait when no countdown shows, else the countdown's next update. */
function fireEarliest(state: S, due: Millis): Step<S> {
  return state.countdown === null ? showCountdown(state, due) : updateCountdown(state, due);
}

function runDue(state: S, at: Millis): Step<S> {
  return fireDue(state, at, nextDeadline, fireEarliest);
}

function response(state: S, event: ResponseEvent): Step<S> {
  // Only the statistics of the current round matter; the save's answer shape is not specified.
  if (event.key !== SCROLL_GAME_REQUEST_KEYS.stats + String(state.round) || !event.ok)
    return unchanged(state);
  const stats = parseScrollGameStats(event.body);
  return stats === null ? unchanged(state) : { state: { ...state, stats }, effects: [] };
}

/** A new timing scale applies from the next game, never to one in progress (its deadlines are set). */
function chooseTimingScale(state: S, scale: number): Step<S> {
  if (state.stage === 'gameplay' || !isTimingScale(scale) || scale === state.config.timingScale) {
    return unchanged(state);
  }
  return { state: { ...state, config: { ...state.config, timingScale: scale } }, effects: [] };
}

function apply(state: S, event: ModuleEvent<ScrollGameEvent>): Step<S> {
  switch (event.type) {
    case 'tick':
      return unchanged(state);
    case 'start':
      return state.stage === 'start' ? newGame(state, event.at) : unchanged(state);
    case 'wheel':
      return scroll(state, Math.min(event.delta, SCROLL_GAME_WHEEL_CAP), event.at);
    case 'keyDown':
      return keyDown(state, event.key, event.at);
    case 'pan':
      return pan(state, event.distance, event.at);
    case 'giveUp':
      return state.stage === 'gameplay' ? end(state, 'gave-up') : unchanged(state);
    case 'tryAgain':
      return state.stage === 'ended' ? newGame(state, event.at) : unchanged(state);
    case 'response':
      return response(state, event);
    case 'timingScaleChosen':
      return chooseTimingScale(state, event.scale);
  }
}

function step(state: S, event: ModuleEvent<ScrollGameEvent>): Step<S> {
  // Deadlines that fell due before this event happen first: a scroll that arrives after the countdown
  // has run out (the host's timer was late) cannot rescue a game that is already over.
  const due = runDue(state, event.at);
  const next = apply(due.state, event);
  if (due.state === state) return next;
  return { state: next.state, effects: [...due.effects, ...next.effects] };
}

/**
 * The Scroll of Infinity: scroll down a bottomless page for points (depth times 10000) while pictures and
 * motivational messages pass by; play ends on the give-up button, Escape, or after 5 s without scrolling and a
 * 12 s countdown. A score above 0 is saved and fresh statistics are fetched for the rank title.
 *
 * @example
 * ```ts
 * import { scrollGame, selectScrollGameScore } from '@play-smart/engine/scroll-game';
 * let { state } = scrollGame.init({}, 0, 42);
 * ({ state } = scrollGame.step(state, { type: 'start', at: 0 }));
 * ({ state } = scrollGame.step(state, { type: 'wheel', delta: 120, at: 100 })); // capped at 5 units
 * ({ state } = scrollGame.step(state, { type: 'keyDown', key: 'PageDown', at: 200 }));
 * selectScrollGameScore(state);     // 100: 10 units are 0.01 of depth
 * scrollGame.nextDeadline(state);   // 5200: the countdown shows 5 s after the last scroll
 * ({ state } = scrollGame.step(state, { type: 'tick', at: 17_200 }));
 * state.stage;                      // 'ended': the countdown reached 0
 * ```
 *
 * @public
 */
export const scrollGame: EngineModule<ScrollGameState, ScrollGameEvent, Partial<ScrollGameConfig>> = {
  name: SCROLL_GAME_SLUG,
  init,
  step,
  nextDeadline,
};
