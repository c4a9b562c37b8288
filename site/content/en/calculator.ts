import type { CalculatorContent } from '../../../views/calculator';
import { HELP_PATH, OHIO_RESPONSIBLE_GAMBLING_URL } from '../help';
import tierWords from '../calculator-prices.json?language=en';
import { OHIO_HELPLINE } from './helplines';

/**
 * Made on first use, not when the page's code loads: building an Intl formatter took about 100 ms at
 * Lighthouse's 4x CPU slowdown, all of it blocking the cost calculator page right after its first paint,
 * whose first screen formats nothing.
 */
function lazily<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const wholeDollars = lazily(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
);
const dollarsAndCents = lazily(() => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }));
const longDate = lazily(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }));
const monthYear = lazily(
  () => new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);
/** An ISO date (YYYY-MM-DD) spelled out: 'November 21, 2026'. */
const spelledDate = (isoDate: string): string => longDate().format(new Date(`${isoDate}T00:00:00Z`));
/** A day (YYYY-MM-DD) or a month (YYYY-MM) spelled out: 'October 27, 2025', 'September 2025'. */
const spelledDay = (asOf: string): string =>
  asOf.length === 7 ? monthYear().format(new Date(`${asOf}-01T00:00:00Z`)) : spelledDate(asOf);

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The cost calculator's words in English; the button words, questions, games and result lines are fixed
 * by the product spec, the help facts come from site/content/help.ts.
 */
export const CALCULATOR_CONTENT: CalculatorContent = {
  title: 'The Costulator',
  intro: [
    'A couple of dollars here and there doesn’t feel like much. Three quick questions show what your play adds up to over a week, a month (4 weeks) and a year.',
    'Nothing you choose is sent or saved. The page only notes that a calculation ended, for site statistics.',
  ],
  picture: {
    src: '/images/costulator/title.svg',
    width: 320,
    height: 240,
    alt: 'A calendar beside a jar filling up with coins',
  },
  start: 'Start Calculating',
  questionProgress: (n, count) => `Question ${n} of ${count}`,
  questions: {
    game: 'Which game do you play the most?',
    amount: 'How much do you usually spend each time you play?',
    frequency: 'How many times a week do you play?',
  },
  games: {
    powerball: 'Powerball',
    'mega-millions': 'Mega Millions',
    'classic-lotto': 'Classic Lotto',
    'rolling-cash-5': 'Rolling Cash 5',
    'pick-3': 'Pick 3',
    'pick-4': 'Pick 4',
    keno: 'KENO',
    'scratch-offs': 'Scratch-Offs',
  },
  frequency: (times, orMore) => (orMore ? `${times} times +` : times === 1 ? '1 time' : `${times} times`),
  // What each tier's money is enough for, with the public price it rests on and its date: this language's
  // words from the dated facts file site/content/calculator-prices.json (the build picks them out).
  tiers: tierWords,
  money: (dollars) =>
    Number.isInteger(dollars) ? wholeDollars().format(dollars) : dollarsAndCents().format(dollars),
  priceHint: (min, max) => (min === max ? `${min} a play` : `${min} to ${max} a play`),
  pricesChecked: (isoDate) => `Ticket prices as of ${spelledDate(isoDate)}.`,
  back: 'Back',
  spendLead: 'You spend',
  atLeast: 'AT LEAST',
  spendPer: (per, game) => `${per} on ${game}`,
  periodsLabel: 'Show the cost for',
  periods: {
    weekly: { button: 'Weekly', per: 'a week', bar: 'A week' },
    // The calculator's month is 4 weeks (4 x the weekly spend): the amount's line and the bar say so; the
    // switch's button is one word, so the switch stays one line on a 320px screen.
    monthly: { button: 'Monthly', per: 'a month (4 weeks)', bar: 'A month (4\u00a0weeks)' },
    yearly: { button: 'Yearly', per: 'a year', bar: 'A year' },
  },
  chartCaption: 'What you spend in a week, a month (4 weeks) and a year, drawn to scale',
  enoughFor: capitalised('that money is enough for'),
  enoughForItem: (text, price) => `${text} (${price})`,
  priceLabel: 'Price:',
  priceAfterSource: (asOf) => `, as of ${spelledDay(asOf)}.`,
  smallSpend: 'Small amounts add up. Look at a month (4 weeks) or a year to see how.',
  startAgain: 'Start again',
  getHelp: 'GET HELP',
  helpPath: HELP_PATH,
  helpIntro:
    'If that number worries you, you are not alone. Talking to someone is free and confidential, day or night.',
  helpline: OHIO_HELPLINE,
  liveChat: {
    href: OHIO_RESPONSIBLE_GAMBLING_URL,
    label: 'Ohio’s responsible gambling page (it offers live chat)',
  },
};
