export type { ChoiceGameWords, ShareMessage } from './choice.words';
export type {
  ChoiceOptionView,
  ChoiceQuestionView,
  ChoiceOptionInput,
  ChoiceQuestionInput,
  ChoiceIntroView,
  ScreenView,
} from './choice-question.view';
export { choiceQuestionView, choiceOptions, choiceIntroView, choiceScreenView } from './choice-question.view';
export type { ChoiceHeadingLevel } from './ChoiceQuestion';
export { ChoiceQuestion } from './ChoiceQuestion';
export { ChoiceIntro } from './ChoiceIntro';
export type { ChoiceTitleLevel } from './ChoiceGame';
export { ChoiceGame } from './ChoiceGame';
export type { ChoiceGeneratorApi } from './ChoiceGenerator';
export { ChoiceGenerator, ChoiceGeneratorEnd } from './ChoiceGenerator';
export type { PictureWords } from '../layout/Picture';
export { Picture } from '../layout/Picture';
