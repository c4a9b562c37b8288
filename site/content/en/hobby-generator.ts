import type {
  HobbyGeneratorContent,
  HobbyGeneratorQuestionWords,
  HobbyWords,
} from '../../../views/hobby-generator';

type HobbyLine = readonly [alt: string, howToStart: string];

// Keyed by the engine's hobby names (HOBBY_GENERATOR_HOBBIES), so a test can check that all 30 are
// covered. Each line is general, practical advice that holds anywhere: no prices, places or claims that
// would need checking and dating.
const HOBBY_LINES: Readonly<Record<string, HobbyLine>> = {
  Birdwatching: [
    'Binoculars and a small bird on a branch',
    'Sit by a window or in a park for ten minutes and just watch. The free Merlin Bird ID app from the Cornell Lab of Ornithology can help you name the birds you see and hear.',
  ],
  Hiking: [
    'A hiking boot on a trail beside a pine tree',
    'Pick a short, marked trail in a nearby park, wear comfortable shoes you already own, and bring water. Tell someone where you are going.',
  ],
  Journaling: [
    'An open notebook and a pencil',
    'Any notebook and pen will do. Write three lines before bed about your day: no rules, no audience.',
  ],
  Sketching: [
    'A sketchbook with a drawing of a mug, and a pencil',
    'A pencil and plain printer paper are enough. Draw one thing on your table for five minutes a day; free video lessons are easy to find online.',
  ],
  Gardening: [
    'A watering can beside a seedling in a pot',
    'Start small: a pot on a sunny windowsill and a packet of herb seeds. You can even regrow green onions from their roots in a glass of water.',
  ],
  'Baking bread': [
    'A loaf of bread',
    'Flour, water, salt and yeast are all a basic loaf needs. A no-knead recipe takes only a bowl and some patience.',
  ],
  'Learning the ukulele': [
    'A ukulele',
    'A beginner ukulele is one of the cheapest real instruments, and four easy chords (C, G, A minor and F) are enough to play along with a lot of songs.',
  ],
  Yoga: [
    'A rolled-out yoga mat',
    'A towel on the floor works as a mat. Follow a free beginner video for 15 minutes, and skip any pose that hurts.',
  ],
  Running: [
    'A pair of running shoes',
    'Start by alternating one minute of running with two minutes of walking for 20 minutes, three times a week. Free “couch to 5K” plans build up from there.',
  ],
  Knitting: [
    'Two knitting needles in a ball of yarn',
    'One pair of needles and a ball of medium-weight yarn is all it takes. Start with a scarf in garter stitch: you knit every row.',
  ],
  'Phone photography': [
    'A phone taking a picture of a flower',
    'Use the phone you already have. Take one photo a day of something ordinary, and turn on the camera’s grid to help line up your shots.',
  ],
  Volunteering: [
    'Two hands holding a heart',
    'Food banks, animal shelters and libraries often need help. Call one near you and ask how to start: it costs nothing but your time.',
  ],
  Geocaching: [
    'A small treasure box hidden under a bush, with a map pin above it',
    'It’s a worldwide outdoor treasure hunt. The official Geocaching app has a free basic membership and shows hidden caches near you.',
  ],
  Origami: [
    'A folded paper crane',
    'All you need is square paper: fold a sheet of printer paper corner to edge and cut off the strip. Then try a crane or a jumping frog from a free diagram.',
  ],
  Stargazing: [
    'A crescent moon and stars over a hill',
    'Find a spot away from streetlights, give your eyes 20 minutes to adjust to the dark, and use a free sky-map app to name what you see.',
  ],
  'Cooking new recipes': [
    'A pot on the stove with steam rising',
    'Try one new recipe a week built around what is already in your cupboard. Your public library lends cookbooks for free.',
  ],
  Cycling: [
    'A bicycle',
    'Dust off an old bike: pump up the tires, check the brakes, and start with quiet streets or a park path. Always wear a helmet.',
  ],
  'Joining a book club': [
    'A stack of books beside a cup of tea',
    'Public libraries lend books for free and many host book clubs. Or start your own with two friends and a book you can all borrow.',
  ],
  Dancing: [
    'A pair of dancing shoes with music notes',
    'Put on a song you love and move. Free beginner videos teach everything from line dancing to salsa.',
  ],
  'Learning a language': [
    'Two speech bubbles',
    'Free apps and your library can teach you the basics. Practice ten minutes a day, and label things around your home in the new language.',
  ],
  Calligraphy: [
    'A pen drawing a curving line',
    'Start with a pencil or a cheap felt-tip pen. “Faux calligraphy” gets the look by hand: write a word, then thicken every downstroke.',
  ],
  'Jigsaw puzzles': [
    'Four jigsaw puzzle pieces',
    'Thrift stores sell second-hand puzzles cheaply, and friends can swap the ones they have finished. Start with the edge pieces.',
  ],
  Swimming: [
    'Swimming goggles above waves',
    'Many community pools have low-cost open swim hours and lessons for adults. Call the one nearest you and ask.',
  ],
  Pickleball: [
    'A pickleball paddle and a ball with holes',
    'Many parks have public courts with open play. A beginner paddle and a few balls don’t cost much, and the rules take minutes to learn.',
  ],
  'Rock painting': [
    'A smooth rock painted with a flower',
    'Use smooth rocks from your own yard or a bag from a garden store, wash them, and paint them with cheap acrylic craft paint.',
  ],
  'Disc golf': [
    'A flying disc and a disc golf basket',
    'Most disc golf courses are in public parks and free to play. One beginner disc is all you need to start.',
  ],
  'Crossword puzzles': [
    'A crossword grid and a pencil',
    'Many newspapers and websites publish a free crossword every day. Start early in the week, when many papers run their easiest puzzles.',
  ],
  Meditation: [
    'A person sitting cross-legged with a calm sun behind them',
    'Sit comfortably, set a timer for five minutes and follow your breath. When your mind wanders, gently come back. That’s it.',
  ],
  'Writing poetry': [
    'A pen above a page of lines',
    'Write one short poem a day about something you noticed. A haiku is only three lines, and library poetry books are free to borrow.',
  ],
  'Learning to juggle': [
    'Three juggling balls in the air',
    'Start with one ball, tossing it from hand to hand at eye level, then add a second. Rolled-up socks make free juggling balls.',
  ],
};

/** The five questions, for fun: the hobby is a random pick, so no answer is wrong and none is stored. */
const QUESTIONS: readonly HobbyGeneratorQuestionWords[] = [
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
 * The hobby generator's words in English; the button and heading words are fixed by the product spec. The
 * 30 hobbies are healthy and free or cheap to start, in the order the engine's indexes count.
 */
export const HOBBY_GENERATOR_CONTENT: HobbyGeneratorContent = {
  title: 'Hobby Generator',
  intro: [
    'Time and money you don’t spend on playing can go somewhere good. Answer five quick questions and get a new hobby you can start for free or for very little.',
  ],
  picture: {
    src: '/images/hobby-generator/title.svg',
    width: 320,
    height: 240,
    alt: 'A paintbrush, a kite and a potted plant',
  },
  start: 'Start Game',
  questionProgress: (n, count) => `Question ${n} of ${count}`,
  questions: QUESTIONS,
  result: 'Your new hobby is',
  hobbies: Object.entries(HOBBY_LINES).map(([name, [alt, howToStart]]): HobbyWords => ({
    name,
    alt,
    howToStart,
  })),
  howToStart: 'How to start:',
  resultNote: 'Not for you? Try again for a different one.',
  tryAgain: 'Try Again',
  share: (hobby) => ({
    text: `My new hobby is ${hobby.toLowerCase()}. Find yours on Play Smart.`,
    subject: 'My new hobby',
  }),
};
