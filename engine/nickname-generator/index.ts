export type {
  NicknameGeneratorStage,
  NicknameGeneratorGender,
  NicknameGeneratorOption,
  NicknameGeneratorQuestion,
  NicknameGeneratorConfig,
  NicknameGeneratorSecondSource,
  NicknameGeneratorName,
  NicknameGeneratorState,
  NicknameGeneratorEvent,
} from './nickname-generator.types';
export {
  NICKNAME_GENERATOR_SLUG,
  NICKNAME_GENERATOR_QUESTION_COUNT,
  NICKNAME_GENERATOR_TRANSITION_MS,
  NICKNAME_GENERATOR_DEFAULTS,
  NICKNAME_GENERATOR_SECOND_WORD_CHANCE,
  NICKNAME_GENERATOR_QUESTION_ROLE,
  NICKNAME_GENERATOR_GENDER_OPTION,
  NICKNAME_GENERATOR_MALE_NAMES,
  NICKNAME_GENERATOR_FEMALE_NAMES,
  NICKNAME_GENERATOR_QUESTIONS,
  NICKNAME_GENERATOR_TEXT,
  NICKNAME_GENERATOR_FOCUS,
} from './nickname-generator.constants';
export { nicknameGenerator } from './nickname-generator.machine';
export {
  selectNicknameGeneratorName,
  selectNicknameGeneratorQuestion,
  selectNicknameGeneratorQuestionNumber,
  selectNicknameGeneratorAcceptsClicks,
  selectNicknameGeneratorChosenOption,
  selectNicknameGeneratorGender,
} from './nickname-generator.selectors';
