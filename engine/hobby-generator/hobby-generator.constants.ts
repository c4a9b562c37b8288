import type { HobbyGeneratorConfig, HobbyGeneratorQuestion } from './hobby-generator.types';

/** The generator's slug, used in analytics and the T-shirt offer's source (SPEC.md section 2). */
export const HOBBY_GENERATOR_SLUG = 'hobby-generator';

/** The number of questions: 5 (SPEC.md sections 3 and 9). */
export const HOBBY_GENERATOR_QUESTION_COUNT = 5;

/** The number of hobbies: 30 (SPEC.md sections 3 and 9). */
export const HOBBY_GENERATOR_HOBBY_COUNT = 30;

/**
 * How long an answer is processed, in ms. The spec says clicks are ignored while an answer is processed
 * (section 4) but gives no duration; 350 ms is the site's one fade length (the gambler quiz's 0.35 s,
 * section 9), long enough to swallow a double click.
 */
export const HOBBY_GENERATOR_PROCESSING_MS = 350;

/** The configuration used when a host gives none. */
export const HOBBY_GENERATOR_DEFAULTS: HobbyGeneratorConfig = { processingMs: HOBBY_GENERATOR_PROCESSING_MS };

/**
 * The five questions (SPEC.md section 3). They are for fun: the hobby is a random pick, so no answer is
 * wrong and none is stored.
 */
export const HOBBY_GENERATOR_QUESTIONS: readonly HobbyGeneratorQuestion[] = [
  {
    question: 'You have a free hour. What sounds best?',
    options: ['Getting moving', 'Making something', 'Learning something', 'Slowing down'],
  },
  {
    question: 'Indoors or outdoors?',
    options: ['Out in the fresh air', 'Cozy inside', 'Either one works'],
  },
  {
    question: 'Who is coming along?',
    options: ['Just me', 'A friend or two', 'The more the merrier'],
  },
  {
    question: 'Pick a snack for the road.',
    options: ['An apple', 'Trail mix', 'A sandwich', 'Popcorn'],
  },
  {
    question: 'What should a new hobby give you?',
    options: ['A calmer mind', 'A stronger body', 'New friends', 'Something to show for it'],
  },
];

/**
 * The 30 hobbies (SPEC.md sections 3 and 9): healthy, free or low-cost things to do instead of playing.
 */
export const HOBBY_GENERATOR_HOBBIES: readonly string[] = [
  'Birdwatching',
  'Hiking',
  'Journaling',
  'Sketching',
  'Gardening',
  'Baking bread',
  'Learning the ukulele',
  'Yoga',
  'Running',
  'Knitting',
  'Phone photography',
  'Volunteering',
  'Geocaching',
  'Origami',
  'Stargazing',
  'Cooking new recipes',
  'Cycling',
  'Joining a book club',
  'Dancing',
  'Learning a language',
  'Calligraphy',
  'Jigsaw puzzles',
  'Swimming',
  'Pickleball',
  'Rock painting',
  'Disc golf',
  'Crossword puzzles',
  'Meditation',
  'Writing poetry',
  'Learning to juggle',
];

/** The screen texts (SPEC.md section 2 "Hobby generator"). */
export const HOBBY_GENERATOR_TEXT = {
  /** The start button. */
  start: 'Start Game',
  /** The result screen's heading. */
  result: 'Your new hobby is',
  /** The button that starts over. */
  tryAgain: 'Try Again',
} as const;

/** Focus targets the generator asks the view to move focus to. */
export const HOBBY_GENERATOR_FOCUS = {
  question: 'hobby-generator:question',
  result: 'hobby-generator:result',
} as const;
