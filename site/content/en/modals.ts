import { MODAL_TRIGGER_DEFAULT_LABEL, MODAL_VIDEO_FRAME_LABEL } from '../../../engine';
import type { ModalWords } from '../../../views/modals';

/** The modals' words in English; the frame's label and the trigger's default label are the spec's. */
export const MODAL_WORDS: ModalWords = {
  close: 'Close',
  videoDialogLabel: 'Game video',
  videoFrameTitle: 'Game video player',
  videoFrameLabel: MODAL_VIDEO_FRAME_LABEL,
  trigger: MODAL_TRIGGER_DEFAULT_LABEL,
};
