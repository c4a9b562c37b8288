/**
 * The video modal: open while it has an item; one second after opening on a
 * video the player frame is focused, with one retry if the view reports it missing.
 *
 * @example
 * ```ts
 * import { modal, selectModalEmbed } from '@play-smart/engine/modal';
 * let { state } = modal.init({}, 0, 1);
 * ({ state } = modal.step(state, { type: 'videoRequested', vimeoId: '378622991', at: 0 }));
 * selectModalEmbed(state); // { kind: 'video', url: 'https://player.vimeo.com/video/378622991?autoplay=1' }
 * modal.step(state, { type: 'tick', at: 1000 }).effects; // [{ type: 'focus', target: 'modal:video-frame' }]
 * ```
 *
 * @module modal
 */
export type {
  ModalVideoItem,
  ModalEmbedKind,
  ModalEmbed,
  ModalFrameFocus,
  ModalPlayerLoad,
  ModalConfig,
  ModalState,
  ModalEvent,
} from './modal.types';
export {
  MODAL_FRAME_FOCUS_DELAY_MS,
  MODAL_FRAME_RETRY_MS,
  MODAL_PLAYER_LOAD_TIMEOUT_MS,
  MODAL_FRAME_MAX_RETRIES,
  MODAL_INITIAL_FOCUS_DELAY_MS,
  MODAL_DEFAULTS,
  MODAL_FOCUS_TARGETS,
  MODAL_VIDEO_FRAME_ROLE,
  MODAL_FRAME_FOCUS_WARNING,
  MODAL_SHOWCASE_IDS,
  MODAL_EMBED_URLS,
  MODAL_VIDEO_ASPECT,
  MODAL_VIDEO_DEFAULT_SIZE,
  MODAL_ROOT_EVENTS,
  MODAL_SLUG,
} from './modal.constants';
export { modal } from './modal.machine';
export {
  modalItemHasVideo,
  selectModalIsOpen,
  selectModalHasPlayer,
  modalEmbedFor,
  selectModalEmbed,
  selectModalFrameAccessible,
  selectModalPlayerFailed,
  selectModalWatchUrl,
  modalRootListeners,
  modalOpenEventName,
} from './modal.selectors';
