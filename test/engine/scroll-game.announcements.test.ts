import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  scrollGame,
  scrollGameAnnouncements,
  type ScrollGameAnnouncement,
  type ScrollGameConfig,
  type ScrollGameEvent,
  type ScrollGameState,
} from '@play-smart/engine/scroll-game';

/** Waits (ms, the driver ticking at every deadline on the way) or a game event. */
type Action = { wait: number } | ScrollGameEvent;

interface Observed {
  readonly states: ScrollGameState[];
  readonly said: { readonly at: number; readonly a: ScrollGameAnnouncement }[];
}

/** Plays the game as the site's driver does, observing every state change as the live region does. */
function observe(config: Partial<ScrollGameConfig>, actions: readonly Action[]): Observed {
  let now = 0;
  let prev = scrollGame.init(config, now, 1).state;
  const states = [prev];
  const said: Observed['said'][number][] = [];
  const apply = (event: ScrollGameEvent) => {
    const { state } = scrollGame.step(prev, { ...event, at: now });
    if (state === prev) return;
    for (const a of scrollGameAnnouncements(prev, state)) said.push({ at: now, a });
    prev = state;
    states.push(state);
  };
  const tick = () => {
    const { state } = scrollGame.step(prev, { type: 'tick', at: now });
    for (const a of scrollGameAnnouncements(prev, state)) said.push({ at: now, a });
    prev = state;
    states.push(state);
  };
  for (const action of actions) {
    if (!('wait' in action)) {
      apply(action);
      continue;
    }
    const until = now + action.wait;
    for (
      let due = scrollGame.nextDeadline(prev);
      due !== null && due <= until;
      due = scrollGame.nextDeadline(prev)
    ) {
      now = due;
      tick();
    }
    now = until;
  }
  return { states, said };
}

describe('scrollGameAnnouncements: worked examples', () => {
  it('announces the countdown when it appears, at half and at 3 s, then the end by inactivity', () => {
    const o = observe({}, [{ type: 'start' }, { type: 'keyDown', key: 'PageDown' }, { wait: 20_000 }]);
    expect(o.said.map(({ at, a }) => [at, a])).toEqual([
      [5000, { code: 'countdown-started', secondsLeft: 12 }],
      [11_000, { code: 'countdown', secondsLeft: 6 }],
      [14_000, { code: 'countdown', secondsLeft: 3 }],
      [17_000, { code: 'game-ended', reason: 'inactive', score: 50 }],
    ]);
  });

  it('starts afresh after a scroll hides the countdown', () => {
    const o = observe({}, [{ type: 'start' }, { wait: 12_000 }, { type: 'wheel', delta: 5 }, { wait: 6000 }]);
    expect(o.said.map((s) => s.a.code)).toEqual(['countdown-started', 'countdown', 'countdown-started']);
  });

  it('scales the half with the timing scale and keeps the last call at 3 s', () => {
    const o = observe({ timingScale: 2 }, [{ type: 'start' }, { wait: 40_000 }]);
    expect(o.said.map((s) => s.a)).toEqual([
      { code: 'countdown-started', secondsLeft: 24 },
      { code: 'countdown', secondsLeft: 12 },
      { code: 'countdown', secondsLeft: 3 },
      { code: 'game-ended', reason: 'inactive', score: 0 },
    ]);
  });

  it('gives the give-up button and Escape as the reasons play ended', () => {
    expect(observe({}, [{ type: 'start' }, { type: 'giveUp' }]).said.map((s) => s.a)).toEqual([
      { code: 'game-ended', reason: 'gave-up', score: 0 },
    ]);
    expect(observe({}, [{ type: 'start' }, { type: 'keyDown', key: 'Escape' }]).said.map((s) => s.a)).toEqual(
      [{ code: 'game-ended', reason: 'escape', score: 0 }],
    );
  });
});

const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 0, max: 4000 }).map((wait) => ({ wait })) },
  {
    weight: 3,
    arbitrary: fc.constantFrom<ScrollGameEvent>(
      { type: 'wheel', delta: 3 },
      { type: 'keyDown', key: 'PageDown' },
      { type: 'keyDown', key: 'Escape' },
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<ScrollGameEvent>({ type: 'start' }, { type: 'giveUp' }, { type: 'tryAgain' }),
  },
);

describe('scrollGameAnnouncements: properties', () => {
  test.prop([fc.array(action, { maxLength: 50 }), fc.constantFrom(1, 2, 10)])(
    'each countdown is announced once as it appears and at most twice more; each ended game once',
    (actions, scale) => {
      const o = observe({ timingScale: scale }, actions);
      const countdowns = new Set(o.states.flatMap((s) => (s.countdown === null ? [] : [s.countdown.endsAt])));
      const started = o.said.filter((s) => s.a.code === 'countdown-started');
      expect(started).toHaveLength(countdowns.size);
      expect(o.said.filter((s) => s.a.code === 'countdown').length).toBeLessThanOrEqual(2 * countdowns.size);
      const ends = o.states.filter((s, i) => s.stage === 'ended' && o.states[i - 1]?.stage === 'gameplay');
      expect(o.said.filter((s) => s.a.code === 'game-ended')).toHaveLength(ends.length);
      // Never the same threshold twice in a countdown: the seconds said strictly fall.
      let last = Infinity;
      for (const { a } of o.said) {
        if (a.code === 'countdown-started') last = a.secondsLeft;
        else if (a.code === 'countdown') {
          expect(a.secondsLeft).toBeLessThan(last);
          last = a.secondsLeft;
        }
      }
    },
  );
});

it('an unchanged state says nothing', () => {
  const o = observe({}, [{ type: 'start' }, { wait: 8000 }]);
  for (const s of o.states) expect(scrollGameAnnouncements(s, s)).toEqual([]);
});
