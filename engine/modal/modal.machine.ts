import { finiteAtLeast, resolveConfig, type ConfigRules } from '../core/config';
import { fireDue } from '../core/deadlines';
import type { Effect } from '../core/effects';
import { unchanged, type EngineModule, type ModuleEvent, type Step } from '../core/module';
import { earliest, type Millis } from '../core/time';
import {
  MODAL_DEFAULTS,
  MODAL_FOCUS_TARGETS,
  MODAL_FRAME_FOCUS_WARNING,
  MODAL_FRAME_MAX_RETRIES,
  MODAL_SLUG,
} from './modal.constants';
import { modalItemHasVideo } from './modal.selectors';
import type { ModalConfig, ModalEvent, ModalState } from './modal.types';

const CONFIG_RULES: ConfigRules<ModalConfig> = {
  frameFocusDelayMs: finiteAtLeast(0),
  frameRetryMs: finiteAtLeast(0),
  playerLoadTimeoutMs: finiteAtLeast(0),
};

/** The modal opens closed and draws no random numbers, so it needs neither the time nor a seed. */
function init(config: Partial<ModalConfig>): Step<ModalState> {
  const full = resolveConfig(MODAL_DEFAULTS, config, CONFIG_RULES);
  return { state: { config: full, item: null, frameFocus: null, playerLoad: null }, effects: [] };
}

function open(state: ModalState, vimeoId: string, at: Millis): Step<ModalState> {
  // Asking again for the video already on show must not restart its focus timer.
  if (state.item !== null && state.item.vimeoId === vimeoId) return unchanged(state);
  const item = { vimeoId };
  // Without a player there is no frame to focus, so no timer either.
  const video = modalItemHasVideo(item);
  const frameFocus = video
    ? ({ phase: 'scheduled', at: at + state.config.frameFocusDelayMs, attempt: 1 } as const)
    : null;
  const playerLoad = video
    ? ({ phase: 'loading', deadline: at + state.config.playerLoadTimeoutMs } as const)
    : null;
  return { state: { ...state, item, frameFocus, playerLoad }, effects: [] };
}

/** Closing drops the item and, with it, any pending frame focus. */
function close(state: ModalState): Step<ModalState> {
  if (state.item === null) return unchanged(state);
  return { state: { ...state, item: null, frameFocus: null, playerLoad: null }, effects: [] };
}

function frameMissing(state: ModalState, at: Millis): Step<ModalState> {
  const focus = state.frameFocus;
  // A report counts only right after an attempt; a stale one (closed, already retrying) changes nothing.
  if (focus?.phase !== 'attempted') return unchanged(state);
  if (focus.attempt <= MODAL_FRAME_MAX_RETRIES) {
    const retry = {
      phase: 'scheduled',
      at: at + state.config.frameRetryMs,
      attempt: focus.attempt + 1,
    } as const;
    return { state: { ...state, frameFocus: retry }, effects: [] };
  }
  const warning: Effect = {
    type: 'log',
    level: 'warn',
    message: `${MODAL_FRAME_FOCUS_WARNING} no player frame for video ${state.item?.vimeoId ?? ''}`,
  };
  return { state: { ...state, frameFocus: { phase: 'failed' } }, effects: [warning] };
}

/** The frame focus is due: ask the view to focus the player frame and wait for its report. */
function focusFrame(state: ModalState): Step<ModalState> {
  const focus = state.frameFocus;
  if (focus?.phase !== 'scheduled') return unchanged(state);
  return {
    state: { ...state, frameFocus: { phase: 'attempted', attempt: focus.attempt } },
    effects: [{ type: 'focus', target: MODAL_FOCUS_TARGETS.videoFrame }],
  };
}

function playerLoaded(state: ModalState): Step<ModalState> {
  if (state.playerLoad?.phase !== 'loading') return unchanged(state);
  return { state: { ...state, playerLoad: { phase: 'loaded' } }, effects: [] };
}

/**
 * The player cannot load: the frame gives way to a message and a link to the video host, and focus, which
 * may have been in the frame, moves to that link, so a keyboard user is never left in an empty frame.
 */
function playerFailed(state: ModalState): Step<ModalState> {
  if (state.playerLoad?.phase !== 'loading') return unchanged(state);
  return {
    state: {
      ...state,
      playerLoad: { phase: 'failed' },
      // No frame to focus any more; a focus that already gave up stays as it was.
      frameFocus: state.frameFocus?.phase === 'failed' ? state.frameFocus : null,
    },
    effects: [{ type: 'focus', target: MODAL_FOCUS_TARGETS.videoFallback }],
  };
}

function fireEarliest(state: ModalState, due: Millis): Step<ModalState> {
  const focus = state.frameFocus;
  if (focus?.phase === 'scheduled' && focus.at === due) return focusFrame(state);
  return playerFailed(state);
}

function step(state: ModalState, event: ModuleEvent<ModalEvent>): Step<ModalState> {
  switch (event.type) {
    case 'tick':
      return fireDue(state, event.at, nextDeadline, fireEarliest);
    case 'videoRequested':
      return open(state, event.vimeoId, event.at);
    case 'closeRequested':
      return close(state);
    case 'frameMissing':
      return frameMissing(state, event.at);
    case 'playerLoaded':
      return playerLoaded(state);
    case 'playerFailed':
      return playerFailed(state);
  }
}

function nextDeadline(state: ModalState): Millis | null {
  const focusAt = state.frameFocus?.phase === 'scheduled' ? state.frameFocus.at : null;
  const loadBy = state.playerLoad?.phase === 'loading' ? state.playerLoad.deadline : null;
  return earliest(focusAt, loadBy);
}

/**
 * The video modal: open while it has an item, closed when the item is empty. It opens on the root event
 * `modal:open:video` and closes on `modal:close`. One second after opening on a video, the player frame
 * is made keyboard accessible and focused (a `focus` effect on 'modal:video-frame'); if the view reports the
 * frame missing, one retry follows 0.5 s later, and a second miss logs 'Unable to focus video iframe:'.
 * If the player neither reports itself loaded nor fails within 10 s (offline, or the host blocked), or
 * reports a failure, the modal gives up on it: `selectModalPlayerFailed` turns true and focus moves to the
 * link to watch on the video host (`selectModalWatchUrl`).
 * Closing clears the timers; a host that destroys the modal simply drops the state, and its timer with it.
 *
 * @example
 * ```ts
 * import { modal, selectModalEmbed } from '@play-smart/engine/modal';
 * let { state } = modal.init({}, 0, 1);
 * ({ state } = modal.step(state, { type: 'videoRequested', vimeoId: '378622991', at: 0 }));
 * selectModalEmbed(state); // { kind: 'video', url: 'https://player.vimeo.com/video/378622991?autoplay=1' }
 * const { effects } = modal.step(state, { type: 'tick', at: 1000 });
 * effects; // [{ type: 'focus', target: 'modal:video-frame' }]
 * ```
 *
 * @public
 */
export const modal: EngineModule<ModalState, ModalEvent, Partial<ModalConfig>> = {
  name: MODAL_SLUG,
  init,
  step,
  nextDeadline,
};
