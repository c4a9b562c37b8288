export type { ShareWords, ShareItemView } from './share.connect';
export { connectShareBar } from './share.connect';
export type { ShareBarProps } from './ShareBar';
export { ShareBar } from './ShareBar';
export { SharingProvider, useSharingConfig } from './sharing-context';
