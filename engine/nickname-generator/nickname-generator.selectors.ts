import {
  NICKNAME_GENERATOR_GENDER_OPTION,
  NICKNAME_GENERATOR_QUESTION_ROLE,
  NICKNAME_GENERATOR_QUESTIONS,
} from './nickname-generator.constants';
import type {
  NicknameGeneratorGender,
  NicknameGeneratorQuestion,
  NicknameGeneratorState,
} from './nickname-generator.types';

/**
 * The nickname as shown under 'YOUR NICKNAME IS...': its two words joined by a space.
 *
 * @param state - the generator state
 * @returns the nickname, or null before the end screen
 */
export function selectNicknameGeneratorName(state: NicknameGeneratorState): string | null {
  return state.nickname === null ? null : `${state.nickname.first} ${state.nickname.second}`;
}

/**
 * The question on screen.
 *
 * @param state - the generator state
 * @returns the question with its options, or null off the question screens
 */
export function selectNicknameGeneratorQuestion(
  state: NicknameGeneratorState,
): NicknameGeneratorQuestion | null {
  return state.stage === 'question' ? (NICKNAME_GENERATOR_QUESTIONS[state.question] ?? null) : null;
}

/**
 * The 1-based number of the question on screen.
 *
 * @param state - the generator state
 * @returns the question number, 1 to 3
 */
export function selectNicknameGeneratorQuestionNumber(state: NicknameGeneratorState): number {
  return state.question + 1;
}

/**
 * Whether a click would count now: no screen change is running.
 *
 * @param state - the generator state
 * @returns true when buttons respond
 */
export function selectNicknameGeneratorAcceptsClicks(state: NicknameGeneratorState): boolean {
  return state.transitionEndsAt === null;
}

/**
 * The option chosen on the question on screen, so the view can highlight it while the screen changes.
 *
 * @param state - the generator state
 * @returns the option's index, or null when it has not been answered
 */
export function selectNicknameGeneratorChosenOption(state: NicknameGeneratorState): number | null {
  return state.stage === 'question' ? (state.answers[state.question] ?? null) : null;
}

/**
 * The name style chosen in question 1.
 *
 * @param state - the generator state
 * @returns 'male' for option 0, 'female' for option 1, or null before question 1 is answered
 */
export function selectNicknameGeneratorGender(state: NicknameGeneratorState): NicknameGeneratorGender | null {
  const option = state.answers[NICKNAME_GENERATOR_QUESTION_ROLE.gender];
  if (option === NICKNAME_GENERATOR_GENDER_OPTION.male) return 'male';
  if (option === NICKNAME_GENERATOR_GENDER_OPTION.female) return 'female';
  return null;
}
