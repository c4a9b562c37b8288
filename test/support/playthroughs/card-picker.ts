import {
  CARD_PICKER_SLUGS,
  cardPicker,
  type CardPickerEvent,
  type CardPickerSlug,
  type CardPickerState,
} from '@play-smart/engine/card-picker';
import { pick, seedRng, type At, type Effect } from '@play-smart/engine/core';
import { tickDeadlines } from '../replay';

/**
 * Browses the card picker the way a visitor would: a few clicks in the shuffle layout (cards chosen by a
 * PRNG seeded by `seed`), a resize to the mobile layout, swipes to the last card and back, the video and
 * then the call-to-action, which ends the visit with a navigation.
 *
 * @param seed - picks the cards clicked
 * @returns the module's name, how many events were stepped and the final state
 */
export function playthrough(seed: number): { name: string; steps: number; final: CardPickerState } {
  let { state } = cardPicker.init({}, 0, seed);
  let rng = seedRng(seed);
  let steps = 0;
  let at = 0;
  let effects: readonly Effect[] = [];
  const send = (event: CardPickerEvent): void => {
    at += 100;
    state = tickDeadlines(cardPicker, state, at, () => steps++).state;
    ({ state, effects } = cardPicker.step(state, { ...event, at }));
    steps++;
  };
  const wait = (): void => {
    at += 1000;
    state = cardPicker.step(state, { type: 'tick', at }).state;
    steps++;
  };
  for (let i = 0; i < 5; i++) {
    const choice = pick(rng, CARD_PICKER_SLUGS);
    rng = choice.rng;
    send({ type: 'cardSelected', slug: choice.value });
    wait();
  }
  send({ type: 'layoutChanged', layout: 'mobile' });
  for (const direction of ['left', 'right'] as const) {
    for (let i = 0; i < CARD_PICKER_SLUGS.length; i++) {
      send({ type: 'swiped', direction });
      wait();
    }
  }
  const active: CardPickerSlug = state.activeCard;
  send({ type: 'videoClicked', slug: active });
  send({ type: 'ctaClicked', slug: active });
  if (effects[0]?.type !== 'navigate') throw new Error('the call-to-action did not navigate');
  return { name: cardPicker.name, steps, final: state };
}

/** A representative visit: clicks with the 350/700 ms transition ticks, a resize, swipes, then the buttons. */
export const benchEvents: readonly At<CardPickerEvent | { readonly type: 'tick' }>[] = [
  { type: 'cardSelected', slug: 'hobby-generator', at: 0 },
  { type: 'tick', at: 350 },
  { type: 'tick', at: 700 },
  { type: 'cardSelected', slug: 'scroll-game', at: 1000 },
  { type: 'cardSelected', slug: 'gambler-quiz', at: 1200 },
  { type: 'tick', at: 2000 },
  { type: 'layoutChanged', layout: 'mobile', at: 2500 },
  { type: 'swiped', direction: 'left', at: 3000 },
  { type: 'swiped', direction: 'left', at: 3100 },
  { type: 'tick', at: 3350 },
  { type: 'tick', at: 3700 },
  { type: 'swiped', direction: 'right', at: 4000 },
  { type: 'tick', at: 4700 },
  // scroll-game is active by now: the inactive card's button is ignored, the active one's navigates.
  { type: 'videoClicked', slug: 'scroll-game', at: 5000 },
  { type: 'ctaClicked', slug: 'quiz-game', at: 5100 },
  { type: 'ctaClicked', slug: 'scroll-game', at: 5200 },
];
