import { describe, expect, it } from 'vitest';
import {
  CARD_PICKER_BACKGROUND_SWAP_MS,
  CARD_PICKER_CARDS,
  CARD_PICKER_REORDER_MS,
  TICK,
  cardPicker,
  type CardPickerConfig,
  type CardPickerEvent,
  type CardPickerState,
} from '@play-smart/engine';
import { CARD_PICKER_CONTENT } from '../../site/content/en/card-picker';
import { connectCardPicker, swipeDirection, SWIPE_MIN_PX } from '../../views/card-picker';

function start(config: Partial<CardPickerConfig> = {}) {
  const sent: CardPickerEvent[] = [];
  return { state: cardPicker.init(config, 0, 1).state, sent, send: (e: CardPickerEvent) => sent.push(e) };
}

function step(state: CardPickerState, event: CardPickerEvent | typeof TICK, at: number): CardPickerState {
  return cardPicker.step(state, { ...event, at }).state;
}

describe('connectCardPicker', () => {
  it('lays out the five cards in the spec order with their alt texts, quiz-game active', () => {
    const { state, send } = start();
    const api = connectCardPicker(state, send, CARD_PICKER_CONTENT);
    expect(api.cards.map((c) => c.picture.alt)).toEqual([
      '#1 Quiz of Unforeseen Risks',
      '#2 The Scroll of Infinity',
      '#3 Nickname Generator',
      '#4 Hobby Generator',
      '#5 Gambler or Problem Gambler',
    ]);
    expect(api.cards.map((c) => c.picture.src)).toEqual(CARD_PICKER_CARDS.map((c) => c.backgroundImg));
    expect(api.cards.filter((c) => c.active).map((c) => c.slug)).toEqual(['quiz-game']);
    expect(api.cards.map((c) => c.slideLabel)).toEqual(['1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5']);
    expect(api.status).toBe('Game 1 of 5: Quiz of Unforeseen Risks');
  });

  it('gives the call-to-action and the video button to the active card only', () => {
    const { state, send, sent } = start();
    const api = connectCardPicker(state, send, CARD_PICKER_CONTENT);
    const [active, ...others] = api.cards;
    expect(active?.cta).toEqual({ to: '/games/quiz-game', label: 'Play' });
    expect(others.every((c) => c.cta === null && c.video === null)).toBe(true);
    expect(active?.choose).toBeNull();
    active?.video?.props.onClick();
    others[2]?.choose?.props.onClick();
    expect(sent).toEqual([
      { type: 'videoClicked', slug: 'quiz-game' },
      { type: 'cardSelected', slug: 'hobby-generator' },
    ]);
  });

  it('places every card for both layouts at once, so CSS alone can switch between them', () => {
    const { state, send } = start({ active: 'nickname-generator' });
    const api = connectCardPicker(state, send, CARD_PICKER_CONTENT);
    expect(api.cards.map((c) => c.position)).toEqual(['far-left', 'left', 'center', 'right', 'far-right']);
    expect(api.cards.map((c) => c.stack)).toEqual([3, 4, 0, 1, 2]);
  });

  it('during a selection: the cover shows, choices say they do nothing, background at 350, stack at 700', () => {
    const { state, send } = start();
    const chosen = step(state, { type: 'cardSelected', slug: 'scroll-game' }, 0);
    let api = connectCardPicker(chosen, send, CARD_PICKER_CONTENT);
    expect(api.coverVisible).toBe(true);
    expect(api.cards.filter((c) => c.choose !== null).every((c) => c.choose?.props['aria-disabled'])).toBe(
      true,
    );
    expect(api.background).toBe('/images/cards/quiz-game.svg');
    expect(api.bodyClass).toBe('quiz-game');
    api = connectCardPicker(step(chosen, TICK, CARD_PICKER_BACKGROUND_SWAP_MS), send, CARD_PICKER_CONTENT);
    expect(api.background).toBe('/images/cards/scroll-game.svg');
    expect(api.bodyClass).toBe('quiz-game');
    api = connectCardPicker(step(chosen, TICK, CARD_PICKER_REORDER_MS), send, CARD_PICKER_CONTENT);
    expect(api.coverVisible).toBe(false);
    expect(api.bodyClass).toBe('scroll-game');
    expect(api.cards.find((c) => c.slug === 'scroll-game')?.stack).toBe(0);
  });

  it('offers previous and next only where the phone carousel can move', () => {
    const { send, sent } = start();
    const mobile = step(start().state, { type: 'layoutChanged', layout: 'mobile' }, 0);
    const api = connectCardPicker(mobile, send, CARD_PICKER_CONTENT);
    expect(api.previous.props['aria-disabled']).toBe(true);
    expect(api.next.props['aria-disabled']).toBe(false);
    api.next.props.onClick();
    api.previous.props.onClick();
    expect(sent).toEqual([
      { type: 'swiped', direction: 'left' },
      { type: 'swiped', direction: 'right' },
    ]);
    expect(api.bodyClass).toBeNull();
  });

  it('passes the engine durations to CSS', () => {
    const { state, send } = start();
    expect(connectCardPicker(state, send, CARD_PICKER_CONTENT).cssVars).toEqual({
      '--cp-transition-ms': '700ms',
      '--cp-swap-ms': '350ms',
    });
  });
});

describe('swipeDirection', () => {
  it('reads a long, mostly horizontal move as a swipe: left for the next card, right for the previous', () => {
    expect(swipeDirection(-SWIPE_MIN_PX, 0)).toBe('left');
    expect(swipeDirection(SWIPE_MIN_PX + 30, 10)).toBe('right');
  });

  it('ignores taps, short moves and vertical scrolling', () => {
    expect(swipeDirection(0, 0)).toBeNull();
    expect(swipeDirection(SWIPE_MIN_PX - 1, 0)).toBeNull();
    expect(swipeDirection(-60, 80)).toBeNull();
  });
});
