export type { TimingScaleChosen } from './timing-scale';
export { timingScaleStorageKey, parseStoredTimingScale, useRememberedTimingScale } from './timing-scale';
export type { TimingChoiceWords, TimingChoiceView, TimingOptionProps } from './timing-choice.connect';
export { connectTimingChoice } from './timing-choice.connect';
export { TimingChoice } from './TimingChoice';
