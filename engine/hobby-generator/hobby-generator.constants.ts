import type { HobbyGeneratorConfig } from './hobby-generator.types';

/**
 * The generator's slug, used in analytics and the T-shirt offer's source.
 *
 * @public
 */
export const HOBBY_GENERATOR_SLUG = 'hobby-generator';

/**
 * The number of questions: 5.
 *
 * @public
 */
export const HOBBY_GENERATOR_QUESTION_COUNT = 5;

/**
 * The number of hobbies: 30 healthy, low-cost hobbies. The front-end holds their
 * words; the engine picks an index.
 *
 * @public
 */
export const HOBBY_GENERATOR_HOBBY_COUNT = 30;

/**
 * How long an answer is processed, in ms. The spec says clicks are ignored while an answer is processed
 * (section 4) but gives no duration; 350 ms is the site's one fade length (the gambler quiz's 0.35 s,
 * section 9), long enough to swallow a double click.
 *
 * @public
 */
export const HOBBY_GENERATOR_PROCESSING_MS = 350;

/**
 * How many options each of the five questions offers, in question order (the `optionCounts` default). The questions
 * are for fun: the hobby is a random pick, so no answer is wrong and none is stored. The front-end holds
 * their words.
 *
 * @public
 */
export const HOBBY_GENERATOR_OPTION_COUNTS: readonly number[] = [4, 3, 3, 4, 4];

/**
 * The configuration used when a host gives none.
 *
 * @public
 */
export const HOBBY_GENERATOR_DEFAULTS: HobbyGeneratorConfig = {
  processingMs: HOBBY_GENERATOR_PROCESSING_MS,
  hobbyCount: HOBBY_GENERATOR_HOBBY_COUNT,
  optionCounts: HOBBY_GENERATOR_OPTION_COUNTS,
};

/**
 * Focus targets the generator asks the view to move focus to.
 *
 * @public
 */
export const HOBBY_GENERATOR_FOCUS = {
  question: 'hobby-generator:question',
  result: 'hobby-generator:result',
} as const;
