import type {
  CalculatorConfig,
  CalculatorGameTable,
  CalculatorPeriod,
  CalculatorQuestion,
  CalculatorTier,
} from './calculator.types';

/** The calculator's slug, used in logs and benchmarks. */
export const CALCULATOR_SLUG = 'calculator';

/** The amount choices in dollars, in display order (SPEC.md section 5 "Calculator choices"). */
export const CALCULATOR_AMOUNTS: readonly number[] = [5, 10, 15, 20, 30, 40];

/** The frequency choices in times per week, 20 standing for '20 times +' (SPEC.md section 5). */
export const CALCULATOR_FREQUENCIES: readonly number[] = [1, 2, 5, 7, 10, 20];

/**
 * The top choices: picking either makes the result a floor, shown with 'AT LEAST' (SPEC.md section 9:
 * "the top amount ($40) or '20 times +'").
 */
export const CALCULATOR_AT_LEAST_CHOICES = { amount: 40, frequency: 20 } as const;

/** The 'that money is enough for' line shows only when the spend exceeds this many dollars (SPEC.md section 9). */
export const CALCULATOR_ENOUGH_FOR_ABOVE = 14;

/** How many weeks each period counts (SPEC.md section 3 "Multipliers"; section 9). */
export const CALCULATOR_PERIOD_MULTIPLIERS: Readonly<Record<CalculatorPeriod, number>> = {
  weekly: 1,
  monthly: 4,
  yearly: 52,
};

/** The period the end screen starts on (SPEC.md section 4: "The default period at the end is yearly"). */
export const CALCULATOR_DEFAULT_PERIOD: CalculatorPeriod = 'yearly';

/** The score before any answer: the empty product (SPEC.md section 4: "resets the score to 1"). */
export const CALCULATOR_START_SCORE = 1;

/** The analytics event pushed at the end (SPEC.md sections 4 and 7). It carries no amounts. */
export const CALCULATOR_END_EVENT = 'costulator_end';

/** The screen texts (SPEC.md sections 2, 4 and 9 "Calculator"). */
export const CALCULATOR_TEXT = {
  /** The intro's button. */
  start: 'Start Calculating',
  /** The question screens' button that returns one question. */
  back: 'Back',
  /** Introduces the result tier; shown only when the spend exceeds $14. */
  enoughFor: 'that money is enough for',
  /** Marks the spend as a floor when the top amount or '20 times +' was chosen. */
  atLeast: 'AT LEAST',
  /** The end screen's button that starts a fresh run. */
  startAgain: 'Start again',
  /** The end screen's link to the help page. */
  getHelp: 'GET HELP',
} as const;

/** Focus targets the calculator asks the view to move focus to. */
export const CALCULATOR_FOCUS = { question: 'calculator:question', result: 'calculator:result' } as const;

/** The configuration used when a host gives none. */
export const CALCULATOR_DEFAULTS: CalculatorConfig = { defaultPeriod: CALCULATOR_DEFAULT_PERIOD };

/**
 * The games the calculator asks about and their prices per play, kept in one dated table so a price
 * change is a data edit (CONTENT.md "Ticket prices"). Each game's amounts are the choices from
 * {@link CALCULATOR_AMOUNTS} that buy a whole number of its cheapest plays: Powerball at $2 a play
 * cannot make $5 or $15. Lucky for Life is left out because it was retired (last draw 21 Feb 2026), and
 * Millionaire for Life because its price is not yet confirmed.
 */
export const CALCULATOR_GAMES: CalculatorGameTable = {
  lastVerified: '2026-11-21',
  source: 'CONTENT.md "Ticket prices (per play) and odds" (ohiolottery.com)',
  games: [
    { slug: 'powerball', label: 'Powerball', minPrice: 2, maxPrice: 2, amounts: [10, 20, 30, 40] },
    {
      slug: 'mega-millions',
      label: 'Mega Millions',
      minPrice: 5,
      maxPrice: 5,
      amounts: [5, 10, 15, 20, 30, 40],
    },
    {
      slug: 'classic-lotto',
      label: 'Classic Lotto',
      minPrice: 1,
      maxPrice: 1,
      amounts: [5, 10, 15, 20, 30, 40],
    },
    {
      slug: 'rolling-cash-5',
      label: 'Rolling Cash 5',
      minPrice: 1,
      maxPrice: 1,
      amounts: [5, 10, 15, 20, 30, 40],
    },
    { slug: 'pick-3', label: 'Pick 3', minPrice: 0.5, maxPrice: 1, amounts: [5, 10, 15, 20, 30, 40] },
    { slug: 'pick-4', label: 'Pick 4', minPrice: 0.5, maxPrice: 1, amounts: [5, 10, 15, 20, 30, 40] },
    { slug: 'keno', label: 'KENO', minPrice: 1, maxPrice: 20, amounts: [5, 10, 15, 20, 30, 40] },
    {
      slug: 'scratch-offs',
      label: 'Scratch-Offs',
      minPrice: 1,
      maxPrice: 50,
      amounts: [5, 10, 15, 20, 30, 40],
    },
  ],
};

/** The three questions in order: game, amount, frequency (SPEC.md sections 3 and 4 "Calculator"). */
export const CALCULATOR_QUESTIONS: readonly CalculatorQuestion[] = [
  {
    question: 'Which game do you play the most?',
    qSlug: 'game',
    options: CALCULATOR_GAMES.games.map((g) => ({ value: g.slug, label: g.label, amounts: g.amounts })),
  },
  {
    question: 'How much do you usually spend each time you play?',
    qSlug: 'amount',
    options: CALCULATOR_AMOUNTS.map((a) => ({ value: a, label: `$${a}` })),
  },
  {
    question: 'How many times a week do you play?',
    qSlug: 'frequency',
    options: CALCULATOR_FREQUENCIES.map((f) => ({ value: f, label: frequencyLabel(f) })),
  },
];

function frequencyLabel(times: number): string {
  if (times === CALCULATOR_AT_LEAST_CHOICES.frequency) return `${times} times +`;
  return times === 1 ? '1 time' : `${times} times`;
}

/** The 23 tier costs in dollars, ascending (SPEC.md section 9). */
export const CALCULATOR_TIER_COSTS = [
  0, 15, 25, 40, 60, 90, 91, 125, 250, 300, 480, 550, 1250, 2000, 3000, 4000, 5000, 6000, 10000, 25000, 35000,
  55000, 80000,
] as const;

type TierCost = (typeof CALCULATOR_TIER_COSTS)[number];
type TierContent = readonly [name: string, alt: string, text: string];

// What each tier's money could buy. Every item costs no more than its tier (rough 2025-26 U.S. and Ohio
// prices), so 'that money is enough for' stays true for any spend that reaches the tier. Keyed by cost so
// the compiler checks that every spec cost has exactly one entry.
const TIER_CONTENT: Readonly<Record<TierCost, TierContent>> = {
  0: ['coffee', 'A cup of coffee', 'a coffee with a friend'],
  15: ['pizza', 'A large pizza', 'a large pizza to share'],
  25: ['movie', 'A movie ticket and a bucket of popcorn', 'a movie night: a ticket and popcorn'],
  40: ['gas', 'A gas pump nozzle', 'a tank of gas for a compact car'],
  60: ['internet', 'A wireless router', 'a month of home internet'],
  90: ['groceries-week', 'A bag of groceries', 'a week of groceries for one person'],
  91: ['coat', 'A warm winter coat', 'a warm winter coat'],
  125: ['boots', 'A pair of work boots', 'a sturdy pair of work boots'],
  250: ['bicycle', 'A bicycle', 'a new bicycle'],
  300: ['groceries-month', 'A full grocery cart', 'a month of groceries for one person on a budget'],
  480: ['laptop', 'A laptop computer', 'a new laptop for school or work'],
  550: ['washer', 'A washing machine', 'a new washing machine'],
  1250: [
    'apartment',
    'An apartment building',
    "a month's rent on a one-bedroom apartment in most Ohio cities",
  ],
  2000: ['road-trip', 'A packed car on the open road', 'a week-long family road trip'],
  3000: ['sofa', 'A sofa', 'new living-room furniture'],
  4000: ['community-college', 'A graduation cap', 'a year of tuition at many Ohio community colleges'],
  5000: ['airplane', 'An airplane', 'a week abroad for two, flights included'],
  6000: ['car-costs', 'A car key', 'a year of gas, insurance and upkeep for a car'],
  10000: ['used-car', 'A used car', 'a dependable used car'],
  25000: [
    'university',
    'A university building',
    'a year at many Ohio public universities, with room and board',
  ],
  35000: ['new-car', 'A new car with a bow on top', 'a brand-new compact car'],
  55000: ['down-payment', 'A house key', 'a 20% down payment on a typical Ohio home'],
  80000: ['starter-home', 'A small house', 'a small starter home in some Ohio towns'],
};

/** Where the tier pictures live. */
export const CALCULATOR_TIER_IMAGE_DIR = '/images/costulator';

/**
 * The 23 result tiers, ascending by cost (SPEC.md sections 3 and 9): each says, concretely, what the money
 * could buy instead.
 */
export const CALCULATOR_TIERS: readonly CalculatorTier[] = CALCULATOR_TIER_COSTS.map((cost) => {
  const [name, alt, text] = TIER_CONTENT[cost];
  return { cost, image: `${CALCULATOR_TIER_IMAGE_DIR}/${name}.svg`, alt, text };
});
