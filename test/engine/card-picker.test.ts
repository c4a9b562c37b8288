import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  CARD_PICKER_BACKGROUND_SWAP_MS,
  CARD_PICKER_CARDS,
  CARD_PICKER_MOBILE_BREAKPOINT_PX,
  CARD_PICKER_PRELOAD_IMAGES,
  CARD_PICKER_REORDER_MS,
  CARD_PICKER_SLUGS,
  CARD_PICKER_TRANSITION_MS,
  cardPicker,
  cardPickerLayoutForWidth,
  cardPickerCompleteConfig,
  cardPickerRotateTo,
  selectCardPickerActiveCard,
  selectCardPickerAnimating,
  selectCardPickerBackground,
  selectCardPickerBodyClass,
  selectCardPickerCanSwipe,
  selectCardPickerCards,
  selectCardPickerCompleted,
  selectCardPickerCoverVisible,
  selectCardPickerOtherGames,
  selectCardPickerPosition,
  selectCardPickerStackIndex,
  type CardPickerConfig,
  type CardPickerEvent,
  type CardPickerSlug,
  type CardPickerState,
} from '@play-smart/engine/card-picker';
import { TICK } from '@play-smart/engine/core';
import { replay, settle } from '../support/replay';

const send = (state: CardPickerState, event: CardPickerEvent, at: number) =>
  cardPicker.step(state, { ...event, at });

const make = (config: Partial<CardPickerConfig> = {}) => cardPicker.init(config, 0, 1).state;
const mobile = (active: CardPickerSlug = 'quiz-game') => make({ layout: 'mobile', active });
const bg = (slug: CardPickerSlug) => `/images/cards/${slug}.svg`;

const slugs = fc.constantFrom(...CARD_PICKER_SLUGS);
const anyEvent: fc.Arbitrary<CardPickerEvent> = fc.oneof(
  slugs.map((slug) => ({ type: 'cardSelected' as const, slug })),
  fc
    .constantFrom('left' as const, 'right' as const)
    .map((direction) => ({ type: 'swiped' as const, direction })),
  slugs.map((slug) => ({ type: 'ctaClicked' as const, slug })),
  slugs.map((slug) => ({ type: 'videoClicked' as const, slug })),
  fc
    .constantFrom('mobile' as const, 'shuffle' as const)
    .map((layout) => ({ type: 'layoutChanged' as const, layout })),
);
const timedEvents = fc.array(fc.tuple(anyEvent, fc.integer({ min: 0, max: 1500 })), { maxLength: 40 });
const configs = fc.record({
  layout: fc.constantFrom('mobile' as const, 'shuffle' as const),
  mode: fc.constantFrom('game-selection' as const, 'game-complete' as const),
  order: fc.shuffledSubarray([...CARD_PICKER_SLUGS], { minLength: 5, maxLength: 5 }),
});

function timeline(pairs: readonly (readonly [CardPickerEvent, number])[]) {
  let at = 0;
  return pairs.map(([e, gap]) => ({ ...e, at: (at += gap) }));
}

describe('card picker: cards', () => {
  it('has the five cards in fixed order with their pictures and video ids', () => {
    expect(CARD_PICKER_CARDS).toEqual([
      {
        slug: 'quiz-game',
        backgroundImg: bg('quiz-game'),
        videoId: 378622991,
      },
      {
        slug: 'scroll-game',
        backgroundImg: bg('scroll-game'),
        videoId: 9155062,
      },
      {
        slug: 'nickname-generator',
        backgroundImg: bg('nickname-generator'),
        videoId: 379298192,
      },
      {
        slug: 'hobby-generator',
        backgroundImg: bg('hobby-generator'),
        videoId: 474728118,
      },
      {
        slug: 'gambler-quiz',
        backgroundImg: bg('gambler-quiz'),
        videoId: 9155047,
      },
    ]);
    expect(CARD_PICKER_PRELOAD_IMAGES).toEqual(CARD_PICKER_SLUGS.map(bg));
  });

  it('starts in the shuffle layout on game-selection with quiz-game active, nothing animating', () => {
    const { state, effects } = cardPicker.init({}, 0, 1);
    expect(effects).toEqual([]);
    expect(state.layout).toBe('shuffle');
    expect(state.mode).toBe('game-selection');
    expect(state.activeCard).toBe('quiz-game');
    expect(state.previousCard).toBeNull();
    expect(selectCardPickerCards(state).map((c) => c.slug)).toEqual(CARD_PICKER_SLUGS);
    expect(selectCardPickerBodyClass(state)).toBe('quiz-game');
    expect(selectCardPickerBackground(state)).toBe(bg('quiz-game'));
    expect(selectCardPickerAnimating(state)).toBe(false);
    expect(selectCardPickerCoverVisible(state)).toBe(false);
    expect(cardPicker.nextDeadline(state)).toBeNull();
  });

  it('uses the mobile layout below 540 px and the shuffle layout from 540 px', () => {
    expect(CARD_PICKER_MOBILE_BREAKPOINT_PX).toBe(540);
    expect(cardPickerLayoutForWidth(0)).toBe('mobile');
    expect(cardPickerLayoutForWidth(539)).toBe('mobile');
    expect(cardPickerLayoutForWidth(539.5)).toBe('mobile');
    expect(cardPickerLayoutForWidth(540)).toBe('shuffle');
    expect(cardPickerLayoutForWidth(1920)).toBe('shuffle');
  });

  it('switches layout on layoutChanged and ignores a switch to the layout in use', () => {
    const s = make();
    expect(send(s, { type: 'layoutChanged', layout: 'shuffle' }, 5).state).toBe(s);
    const m = send(s, { type: 'layoutChanged', layout: 'mobile' }, 5);
    expect(m.state.layout).toBe('mobile');
    expect(m.effects).toEqual([]);
    expect(selectCardPickerBodyClass(m.state)).toBeNull();
  });

  it('rejects an order that is not the five cards, an unknown layout and negative timings', () => {
    expect(() =>
      make({ order: ['quiz-game', 'quiz-game', 'scroll-game', 'hobby-generator', 'gambler-quiz'] }),
    ).toThrow(RangeError);
    expect(() => make({ order: CARD_PICKER_SLUGS.slice(1) })).toThrow(RangeError);
    expect(() => make({ layout: 'tablet' as 'mobile' })).toThrow(RangeError);
    expect(() => make({ reorderMs: -1 })).toThrow(RangeError);
  });
});

describe('card picker: selecting a card', () => {
  it('activates the card at once and records the previous one', () => {
    const { state, effects } = send(make(), { type: 'cardSelected', slug: 'hobby-generator' }, 1000);
    expect(effects).toEqual([]);
    expect(state.activeCard).toBe('hobby-generator');
    expect(state.previousCard).toBe('quiz-game');
    expect(selectCardPickerActiveCard(state).slug).toBe('hobby-generator');
  });

  it('swaps the background at 350 ms, then reorders, changes the body class, hides the cover and stops animating at 700 ms', () => {
    expect([CARD_PICKER_BACKGROUND_SWAP_MS, CARD_PICKER_REORDER_MS, CARD_PICKER_TRANSITION_MS]).toEqual([
      350, 700, 700,
    ]);
    const s = send(make(), { type: 'cardSelected', slug: 'nickname-generator' }, 1000).state;
    expect(selectCardPickerAnimating(s)).toBe(true);
    expect(selectCardPickerCoverVisible(s)).toBe(true);
    expect(cardPicker.nextDeadline(s)).toBe(1350);

    expect(cardPicker.step(s, { ...TICK, at: 1349 }).state).toBe(s);
    const swapped = cardPicker.step(s, { ...TICK, at: 1350 }).state;
    expect(selectCardPickerBackground(s)).toBe(bg('quiz-game'));
    expect(selectCardPickerBackground(swapped)).toBe(bg('nickname-generator'));
    expect(cardPicker.nextDeadline(swapped)).toBe(1700);

    const before = cardPicker.step(swapped, { ...TICK, at: 1699 }).state;
    expect(before).toBe(swapped);
    expect(selectCardPickerBodyClass(before)).toBe('quiz-game');
    expect(selectCardPickerCards(before).map((c) => c.slug)).toEqual(CARD_PICKER_SLUGS);
    expect(selectCardPickerAnimating(before)).toBe(true);

    const done = cardPicker.step(swapped, { ...TICK, at: 1700 }).state;
    expect(selectCardPickerCards(done).map((c) => c.slug)).toEqual([
      'nickname-generator',
      'hobby-generator',
      'gambler-quiz',
      'quiz-game',
      'scroll-game',
    ]);
    expect(selectCardPickerBodyClass(done)).toBe('nickname-generator');
    expect(selectCardPickerAnimating(done)).toBe(false);
    expect(selectCardPickerCoverVisible(done)).toBe(false);
    expect(cardPicker.nextDeadline(done)).toBeNull();
  });

  it('ignores a click on the active card and any click while a transition runs', () => {
    const s = make();
    expect(send(s, { type: 'cardSelected', slug: 'quiz-game' }, 0).state).toBe(s);
    const moving = send(s, { type: 'cardSelected', slug: 'scroll-game' }, 0).state;
    const during = settle(cardPicker, moving, 699).state;
    const click = send(during, { type: 'cardSelected', slug: 'gambler-quiz' }, 699);
    expect(click.state).toBe(during);
    expect(click.effects).toEqual([]);
    const after = send(settle(cardPicker, moving).state, { type: 'cardSelected', slug: 'gambler-quiz' }, 700);
    expect(after.state.activeCard).toBe('gambler-quiz');
    expect(after.state.previousCard).toBe('scroll-game');
  });
});

describe('card picker: game-complete', () => {
  it('removes the first card and lays out four, making the first remaining card active', () => {
    const s = make({ mode: 'game-complete' });
    expect(s.cards).toEqual(['scroll-game', 'nickname-generator', 'hobby-generator', 'gambler-quiz']);
    expect(selectCardPickerCards(s)).toHaveLength(4);
    expect(s.activeCard).toBe('scroll-game');
    expect(selectCardPickerBodyClass(s)).toBe('scroll-game');
    expect(selectCardPickerPosition(s, 'quiz-game')).toBeNull();
    expect(send(s, { type: 'cardSelected', slug: 'quiz-game' }, 0).state).toBe(s);
  });

  it('removes whichever card the order puts first, and refuses an explicit active card that is removed', () => {
    const order: CardPickerSlug[] = [
      'hobby-generator',
      'quiz-game',
      'scroll-game',
      'nickname-generator',
      'gambler-quiz',
    ];
    const s = make({ mode: 'game-complete', order });
    expect(s.cards).toEqual(order.slice(1));
    expect(s.activeCard).toBe('quiz-game');
    expect(() => make({ mode: 'game-complete', active: 'quiz-game' })).toThrow(RangeError);
    expect(make({ mode: 'game-complete', active: 'gambler-quiz' }).order[0]).toBe('gambler-quiz');
  });
});

describe('card picker: after a game', () => {
  it('leaves out the finished game wherever it sits in the deck', () => {
    const s = make(cardPickerCompleteConfig('hobby-generator'));
    expect(selectCardPickerOtherGames(s)).toEqual([
      'quiz-game',
      'scroll-game',
      'nickname-generator',
      'gambler-quiz',
    ]);
    expect(selectCardPickerCompleted(s)).toBe('hobby-generator');
    expect(s.activeCard).toBe('quiz-game');
    expect(selectCardPickerCompleted(make())).toBeNull();
  });

  it('refuses a finished game outside game-complete or not one of the five', () => {
    expect(() => make({ completed: 'quiz-game' })).toThrow(RangeError);
    expect(() => make({ mode: 'game-complete', completed: 'chess' as CardPickerSlug })).toThrow(RangeError);
  });

  test.prop([slugs, configs, timedEvents])(
    'the finished game is never among the cards and the other four always are',
    (completed, config, pairs) => {
      const first = cardPicker.init({ ...config, ...cardPickerCompleteConfig(completed) }, 0, 1);
      const { states } = replay(cardPicker, first, timeline(pairs));
      const others = CARD_PICKER_SLUGS.filter((slug) => slug !== completed);
      for (const s of states) {
        const shown = selectCardPickerOtherGames(s);
        expect(shown).not.toContain(completed);
        expect([...shown].sort()).toEqual([...others].sort());
        expect(selectCardPickerCards(s).map((c) => c.slug)).not.toContain(completed);
        expect(s.activeCard).not.toBe(completed);
      }
    },
  );
});

describe('card picker: mobile layout', () => {
  it('swipe left shows the next card and swipe right the previous one', () => {
    const next = send(mobile('scroll-game'), { type: 'swiped', direction: 'left' }, 0).state;
    expect(next.activeCard).toBe('nickname-generator');
    expect(next.previousCard).toBe('scroll-game');
    const prev = send(mobile('scroll-game'), { type: 'swiped', direction: 'right' }, 0).state;
    expect(prev.activeCard).toBe('quiz-game');
  });

  it('does not wrap around at either end', () => {
    const first = mobile('quiz-game');
    expect(selectCardPickerCanSwipe(first, 'right')).toBe(false);
    expect(send(first, { type: 'swiped', direction: 'right' }, 0).state).toBe(first);
    const last = mobile('gambler-quiz');
    expect(selectCardPickerCanSwipe(last, 'left')).toBe(false);
    expect(send(last, { type: 'swiped', direction: 'left' }, 0).state).toBe(last);
  });

  it('ignores swipes while a transition runs, and accepts them once it ends at 700 ms', () => {
    const moving = send(mobile(), { type: 'swiped', direction: 'left' }, 0).state;
    expect(selectCardPickerCanSwipe(moving, 'left')).toBe(false);
    const late = settle(cardPicker, moving, 699).state;
    expect(send(late, { type: 'swiped', direction: 'left' }, 699).state).toBe(late);
    const settled = settle(cardPicker, moving, 700).state;
    expect(selectCardPickerCanSwipe(settled, 'left')).toBe(true);
    expect(send(settled, { type: 'swiped', direction: 'left' }, 700).state.activeCard).toBe(
      'nickname-generator',
    );
  });

  it('gives every card its stack place in either layout, front first, moving with the reorder', () => {
    for (const layout of ['mobile', 'shuffle'] as const) {
      let s = make({ layout, active: 'nickname-generator' });
      expect(CARD_PICKER_SLUGS.map((slug) => selectCardPickerStackIndex(s, slug))).toEqual([3, 4, 0, 1, 2]);
      s = send(s, { type: 'cardSelected', slug: 'scroll-game' }, 0).state;
      expect(selectCardPickerStackIndex(s, 'nickname-generator')).toBe(0);
      s = cardPicker.step(s, { ...TICK, at: CARD_PICKER_REORDER_MS }).state;
      expect(CARD_PICKER_SLUGS.map((slug) => selectCardPickerStackIndex(s, slug))).toEqual([4, 0, 1, 2, 3]);
    }
    expect(selectCardPickerStackIndex(make({ mode: 'game-complete' }), 'quiz-game')).toBeNull();
  });

  it('ignores swipes in the shuffle layout', () => {
    const s = make({ active: 'scroll-game' });
    expect(selectCardPickerCanSwipe(s, 'left')).toBe(false);
    expect(send(s, { type: 'swiped', direction: 'left' }, 0).state).toBe(s);
  });

  it('places the active card in the centre, neighbours left and right, the rest far-left and far-right', () => {
    const s = mobile('nickname-generator');
    expect(CARD_PICKER_SLUGS.map((slug) => selectCardPickerPosition(s, slug))).toEqual([
      'far-left',
      'left',
      'center',
      'right',
      'far-right',
    ]);
    const first = mobile('quiz-game');
    expect(CARD_PICKER_SLUGS.map((slug) => selectCardPickerPosition(first, slug))).toEqual([
      'center',
      'right',
      'far-right',
      'far-right',
      'far-right',
    ]);
    expect(selectCardPickerCards(s).map((c) => c.slug)).toEqual(CARD_PICKER_SLUGS);
  });

  it('the page background and the cover follow a swipe', () => {
    const moving = send(mobile(), { type: 'swiped', direction: 'left' }, 0).state;
    expect(selectCardPickerCoverVisible(moving)).toBe(true);
    expect(selectCardPickerBackground(settle(cardPicker, moving, 349).state)).toBe(bg('quiz-game'));
    const swapped = settle(cardPicker, moving, 350).state;
    expect(selectCardPickerBackground(swapped)).toBe(bg('scroll-game'));
    expect(selectCardPickerCoverVisible(swapped)).toBe(true);
    expect(selectCardPickerCoverVisible(settle(cardPicker, moving, 700).state)).toBe(false);
  });
});

describe('card picker: buttons', () => {
  it('the call-to-action navigates to /games/{slug} only on the active card', () => {
    const s = make({ active: 'scroll-game' });
    const go = send(s, { type: 'ctaClicked', slug: 'scroll-game' }, 0);
    expect(go.state).toBe(s);
    expect(go.effects).toEqual([{ type: 'navigate', url: '/games/scroll-game' }]);
    const other = send(s, { type: 'ctaClicked', slug: 'quiz-game' }, 0);
    expect(other.state).toBe(s);
    expect(other.effects).toEqual([]);
  });

  it("the video button opens the video modal with the card's id only on the active card", () => {
    for (const card of CARD_PICKER_CARDS) {
      const s = make({ active: card.slug });
      const open = send(s, { type: 'videoClicked', slug: card.slug }, 0);
      expect(open.state).toBe(s);
      expect(open.effects).toEqual([
        {
          type: 'emit',
          event: 'modal:open:video',
          payload: { vimeoId: String(card.videoId), modalType: 'video' },
        },
      ]);
    }
    const s = make();
    expect(send(s, { type: 'videoClicked', slug: 'quiz-game' }, 0).effects[0]).toMatchObject({
      payload: { vimeoId: '378622991' },
    });
    const other = send(s, { type: 'videoClicked', slug: 'gambler-quiz' }, 0);
    expect(other.state).toBe(s);
    expect(other.effects).toEqual([]);
  });
});

describe('card picker: properties', () => {
  test.prop([slugs, fc.constantFrom('left' as const, 'right' as const)])(
    'never wraps: a swipe past either end returns the same state',
    (active, direction) => {
      const s = mobile(active);
      const i = CARD_PICKER_SLUGS.indexOf(active);
      const step = send(s, { type: 'swiped', direction }, 0);
      const target = CARD_PICKER_SLUGS[i + (direction === 'left' ? 1 : -1)];
      if (target === undefined) {
        expect(step.state).toBe(s);
      } else {
        expect(step.state.activeCard).toBe(target);
      }
    },
  );

  test.prop([
    slugs,
    slugs,
    fc.integer({ min: 0, max: CARD_PICKER_TRANSITION_MS - 1 }),
    fc.constantFrom('left' as const, 'right' as const),
  ])('ignores swipes and selections while animating', (active, chosen, into, direction) => {
    const moving = send(mobile(active), { type: 'cardSelected', slug: chosen }, 0).state;
    if (moving.transitionEndsAt === null) return;
    const during = settle(cardPicker, moving, into).state;
    expect(send(during, { type: 'swiped', direction }, into).state).toBe(during);
    for (const slug of CARD_PICKER_SLUGS)
      expect(send(during, { type: 'cardSelected', slug }, into).state).toBe(during);
  });

  test.prop([configs, timedEvents, fc.integer({ min: 0, max: 3000 })])(
    'one late tick equals many punctual ticks',
    (config, pairs, lateBy) => {
      let state = cardPicker.init(config, 0, 1).state;
      for (const event of timeline(pairs)) {
        const late = cardPicker.step(state, { ...TICK, at: event.at + lateBy }).state;
        const punctual = settle(cardPicker, state, event.at + lateBy).state;
        expect(late).toEqual(punctual);
        state = send(late, event, event.at + lateBy).state;
      }
    },
  );

  test.prop([configs, timedEvents])(
    'the active card is always one of the five and laid out',
    (config, pairs) => {
      const { states } = replay(cardPicker, cardPicker.init(config, 0, 1), timeline(pairs));
      for (const s of states) {
        expect(CARD_PICKER_SLUGS).toContain(s.activeCard);
        expect(s.cards).toContain(s.activeCard);
        expect([...s.order].sort()).toEqual([...s.cards].sort());
        if (cardPicker.nextDeadline(s) === null) expect(s.order[0]).toBe(s.activeCard);
      }
    },
  );

  test.prop([fc.integer(), configs, timedEvents])(
    'the same seed and timed events give the same states',
    (seed, config, pairs) => {
      const events = timeline(pairs);
      const a = replay(cardPicker, cardPicker.init(config, 0, seed), events);
      const b = replay(cardPicker, cardPicker.init(config, 0, seed), events);
      expect(a.states).toEqual(b.states);
      expect(a.effects).toEqual(b.effects);
    },
  );

  test.prop([fc.shuffledSubarray([...CARD_PICKER_SLUGS], { minLength: 5, maxLength: 5 }), slugs])(
    'a reorder is a rotation that brings the card to the front and keeps the cyclic order',
    (cards, front) => {
      const rotated = cardPickerRotateTo(cards, front);
      expect(rotated[0]).toBe(front);
      const i = cards.indexOf(front);
      expect(rotated).toEqual(cards.map((_, k) => cards[(i + k) % cards.length]));
    },
  );
});
