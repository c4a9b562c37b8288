import type { NicknameGeneratorConfig, NicknameGeneratorQuestion } from './nickname-generator.types';

/** The generator's slug, used in analytics and the T-shirt offer's source (SPEC.md section 2). */
export const NICKNAME_GENERATOR_SLUG = 'nickname-generator';

/** The number of questions: 3 (SPEC.md sections 3 and 9). */
export const NICKNAME_GENERATOR_QUESTION_COUNT = 3;

/**
 * How long a screen change takes, in ms. The spec says clicks are ignored during a transition (section 4)
 * but gives no duration; 350 ms is the site's one fade length (the gambler quiz's 0.35 s, section 9), so
 * every game fades alike.
 */
export const NICKNAME_GENERATOR_TRANSITION_MS = 350;

/** The configuration used when a host gives none. */
export const NICKNAME_GENERATOR_DEFAULTS: NicknameGeneratorConfig = {
  transitionMs: NICKNAME_GENERATOR_TRANSITION_MS,
};

/** The chance that the second word comes from question 3's answer rather than a fallback name: 50 % (SPEC.md section 9). */
export const NICKNAME_GENERATOR_SECOND_WORD_CHANCE = 0.5;

/** Which question decides what: question 1 the name style, 2 the first word, 3 the second word. */
export const NICKNAME_GENERATOR_QUESTION_ROLE = { gender: 0, firstWord: 1, secondWord: 2 } as const;

/** The option index of each name style in question 1 (SPEC.md section 3): 0 male-style, 1 female-style. */
export const NICKNAME_GENERATOR_GENDER_OPTION = { male: 0, female: 1 } as const;

/** The 14 male-style fallback names (SPEC.md sections 3 and 9): friendly names with a lucky ring. */
export const NICKNAME_GENERATOR_MALE_NAMES: readonly string[] = [
  'Ace',
  'Buck',
  'Chip',
  'Jack',
  'Nick',
  'Duke',
  'Sterling',
  'Felix',
  'Benny',
  'Penn',
  'Rocky',
  'Sonny',
  'Max',
  'Clover',
];

/** The 10 female-style fallback names (SPEC.md sections 3 and 9): friendly names with a lucky ring. */
export const NICKNAME_GENERATOR_FEMALE_NAMES: readonly string[] = [
  'Penny',
  'Goldie',
  'Ruby',
  'Pearl',
  'Fortuna',
  'Lucy',
  'Jewel',
  'Dolly',
  'Stella',
  'Ginny',
];

/**
 * The three questions (SPEC.md section 3). Question 1's options carry the fallback names as their words,
 * so every option has a word list and the fallback list is simply the chosen name style's words.
 */
export const NICKNAME_GENERATOR_QUESTIONS: readonly NicknameGeneratorQuestion[] = [
  {
    question: 'First things first: which name style suits you?',
    options: [
      { label: 'A classic guy name', words: NICKNAME_GENERATOR_MALE_NAMES },
      { label: 'A classic gal name', words: NICKNAME_GENERATOR_FEMALE_NAMES },
    ],
  },
  {
    question: 'Pick a lucky charm.',
    options: [
      { label: 'A four-leaf clover', words: ['Lucky', 'Shamrock', 'Greenleaf', 'Sprout'] },
      { label: 'A horseshoe', words: ['Trusty', 'Steady', 'Giddy-Up', 'Galloping'] },
      { label: 'A shooting star', words: ['Starry', 'Cosmic', 'Twinkle', 'Stardust'] },
      { label: 'A penny found heads up', words: ['Copper', 'Shiny', 'Penny-Wise', 'Heads-Up'] },
    ],
  },
  {
    question: 'How would you spend a free afternoon?',
    options: [
      { label: 'Hiking a new trail', words: ['Trailblazer', 'Wanderer', 'Explorer', 'Pathfinder'] },
      { label: 'Baking something sweet', words: ['Cupcake', 'Muffin', 'Biscuit', 'Pretzel'] },
      { label: 'Playing some music', words: ['Rockstar', 'Maestro', 'Drummer', 'Groove'] },
      { label: 'Reading a good book', words: ['Bookworm', 'Scholar', 'Storyteller', 'Dreamer'] },
    ],
  },
];

/** The screen texts (SPEC.md section 2 "Nickname generator"). */
export const NICKNAME_GENERATOR_TEXT = {
  /** The start button. */
  start: 'Start Game',
  /** The end screen's heading. */
  result: 'YOUR NICKNAME IS...',
  /** The button that starts over. */
  tryAgain: 'Try Again',
  /** The button that re-rolls the name. */
  randomName: 'Random Name',
} as const;

/** Focus targets the generator asks the view to move focus to. */
export const NICKNAME_GENERATOR_FOCUS = {
  question: 'nickname-generator:question',
  result: 'nickname-generator:result',
} as const;
