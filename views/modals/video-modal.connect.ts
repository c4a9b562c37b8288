import {
  MODAL_FOCUS_TARGETS,
  MODAL_VIDEO_FRAME_ROLE,
  selectModalEmbed,
  selectModalFrameAccessible,
  selectModalIsOpen,
  selectModalPlayerFailed,
  selectModalWatchUrl,
  type ModalEmbed,
  type ModalEvent,
  type ModalState,
} from '@play-smart/engine';
import type { ModalWords } from './modals.words';

/** The player frame, ready to render. */
export interface VideoFrameView {
  readonly embed: ModalEmbed;
  /** The name the frame has from the start. */
  readonly title: string;
  /** Set once the engine makes the frame keyboard accessible (1 s after opening): role, label, tab stop. */
  readonly accessible: {
    readonly role: string;
    readonly label: string;
  } | null;
  /** The engine's focus target for the frame. */
  readonly focusTarget: string;
  /** True right after a focus attempt: the view reports whether the frame was there. */
  readonly awaitingFrame: boolean;
}

/** What shows in place of the player when it cannot load: a message and a link to the video host. */
export interface VideoFallbackView {
  readonly message: string;
  readonly link: {
    readonly href: string;
    readonly label: string;
    /** Where the engine moves focus when it gives up on the player. */
    readonly 'data-focus': string;
  };
}

/** What the video modal's JSX needs. */
export interface VideoModalApi {
  readonly open: boolean;
  readonly label: string;
  readonly closeLabel: string;
  readonly close: () => void;
  /** Null when closed, when the item has no video id, or when the player cannot load. */
  readonly frame: VideoFrameView | null;
  /** The message and link shown when the player cannot load; null otherwise. */
  readonly fallback: VideoFallbackView | null;
  /** Tells the engine the player loaded. */
  readonly reportLoaded: () => void;
  /** Tells the engine the player failed to load. */
  readonly reportFailed: () => void;
  /** Tells the engine the frame was not on the page when it asked for focus (it retries once). */
  readonly reportFrameMissing: () => void;
}

/**
 * Turns the video modal's state into what its JSX renders, through the engine's selectors.
 *
 * @param state - the modal's state
 * @param send - the driver's send
 * @param words - the modal's words
 * @returns the view's props
 */
export function connectVideoModal(
  state: ModalState,
  send: (event: ModalEvent) => void,
  words: ModalWords,
): VideoModalApi {
  const failed = selectModalPlayerFailed(state);
  const embed = failed ? null : selectModalEmbed(state);
  const watchUrl = selectModalWatchUrl(state);
  return {
    open: selectModalIsOpen(state),
    label: words.videoDialogLabel,
    closeLabel: words.close,
    close: () => {
      send({ type: 'closeRequested' });
    },
    frame:
      embed === null
        ? null
        : {
            embed,
            title: words.videoFrameTitle,
            accessible: selectModalFrameAccessible(state)
              ? { role: MODAL_VIDEO_FRAME_ROLE, label: words.videoFrameLabel }
              : null,
            focusTarget: MODAL_FOCUS_TARGETS.videoFrame,
            awaitingFrame: state.frameFocus?.phase === 'attempted',
          },
    reportFrameMissing: () => {
      send({ type: 'frameMissing' });
    },
    fallback:
      failed && watchUrl !== null
        ? {
            message: words.videoUnavailable,
            link: {
              href: watchUrl,
              label: words.watchOnVimeo,
              'data-focus': MODAL_FOCUS_TARGETS.videoFallback,
            },
          }
        : null,
    reportLoaded: () => {
      send({ type: 'playerLoaded' });
    },
    reportFailed: () => {
      send({ type: 'playerFailed' });
    },
  };
}
