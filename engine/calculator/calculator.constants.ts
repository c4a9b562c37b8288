import type {
  CalculatorConfig,
  CalculatorGameTable,
  CalculatorPeriod,
  CalculatorQuestion,
  CalculatorTier,
  CalculatorTierKey,
} from './calculator.types';

/**
 * The calculator's slug, used in logs and benchmarks.
 *
 * @public
 */
export const CALCULATOR_SLUG = 'calculator';

/**
 * The amount choices in dollars, in display order.
 *
 * @public
 */
export const CALCULATOR_AMOUNTS: readonly number[] = [5, 10, 15, 20, 30, 40];

/**
 * The frequency choices in times per week, 20 standing for 20 or more.
 *
 * @public
 */
export const CALCULATOR_FREQUENCIES: readonly number[] = [1, 2, 5, 7, 10, 20];

/**
 * The top choices: picking either makes the result a floor, since the visitor may spend more (the top amount, $40, or the top frequency, 20 times or more a week).
 *
 * @public
 */
export const CALCULATOR_AT_LEAST_CHOICES = { amount: 40, frequency: 20 } as const;

/**
 * The line saying what the money is enough for shows only when the spend exceeds this many dollars.
 *
 * @public
 */
export const CALCULATOR_ENOUGH_FOR_ABOVE = 14;

/**
 * The periods in the order a front-end shows their choices: weekly, monthly, yearly.
 *
 * @public
 */
export const CALCULATOR_PERIODS: readonly CalculatorPeriod[] = ['weekly', 'monthly', 'yearly'];

/**
 * How many weeks each period counts.
 *
 * @public
 */
export const CALCULATOR_PERIOD_MULTIPLIERS: Readonly<Record<CalculatorPeriod, number>> = {
  weekly: 1,
  monthly: 4,
  yearly: 52,
};

/**
 * The period the end screen starts on ("The default period at the end is yearly").
 *
 * @public
 */
export const CALCULATOR_DEFAULT_PERIOD: CalculatorPeriod = 'yearly';

/**
 * The score before any answer: the empty product ("resets the score to 1").
 *
 * @public
 */
export const CALCULATOR_START_SCORE = 1;

/**
 * The analytics event pushed at the end. It carries no amounts.
 *
 * @public
 */
export const CALCULATOR_END_EVENT = 'costulator_end';

/**
 * Focus targets the calculator asks the view to move focus to.
 *
 * @public
 */
export const CALCULATOR_FOCUS = { question: 'calculator:question', result: 'calculator:result' } as const;

/**
 * The configuration used when a host gives none.
 *
 * @public
 */
export const CALCULATOR_DEFAULTS: CalculatorConfig = { defaultPeriod: CALCULATOR_DEFAULT_PERIOD };

/**
 * The games the calculator asks about and their prices per play, kept in one dated table so a price
 * change is a data edit. Each game's amounts are the choices from
 * {@link CALCULATOR_AMOUNTS} that buy a whole number of its cheapest plays: Powerball at $2 a play
 * cannot make $5 or $15. Lucky for Life is left out because it was retired (last draw 21 Feb 2026), and
 * Millionaire for Life because its price is not yet confirmed.
 *
 * @public
 */
export const CALCULATOR_GAMES: CalculatorGameTable = {
  lastVerified: '2026-11-21',
  source: 'ohiolottery.com',
  games: [
    { slug: 'powerball', minPrice: 2, maxPrice: 2, amounts: [10, 20, 30, 40] },
    {
      slug: 'mega-millions',
      minPrice: 5,
      maxPrice: 5,
      amounts: [5, 10, 15, 20, 30, 40],
    },
    {
      slug: 'classic-lotto',
      minPrice: 1,
      maxPrice: 1,
      amounts: [5, 10, 15, 20, 30, 40],
    },
    {
      slug: 'rolling-cash-5',
      minPrice: 1,
      maxPrice: 1,
      amounts: [5, 10, 15, 20, 30, 40],
    },
    { slug: 'pick-3', minPrice: 0.5, maxPrice: 1, amounts: [5, 10, 15, 20, 30, 40] },
    { slug: 'pick-4', minPrice: 0.5, maxPrice: 1, amounts: [5, 10, 15, 20, 30, 40] },
    { slug: 'keno', minPrice: 1, maxPrice: 20, amounts: [5, 10, 15, 20, 30, 40] },
    {
      slug: 'scratch-offs',
      minPrice: 1,
      maxPrice: 50,
      amounts: [5, 10, 15, 20, 30, 40],
    },
  ],
};

/**
 * The three questions in order: game, amount, frequency.
 *
 * @public
 */
export const CALCULATOR_QUESTIONS: readonly CalculatorQuestion[] = [
  {
    qSlug: 'game',
    options: CALCULATOR_GAMES.games.map((g) => ({ value: g.slug, amounts: g.amounts })),
  },
  {
    qSlug: 'amount',
    options: CALCULATOR_AMOUNTS.map((a) => ({ value: a })),
  },
  {
    qSlug: 'frequency',
    options: CALCULATOR_FREQUENCIES.map((f) => ({ value: f })),
  },
];

/**
 * The 23 tier costs in dollars, ascending.
 *
 * @public
 */
export const CALCULATOR_TIER_COSTS = [
  0, 15, 25, 40, 60, 90, 91, 125, 250, 300, 480, 550, 1250, 2000, 3000, 4000, 5000, 6000, 10000, 25000, 35000,
  55000, 80000,
] as const;

type TierCost = (typeof CALCULATOR_TIER_COSTS)[number];

// A stable key per tier, named after the item the first site's dated price facts give for it (the
// front-end holds the item, its price and source, its words and its picture); a tier it has no item for
// falls back to the one below (calculatorTierFor). Keyed by cost so the compiler checks that every tier cost
// has exactly one key.
const TIER_KEYS: Readonly<Record<TierCost, CalculatorTierKey>> = {
  0: 'state-park',
  15: 'gas-5-gallons',
  25: 'fishing-license',
  40: 'gas-tank',
  60: 'groceries-week-woman',
  90: 'groceries-week-man',
  91: 'national-parks-pass',
  125: 'baby-food-month',
  250: 'groceries-month-woman',
  300: 'groceries-month-man',
  480: 'groceries-two-weeks-family',
  550: 'groceries-two-months-woman',
  1250: 'groceries-month-family',
  2000: 'groceries-eight-weeks-family',
  3000: 'groceries-year-woman',
  4000: 'groceries-year-man',
  5000: 'regional-campus-semester',
  6000: 'groceries-two-years-woman',
  10000: 'regional-campus-year',
  25000: 'regional-campus-two-years',
  35000: 'ohio-state-first-year',
  55000: 'ohio-state-four-years-tuition',
  80000: 'ohio-state-two-years',
};

/**
 * The 23 result tiers, ascending by cost: each says, concretely, what the money
 * could buy instead.
 *
 * @public
 */
export const CALCULATOR_TIERS: readonly CalculatorTier[] = CALCULATOR_TIER_COSTS.map((cost) => ({
  cost,
  key: TIER_KEYS[cost],
}));
