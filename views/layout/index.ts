export { PageSettingsProvider, usePageSettings } from './page-settings';
export type { HelplineInfo } from './Helpline';
export { Helpline } from './Helpline';
export { VisuallyHidden } from './VisuallyHidden';
export type { CommonWords } from './words';
export { CommonWordsProvider, useCommonWords } from './words';
export { ExternalLink } from './ExternalLink';
