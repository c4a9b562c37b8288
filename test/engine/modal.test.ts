import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { fireDue, type Effect, type Millis, type ModuleEvent, type Step } from '@play-smart/engine/core';
import {
  MODAL_FOCUS_TARGETS,
  MODAL_FRAME_FOCUS_DELAY_MS,
  MODAL_FRAME_FOCUS_WARNING,
  MODAL_FRAME_RETRY_MS,
  MODAL_INITIAL_FOCUS_DELAY_MS,
  MODAL_PLAYER_LOAD_TIMEOUT_MS,
  MODAL_ROOT_EVENTS,
  MODAL_SHOWCASE_IDS,
  MODAL_VIDEO_ASPECT,
  MODAL_VIDEO_DEFAULT_SIZE,
  MODAL_VIDEO_FRAME_ROLE,
  modal,
  modalEmbedFor,
  modalOpenEventName,
  modalRootListeners,
  selectModalEmbed,
  selectModalFrameAccessible,
  selectModalHasPlayer,
  selectModalIsOpen,
  selectModalPlayerFailed,
  selectModalWatchUrl,
  type ModalEvent,
  type ModalState,
} from '@play-smart/engine/modal';
import { replay, settle } from '../support/replay';

const FOCUS_FRAME: Effect = { type: 'focus', target: 'modal:video-frame' };

function closed(): ModalState {
  return modal.init({}, 0, 1).state;
}

/** Open on a video whose player loads at once, so only the frame focus timer runs. */
function openOn(vimeoId: string, at = 0): ModalState {
  const open = modal.step(closed(), { type: 'videoRequested', vimeoId, at }).state;
  return modal.step(open, { type: 'playerLoaded', at }).state;
}

const modalEvent: fc.Arbitrary<ModalEvent | { readonly type: 'tick' }> = fc.oneof(
  fc.constantFrom('378622991', '9155047', '9155062', '', '474728118').map((vimeoId) => ({
    type: 'videoRequested' as const,
    vimeoId,
  })),
  fc.constant({ type: 'closeRequested' as const }),
  fc.constant({ type: 'frameMissing' as const }),
  fc.constant({ type: 'playerLoaded' as const }),
  fc.constant({ type: 'playerFailed' as const }),
  fc.constant({ type: 'tick' as const }),
);

const timedEvents = fc
  .array(fc.tuple(modalEvent, fc.integer({ min: 0, max: 1500 })), { maxLength: 40 })
  .map((pairs) => {
    let at = 0;
    return pairs.map(([event, gap]): ModuleEvent<ModalEvent> => ({ ...event, at: (at += gap) }));
  });

describe('modal: constants', () => {
  it('has the spec timings, role and focus target', () => {
    expect(MODAL_FRAME_FOCUS_DELAY_MS).toBe(1000);
    expect(MODAL_FRAME_RETRY_MS).toBe(500);
    expect(MODAL_INITIAL_FOCUS_DELAY_MS).toBe(300);
    expect(MODAL_VIDEO_FRAME_ROLE).toBe('application');
    expect(MODAL_FOCUS_TARGETS.videoFrame).toBe('modal:video-frame');
    expect(MODAL_FRAME_FOCUS_WARNING).toBe('Unable to focus video iframe:');
    expect(MODAL_ROOT_EVENTS).toEqual({ open: 'modal:open:video', close: 'modal:close' });
    expect(MODAL_VIDEO_ASPECT).toEqual({ width: 16, height: 9 });
    expect(MODAL_VIDEO_DEFAULT_SIZE).toBe('100%');
  });
});

describe('modal: open and close', () => {
  it('starts closed, with no item and no timer', () => {
    const s = closed();
    expect(s.item).toBeNull();
    expect(selectModalIsOpen(s)).toBe(false);
    expect(selectModalHasPlayer(s)).toBe(false);
    expect(selectModalEmbed(s)).toBeNull();
    expect(modal.nextDeadline(s)).toBeNull();
  });

  it('opens on a video request with that item and closes on a close request', () => {
    const open = openOn('378622991', 200);
    expect(open.item).toEqual({ vimeoId: '378622991' });
    expect(selectModalIsOpen(open)).toBe(true);
    expect(selectModalHasPlayer(open)).toBe(true);
    const shut = modal.step(open, { type: 'closeRequested', at: 300 });
    expect(shut.state.item).toBeNull();
    expect(selectModalIsOpen(shut.state)).toBe(false);
    expect(shut.effects).toEqual([]);
  });

  it('a close request while closed returns the same state', () => {
    const s = closed();
    expect(modal.step(s, { type: 'closeRequested', at: 5 }).state).toBe(s);
  });

  it('without a video id it opens but renders no player and sets no timer', () => {
    const s = openOn('  ');
    expect(selectModalIsOpen(s)).toBe(true);
    expect(selectModalHasPlayer(s)).toBe(false);
    expect(selectModalEmbed(s)).toBeNull();
    expect(modal.nextDeadline(s)).toBeNull();
  });

  it('asking again for the video on show changes nothing; another video replaces it and restarts the timer', () => {
    const s = openOn('378622991', 0);
    expect(modal.step(s, { type: 'videoRequested', vimeoId: '378622991', at: 700 }).state).toBe(s);
    const other = modal.step(s, { type: 'videoRequested', vimeoId: '474728118', at: 700 }).state;
    expect(other.item).toEqual({ vimeoId: '474728118' });
    expect(modal.nextDeadline(other)).toBe(1700);
  });

  it('translates the root events modal:open:video and modal:close into its own events', () => {
    expect(modalRootListeners['modal:open:video']({ vimeoId: '9155047', modalType: 'video' })).toEqual({
      type: 'videoRequested',
      vimeoId: '9155047',
    });
    expect(modalRootListeners['modal:close']()).toEqual({ type: 'closeRequested' });
    expect(modalRootListeners['modal:open:video']({ modalType: 'video' })).toEqual({
      type: 'videoRequested',
      vimeoId: '',
    });
  });
});

describe('modal: the general modal', () => {
  it('is opened by a root event named after its type, the video modal being the type video', () => {
    expect(modalOpenEventName('myth-fact')).toBe('modal:open:myth-fact');
    expect(modalOpenEventName('video')).toBe(MODAL_ROOT_EVENTS.open);
  });
});

describe('modal: embeds', () => {
  it('ids 9155047 and 9155062 embed a showcase page', () => {
    expect(MODAL_SHOWCASE_IDS).toEqual(['9155047', '9155062']);
    expect(modalEmbedFor('9155047')).toEqual({
      kind: 'showcase',
      url: 'https://vimeo.com/showcase/9155047/embed',
    });
    expect(modalEmbedFor('9155062')).toEqual({
      kind: 'showcase',
      url: 'https://vimeo.com/showcase/9155062/embed',
    });
  });

  it('any other id embeds the video with autoplay', () => {
    expect(modalEmbedFor('378622991')).toEqual({
      kind: 'video',
      url: 'https://player.vimeo.com/video/378622991?autoplay=1',
    });
    expect(modalEmbedFor('9155048').kind).toBe('video');
  });

  it('encodes an id that is not a plain number', () => {
    expect(modalEmbedFor('a/b?c').url).toBe('https://player.vimeo.com/video/a%2Fb%3Fc?autoplay=1');
  });

  it('the open modal embeds its item', () => {
    expect(selectModalEmbed(openOn('9155062'))).toEqual({
      kind: 'showcase',
      url: 'https://vimeo.com/showcase/9155062/embed',
    });
  });
});

describe('modal: player frame focus', () => {
  it('1000 ms after opening, makes the frame accessible and focuses it, once', () => {
    const open = openOn('378622991', 100);
    expect(selectModalFrameAccessible(open)).toBe(false);
    expect(modal.nextDeadline(open)).toBe(1100);
    expect(modal.step(open, { type: 'tick', at: 1099 }).state).toBe(open);
    const due = modal.step(open, { type: 'tick', at: 1100 });
    expect(due.effects).toEqual([FOCUS_FRAME]);
    expect(selectModalFrameAccessible(due.state)).toBe(true);
    expect(modal.nextDeadline(due.state)).toBeNull();
    expect(modal.step(due.state, { type: 'tick', at: 5000 }).state).toBe(due.state);
  });

  it('a missing frame is retried once after 500 ms; a second miss logs the warning', () => {
    const attempted = settle(modal, openOn('378622991', 0)).state;
    const retrying = modal.step(attempted, { type: 'frameMissing', at: 1000 });
    expect(retrying.effects).toEqual([]);
    expect(modal.nextDeadline(retrying.state)).toBe(1500);
    expect(selectModalFrameAccessible(retrying.state)).toBe(true);
    const retried = modal.step(retrying.state, { type: 'tick', at: 1500 });
    expect(retried.effects).toEqual([FOCUS_FRAME]);
    const failed = modal.step(retried.state, { type: 'frameMissing', at: 1500 });
    expect(failed.effects).toEqual([
      {
        type: 'log',
        level: 'warn',
        message: 'Unable to focus video iframe: no player frame for video 378622991',
      },
    ]);
    expect(modal.nextDeadline(failed.state)).toBeNull();
    expect(modal.step(failed.state, { type: 'frameMissing', at: 1600 }).state).toBe(failed.state);
  });

  it('a missing-frame report before any attempt, or while closed, changes nothing', () => {
    const open = openOn('378622991');
    expect(modal.step(open, { type: 'frameMissing', at: 10 }).state).toBe(open);
    const s = closed();
    expect(modal.step(s, { type: 'frameMissing', at: 10 }).state).toBe(s);
  });

  it('closing clears the timer, at the first wait and at the retry', () => {
    const open = openOn('378622991', 0);
    const shut = modal.step(open, { type: 'closeRequested', at: 500 }).state;
    expect(modal.nextDeadline(shut)).toBeNull();
    expect(modal.step(shut, { type: 'tick', at: 1000 }).effects).toEqual([]);
    const retrying = modal.step(settle(modal, open).state, { type: 'frameMissing', at: 1000 }).state;
    const shutRetry = modal.step(retrying, { type: 'closeRequested', at: 1200 }).state;
    expect(modal.nextDeadline(shutRetry)).toBeNull();
    expect(shutRetry.frameFocus).toBeNull();
  });

  it('reopening after a failure starts over with a fresh first attempt', () => {
    let s = settle(modal, openOn('378622991', 0)).state;
    s = settle(modal, modal.step(s, { type: 'frameMissing', at: 1000 }).state).state;
    s = modal.step(s, { type: 'frameMissing', at: 1500 }).state;
    s = modal.step(s, { type: 'closeRequested', at: 2000 }).state;
    s = modal.step(s, { type: 'videoRequested', vimeoId: '378622991', at: 3000 }).state;
    expect(s.frameFocus).toEqual({ phase: 'scheduled', at: 4000, attempt: 1 });
  });

  it('honours configured delays and rejects negative ones', () => {
    const { state } = modal.init({ frameFocusDelayMs: 10, frameRetryMs: 5 }, 0, 1);
    const open = modal.step(state, { type: 'videoRequested', vimeoId: '1', at: 0 }).state;
    expect(modal.nextDeadline(open)).toBe(10);
    expect(() => modal.init({ frameRetryMs: -1 }, 0, 1)).toThrow(RangeError);
  });
});

/** Plays events, answering every focus attempt with a miss: the worst case for retries. */
function playMissing(events: readonly ModuleEvent<ModalEvent>[]): {
  states: ModalState[];
  effects: Effect[];
} {
  let state = closed();
  const states = [state];
  const effects: Effect[] = [];
  const apply = (event: ModuleEvent<ModalEvent>): void => {
    const step = modal.step(state, event);
    state = step.state;
    states.push(state);
    effects.push(...step.effects);
    if (step.effects.some((e) => e.type === 'focus')) apply({ type: 'frameMissing', at: event.at });
  };
  // Each tick goes through `apply`, so a focus it asks for is reported missing before the next deadline.
  const tick = (_before: ModalState, due: Millis): Step<ModalState> => {
    apply({ type: 'tick', at: due });
    return { state, effects: [] };
  };
  for (const event of events) {
    fireDue(state, event.at, (s) => modal.nextDeadline(s), tick);
    apply(event);
  }
  return { states, effects };
}

describe('modal: a player that cannot load', () => {
  const FALLBACK: Effect = { type: 'focus', target: MODAL_FOCUS_TARGETS.videoFallback };
  const opened = (at = 0) => modal.step(closed(), { type: 'videoRequested', vimeoId: '378622991', at }).state;

  it('gives up when the player has not loaded by the deadline, and focus goes to the link to the host', () => {
    const open = opened(100);
    expect(selectModalPlayerFailed(open)).toBe(false);
    let s = settle(modal, open, 100 + MODAL_PLAYER_LOAD_TIMEOUT_MS - 1).state;
    expect(selectModalPlayerFailed(s)).toBe(false);
    const due = modal.step(s, { type: 'tick', at: 100 + MODAL_PLAYER_LOAD_TIMEOUT_MS });
    s = due.state;
    expect(selectModalPlayerFailed(s)).toBe(true);
    expect(due.effects).toEqual([FALLBACK]);
    expect(modal.nextDeadline(s)).toBeNull();
    expect(selectModalWatchUrl(s)).toBe('https://vimeo.com/378622991');
    expect(selectModalPlayerFailed(modal.step(s, { type: 'closeRequested', at: 0 }).state)).toBe(false);
  });

  it('gives up at once when the player fails, before the frame focus, which is cancelled', () => {
    const failed = modal.step(opened(), { type: 'playerFailed', at: 10 });
    expect(selectModalPlayerFailed(failed.state)).toBe(true);
    expect(failed.effects).toEqual([FALLBACK]);
    expect(modal.nextDeadline(failed.state)).toBeNull();
    expect(settle(modal, failed.state, 60_000).effects).toEqual([]);
  });

  it('a player that loaded is never given up on', () => {
    const loaded = modal.step(opened(), { type: 'playerLoaded', at: 10 }).state;
    const later = settle(modal, loaded, 60_000);
    expect(selectModalPlayerFailed(later.state)).toBe(false);
    expect(later.effects).toEqual([FOCUS_FRAME]);
    expect(modal.step(later.state, { type: 'playerFailed', at: 60_000 }).state).toBe(later.state);
  });

  it('links a showcase to its page on the host, and nothing without a video', () => {
    const showcase = modal.step(closed(), { type: 'videoRequested', vimeoId: '9155047', at: 0 }).state;
    expect(selectModalWatchUrl(showcase)).toBe('https://vimeo.com/showcase/9155047');
    expect(selectModalWatchUrl(closed())).toBeNull();
  });
});

describe('modal: properties', () => {
  test.prop([timedEvents])('open exactly when an item is set', (events) => {
    const { states } = replay(modal, modal.init({}, 0, 1), events);
    for (const s of states) {
      expect(selectModalIsOpen(s)).toBe(s.item !== null);
      if (s.item === null) expect(s.frameFocus).toBeNull();
      if (s.item === null) expect(selectModalPlayerFailed(s)).toBe(false);
    }
  });

  test.prop([timedEvents])('after a close no deadline is pending', (events) => {
    let state = replay(modal, modal.init({}, 0, 1), events).state;
    const at = (events.at(-1)?.at ?? 0) + 1;
    state = modal.step(state, { type: 'closeRequested', at }).state;
    expect(modal.nextDeadline(state)).toBeNull();
    expect(settle(modal, state).effects).toEqual([]);
  });

  test.prop([
    fc.constantFrom('378622991', '9155047'),
    fc.array(fc.integer({ min: 0, max: 3000 }), { maxLength: 10 }),
  ])(
    'at most one retry: two focus attempts and one warning per opening, even if every attempt misses',
    (vimeoId, gaps) => {
      let at = 0;
      const events: ModuleEvent<ModalEvent>[] = [
        { type: 'videoRequested', vimeoId, at },
        ...gaps.map((gap): ModuleEvent<ModalEvent> => ({ type: 'frameMissing', at: (at += gap) })),
        { type: 'tick', at: at + 10_000 },
      ];
      const { effects, states } = playMissing(events);
      expect(effects.filter((e) => e.type === 'focus' && e.target === FOCUS_FRAME.target)).toHaveLength(2);
      expect(effects.filter((e) => e.type === 'log')).toHaveLength(1);
      expect(states.at(-1)?.frameFocus).toEqual({ phase: 'failed' });
    },
  );

  test.prop([timedEvents])(
    'never more than two focus attempts and one warning between opening and closing',
    (events) => {
      const { states, effects } = playMissing(events);
      // Count per opening: a new item object means a new opening.
      let attempts = 0;
      let warnings = 0;
      let item = states[0]!.item;
      for (let i = 1; i < states.length; i++) {
        const s = states[i]!;
        if (s.item !== item) {
          attempts = 0;
          warnings = 0;
          item = s.item;
        }
        if (s.frameFocus?.phase === 'attempted' && states[i - 1]!.frameFocus?.phase === 'scheduled')
          attempts++;
        if (s.frameFocus?.phase === 'failed' && states[i - 1]!.frameFocus?.phase !== 'failed') warnings++;
        expect(attempts).toBeLessThanOrEqual(2);
        expect(warnings).toBeLessThanOrEqual(1);
      }
      expect(effects.filter((x) => x.type === 'log').length).toBeLessThanOrEqual(
        effects.filter((x) => x.type === 'focus').length,
      );
    },
  );

  test.prop([timedEvents, fc.integer({ min: 0, max: 20_000 })])(
    'one late tick equals many punctual ticks',
    (events, lateness) => {
      const { state: last } = replay(modal, modal.init({}, 0, 1), events);
      const at = (events.at(-1)?.at ?? 0) + lateness;
      const late = modal.step(last, { type: 'tick', at });
      const punctual = settle(modal, last, at);
      expect(late.state).toEqual(punctual.state);
      expect(late.effects).toEqual(punctual.effects);
    },
  );

  test.prop([fc.integer(), timedEvents])(
    'the same seed and timed events give the same states',
    (seed, events) => {
      const a = replay(modal, modal.init({}, 0, seed), events);
      const b = replay(modal, modal.init({}, 0, seed), events);
      expect(a.states).toEqual(b.states);
      expect(a.effects).toEqual(b.effects);
    },
  );
});
