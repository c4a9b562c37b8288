/**
 * The nickname generator: three questions, then a two-word nickname drawn with the seeded generator; a
 * re-roll keeps the name style. Its words are indexes into the front-end's word lists.
 *
 * @example
 * ```ts
 * import { nicknameGenerator, selectNicknameGeneratorName } from '@play-smart/engine/nickname-generator';
 * let { state } = nicknameGenerator.init({}, 0, 7);
 * ({ state } = nicknameGenerator.step(state, { type: 'start', at: 0 }));
 * ({ state } = nicknameGenerator.step(state, { type: 'tick', at: 350 }));   // question 1 on screen
 * for (const [option, at] of [[1, 400], [2, 800], [0, 1200]] as const) {
 *   ({ state } = nicknameGenerator.step(state, { type: 'answerSelected', option, at }));
 *   ({ state } = nicknameGenerator.step(state, { type: 'tick', at: at + 350 }));
 * }
 * selectNicknameGeneratorName(state); // { first: { question: 1, option: 2, word: 0 }, second: ..., secondFrom }
 * ```
 *
 * @module nickname-generator
 */
export type {
  NicknameGeneratorStage,
  NicknameGeneratorGender,
  NicknameGeneratorConfig,
  NicknameGeneratorSecondSource,
  NicknameGeneratorName,
  NicknameGeneratorWord,
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
  NICKNAME_GENERATOR_WORD_COUNTS,
  NICKNAME_GENERATOR_FOCUS,
} from './nickname-generator.constants';
export { nicknameGenerator } from './nickname-generator.machine';
export {
  selectNicknameGeneratorName,
  selectNicknameGeneratorQuestion,
  selectNicknameGeneratorOptionCount,
  selectNicknameGeneratorQuestionNumber,
  selectNicknameGeneratorAcceptsClicks,
  selectNicknameGeneratorChosenOption,
  selectNicknameGeneratorGender,
} from './nickname-generator.selectors';
