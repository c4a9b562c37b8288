import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { gameEnd, type Effect } from '@play-smart/engine/core';
import {
  SCROLL_GAME_COUNTDOWN_MS,
  SCROLL_GAME_INACTIVITY_MS,
  SCROLL_GAME_MESSAGE_COUNT,
  SCROLL_GAME_PICTURES,
  SCROLL_GAME_RANKS,
  SCROLL_GAME_STROKE_WIDTH,
  SCROLL_GAME_UNITS_PER_DEPTH,
  parseScrollGameStats,
  scrollGame,
  scrollGameRankTitleOf,
  scrollGameTimeLimits,
  selectScrollGameCountdown,
  selectScrollGameDepth,
  selectScrollGameLevelCount,
  selectScrollGameMessage,
  selectScrollGameMessageCount,
  selectScrollGameMessages,
  selectScrollGamePictureCount,
  selectScrollGamePictures,
  selectScrollGameRankTitle,
  selectScrollGameScore,
  selectScrollGameShowsIntro,
  type ScrollGameConfig,
  type ScrollGameEvent,
  type ScrollGameState,
  type ScrollGameStats,
} from '@play-smart/engine/scroll-game';
import { playToEnd, replay, runEvents, settle } from '@play-smart/engine/testing';
import { arbitraries, timed } from '@play-smart/engine/testing/arbitraries';

type Ev = ScrollGameEvent & { readonly at: number };

function idle(seed = 1, config: Partial<ScrollGameConfig> = {}): ScrollGameState {
  return scrollGame.init(config, 0, seed).state;
}

function started(seed = 1, at = 0, config: Partial<ScrollGameConfig> = {}): ScrollGameState {
  return scrollGame.step(idle(seed, config), { type: 'start', at }).state;
}

/** Presses Page Down `times` times at `at` (5 units each). */
function pages(state: ScrollGameState, times: number, at = 1): ScrollGameState {
  let s = state;
  for (let i = 0; i < times; i++) s = scrollGame.step(s, { type: 'keyDown', key: 'PageDown', at }).state;
  return s;
}

/** Scrolls exactly `units` (whole numbers) at `at`, by page keys then wheel steps of 1. */
function travel(state: ScrollGameState, units: number, at = 1): ScrollGameState {
  let s = pages(state, Math.floor(units / 5), at);
  for (let i = 0; i < units % 5; i++) s = scrollGame.step(s, { type: 'wheel', delta: 1, at }).state;
  return s;
}

const STATS: ScrollGameStats = {
  top_score: 1000,
  top_top: 800,
  top_twenty_five: 500,
  top_forty: 300,
  top_seventy_five: 100,
};

function statsBody(stats: unknown): unknown {
  return { meta: { stats } };
}

describe('scroll game: start and input', () => {
  it('starts idle with the intro showing and no timer', () => {
    const s = idle();
    expect(s.stage).toBe('start');
    expect(selectScrollGameShowsIntro(s)).toBe(true);
    expect(scrollGame.nextDeadline(s)).toBeNull();
  });

  it('goes from idle to playing on Start, focusing the play area and starting the inactivity clock', () => {
    const step = scrollGame.step(idle(), { type: 'start', at: 100 });
    expect(step.state.stage).toBe('gameplay');
    expect(step.effects).toEqual([{ type: 'focus', target: 'scroll-game:playfield' }]);
    expect(scrollGame.nextDeadline(step.state)).toBe(100 + SCROLL_GAME_INACTIVITY_MS);
    expect(SCROLL_GAME_INACTIVITY_MS).toBe(5000);
  });

  it('ignores Start during play and scroll input before Start', () => {
    const s = started();
    expect(scrollGame.step(s, { type: 'start', at: 10 }).state).toBe(s);
    const i = idle();
    for (const event of [
      { type: 'wheel', delta: 5, at: 1 },
      { type: 'keyDown', key: 'PageDown', at: 1 },
      { type: 'pan', distance: 300, at: 1 },
      { type: 'giveUp', at: 1 },
      { type: 'keyDown', key: 'Escape', at: 1 },
      { type: 'tryAgain', at: 1 },
    ] as const) {
      expect(scrollGame.step(i, event).state).toBe(i);
    }
  });

  it('caps a wheel event at 5 input units and counts a smaller one in full', () => {
    const s = started();
    expect(scrollGame.step(s, { type: 'wheel', delta: 120, at: 1 }).state.units).toBe(5);
    expect(scrollGame.step(s, { type: 'wheel', delta: 5, at: 1 }).state.units).toBe(5);
    expect(scrollGame.step(s, { type: 'wheel', delta: 3, at: 1 }).state.units).toBe(3);
  });

  it('moves 2 units on the down arrow and 5 on Page Down', () => {
    const s = started();
    expect(scrollGame.step(s, { type: 'keyDown', key: 'ArrowDown', at: 1 }).state.units).toBe(2);
    expect(scrollGame.step(s, { type: 'keyDown', key: 'PageDown', at: 1 }).state.units).toBe(5);
  });

  it('counts a touch pan of at least 100 px as a page step and ignores a shorter one', () => {
    const s = started();
    expect(scrollGame.step(s, { type: 'pan', distance: 99, at: 1 }).state).toBe(s);
    expect(scrollGame.step(s, { type: 'pan', distance: 100, at: 1 }).state.units).toBe(5);
    expect(scrollGame.step(s, { type: 'pan', distance: 800, at: 1 }).state.units).toBe(5);
  });

  it('scrolls downward only: upward, empty and non-numeric input change nothing', () => {
    const s = travel(started(), 50);
    for (const event of [
      { type: 'wheel', delta: -5, at: 2 },
      { type: 'wheel', delta: 0, at: 2 },
      { type: 'wheel', delta: Number.NaN, at: 2 },
      { type: 'pan', distance: -300, at: 2 },
      { type: 'keyDown', key: 'ArrowUp', at: 2 },
      { type: 'keyDown', key: 'PageUp', at: 2 },
      { type: 'keyDown', key: 'a', at: 2 },
    ] as const) {
      const step = scrollGame.step(s, event);
      expect(step.state).toBe(s);
      expect(step.effects).toEqual([]);
    }
  });

  it('converts 1000 input units into one unit of depth', () => {
    expect(SCROLL_GAME_UNITS_PER_DEPTH).toBe(1000);
    expect(selectScrollGameDepth(travel(started(), 1000))).toBe(1);
    expect(selectScrollGameDepth(travel(started(), 250))).toBe(0.25);
  });
});

describe('scroll game: score', () => {
  it('is depth times 10000, an integer rounded down', () => {
    expect(selectScrollGameScore(travel(started(), 3))).toBe(30);
    expect(selectScrollGameScore(travel(started(), 1000))).toBe(10_000);
    const fractional = scrollGame.step(started(), { type: 'wheel', delta: 0.15, at: 1 }).state;
    expect(selectScrollGameScore(fractional)).toBe(1);
    const almost = scrollGame.step(started(), { type: 'wheel', delta: 0.0999, at: 1 }).state;
    expect(selectScrollGameScore(almost)).toBe(0);
  });

  it('gives the dialog its distance as a number: depth x 10000', () => {
    expect(selectScrollGameScore(travel(started(), 100_000))).toBe(1_000_000);
    expect(selectScrollGameScore(travel(started(), 12_345))).toBe(123_450);
    expect(selectScrollGameScore(started())).toBe(0);
  });

  it('hides the intro once depth passes 0.5, not at 0.5', () => {
    const atHalf = travel(started(), 500);
    expect(selectScrollGameDepth(atHalf)).toBe(0.5);
    expect(selectScrollGameShowsIntro(atHalf)).toBe(true);
    const past = scrollGame.step(atHalf, { type: 'wheel', delta: 0.5, at: 2 }).state;
    expect(selectScrollGameShowsIntro(past)).toBe(false);
  });

  it('draws the 10 initial levels plus one per unit of depth, with stroke width 3', () => {
    expect(selectScrollGameLevelCount(started())).toBe(10);
    expect(selectScrollGameLevelCount(travel(started(), 2500))).toBe(12);
    expect(SCROLL_GAME_STROKE_WIDTH).toBe(3);
  });
});

describe('scroll game: pictures and messages', () => {
  it('has a bank of 43 distinct pictures under /images/scroll/ with positive sizes', () => {
    expect(SCROLL_GAME_PICTURES).toHaveLength(43);
    expect(new Set(SCROLL_GAME_PICTURES.map((p) => p.path)).size).toBe(43);
    for (const p of SCROLL_GAME_PICTURES) {
      expect(p.path).toMatch(/^\/images\/scroll\/\d\d\.svg$/);
      expect(p.width).toBeGreaterThan(0);
      expect(p.height).toBeGreaterThan(0);
    }
  });

  it('has 32 messages', () => {
    expect(SCROLL_GAME_MESSAGE_COUNT).toBe(32);
  });

  it('adds a new picture each 0.2 of depth', () => {
    expect(selectScrollGamePictureCount(travel(started(), 199))).toBe(0);
    expect(selectScrollGamePictures(travel(started(), 199))).toEqual([]);
    const one = travel(started(), 200);
    expect(selectScrollGamePictureCount(one)).toBe(1);
    expect(selectScrollGamePictures(one)).toEqual([
      { slot: 1, depth: 0.2, picture: SCROLL_GAME_PICTURES[one.pictureOrder[0]!] },
    ]);
    expect(selectScrollGamePictureCount(travel(started(), 1000))).toBe(5);
  });

  it('shows the whole bank once before any picture repeats', () => {
    const s = travel(started(7), 200 * 44);
    const all = selectScrollGamePictures(s, 44);
    expect(all.map((p) => p.slot)).toEqual(Array.from({ length: 44 }, (_, i) => i + 1));
    expect(new Set(all.slice(0, 43).map((p) => p.picture.path)).size).toBe(43);
    expect(all[43]!.picture).toBe(all[0]!.picture);
    expect(selectScrollGamePictures(s).map((p) => p.slot)).toEqual([37, 38, 39, 40, 41, 42, 43, 44]);
  });

  it('pops up a new message each 5 of depth, in the shuffled order, all 32 before a repeat', () => {
    expect(selectScrollGameMessage(travel(started(), 4999))).toBeNull();
    const first = travel(started(), 5000);
    expect(selectScrollGameMessageCount(first)).toBe(1);
    expect(selectScrollGameMessage(first)).toBe(first.messageOrder[0]);
    const s = travel(started(3), 5000 * 33);
    const all = selectScrollGameMessages(s, 33);
    expect(new Set(all.slice(0, 32).map((m) => m.index)).size).toBe(32);
    expect(all.every((m) => Number.isInteger(m.index) && m.index >= 0 && m.index < 32)).toBe(true);
    expect(all[32]!.index).toBe(all[0]!.index);
    expect(all[1]!.depth).toBe(10);
    expect(selectScrollGameMessages(s).map((m) => m.slot)).toEqual([31, 32, 33]);
  });

  it('shuffles pictures and messages with the seed at game start', () => {
    const a = started(1);
    const b = started(2);
    expect([...a.messageOrder].sort((x, y) => x - y)).toEqual(
      Array.from({ length: SCROLL_GAME_MESSAGE_COUNT }, (_, i) => i),
    );
    expect(a.messageOrder).not.toEqual(b.messageOrder);
    expect(a.pictureOrder).not.toEqual(b.pictureOrder);
    expect(started(1)).toEqual(a);
  });
});

describe('scroll game: inactivity countdown', () => {
  it('shows 12 after 5 s without scrolling, counts down on 500 ms deadlines and ends at 0 after 12 s', () => {
    const s = started(1, 0);
    expect(scrollGame.step(s, { type: 'tick', at: 4999 }).state).toBe(s);
    const shown = scrollGame.step(s, { type: 'tick', at: 5000 }).state;
    expect(selectScrollGameCountdown(shown)).toBe(12);
    expect(scrollGame.nextDeadline(shown)).toBe(5500);
    const at = (t: number): ScrollGameState => settle(scrollGame, shown, t).state;
    expect(selectScrollGameCountdown(at(5500))).toBe(12);
    expect(selectScrollGameCountdown(at(6000))).toBe(11);
    expect(selectScrollGameCountdown(at(6499))).toBe(11);
    expect(selectScrollGameCountdown(at(16_500))).toBe(1);
    expect(at(16_999).stage).toBe('gameplay');
    const ended = settle(scrollGame, shown, 17_000);
    expect(ended.state.stage).toBe('ended');
    expect(ended.state.endReason).toBe('inactive');
    expect(selectScrollGameCountdown(ended.state)).toBeNull();
    expect(ended.effects).toEqual([gameEnd('scroll-game'), { type: 'focus', target: 'scroll-game:dialog' }]);
    expect(SCROLL_GAME_INACTIVITY_MS + SCROLL_GAME_COUNTDOWN_MS).toBe(17_000);
  });

  it('any scroll hides the countdown and restarts the 5 s wait', () => {
    const shown = settle(scrollGame, started(1, 0), 9000).state;
    expect(selectScrollGameCountdown(shown)).toBe(8);
    const scrolled = scrollGame.step(shown, { type: 'keyDown', key: 'ArrowDown', at: 9100 }).state;
    expect(selectScrollGameCountdown(scrolled)).toBeNull();
    expect(scrollGame.nextDeadline(scrolled)).toBe(14_100);
    expect(selectScrollGameCountdown(settle(scrollGame, scrolled, 14_100).state)).toBe(12);
  });

  it('an ignored input (upward, short pan) does not reset the countdown', () => {
    const shown = settle(scrollGame, started(1, 0), 9000).state;
    expect(scrollGame.step(shown, { type: 'pan', distance: 50, at: 9100 }).state).toBe(shown);
  });

  it('scales both waits with the timing scale (WCAG 2.2.1), showing real seconds', () => {
    const s = started(1, 0, { timingScale: 2 });
    expect(scrollGame.nextDeadline(s)).toBe(10_000);
    const shown = settle(scrollGame, s, 10_000).state;
    expect(selectScrollGameCountdown(shown)).toBe(24);
    expect(settle(scrollGame, shown, 33_999).state.stage).toBe('gameplay');
    expect(settle(scrollGame, shown, 34_000).state.stage).toBe('ended');
  });

  it('ends exactly on time when the scaled countdown falls between display ticks', () => {
    const s = started(1, 0, { timingScale: 1.25 });
    const shown = settle(scrollGame, s, 6250).state;
    expect(selectScrollGameCountdown(shown)).toBe(15);
    expect(settle(scrollGame, shown, 21_249).state.stage).toBe('gameplay');
    expect(settle(scrollGame, shown, 21_250).state.stage).toBe('ended');
  });

  it('rounds the seconds shown up, so it never shows 0 while time is left', () => {
    const shown = settle(scrollGame, started(1, 0, { timingScale: 1.1 }), 5500).state;
    expect(selectScrollGameCountdown(shown)).toBe(14); // 13.2 s left
    expect(selectScrollGameCountdown(settle(scrollGame, shown, 18_500).state)).toBe(1); // 0.2 s left
    expect(settle(scrollGame, shown, 18_700).state.stage).toBe('ended');
  });

  it('describes its scaled waits with the same figures it plays by', () => {
    expect(scrollGameTimeLimits({ timingScale: 1 })).toEqual({
      inactivityMs: SCROLL_GAME_INACTIVITY_MS,
      countdownMs: SCROLL_GAME_COUNTDOWN_MS,
    });
    const limits = scrollGameTimeLimits({ timingScale: 10 });
    const s = started(1, 0, { timingScale: 10 });
    expect(scrollGame.nextDeadline(s)).toBe(limits.inactivityMs);
    const shown = settle(scrollGame, s, limits.inactivityMs).state;
    expect(settle(scrollGame, shown, limits.inactivityMs + limits.countdownMs - 1).state.stage).toBe(
      'gameplay',
    );
    expect(settle(scrollGame, shown, limits.inactivityMs + limits.countdownMs).state.stage).toBe('ended');
  });

  it('takes a chosen timing scale on the start screen and after a game, never during one', () => {
    const chosen = scrollGame.step(idle(), { type: 'timingScaleChosen', scale: 5, at: 0 }).state;
    expect(chosen.config.timingScale).toBe(5);
    const playing = scrollGame.step(chosen, { type: 'start', at: 100 }).state;
    expect(scrollGame.nextDeadline(playing)).toBe(100 + 5 * SCROLL_GAME_INACTIVITY_MS);
    expect(scrollGame.step(playing, { type: 'timingScaleChosen', scale: 1, at: 200 }).state).toBe(playing);
    const ended = scrollGame.step(playing, { type: 'giveUp', at: 300 }).state;
    const back = scrollGame.step(ended, { type: 'timingScaleChosen', scale: 1, at: 400 }).state;
    const again = scrollGame.step(back, { type: 'tryAgain', at: 500 }).state;
    expect(scrollGame.nextDeadline(again)).toBe(500 + SCROLL_GAME_INACTIVITY_MS);
  });

  it('ignores a timing scale below 1 or the one in force', () => {
    const s = idle();
    expect(scrollGame.step(s, { type: 'timingScaleChosen', scale: 0.5, at: 0 }).state).toBe(s);
    expect(scrollGame.step(s, { type: 'timingScaleChosen', scale: Number.NaN, at: 0 }).state).toBe(s);
    expect(scrollGame.step(s, { type: 'timingScaleChosen', scale: 1, at: 0 }).state).toBe(s);
  });

  it('rejects a timing scale below 1', () => {
    expect(() => scrollGame.init({ timingScale: 0.5 }, 0, 1)).toThrow(RangeError);
    expect(() => scrollGame.init({ timingScale: Number.NaN }, 0, 1)).toThrow(RangeError);
  });

  it('a scroll that arrives after the countdown ran out cannot rescue the game', () => {
    const s = started(1, 0);
    const late = scrollGame.step(s, { type: 'wheel', delta: 5, at: 20_000 });
    expect(late.state.stage).toBe('ended');
    expect(late.state.units).toBe(0);
    expect(late.effects).toContainEqual(gameEnd('scroll-game'));
  });

  it('has no timer once play has ended', () => {
    const ended = scrollGame.step(started(), { type: 'giveUp', at: 10 }).state;
    expect(scrollGame.nextDeadline(ended)).toBeNull();
  });
});

describe('scroll game: the end', () => {
  it("ends on 'I GIVE UP', saving the score and asking for fresh statistics", () => {
    const s = travel(started(), 123);
    const step = scrollGame.step(s, { type: 'giveUp', at: 50 });
    expect(step.state.stage).toBe('ended');
    expect(step.state.endReason).toBe('gave-up');
    expect(step.effects).toEqual([
      gameEnd('scroll-game'),
      { type: 'focus', target: 'scroll-game:dialog' },
      {
        type: 'request',
        key: 'scroll-game:save:1',
        method: 'POST',
        url: '/api/scroll-games',
        body: { score: 1230 },
      },
      { type: 'request', key: 'scroll-game:stats:1', method: 'GET', url: '/api/scroll-games?fresh' },
    ]);
  });

  it('ends on Escape', () => {
    const step = scrollGame.step(travel(started(), 1), { type: 'keyDown', key: 'Escape', at: 50 });
    expect(step.state.endReason).toBe('escape');
    expect(step.effects.filter((e) => e.type === 'request')).toHaveLength(2);
  });

  it('makes no calls when the score is 0', () => {
    const step = scrollGame.step(started(), { type: 'giveUp', at: 50 });
    expect(step.effects).toEqual([gameEnd('scroll-game'), { type: 'focus', target: 'scroll-game:dialog' }]);
  });

  it('sends nothing about the score to analytics', () => {
    const step = scrollGame.step(travel(started(), 4321), { type: 'giveUp', at: 50 });
    const tracks = step.effects.filter((e) => e.type === 'track');
    expect(tracks).toEqual([{ type: 'track', event: 'game_end', fields: { game: 'scroll-game' } }]);
  });

  it('ignores input after the end', () => {
    const ended = scrollGame.step(travel(started(), 10), { type: 'giveUp', at: 50 }).state;
    for (const event of [
      { type: 'wheel', delta: 5, at: 60 },
      { type: 'giveUp', at: 60 },
      { type: 'keyDown', key: 'Escape', at: 60 },
      { type: 'start', at: 60 },
      { type: 'tick', at: 100_000 },
    ] as const) {
      expect(scrollGame.step(ended, event).state).toBe(ended);
    }
  });
});

describe('scroll game: statistics and rank', () => {
  function endedWith(units: number): ScrollGameState {
    return scrollGame.step(travel(started(), units), { type: 'giveUp', at: 50 }).state;
  }
  const ok = (key: string, body: unknown): Ev => ({
    type: 'response',
    key,
    ok: true,
    status: 200,
    body,
    at: 60,
  });

  it('stores valid statistics from meta.stats and shows the rank title', () => {
    const ended = endedWith(80); // score 800
    const got = scrollGame.step(ended, ok('scroll-game:stats:1', statsBody(STATS)));
    expect(got.state.stats).toEqual(STATS);
    expect(got.effects).toEqual([]);
    expect(selectScrollGameRankTitle(got.state)).toBe('sultan-of-swipe');
  });

  it('shows no rank title without statistics', () => {
    expect(selectScrollGameRankTitle(endedWith(1000))).toBeNull();
    expect(scrollGameRankTitleOf(1_000_000, null)).toBeNull();
  });

  it('ignores bad bodies, failed answers, the save answer and an earlier round', () => {
    const ended = endedWith(10);
    const bad: Ev[] = [
      ok('scroll-game:stats:1', null),
      ok('scroll-game:stats:1', 'text'),
      ok('scroll-game:stats:1', { stats: STATS }),
      ok('scroll-game:stats:1', { meta: {} }),
      ok('scroll-game:stats:1', statsBody({ ...STATS, top_forty: '300' })),
      ok('scroll-game:stats:1', statsBody({ ...STATS, top_top: Number.NaN })),
      ok('scroll-game:stats:1', statsBody({ top_score: 5 })),
      ok('scroll-game:save:1', statsBody(STATS)),
      ok('scroll-game:stats:0', statsBody(STATS)),
      {
        type: 'response',
        key: 'scroll-game:stats:1',
        ok: false,
        status: 500,
        body: statsBody(STATS),
        at: 60,
      },
    ];
    for (const event of bad) expect(scrollGame.step(ended, event).state).toBe(ended);
    expect(parseScrollGameStats(statsBody({ ...STATS, extra: 'x' }))).toEqual(STATS);
  });

  it('ignores the statistics of a previous game after Try Again', () => {
    const again = scrollGame.step(endedWith(10), { type: 'tryAgain', at: 70 }).state;
    expect(scrollGame.step(again, ok('scroll-game:stats:1', statsBody(STATS))).state).toBe(again);
  });

  it('gives the titles at exactly the thresholds', () => {
    const scores = [1001, 1000, 999, 800, 799, 500, 499, 300, 299, 100, 99, 0];
    expect(scores.map((s) => scrollGameRankTitleOf(s, STATS))).toEqual([
      'star-commander',
      'star-commander',
      'sultan-of-swipe',
      'sultan-of-swipe',
      'super-scroller',
      'super-scroller',
      'pixel-pro',
      'pixel-pro',
      'scroll-starter',
      'scroll-starter',
      null,
      null,
    ]);
  });

  const statsArb = fc.record({
    top_score: fc.integer({ min: 0, max: 1e7 }),
    top_top: fc.integer({ min: 0, max: 1e7 }),
    top_twenty_five: fc.integer({ min: 0, max: 1e7 }),
    top_forty: fc.integer({ min: 0, max: 1e7 }),
    top_seventy_five: fc.integer({ min: 0, max: 1e7 }),
  });
  const rankIndex = (score: number, stats: ScrollGameStats): number => {
    const title = scrollGameRankTitleOf(score, stats);
    return title === null ? SCROLL_GAME_RANKS.length : SCROLL_GAME_RANKS.findIndex((r) => r.title === title);
  };

  test.prop([statsArb, fc.integer({ min: 0, max: 2e7 }), fc.integer({ min: 0, max: 2e7 })])(
    'the rank title is monotone in the score: a higher score never earns a lower title',
    (stats, a, b) => {
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      expect(rankIndex(hi, stats)).toBeLessThanOrEqual(rankIndex(lo, stats));
    },
  );
});

describe('scroll game: Try Again', () => {
  it('resets and starts a new game at once', () => {
    const ended = scrollGame.step(travel(started(1, 0), 900), { type: 'giveUp', at: 500 }).state;
    const withStats = scrollGame.step(ended, {
      type: 'response',
      key: 'scroll-game:stats:1',
      ok: true,
      status: 200,
      body: statsBody(STATS),
      at: 600,
    }).state;
    const step = scrollGame.step(withStats, { type: 'tryAgain', at: 1000 });
    const s = step.state;
    expect(s.stage).toBe('gameplay');
    expect(s.units).toBe(0);
    expect(s.stats).toBeNull();
    expect(s.endReason).toBeNull();
    expect(s.round).toBe(2);
    expect(s.messageOrder).not.toEqual(ended.messageOrder);
    expect(scrollGame.nextDeadline(s)).toBe(1000 + SCROLL_GAME_INACTIVITY_MS);
    expect(step.effects).toEqual([{ type: 'focus', target: 'scroll-game:playfield' }]);
  });

  it('is ignored during play', () => {
    const s = started();
    expect(scrollGame.step(s, { type: 'tryAgain', at: 5 }).state).toBe(s);
  });
});

/** Random play: scroll inputs, give-ups, ticks, Try Again, each after a gap. */
const eventArb: fc.Arbitrary<ScrollGameEvent> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .double({ min: -10, max: 200, noNaN: true })
      .map((delta) => ({ type: 'wheel' as const, delta })),
  },
  {
    weight: 3,
    arbitrary: fc
      .constantFrom('ArrowDown', 'PageDown', 'ArrowUp', 'Escape', 'x')
      .map((key) => ({ type: 'keyDown' as const, key })),
  },
  {
    weight: 2,
    arbitrary: fc.integer({ min: -300, max: 300 }).map((distance) => ({ type: 'pan' as const, distance })),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      { type: 'giveUp' as const },
      { type: 'tryAgain' as const },
      { type: 'start' as const },
    ),
  },
);
const timedEvents = fc
  .array(fc.tuple(eventArb, fc.integer({ min: 0, max: 9000 })), { maxLength: 40 })
  .map((pairs) => {
    let at = 0;
    return pairs.map(([event, gap]) => ({ ...event, at: (at += gap) }));
  });

describe('scroll game: properties', () => {
  test.prop([fc.integer(), timedEvents])(
    'the same seed and timed events give the same states',
    (seed, events) => {
      const all: Ev[] = [{ type: 'start', at: 0 }, ...events];
      const a = replay(scrollGame, scrollGame.init({}, 0, seed), all);
      const b = replay(scrollGame, scrollGame.init({}, 0, seed), all);
      expect(a.states).toEqual(b.states);
      expect(a.effects).toEqual(b.effects);
    },
  );

  test.prop([fc.integer(), timedEvents, fc.integer({ min: 0, max: 40_000 })])(
    'one late tick equals many punctual ticks',
    (seed, events, wait) => {
      const all: Ev[] = [{ type: 'start', at: 0 }, ...events];
      const { state: last } = replay(scrollGame, scrollGame.init({}, 0, seed), all);
      const until = (all.at(-1)?.at ?? 0) + wait;
      const late = scrollGame.step(last, { type: 'tick', at: until });
      const punctual = settle(scrollGame, last, until);
      expect(late.state).toEqual(punctual.state);
      expect(late.effects).toEqual(punctual.effects);
    },
  );

  test.prop([fc.integer(), timedEvents])(
    'a late event equals punctual ticks followed by the event',
    (seed, events) => {
      const start = scrollGame.step(scrollGame.init({}, 0, seed).state, { type: 'start', at: 0 });
      let direct = start.state;
      const directEffects: Effect[] = [];
      for (const event of events) {
        const step = scrollGame.step(direct, event);
        direct = step.state;
        directEffects.push(...step.effects);
      }
      const punctual = replay(scrollGame, { state: start.state, effects: [] }, events);
      expect(direct).toEqual(punctual.state);
      expect(directEffects).toEqual(punctual.effects);
    },
  );

  test.prop([fc.integer(), timedEvents])('the score never decreases during a game', (seed, events) => {
    const { states } = replay(scrollGame, scrollGame.step(idle(seed), { type: 'start', at: 0 }), events);
    for (let i = 1; i < states.length; i++) {
      const [before, after] = [states[i - 1]!, states[i]!];
      if (after.round === before.round) {
        expect(selectScrollGameScore(after)).toBeGreaterThanOrEqual(selectScrollGameScore(before));
        expect(Number.isInteger(selectScrollGameScore(after))).toBe(true);
      }
    }
  });

  test.prop([fc.integer(), timedEvents, fc.constantFrom(1, 1.5, 2, 3)])(
    'the countdown shows a whole number within 0..12 seconds (times the timing scale)',
    (seed, events, timingScale) => {
      const start = scrollGame.step(idle(seed, { timingScale }), { type: 'start', at: 0 });
      const { states } = replay(scrollGame, start, events);
      for (const s of states) {
        const shown = selectScrollGameCountdown(s);
        if (shown === null) continue;
        expect(Number.isInteger(shown)).toBe(true);
        expect(shown).toBeGreaterThanOrEqual(0);
        expect(shown).toBeLessThanOrEqual(Math.ceil(12 * timingScale));
        if (timingScale === 1) expect(shown).toBeLessThanOrEqual(12);
      }
    },
  );
});

describe('scroll-game through the package test helpers (@play-smart/engine/testing)', () => {
  test.prop([fc.integer(), timed(arbitraries.scrollGame)])(
    'any events a host may send keep the score a whole number, never negative',
    (seed, events) => {
      const { states } = runEvents(scrollGame, {}, events, { seed });
      for (const s of states) {
        const score = selectScrollGameScore(s);
        expect(Number.isInteger(score) && score >= 0).toBe(true);
      }
    },
  );

  test.prop([fc.integer()])('a player who starts and then stops scrolling is ended by inactivity', (seed) => {
    const { state: last } = playToEnd(scrollGame, scrollGame.init({}, 0, seed), {
      move: (s) => (s.stage === 'start' ? { type: 'start' } : null),
      isOver: (s) => s.stage === 'ended',
    });
    expect(last.endReason).toBe('inactive');
  });
});
