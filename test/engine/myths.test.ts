import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { ModuleEvent } from '@play-smart/engine/core';
import {
  MYTHS_CARD_COUNT,
  MYTHS_TICKER_INTERVAL_MS,
  MYTHS_TICKER_START_INDEX,
  myths,
  selectMythsCardFace,
  selectMythsCardText,
  selectMythsTickerItem,
  selectMythsTickerRunning,
  type MythsEvent,
  type MythsItem,
  type MythsState,
} from '@play-smart/engine/myths';
import { replay, settle } from '../support/replay';

const INTERVAL = MYTHS_TICKER_INTERVAL_MS;
const START = MYTHS_TICKER_START_INDEX;

/** The ticker's index `by` switches after the start, wrapped over the five cards. */
function after(by: number): number {
  return (((START + by) % MYTHS_CARD_COUNT) + MYTHS_CARD_COUNT) % MYTHS_CARD_COUNT;
}

/** The host's myth/fact pairs: the engine holds none of its own. */
const MYTHS_ITEMS: readonly MythsItem[] = Array.from({ length: MYTHS_CARD_COUNT }, (_, i) => ({
  myth: `myth ${i}`,
  fact: `fact ${i}`,
}));

function fresh(at = 0): MythsState {
  return myths.init({ items: MYTHS_ITEMS }, at, 1).state;
}

const userEvent: fc.Arbitrary<MythsEvent> = fc.oneof(
  fc.integer({ min: -1, max: 5 }).map((card) => ({ type: 'cardFlipped' as const, card })),
  fc.constant({ type: 'tickerPaused' as const }),
  fc.constant({ type: 'tickerResumed' as const }),
  fc.constant({ type: 'tickerNext' as const }),
  fc.constant({ type: 'tickerPrevious' as const }),
);

/** User events at increasing times, with ticks of arbitrary lateness mixed in. */
const timedEvents = fc
  .array(
    fc.tuple(
      fc.oneof(userEvent, fc.constant({ type: 'tick' as const })),
      fc.integer({ min: 0, max: 20_000 }),
    ),
    {
      maxLength: 40,
    },
  )
  .map((pairs) => {
    let at = 0;
    return pairs.map(([event, gap]): ModuleEvent<MythsEvent> => ({ ...event, at: (at += gap) }));
  });

describe('myths: content', () => {
  it('has five cards and no myths of its own: a host must pass them', () => {
    expect(MYTHS_CARD_COUNT).toBe(5);
    expect(() => myths.init({}, 0, 1)).toThrow(RangeError);
  });

  it('starts with five cards showing their myths and the ticker on a myth other than the first card', () => {
    const state = fresh();
    expect(state.flipped).toEqual([false, false, false, false, false]);
    expect(START).not.toBe(0);
    expect(selectMythsTickerItem(state)).toBe(MYTHS_ITEMS[START]);
  });

  it('a list of one myth starts the ticker on that myth', () => {
    const only = MYTHS_ITEMS.slice(0, 1);
    expect(myths.init({ items: only }, 0, 1).state.tickerIndex).toBe(0);
  });
});

describe('myths: flip cards', () => {
  it('the front shows the myth; the back shows the fact', () => {
    const front = fresh();
    expect(selectMythsCardFace(front, 2)).toBe('myth');
    expect(selectMythsCardText(front, 2)).toBe(MYTHS_ITEMS[2]!.myth);
    const back = myths.step(front, { type: 'cardFlipped', card: 2, at: 10 }).state;
    expect(selectMythsCardFace(back, 2)).toBe('fact');
    expect(selectMythsCardText(back, 2)).toBe(MYTHS_ITEMS[2]!.fact);
  });

  it('flips only the clicked card, and a second click flips it back', () => {
    const s0 = fresh();
    const s1 = myths.step(s0, { type: 'cardFlipped', card: 4, at: 10 }).state;
    expect(s1.flipped).toEqual([false, false, false, false, true]);
    const s2 = myths.step(s1, { type: 'cardFlipped', card: 1, at: 20 }).state;
    expect(s2.flipped).toEqual([false, true, false, false, true]);
    const s3 = myths.step(s2, { type: 'cardFlipped', card: 4, at: 30 }).state;
    expect(s3.flipped).toEqual([false, true, false, false, false]);
  });

  it('flipping does not touch the ticker', () => {
    const s0 = fresh();
    const s1 = myths.step(s0, { type: 'cardFlipped', card: 0, at: 5000 }).state;
    expect(s1.tickerIndex).toBe(START);
    expect(s1.nextSwitchAt).toBe(INTERVAL);
  });

  it.each([-1, 5, 1.5, Number.NaN])('ignores a click on card %s (the same state, no effects)', (card) => {
    const s = fresh();
    const step = myths.step(s, { type: 'cardFlipped', card, at: 10 });
    expect(step.state).toBe(s);
    expect(step.effects).toEqual([]);
  });

  it('the selectors treat an index that is not a card as a blank front', () => {
    const s = fresh();
    expect(selectMythsCardFace(s, 7)).toBe('myth');
    expect(selectMythsCardText(s, 7)).toBe('');
  });
});

describe('myths: ticker', () => {
  it('switches every 6000 ms and wraps from the fifth myth to the first', () => {
    let state = fresh(100);
    expect(myths.nextDeadline(state)).toBe(100 + 6000);
    const seen: number[] = [state.tickerIndex];
    for (let i = 1; i <= 6; i++) {
      expect(myths.step(state, { type: 'tick', at: 100 + i * 6000 - 1 }).state).toBe(state);
      state = myths.step(state, { type: 'tick', at: 100 + i * 6000 }).state;
      seen.push(state.tickerIndex);
      expect(myths.nextDeadline(state)).toBe(100 + (i + 1) * 6000);
    }
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6].map(after));
    expect(seen).toContain(4);
    expect(seen).toContain(0);
  });

  it('a tick before the deadline returns the same state and no effects', () => {
    const s = fresh();
    const step = myths.step(s, { type: 'tick', at: INTERVAL - 1 });
    expect(step.state).toBe(s);
    expect(step.effects).toEqual([]);
  });

  it('one late tick catches up every switch it missed, keeping the original rhythm', () => {
    const late = myths.step(fresh(0), { type: 'tick', at: 3 * INTERVAL + 2500 }).state;
    expect(late.tickerIndex).toBe(after(3));
    expect(late.nextSwitchAt).toBe(4 * INTERVAL);
  });

  it('pausing removes the deadline and stops switching (WCAG 2.2.2)', () => {
    const paused = myths.step(fresh(0), { type: 'tickerPaused', at: 2000 }).state;
    expect(paused.paused).toBe(true);
    expect(selectMythsTickerRunning(paused)).toBe(false);
    expect(myths.nextDeadline(paused)).toBeNull();
    expect(myths.step(paused, { type: 'tick', at: 60_000 }).state).toBe(paused);
  });

  it('resuming re-arms a full interval from the moment of resuming', () => {
    const paused = myths.step(fresh(0), { type: 'tickerPaused', at: 2000 }).state;
    const resumed = myths.step(paused, { type: 'tickerResumed', at: 50_000 }).state;
    expect(resumed.paused).toBe(false);
    expect(selectMythsTickerRunning(resumed)).toBe(true);
    expect(resumed.tickerIndex).toBe(START);
    expect(myths.nextDeadline(resumed)).toBe(50_000 + 6000);
  });

  it('pausing twice or resuming a running ticker changes nothing', () => {
    const running = fresh();
    expect(myths.step(running, { type: 'tickerResumed', at: 10 }).state).toBe(running);
    const paused = myths.step(running, { type: 'tickerPaused', at: 10 }).state;
    expect(myths.step(paused, { type: 'tickerPaused', at: 20 }).state).toBe(paused);
  });

  it('can start paused, with no deadline, for hosts honouring reduced motion', () => {
    const { state } = myths.init({ items: MYTHS_ITEMS, startPaused: true }, 0, 1);
    expect(state.paused).toBe(true);
    expect(myths.nextDeadline(state)).toBeNull();
  });

  it('next and previous move by one, wrap both ways, and re-arm a full interval', () => {
    const s0 = fresh(0);
    const back = myths.step(s0, { type: 'tickerPrevious', at: 4000 }).state;
    expect(back.tickerIndex).toBe(after(-1));
    expect(myths.nextDeadline(back)).toBe(4000 + 6000);
    const forward = myths.step(back, { type: 'tickerNext', at: 5000 }).state;
    expect(forward.tickerIndex).toBe(START);
    expect(myths.nextDeadline(forward)).toBe(5000 + 6000);
    // The old deadline (6000) no longer fires.
    expect(myths.step(forward, { type: 'tick', at: 6000 }).state).toBe(forward);
  });

  it('next and previous while paused move the ticker but keep it paused', () => {
    const paused = myths.step(fresh(0), { type: 'tickerPaused', at: 1000 }).state;
    const moved = myths.step(paused, { type: 'tickerNext', at: 2000 }).state;
    expect(moved.tickerIndex).toBe(after(1));
    expect(moved.paused).toBe(true);
    expect(myths.nextDeadline(moved)).toBeNull();
  });

  it('rejects an empty item list or a non-positive interval', () => {
    expect(() => myths.init({ items: [] }, 0, 1)).toThrow(RangeError);
    expect(() => myths.init({ items: MYTHS_ITEMS, intervalMs: 0 }, 0, 1)).toThrow(RangeError);
  });
});

describe('myths: properties', () => {
  test.prop([timedEvents])('the ticker index is always within 0..4', (events) => {
    const { states } = replay(myths, myths.init({ items: MYTHS_ITEMS }, 0, 1), events);
    for (const s of states) {
      expect(Number.isInteger(s.tickerIndex)).toBe(true);
      expect(s.tickerIndex).toBeGreaterThanOrEqual(0);
      expect(s.tickerIndex).toBeLessThanOrEqual(4);
    }
  });

  test.prop([timedEvents])('paused exactly when no deadline is pending', (events) => {
    const { states } = replay(myths, myths.init({ items: MYTHS_ITEMS }, 0, 1), events);
    for (const s of states) expect(myths.nextDeadline(s) === null).toBe(s.paused);
  });

  test.prop([timedEvents, fc.integer({ min: 0, max: 200_000 })])(
    'one late tick equals many punctual ticks',
    (events, lateness) => {
      const { state: last } = replay(myths, myths.init({ items: MYTHS_ITEMS }, 0, 1), events);
      const at = (events.at(-1)?.at ?? 0) + lateness;
      const late = myths.step(last, { type: 'tick', at }).state;
      const punctual = settle(myths, last, at).state;
      expect(late).toEqual(punctual);
    },
  );

  test.prop([fc.integer(), timedEvents])(
    'the same seed and timed events give the same states',
    (seed, events) => {
      const a = replay(myths, myths.init({ items: MYTHS_ITEMS }, 0, seed), events);
      const b = replay(myths, myths.init({ items: MYTHS_ITEMS }, 0, seed), events);
      expect(a.states).toEqual(b.states);
      expect(a.effects).toEqual(b.effects);
    },
  );

  test.prop([timedEvents])('the ticker never asks the host for effects', (events) => {
    expect(replay(myths, myths.init({ items: MYTHS_ITEMS }, 0, 1), events).effects).toEqual([]);
  });
});
