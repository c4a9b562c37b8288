import { HOBBY_GENERATOR_HOBBIES, HOBBY_GENERATOR_QUESTIONS } from './hobby-generator.constants';
import type { HobbyGeneratorQuestion, HobbyGeneratorState } from './hobby-generator.types';

/**
 * The hobby shown under 'Your new hobby is'.
 *
 * @param state - the generator state
 * @returns the hobby's name, or null off the result screen
 */
export function selectHobbyGeneratorHobby(state: HobbyGeneratorState): string | null {
  if (state.stage !== 'result' || state.hobby === null) return null;
  return HOBBY_GENERATOR_HOBBIES[state.hobby] ?? null;
}

/**
 * The question on screen.
 *
 * @param state - the generator state
 * @returns the question with its options, or null off the question screens
 */
export function selectHobbyGeneratorQuestion(state: HobbyGeneratorState): HobbyGeneratorQuestion | null {
  return state.stage === 'question' ? (HOBBY_GENERATOR_QUESTIONS[state.question] ?? null) : null;
}

/**
 * The 1-based number of the question on screen.
 *
 * @param state - the generator state
 * @returns the question number, 1 to 5
 */
export function selectHobbyGeneratorQuestionNumber(state: HobbyGeneratorState): number {
  return state.question + 1;
}

/**
 * Whether an option click would count now: on a question with no answer being processed.
 *
 * @param state - the generator state
 * @returns true when options respond
 */
export function selectHobbyGeneratorAcceptsAnswers(state: HobbyGeneratorState): boolean {
  return state.stage === 'question' && state.processingEndsAt === null;
}
