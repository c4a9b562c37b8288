/**
 * The nickname generator (SPEC.md sections 2, 3, 4 and 9): three questions, then a two-word nickname;
 * Random Name re-rolls it keeping the name style.
 *
 * @example
 * ```ts
 * import { nicknameGenerator, selectNicknameGeneratorName } from './engine';
 * let { state } = nicknameGenerator.init({}, 0, 7);
 * ({ state } = nicknameGenerator.step(state, { type: 'start', at: 0 }));
 * ({ state } = nicknameGenerator.step(state, { type: 'tick', at: 350 }));   // question 1 on screen
 * for (const [option, at] of [[1, 400], [2, 800], [0, 1200]]) {
 *   ({ state } = nicknameGenerator.step(state, { type: 'answerSelected', option, at }));
 *   ({ state } = nicknameGenerator.step(state, { type: 'tick', at: at + 350 }));
 * }
 * selectNicknameGeneratorName(state); // e.g. 'Starry Explorer'
 * ```
 *
 * @module nickname-generator
 */
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
