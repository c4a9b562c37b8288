export type { ModalWords } from './modals.words';
export type { ModalDialogProps } from './ModalDialog';
export type { VideoModalApi, VideoFrameView } from './video-modal.connect';
export { connectVideoModal } from './video-modal.connect';
export { VideoModal } from './VideoModal';
export { GeneralModal } from './GeneralModal';
export type { ModalTriggerProps } from './ModalTrigger';
export { ModalTrigger } from './ModalTrigger';
