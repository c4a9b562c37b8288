import { generatorChosenOption } from '../core/generator';
import {
  NICKNAME_GENERATOR_GENDER_OPTION,
  NICKNAME_GENERATOR_QUESTION_ROLE,
} from './nickname-generator.constants';
import type {
  NicknameGeneratorGender,
  NicknameGeneratorName,
  NicknameGeneratorState,
} from './nickname-generator.types';

/**
 * The nickname on the end screen: its two words, as indexes into the front-end's word lists.
 *
 * @param state - the generator state
 * @returns the nickname, or null off the end screen
 *
 * @public
 */
export function selectNicknameGeneratorName(state: NicknameGeneratorState): NicknameGeneratorName | null {
  return state.stage === 'ended' ? state.result : null;
}

/**
 * The question on screen, 0-based.
 *
 * @param state - the generator state
 * @returns the question's index, or null off the question screens
 *
 * @public
 */
export function selectNicknameGeneratorQuestion(state: NicknameGeneratorState): number | null {
  return state.stage === 'question' ? state.question : null;
}

/**
 * How many options the question on screen offers.
 *
 * @param state - the generator state
 * @returns the number of options, 0 off the question screens
 *
 * @public
 */
export function selectNicknameGeneratorOptionCount(state: NicknameGeneratorState): number {
  const question = selectNicknameGeneratorQuestion(state);
  return question === null ? 0 : (state.config.wordCounts[question]?.length ?? 0);
}

/**
 * The 1-based number of the question on screen.
 *
 * @param state - the generator state
 * @returns the question number, 1 to 3
 *
 * @public
 */
export function selectNicknameGeneratorQuestionNumber(state: NicknameGeneratorState): number {
  return state.question + 1;
}

/**
 * Whether a click would count now: no screen change is running.
 *
 * @param state - the generator state
 * @returns true when buttons respond
 *
 * @public
 */
export function selectNicknameGeneratorAcceptsClicks(state: NicknameGeneratorState): boolean {
  return state.busyUntil === null;
}

/**
 * The option chosen on the question on screen, so the view can highlight it while the screen changes.
 *
 * @param state - the generator state
 * @returns the option's index, or null when it has not been answered
 *
 * @public
 */
export function selectNicknameGeneratorChosenOption(state: NicknameGeneratorState): number | null {
  return generatorChosenOption(state);
}

/**
 * The name style chosen in question 1.
 *
 * @param state - the generator state
 * @returns 'male' for option 0, 'female' for option 1, or null before question 1 is answered
 *
 * @public
 */
export function selectNicknameGeneratorGender(state: NicknameGeneratorState): NicknameGeneratorGender | null {
  const option = state.answers[NICKNAME_GENERATOR_QUESTION_ROLE.gender];
  if (option === NICKNAME_GENERATOR_GENDER_OPTION.male) return 'male';
  if (option === NICKNAME_GENERATOR_GENDER_OPTION.female) return 'female';
  return null;
}
