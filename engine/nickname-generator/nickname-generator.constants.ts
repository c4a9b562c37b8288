import type { NicknameGeneratorConfig } from './nickname-generator.types';

/**
 * The generator's slug, used in analytics and the T-shirt offer's source.
 *
 * @public
 */
export const NICKNAME_GENERATOR_SLUG = 'nickname-generator';

/**
 * The number of questions: 3.
 *
 * @public
 */
export const NICKNAME_GENERATOR_QUESTION_COUNT = 3;

/**
 * How long a screen change takes, in ms. The spec says clicks are ignored during a transition (section 4)
 * but gives no duration; 350 ms is the site's one fade length (the gambler quiz's 0.35 s, section 9), so
 * every game fades alike.
 *
 * @public
 */
export const NICKNAME_GENERATOR_TRANSITION_MS = 350;

/**
 * The chance that the second word comes from question 3's answer rather than a fallback name: 50 %.
 *
 * @public
 */
export const NICKNAME_GENERATOR_SECOND_WORD_CHANCE = 0.5;

/**
 * Which question decides what: question 1 the name style, 2 the first word, 3 the second word.
 *
 * @public
 */
export const NICKNAME_GENERATOR_QUESTION_ROLE = { gender: 0, firstWord: 1, secondWord: 2 } as const;

/**
 * The option index of each name style in question 1: 0 male-style, 1 female-style.
 *
 * @public
 */
export const NICKNAME_GENERATOR_GENDER_OPTION = { male: 0, female: 1 } as const;

/**
 * How many words each option of each question offers, in question and option order. Question 1's options are the name styles and their words the fallback names: 14 male-style and 10
 * female-style friendly names with a lucky ring. Questions 2 and 3 have four options of four words each.
 * The front-end holds the words; the engine draws indexes into them.
 *
 * @public
 */
export const NICKNAME_GENERATOR_WORD_COUNTS: readonly (readonly number[])[] = [
  [14, 10],
  [4, 4, 4, 4],
  [4, 4, 4, 4],
];

/**
 * Focus targets the generator asks the view to move focus to.
 *
 * @public
 */
export const NICKNAME_GENERATOR_FOCUS = {
  question: 'nickname-generator:question',
  result: 'nickname-generator:result',
} as const;

/**
 * The configuration used when a host gives none.
 *
 * @public
 */
export const NICKNAME_GENERATOR_DEFAULTS: NicknameGeneratorConfig = {
  transitionMs: NICKNAME_GENERATOR_TRANSITION_MS,
  wordCounts: NICKNAME_GENERATOR_WORD_COUNTS,
};
