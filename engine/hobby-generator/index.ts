export type {
  HobbyGeneratorStage,
  HobbyGeneratorQuestion,
  HobbyGeneratorConfig,
  HobbyGeneratorState,
  HobbyGeneratorEvent,
} from './hobby-generator.types';
export {
  HOBBY_GENERATOR_SLUG,
  HOBBY_GENERATOR_QUESTION_COUNT,
  HOBBY_GENERATOR_HOBBY_COUNT,
  HOBBY_GENERATOR_PROCESSING_MS,
  HOBBY_GENERATOR_DEFAULTS,
  HOBBY_GENERATOR_QUESTIONS,
  HOBBY_GENERATOR_HOBBIES,
  HOBBY_GENERATOR_TEXT,
  HOBBY_GENERATOR_FOCUS,
} from './hobby-generator.constants';
export { hobbyGenerator, pickHobbyGeneratorHobby } from './hobby-generator.machine';
export {
  selectHobbyGeneratorHobby,
  selectHobbyGeneratorQuestion,
  selectHobbyGeneratorQuestionNumber,
  selectHobbyGeneratorAcceptsAnswers,
} from './hobby-generator.selectors';
