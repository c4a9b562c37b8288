// @ts-check
// This front-end's own English words. The engine returns codes, keys and indexes; everything a player reads
// is chosen here.

/** The gambler quiz: nine questions about the past year, in the order the engine counts them. */
export const GAMBLER_QUIZ_WORDS = {
  title: 'Gambler or Problem Gambler?',
  intro: 'Nine questions about the past twelve months. Answer each with a number from 0 to 3.',
  questions: [
    'Have you staked more than you could comfortably afford to lose?',
    'Have you needed bigger bets to feel the same excitement?',
    'Have you gone back to try to win back what you lost?',
    'Have you borrowed money or sold things to have money to gamble?',
    'Have you wondered whether your gambling is a problem?',
    'Has gambling brought on stress, anxiety or other health troubles?',
    'Have people close to you said your betting was a problem?',
    'Has gambling caused money trouble for you or your household?',
    'Have you felt guilty about gambling or what followed from it?',
  ],
  /** Keyed by the engine's answer keys (GAMBLER_QUIZ_ANSWERS). */
  answers: {
    never: 'never',
    sometimes: 'now and then',
    'most-of-the-time': 'often',
    'almost-always': 'nearly always',
  },
  /** Keyed by the engine's risk-level codes. */
  levels: {
    'no-risk': 'no risk',
    'low-risk': 'low risk',
    'moderate-risk': 'moderate risk',
    'high-risk': 'high risk',
  },
  advice: {
    'no-risk': 'Nothing in your answers points to harm from gambling. Keep it that way: set limits first.',
    'low-risk': 'A few early warning signs. A budget and a time limit, decided before you play, help.',
    'moderate-risk': 'Gambling may be costing you more than money. Talking to someone is free and private.',
    'high-risk': 'Gambling may be doing you real harm. Help is free, private and open day and night.',
  },
  note: 'A screening based on the Problem Gambling Severity Index, not a diagnosis.',
};

/** The quiz game's words. */
export const QUIZ_GAME_WORDS = {
  title: 'Quiz of Unforeseen Risks',
  intro: 'Odds, prices and the hidden costs of playing: how much do you know?',
};

/** The calculator's words. */
export const CALCULATOR_WORDS = {
  title: 'What does playing cost?',
  /** Keyed by the engine's game slugs (CALCULATOR_GAMES). */
  games: {
    powerball: 'Powerball',
    'mega-millions': 'Mega Millions',
    'classic-lotto': 'Classic Lotto',
    'rolling-cash-5': 'Rolling Cash 5',
    'pick-3': 'Pick 3',
    'pick-4': 'Pick 4',
    keno: 'Keno',
    'scratch-offs': 'Scratch-offs',
  },
  /** Keyed by the engine's question slugs. */
  questions: {
    game: 'Which game do you play most?',
    amount: 'How much do you usually spend each time you play?',
    frequency: 'How many times a week do you play?',
  },
  /** Keyed by the engine's periods. */
  periods: { weekly: 'week', monthly: 'month', yearly: 'year' },
};

/**
 * The nickname generator: three questions, each option with its own words. Question 1's options are the
 * name styles and their words the fallback names; the engine draws indexes into these lists, so their sizes
 * are the configuration's `wordCounts`.
 */
export const NICKNAME_WORDS = {
  title: 'Nickname Generator',
  questions: [
    {
      question: 'Pick a style of name.',
      options: [
        {
          label: 'An old-school fellow',
          words: [
            'Archie',
            'Barney',
            'Cliff',
            'Dex',
            'Eddie',
            'Frankie',
            'Gus',
            'Hank',
            'Iggy',
            'Jed',
            'Lenny',
            'Moe',
            'Ozzie',
            'Rusty',
          ],
        },
        {
          label: 'An old-school lady',
          words: ['Abbie', 'Birdie', 'Coco', 'Daisy', 'Effie', 'Hattie', 'Lulu', 'Mabel', 'Nell', 'Trixie'],
        },
      ],
    },
    {
      question: 'What do you keep in your pocket for luck?',
      options: [
        { label: 'A smooth pebble', words: ['Rocky', 'Pebbly', 'Solid', 'Stony'] },
        { label: 'A rabbit foot keychain', words: ['Hoppy', 'Bouncy', 'Fuzzy', 'Speedy'] },
        { label: 'A lucky coin', words: ['Silver', 'Jingly', 'Flippy', 'Golden'] },
        { label: 'Nothing: luck is overrated', words: ['Cool', 'Sensible', 'Steady', 'Clever'] },
      ],
    },
    {
      question: 'Your perfect Saturday?',
      options: [
        { label: 'Fishing at the lake', words: ['Angler', 'Paddler', 'Minnow', 'Skipper'] },
        { label: 'Cooking for friends', words: ['Chef', 'Noodle', 'Pancake', 'Dumpling'] },
        { label: 'Fixing something', words: ['Tinker', 'Wrench', 'Gadget', 'Sprocket'] },
        { label: 'A long nap', words: ['Snoozer', 'Pillow', 'Dozer', 'Slumber'] },
      ],
    },
  ],
};

/** The hobby generator: five questions for fun, and thirty hobbies in the order the engine's index counts. */
export const HOBBY_WORDS = {
  title: 'Hobby Generator',
  questions: [
    { question: 'What kind of break do you need?', options: ['Active', 'Creative', 'Curious', 'Quiet'] },
    { question: 'Where would you rather be?', options: ['Outside', 'At home', 'Anywhere'] },
    { question: 'Company?', options: ['Solo', 'One or two others', 'A whole group'] },
    { question: 'Favourite time of day?', options: ['Morning', 'Afternoon', 'Evening', 'Late night'] },
    { question: 'What would you like to get out of it?', options: ['Calm', 'Fitness', 'Friends', 'A skill'] },
  ],
  hobbies: [
    'walking a new route each week',
    'bird spotting',
    'keeping a daily journal',
    'pencil drawing',
    'growing herbs on a windowsill',
    'baking bread',
    'learning the harmonica',
    'stretching or yoga',
    'jogging',
    'crochet',
    'photographing your neighbourhood',
    'volunteering locally',
    'geocaching',
    'paper folding',
    'watching the night sky',
    'cooking from library cookbooks',
    'cycling',
    'a library book club',
    'dancing in the kitchen',
    'learning a new language',
    'hand lettering',
    'jigsaw puzzles',
    'swimming laps',
    'table tennis',
    'painting stones',
    'disc golf',
    'crosswords',
    'breathing meditation',
    'writing short poems',
    'juggling',
  ],
};
