// @ts-check
import { readFileSync } from 'node:fs';
import {
  CALCULATOR_DEFAULT_PERIOD,
  CALCULATOR_FREQUENCIES,
  CALCULATOR_GAMES,
  CALCULATOR_PERIOD_MULTIPLIERS,
  calculator,
  calculatorGameBySlug,
  calculatorIsTopChoice,
  selectCalculatorCanGoBack,
  selectCalculatorOptions,
  selectCalculatorQuestion,
  selectCalculatorQuestionNumber,
  selectCalculatorShowsAtLeast,
  selectCalculatorShowsEnoughFor,
  selectCalculatorSpend,
  selectCalculatorSpendsByPeriod,
  selectCalculatorTier,
} from '@play-smart/engine/calculator';
import { createDriver } from '@play-smart/engine/driver';
import { playThrough, terminalRuntime } from '../engine-run.js';
import { UsageError, say } from '../io.js';
import { CALCULATOR_WORDS as W } from '../words.js';

/** @typedef {import('@play-smart/engine/calculator').CalculatorState} State */
/** @typedef {import('@play-smart/engine/calculator').CalculatorPeriod} Period */

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/**
 * What each tier's money is enough for, from dated public prices: the site's facts file
 * (site/content/calculator-prices.json), shipped here as a copy that the repository's tests keep equal.
 *
 * @type {{ lastVerified: string, tiers: { tier: number, price: number, item: { en: string },
 *   source: { name: { en: string }, url: string }, asOf: string }[] }}
 */
const PRICES = JSON.parse(readFileSync(new URL('../calculator-prices.json', import.meta.url), 'utf8'));
const ITEMS = new Map(PRICES.tiers.map((fact) => [fact.tier, fact]));

/** A price: whole dollars, or dollars and cents. */
const price = (/** @type {number} */ value) =>
  Number.isInteger(value)
    ? dollars.format(value)
    : value.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
/** A price's date, YYYY-MM-DD or YYYY-MM, spelled out. */
const spelled = (/** @type {string} */ asOf) =>
  asOf.length === 7
    ? monthYear.format(new Date(`${asOf}-01T00:00:00Z`))
    : day.format(new Date(`${asOf}T00:00:00Z`));

/** The periods the engine knows, in its order. */
export const PERIODS = /** @type {Period[]} */ (Object.keys(CALCULATOR_PERIOD_MULTIPLIERS));
/** The games the engine knows, in its order. */
export const GAMES = CALCULATOR_GAMES.games.map((g) => g.slug);

/**
 * How an option reads.
 *
 * @param {import('@play-smart/engine/calculator').CalculatorQuestionSlug} slug
 * @param {string | number} value
 */
function optionWords(slug, value) {
  const more = calculatorIsTopChoice(slug, value) ? ' or more' : '';
  if (slug === 'game') return W.games[/** @type {keyof typeof W.games} */ (value)] ?? String(value);
  if (slug === 'amount') return `${dollars.format(Number(value))}${more} each time`;
  return `${value}${more} ${value === 1 ? 'time' : 'times'} a week`;
}

/** @param {State} state */
function printResult(state) {
  const spend = selectCalculatorSpend(state);
  if (spend === null) throw new Error('the calculator has not reached its result');
  const floor = selectCalculatorShowsAtLeast(state) ? 'at least ' : '';
  const game = state.answers.game === null ? '' : W.games[state.answers.game];
  const { amount, frequency } = state.answers;
  /** @type {(slug: 'amount' | 'frequency', value: number | null) => string} */
  const more = (slug, value) => (value !== null && calculatorIsTopChoice(slug, value) ? ' or more' : '');
  say(
    `${game}: ${dollars.format(amount ?? 0)}${more('amount', amount)} a play, ` +
      `${frequency ?? 0}${more('frequency', frequency)} times a week`,
  );
  say(`Total per ${W.periods[state.period]}: ${floor}${dollars.format(spend)}`);
  // A tier the facts have no item for falls back to the one below that has one.
  const tier = selectCalculatorTier(state, (t) => ITEMS.has(t.cost));
  const fact = tier === null ? undefined : ITEMS.get(tier.cost);
  if (fact !== undefined && selectCalculatorShowsEnoughFor(state)) {
    say(`That is enough for ${fact.item.en} (${price(fact.price)}).`);
    say(`Price: ${fact.source.name.en} (${fact.source.url}), as of ${spelled(fact.asOf)}.`);
  }
}

/**
 * `calculator --game powerball --amount 10 --frequency 2 --period yearly`.
 *
 * @param {{ game?: string, amount?: string, frequency?: string, period?: string }} options
 */
export function scriptedCalculator({ game, amount, frequency, period }) {
  if (game === undefined || amount === undefined || frequency === undefined || period === undefined) {
    throw new UsageError(
      'calculator needs all of --game, --amount, --frequency and --period (or none, to ask)',
    );
  }
  const table = calculatorGameBySlug(game);
  if (table === undefined) throw new UsageError(`unknown --game "${game}": use one of ${GAMES.join(', ')}`);
  const amountValue = Number(amount);
  if (!/^\d+(\.\d+)?$/.test(amount) || !table.amounts.includes(amountValue)) {
    throw new UsageError(`--amount for ${game} must be one of ${table.amounts.join(', ')}, got "${amount}"`);
  }
  const frequencyValue = Number(frequency);
  if (!/^\d+$/.test(frequency) || !CALCULATOR_FREQUENCIES.includes(frequencyValue)) {
    throw new UsageError(
      `--frequency must be one of ${CALCULATOR_FREQUENCIES.join(', ')}, got "${frequency}"`,
    );
  }
  if (!PERIODS.includes(/** @type {Period} */ (period))) {
    throw new UsageError(`unknown --period "${period}": use one of ${PERIODS.join(', ')}`);
  }
  /** @type {import('@play-smart/engine/calculator').CalculatorEvent[]} */
  const events = [
    { type: 'start' },
    { type: 'answerSelected', option: game },
    { type: 'answerSelected', option: amountValue },
    { type: 'answerSelected', option: frequencyValue },
  ];
  // The result screen opens on the default period (yearly); choosing it again would change nothing.
  if (period !== CALCULATOR_DEFAULT_PERIOD) {
    events.push({ type: 'periodSelected', period: /** @type {Period} */ (period) });
  }
  printResult(playThrough(calculator, {}, 0, events));
  return 0;
}

/**
 * The calculator's three questions, with Back, then the spend per week, month and year.
 *
 * @param {import('../io.js').Terminal} term
 */
export async function interactiveCalculator(term) {
  const calc = createDriver(calculator, {}, terminalRuntime());
  calc.start();
  say(`\n${W.title}`);
  calc.send({ type: 'start' });
  try {
    while (calc.store.getState().stage === 'gameplay') {
      const state = calc.store.getState();
      const { qSlug } = selectCalculatorQuestion(state);
      const options = selectCalculatorOptions(state);
      say(`\nQuestion ${selectCalculatorQuestionNumber(state)} of 3: ${W.questions[qSlug]}`);
      for (const [i, o] of options.entries()) say(`  ${i + 1}) ${optionWords(qSlug, o.value)}`);
      const back = selectCalculatorCanGoBack(state);
      if (back) say('  b) back');
      const line = await term.ask(`Your choice (1-${options.length}${back ? ' or b' : ''}):`);
      if (line === null) return 1;
      const chosen = options[Number(line) - 1];
      if (back && line.toLowerCase() === 'b') calc.send({ type: 'back' });
      else if (/^\d+$/.test(line) && chosen) calc.send({ type: 'answerSelected', option: chosen.value });
      else say('That is not one of the choices.');
    }
    const state = calc.store.getState();
    const spends = selectCalculatorSpendsByPeriod(state);
    say('');
    printResult(state);
    if (spends !== null) {
      const floor = selectCalculatorShowsAtLeast(state) ? 'at least ' : '';
      for (const period of PERIODS)
        say(`  per ${W.periods[period]}: ${floor}${dollars.format(spends[period])}`);
    }
    return 0;
  } finally {
    calc.stop();
  }
}
