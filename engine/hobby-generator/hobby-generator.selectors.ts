import { generatorChosenOption } from '../core/generator';
import type { HobbyGeneratorState } from './hobby-generator.types';

/**
 * The hobby on the result screen.
 *
 * @param state - the generator state
 * @returns the hobby's index into the front-end's hobbies, or null off the result screen
 *
 * @public
 */
export function selectHobbyGeneratorHobby(state: HobbyGeneratorState): number | null {
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
export function selectHobbyGeneratorQuestion(state: HobbyGeneratorState): number | null {
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
export function selectHobbyGeneratorOptionCount(state: HobbyGeneratorState): number {
  const question = selectHobbyGeneratorQuestion(state);
  return question === null ? 0 : (state.config.optionCounts[question] ?? 0);
}

/**
 * The 1-based number of the question on screen.
 *
 * @param state - the generator state
 * @returns the question number, 1 to 5
 *
 * @public
 */
export function selectHobbyGeneratorQuestionNumber(state: HobbyGeneratorState): number {
  return state.question + 1;
}

/**
 * Whether an option click would count now: on a question with no answer being processed.
 *
 * @param state - the generator state
 * @returns true when options respond
 *
 * @public
 */
export function selectHobbyGeneratorAcceptsAnswers(state: HobbyGeneratorState): boolean {
  return state.stage === 'question' && state.busyUntil === null;
}

/**
 * The option being processed on the question on screen, so the view can mark it.
 *
 * @param state - the generator state
 * @returns the option's index, or null when none is
 *
 * @public
 */
export function selectHobbyGeneratorChosenOption(state: HobbyGeneratorState): number | null {
  return generatorChosenOption(state);
}

/**
 * How many questions the generator asks: the length of the configuration's `optionCounts`.
 *
 * @param state - the generator state
 * @returns the number of questions (5 by default)
 *
 * @public
 */
export function selectHobbyGeneratorQuestionCount(state: HobbyGeneratorState): number {
  return state.config.optionCounts.length;
}
