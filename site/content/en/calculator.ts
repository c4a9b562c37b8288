import { CALCULATOR_QUESTIONS, CALCULATOR_TEXT, type CalculatorQuestionSlug } from '../../../engine';
import type { CalculatorContent } from '../../../views/calculator';
import { HELP_PATH, OHIO_HELPLINE, OHIO_LIVE_CHAT_URL } from '../help';

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

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The cost calculator's words in English. The spec strings and the questions come from the engine's
 * CALCULATOR_TEXT and CALCULATOR_QUESTIONS; the help facts from site/content/help.ts.
 */
export const CALCULATOR_CONTENT: CalculatorContent = {
  title: 'The Costulator',
  intro: [
    'A couple of dollars here and there doesn’t feel like much. Three quick questions show what your play adds up to over a week, a month and a year.',
    'Nothing you choose is sent or saved.',
  ],
  picture: {
    src: '/images/costulator/title.svg',
    width: 320,
    height: 240,
    alt: 'A calendar beside a jar filling up with coins',
  },
  start: CALCULATOR_TEXT.start,
  questionNumber: (n) => `Question ${n}`,
  questionOf: (count) => ` of ${count}`,
  questions: Object.fromEntries(CALCULATOR_QUESTIONS.map((q) => [q.qSlug, q.question])) as Record<
    CalculatorQuestionSlug,
    string
  >,
  money: (dollars) =>
    Number.isInteger(dollars) ? wholeDollars().format(dollars) : dollarsAndCents().format(dollars),
  priceHint: (min, max) => (min === max ? `${min} a play` : `${min} to ${max} a play`),
  pricesChecked: (isoDate) => `Ticket prices as of ${longDate().format(new Date(`${isoDate}T00:00:00Z`))}.`,
  back: CALCULATOR_TEXT.back,
  spendLead: 'You spend',
  atLeast: CALCULATOR_TEXT.atLeast,
  spendPer: (per, game) => `${per} on ${game}`,
  periodsLabel: 'Show the cost for',
  periods: {
    weekly: { button: 'Weekly', per: 'a week', bar: 'A week' },
    monthly: { button: 'Monthly', per: 'a month', bar: 'A month' },
    yearly: { button: 'Yearly', per: 'a year', bar: 'A year' },
  },
  chartCaption: 'What you spend in a week, a month and a year, drawn to scale',
  enoughFor: capitalised(CALCULATOR_TEXT.enoughFor),
  smallSpend: 'Small amounts add up. Look at a month or a year to see how.',
  startAgain: CALCULATOR_TEXT.startAgain,
  getHelp: CALCULATOR_TEXT.getHelp,
  helpPath: HELP_PATH,
  helpIntro:
    'If that number worries you, you are not alone. Talking to someone is free and confidential, day or night.',
  helpline: OHIO_HELPLINE,
  liveChat: { href: OHIO_LIVE_CHAT_URL, label: 'Chat with someone online' },
};
