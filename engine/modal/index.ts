export type {
  ModalVideoItem,
  ModalEmbedKind,
  ModalEmbed,
  ModalFrameFocus,
  ModalConfig,
  ModalState,
  ModalEvent,
} from './modal.types';
export {
  MODAL_FRAME_FOCUS_DELAY_MS,
  MODAL_FRAME_RETRY_MS,
  MODAL_FRAME_MAX_RETRIES,
  MODAL_INITIAL_FOCUS_DELAY_MS,
  MODAL_DEFAULTS,
  MODAL_FOCUS_TARGETS,
  MODAL_VIDEO_FRAME_LABEL,
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
  modalRootListeners,
} from './modal.selectors';
