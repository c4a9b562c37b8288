import type {
  CalculatorConfig,
  CalculatorGame,
  CalculatorGameSlug,
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
 * The amount choices in dollars, in display order: the ones every game offers where its ticket price
 * allows. Below the lowest of them, a game also offers {@link CALCULATOR_LOW_AMOUNTS} and
 * {@link CALCULATOR_LOW_PLAYS} (see {@link calculatorAmountsFor}).
 *
 * @public
 */
export const CALCULATOR_AMOUNTS: readonly number[] = [5, 10, 15, 20, 30, 40];

/**
 * Whole-dollar amounts offered below the lowest of {@link CALCULATOR_AMOUNTS}, where they buy whole plays of
 * a game: without them a player who spends $1 or $2 at a time could only pick $5 and would overstate
 * their spend.
 *
 * @public
 */
export const CALCULATOR_LOW_AMOUNTS: readonly number[] = [1, 2];

/**
 * Numbers of plays of a game's cheapest ticket offered as amounts below the lowest of
 * {@link CALCULATOR_AMOUNTS}: one ticket is always the lowest choice, and two tickets the next (Powerball
 * at $2 offers $2 and $4 before $10).
 *
 * @public
 */
export const CALCULATOR_LOW_PLAYS: readonly number[] = [1, 2];

// Prices are whole cents; comparing in cents keeps 0.5 x 3 exact.
const CENTS_PER_DOLLAR = 100;

function buysWholePlays(amount: number, price: number): boolean {
  const cents = Math.round(amount * CENTS_PER_DOLLAR);
  const priceCents = Math.round(price * CENTS_PER_DOLLAR);
  return priceCents > 0 && cents >= priceCents && cents % priceCents === 0;
}

/**
 * The amount choices for a game whose cheapest play costs `minPrice` dollars, ascending: from one ticket
 * up. Below the lowest of {@link CALCULATOR_AMOUNTS} it offers {@link CALCULATOR_LOW_PLAYS} tickets and
 * {@link CALCULATOR_LOW_AMOUNTS}; from there on, the amounts of {@link CALCULATOR_AMOUNTS}. Every choice
 * buys a whole number of the cheapest plays and none is below one ticket.
 *
 * @param minPrice - the cheapest single play, in dollars (whole cents)
 * @returns the amounts in dollars, ascending, without repeats; empty for a price that is not positive
 *
 * @example
 * ```ts
 * import { calculatorAmountsFor } from '@play-smart/engine/calculator';
 *
 * calculatorAmountsFor(2); // [2, 4, 10, 20, 30, 40]: Powerball cannot make $5 or $15
 * calculatorAmountsFor(0.5); // [0.5, 1, 2, 5, 10, 15, 20, 30, 40]
 * ```
 *
 * @public
 */
export function calculatorAmountsFor(minPrice: number): readonly number[] {
  const lowest = Math.min(...CALCULATOR_AMOUNTS);
  const low = [...CALCULATOR_LOW_PLAYS.map((plays) => plays * minPrice), ...CALCULATOR_LOW_AMOUNTS].filter(
    (amount) => amount < lowest,
  );
  const candidates = [...new Set([...low, ...CALCULATOR_AMOUNTS])].sort((a, b) => a - b);
  return candidates.filter((amount) => buysWholePlays(amount, minPrice));
}

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

function game(slug: CalculatorGameSlug, minPrice: number, maxPrice: number): CalculatorGame {
  return { slug, minPrice, maxPrice, amounts: calculatorAmountsFor(minPrice) };
}

/**
 * The games the calculator asks about and their prices per play, kept in one dated table so a price
 * change is a data edit. Each game's amounts follow from its cheapest play
 * ({@link calculatorAmountsFor}): from one ticket up, each a whole number of plays (Powerball at $2 a play
 * offers $2 and $4 and cannot make $5 or $15). Lucky for Life is left out because it was retired (last draw 21 Feb 2026), and
 * Millionaire for Life because its price is not yet confirmed.
 *
 * @public
 */
export const CALCULATOR_GAMES: CalculatorGameTable = {
  lastVerified: '2026-11-21',
  source: 'ohiolottery.com',
  games: [
    game('powerball', 2, 2),
    game('mega-millions', 5, 5),
    game('classic-lotto', 1, 1),
    game('rolling-cash-5', 1, 1),
    game('pick-3', 0.5, 1),
    game('pick-4', 0.5, 1),
    game('keno', 1, 20),
    game('scratch-offs', 1, 50),
  ],
};

/**
 * Every amount some game offers, ascending: what a form that does not ask for the game accepts, and the
 * options of the amount question (whose screen shows only the chosen game's).
 *
 * @public
 */
export const CALCULATOR_ANY_GAME_AMOUNTS: readonly number[] = [
  ...new Set(CALCULATOR_GAMES.games.flatMap((g) => g.amounts)),
].sort((a, b) => a - b);

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
    // The screen shows only the chosen game's (selectCalculatorAmounts).
    qSlug: 'amount',
    options: CALCULATOR_ANY_GAME_AMOUNTS.map((a) => ({ value: a })),
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
