export type {
  ChoiceOptionView,
  ChoiceQuestionView,
  ChoiceOptionInput,
  ChoiceQuestionInput,
  ScreenView,
} from './choice-question.view';
export { choiceQuestionView } from './choice-question.view';
export type { ChoiceHeadingLevel } from './ChoiceQuestion';
export { ChoiceQuestion } from './ChoiceQuestion';
export type { PictureWords } from './Picture';
export { Picture } from './Picture';
