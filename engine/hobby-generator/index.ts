/**
 * The hobby generator: five light questions, then one of 30 hobbies picked at random, never the previous
 * pick. The hobby is an index into the front-end's hobbies.
 *
 * @example
 * ```ts
 * import { hobbyGenerator, selectHobbyGeneratorHobby } from '@play-smart/engine/hobby-generator';
 * let { state } = hobbyGenerator.init({}, 0, 3);
 * ({ state } = hobbyGenerator.step(state, { type: 'start', at: 0 }));
 * for (let q = 0; q < 5; q++) {
 *   ({ state } = hobbyGenerator.step(state, { type: 'answerSelected', option: 0, at: q * 1000 }));
 *   ({ state } = hobbyGenerator.step(state, { type: 'tick', at: q * 1000 + 350 }));
 * }
 * selectHobbyGeneratorHobby(state); // e.g. 14, an index into the front-end's 30 hobbies
 * ```
 *
 * @module hobby-generator
 */
export type {
  HobbyGeneratorStage,
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
  HOBBY_GENERATOR_OPTION_COUNTS,
  HOBBY_GENERATOR_FOCUS,
} from './hobby-generator.constants';
export { hobbyGenerator, pickHobbyGeneratorHobby } from './hobby-generator.machine';
export {
  selectHobbyGeneratorHobby,
  selectHobbyGeneratorQuestion,
  selectHobbyGeneratorOptionCount,
  selectHobbyGeneratorQuestionNumber,
  selectHobbyGeneratorAcceptsAnswers,
  selectHobbyGeneratorChosenOption,
  selectHobbyGeneratorQuestionCount,
} from './hobby-generator.selectors';
