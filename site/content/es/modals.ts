import type { ModalWords } from '../../../views/modals';

/** The modals' words in English; the frame's label and the trigger's default label are the spec's. */
export const MODAL_WORDS: ModalWords = {
  close: 'Close',
  videoDialogLabel: 'Game video',
  videoFrameTitle: 'Game video player',
  videoFrameLabel: 'Video player - Press space to play/pause, arrow keys to seek',
  videoUnavailable:
    'The video player could not load. You may be offline, or your network may block videos from Vimeo.',
  watchOnVimeo: 'Watch this video on Vimeo (opens in a new tab)',
  trigger: 'View In Modal',
};
