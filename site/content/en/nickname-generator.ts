import {
  nicknameWordAt,
  type NicknameGeneratorContent,
  type NicknameGeneratorQuestionWords,
} from '../../../views/nickname-generator';

/** The 14 male-style fallback names: friendly names with a lucky ring. */
const MALE_NAMES: readonly string[] = [
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

/** The 10 female-style fallback names: friendly names with a lucky ring. */
const FEMALE_NAMES: readonly string[] = [
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
 * The three questions. Question 1's options carry the fallback names as their words, so every option has
 * a word list and the fallback list is simply the chosen name style's words.
 */
const QUESTIONS: readonly NicknameGeneratorQuestionWords[] = [
  {
    question: 'First things first: which name style suits you?',
    options: [
      { label: 'A classic guy name', words: MALE_NAMES },
      { label: 'A classic gal name', words: FEMALE_NAMES },
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

/**
 * The nickname generator's words in English; the button and heading words are fixed by the product spec.
 */
export const NICKNAME_GENERATOR_CONTENT: NicknameGeneratorContent = {
  title: 'Nickname Generator',
  intro: [
    'Three quick questions, one brand-new nickname. It’s just for fun: nothing you pick is stored or sent.',
  ],
  picture: {
    src: '/images/nickname-generator/title.svg',
    width: 320,
    height: 240,
    alt: 'A blank name tag with a star, surrounded by sparkles',
  },
  start: 'Start Game',
  questionProgress: (n, count) => `Question ${n} of ${count}`,
  questions: QUESTIONS,
  result: 'YOUR NICKNAME IS...',
  resultNote:
    'A lucky charm makes a fine nickname, but it doesn’t change the odds. Set a budget before you play, and keep it a game.',
  randomName: 'Random Name',
  tryAgain: 'Try Again',
  // The charm word reads as an adjective before the noun or name, so the two words simply follow each other.
  nicknameText: (first, second) => `${nicknameWordAt(QUESTIONS, first)} ${nicknameWordAt(QUESTIONS, second)}`,
  share: (nickname) => ({
    text: `My Play Smart nickname is ${nickname}. What’s yours?`,
    subject: 'My new nickname',
  }),
};
