import { finiteAtLeast, oneOf, resolveConfig, type ConfigRules } from '../core/config';
import { fireDue } from '../core/deadlines';
import type { Effect } from '../core/effects';
import { unchanged, type EngineModule, type ModuleEvent, type Step } from '../core/module';
import { earliest, type Millis } from '../core/time';
import { CARD_PICKER_DEFAULTS, CARD_PICKER_NAME, CARD_PICKER_SLUGS } from './card-picker.constants';
import { cardPickerCard, cardPickerGameHref, cardPickerRotateTo } from './card-picker.selectors';
import type {
  CardPickerConfig,
  CardPickerEvent,
  CardPickerLayout,
  CardPickerSlug,
  CardPickerState,
  CardPickerSwipe,
} from './card-picker.types';

const LAYOUTS: readonly CardPickerLayout[] = ['mobile', 'shuffle'];

const SORTED_SLUGS = [...CARD_PICKER_SLUGS].sort().join();

const CONFIG_RULES: ConfigRules<CardPickerConfig> = {
  order: {
    must: 'a list of each of the five cards once',
    test: (order) => [...order].sort().join() === SORTED_SLUGS,
  },
  completed: {
    must: 'null, or one of the five cards in game-complete',
    test: (completed, config) =>
      completed === null || (config.mode === 'game-complete' && CARD_PICKER_SLUGS.includes(completed)),
  },
  layout: oneOf(LAYOUTS),
  transitionMs: finiteAtLeast(0),
  backgroundSwapMs: finiteAtLeast(0),
  reorderMs: finiteAtLeast(0),
};

/** The picker draws no random numbers and its timers start with a selection, so it needs no time or seed. */
function init(config: Partial<CardPickerConfig>): Step<CardPickerState> {
  const full = resolveConfig(CARD_PICKER_DEFAULTS, config, CONFIG_RULES);
  // After a game the finished game's card goes, so the picker offers the other four.
  const removedCard =
    full.mode === 'game-complete' ? (full.completed ?? (full.order[0] as CardPickerSlug)) : null;
  const cards = full.order.filter((slug) => slug !== removedCard);
  // The default card may be the one game-complete removes; an explicit choice that is not laid out is a bug.
  if (config.active !== undefined && !cards.includes(config.active)) {
    throw new RangeError(`active card ${config.active} is not laid out in ${full.mode}`);
  }
  const activeCard = cards.includes(full.active) ? full.active : (cards[0] as CardPickerSlug);
  const state: CardPickerState = {
    config: full,
    layout: full.layout,
    mode: full.mode,
    removedCard,
    cards,
    order: cardPickerRotateTo(cards, activeCard),
    activeCard,
    previousCard: null,
    backgroundCard: activeCard,
    backgroundAt: null,
    reorderAt: null,
    transitionEndsAt: null,
  };
  return { state, effects: [] };
}

/**
 * Makes a card active and starts the transition. The reorder is scheduled in both layouts: the mobile
 * layout does not show the stack, but keeping it in step means a switch to the shuffle layout mid-way
 * never shows a stale front card.
 */
function activate(state: CardPickerState, slug: CardPickerSlug, at: Millis): Step<CardPickerState> {
  // One transition at a time: a second would cut the first's reorder and cover short (section 4).
  if (state.transitionEndsAt !== null) return unchanged(state);
  if (slug === state.activeCard || !state.cards.includes(slug)) return unchanged(state);
  const { transitionMs, backgroundSwapMs, reorderMs } = state.config;
  return {
    state: {
      ...state,
      previousCard: state.activeCard,
      activeCard: slug,
      backgroundAt: at + backgroundSwapMs,
      reorderAt: at + reorderMs,
      transitionEndsAt: at + transitionMs,
    },
    effects: [],
  };
}

function swipe(state: CardPickerState, direction: CardPickerSwipe, at: Millis): Step<CardPickerState> {
  if (state.layout !== 'mobile') return unchanged(state);
  const index = state.cards.indexOf(state.activeCard) + (direction === 'left' ? 1 : -1);
  const target = state.cards[index];
  // No wrap-around: past either end there is no card, and the swipe does nothing.
  return target === undefined ? unchanged(state) : activate(state, target, at);
}

function cta(state: CardPickerState, slug: CardPickerSlug): Step<CardPickerState> {
  if (slug !== state.activeCard) return unchanged(state);
  return { state, effects: [{ type: 'navigate', url: cardPickerGameHref(slug) }] };
}

function video(state: CardPickerState, slug: CardPickerSlug): Step<CardPickerState> {
  if (slug !== state.activeCard) return unchanged(state);
  const effect: Effect = {
    type: 'emit',
    event: 'modal:open:video',
    payload: { vimeoId: String(cardPickerCard(slug).videoId), modalType: 'video' },
  };
  return { state, effects: [effect] };
}

function changeLayout(state: CardPickerState, layout: CardPickerLayout): Step<CardPickerState> {
  if (layout === state.layout || !LAYOUTS.includes(layout)) return unchanged(state);
  return { state: { ...state, layout }, effects: [] };
}

/** Fires the earliest pending deadline, `due`; on a tie the background goes first, then the reorder. */
function fireEarliest(state: CardPickerState, due: Millis): Step<CardPickerState> {
  if (due === state.backgroundAt) {
    return { state: { ...state, backgroundCard: state.activeCard, backgroundAt: null }, effects: [] };
  }
  if (due === state.reorderAt) {
    const order = cardPickerRotateTo(state.cards, state.activeCard);
    return { state: { ...state, order, reorderAt: null }, effects: [] };
  }
  return { state: { ...state, transitionEndsAt: null }, effects: [] };
}

function step(state: CardPickerState, event: ModuleEvent<CardPickerEvent>): Step<CardPickerState> {
  switch (event.type) {
    case 'tick':
      return fireDue(state, event.at, nextDeadline, fireEarliest);
    case 'cardSelected':
      return activate(state, event.slug, event.at);
    case 'swiped':
      return swipe(state, event.direction, event.at);
    case 'ctaClicked':
      return cta(state, event.slug);
    case 'videoClicked':
      return video(state, event.slug);
    case 'layoutChanged':
      return changeLayout(state, event.layout);
  }
}

function nextDeadline(state: CardPickerState): Millis | null {
  return earliest(state.backgroundAt, state.reorderAt, state.transitionEndsAt);
}

/**
 * The game-card picker on the home page: five cards, one active. Below 540 px a swipeable carousel without
 * wrap-around; otherwise a shuffled stack that brings a clicked card to the front. A selection runs a
 * 700 ms transition (the page background swaps at 350 ms, the stack reorders at 700 ms) during which
 * further selections and swipes are ignored. The call-to-action and the video button work only on the
 * active card.
 *
 * @example
 * ```ts
 * import { cardPicker, cardPickerLayoutForWidth, selectCardPickerBodyClass } from '@play-smart/engine/card-picker';
 * let { state } = cardPicker.init({ layout: cardPickerLayoutForWidth(1024) }, 0, 1);
 * ({ state } = cardPicker.step(state, { type: 'cardSelected', slug: 'hobby-generator', at: 0 }));
 * ({ state } = cardPicker.step(state, { type: 'tick', at: 700 }));
 * selectCardPickerBodyClass(state); // 'hobby-generator'
 * cardPicker.step(state, { type: 'ctaClicked', slug: 'hobby-generator', at: 800 }).effects;
 * // [{ type: 'navigate', url: '/games/hobby-generator' }]
 * ```
 *
 * @public
 */
export const cardPicker: EngineModule<CardPickerState, CardPickerEvent, Partial<CardPickerConfig>> = {
  name: CARD_PICKER_NAME,
  init,
  step,
  nextDeadline,
};
