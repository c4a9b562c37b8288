export type { BackgroundVideoWords } from './background-video.words';
export type { BackgroundVideoMedia, VideoSource } from './BackgroundVideo';
export { BackgroundVideo } from './BackgroundVideo';
