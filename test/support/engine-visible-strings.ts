/**
 * Words a visitor saw on the site that the engine used to hold, collected from engine/ before they moved
 * to the front-end's words (views/<module>/<module>.words.ts and site/content/en). The engine returns codes,
 * keys and numbers; none of these strings may appear in its source again, nor in the built package.
 *
 * Grouped by the module that held them. Each string is long or particular enough not to occur by chance in
 * identifiers or comments (short words like 'Yoga' are left out for that reason).
 */
export const ENGINE_VISIBLE_STRINGS: Readonly<Record<string, readonly string[]>> = {
  'gambler-quiz': [
    'Take the Quiz',
    'Your score is:',
    'You are at',
    'get HELP/give HELP',
    'Most of the Time',
    'Almost Always',
    'High Risk',
    'Moderate Risk',
    'Low Risk',
    'No Risk',
  ],
  calculator: [
    'Start Calculating',
    'that money is enough for',
    'AT LEAST',
    'Start again',
    'GET HELP',
    'Which game do you play the most?',
    'How much do you usually spend each time you play?',
    'How many times a week do you play?',
    'Mega Millions',
    'Classic Lotto',
    'Rolling Cash 5',
    'Scratch-Offs',
    'times +',
    'A cup of coffee',
    'a month of home internet',
    'A warm winter coat',
    'a brand-new compact car',
    'a small starter home in some Ohio towns',
  ],
  'quiz-game': [
    'Quiz of Unforeseen Risks',
    'Game Over',
    'You Won!',
    'Play Again',
    'How to Play',
    'Answer as many questions as you can before the game clock runs out.',
    'A correct answer scores a point and brings the next question.',
    'to answer each question.',
    'you lose a life and the correct answer is shown.',
  ],
  'scroll-game': [
    'How far can you go? Scroll, swipe or press the down arrow to find out.',
    'pixels traveled',
    'I GIVE UP',
    'Done Playing?',
    'Keep scrolling to continue',
    'AT YOUR LIMIT?',
    'YOU TRAVELED',
    'which makes you a',
    'Star Commander.',
    'Sultan of Swipe.',
    'Super Scroller.',
    'Pixel Pro.',
    'Scroll Starter.',
    'Look at you go!',
    'Knowing when to stop is a skill too.',
    'You set the limit. Nobody else.',
  ],
  'nickname-generator': [
    'YOUR NICKNAME IS...',
    'Random Name',
    'First things first: which name style suits you?',
    'A classic guy name',
    'A four-leaf clover',
    'A penny found heads up',
    'How would you spend a free afternoon?',
    'Trailblazer',
    'Storyteller',
    'Fortuna',
  ],
  'hobby-generator': [
    'Start Game',
    'Your new hobby is',
    'You have a free hour. What sounds best?',
    'Out in the fresh air',
    'The more the merrier',
    'Pick a snack for the road.',
    'Something to show for it',
    'Birdwatching',
    'Learning the ukulele',
    'Joining a book club',
  ],
  'card-picker': [
    '#1 Quiz of Unforeseen Risks',
    '#2 The Scroll of Infinity',
    '#3 Nickname Generator',
    '#4 Hobby Generator',
    '#5 Gambler or Problem Gambler',
  ],
  myths: [
    'Get The Fact',
    'Get The Myth',
    'is due to hit.',
    'The bigger the jackpot, the better the odds of winning it.',
    'A near miss means a win is close.',
  ],
  modal: ['Video player - Press space to play/pause, arrow keys to seek', 'View In Modal'],
  forms: [
    'Oops! There are some errors.',
    'Valid email is required.',
    "Thanks. We've received your submission.",
    "Congrats! You've given your friend some hope.",
    'No email addresses are stored.',
    'Select One',
    'Optional',
    'is required.',
    'must be checked',
    'needs to have a valid date',
    'characters or fewer.',
    'must be one of the choices offered.',
    'Date of birth is required.',
    'Date of birth must have a valid date.',
    'You must agree to the privacy policy.',
    'ZIP code is required.',
    'Shirts can only be sent to Ohio addresses.',
    'Choose one of the shirt sizes.',
    'You must be at least 18 years old to request a shirt.',
    'Enter an Ohio ZIP code. Shirts are for Ohio residents only.',
    'X-Large',
  ],
  'shared between games': ['Try Again'],
};

/** Every string of {@link ENGINE_VISIBLE_STRINGS}, flattened. */
export const ENGINE_VISIBLE_STRING_LIST: readonly string[] = Object.values(ENGINE_VISIBLE_STRINGS).flat();

/**
 * The visible strings that occur in a text, e.g. one source file or one built chunk of the package.
 *
 * @param text - the text to search
 * @returns the strings found, in list order
 */
export function engineVisibleStringsIn(text: string): string[] {
  return ENGINE_VISIBLE_STRING_LIST.filter((words) => text.includes(words));
}
