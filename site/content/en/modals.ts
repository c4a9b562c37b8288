import type { ModalWords } from '../../../views/modals';

/** The modals' words in English; the frame's label and the trigger's default label are the spec's. */
export const MODAL_WORDS: ModalWords = {
  close: 'Close',
  videoDialogLabel: 'Game video',
  videoFrameTitle: 'Game video player',
  videoFrameLabel: 'Video player - Press space to play/pause, arrow keys to seek',
  trigger: 'View In Modal',
};
