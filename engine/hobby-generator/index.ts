/**
 * The hobby generator (SPEC.md sections 2, 3, 4 and 9): five light questions, then one of 30 hobbies
 * picked at random, never the previous pick.
 *
 * @example
 * ```ts
 * import { hobbyGenerator, selectHobbyGeneratorHobby } from './engine';
 * let { state } = hobbyGenerator.init({}, 0, 3);
 * ({ state } = hobbyGenerator.step(state, { type: 'start', at: 0 }));
 * for (let q = 0; q < 5; q++) {
 *   ({ state } = hobbyGenerator.step(state, { type: 'answerSelected', option: 0, at: q * 1000 }));
 *   ({ state } = hobbyGenerator.step(state, { type: 'tick', at: q * 1000 + 350 }));
 * }
 * selectHobbyGeneratorHobby(state); // e.g. 'Stargazing'
 * ```
 *
 * @module hobby-generator
 */
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
