import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CALCULATOR_FOCUS,
  CALCULATOR_GAMES,
  calculator,
  type CalculatorEvent,
  type CalculatorPeriod,
  type CalculatorState,
} from '@play-smart/engine';
import { CALCULATOR_CONTENT as content } from '../../site/content/en/calculator';
import { CALCULATOR_CONTENT as spanish } from '../../site/content/es/calculator';
import { connectCalculator } from '../../views/calculator';

const publicDir = join(import.meta.dirname, '../../site/public');

function recorder() {
  const sent: CalculatorEvent[] = [];
  return { sent, send: (e: CalculatorEvent) => sent.push(e) };
}

function play(values: readonly (string | number)[], period?: CalculatorPeriod): CalculatorState {
  let state = calculator.step(calculator.init({}, 0, 1).state, { type: 'start', at: 0 }).state;
  for (const value of values)
    state = calculator.step(state, { type: 'answerSelected', option: value, at: 0 }).state;
  return period === undefined
    ? state
    : calculator.step(state, { type: 'periodSelected', period, at: 0 }).state;
}

/** An end screen at an exact weekly spend, to probe the $14 line (no real answers make $14). */
function weeklyEndAt(score: number): CalculatorState {
  return { ...play(['classic-lotto', 5, 1], 'weekly'), score };
}

/** The line's text for a tier: its item and price, as the English content words them. */
function tierText(cost: number): string {
  const words = content.tiers[cost];
  if (words === undefined) throw new Error(`no words for the $${cost} tier`);
  return content.enoughForItem(words.text, content.money(words.price));
}

describe('connectCalculator: intro and questions', () => {
  it('starts on the intro with Start Calculating', () => {
    const { sent, send } = recorder();
    const api = connectCalculator(calculator.init({}, 0, 1).state, send, content);
    expect(api.question).toBeNull();
    expect(api.result).toBeNull();
    expect(api.intro.start.label).toBe('Start Calculating');
    api.intro.start.props.onClick();
    expect(sent).toEqual([{ type: 'start' }]);
  });

  it('lists the games with their price per play and the date the prices were checked, with no Back', () => {
    const { sent, send } = recorder();
    const q = connectCalculator(play([]), send, content).question;
    expect(q?.progress).toEqual({ label: 'Question 1 of 3', current: 1, count: 3 });
    expect(q?.heading['data-focus']).toBe(CALCULATOR_FOCUS.question);
    expect(q?.back).toBeNull();
    expect(q?.options.map((o) => o.label)).toEqual(CALCULATOR_GAMES.games.map((g) => content.games[g.slug]));
    expect(q?.options.find((o) => o.label === 'Powerball')?.hint).toBe('$2 a play');
    expect(q?.options.find((o) => o.label === 'Pick 3')?.hint).toBe('$0.50 to $1 a play');
    expect(q?.note).toBe(`Ticket prices as of November 21, 2026.`);
    expect(CALCULATOR_GAMES.lastVerified).toBe('2026-11-21');
    q?.options[0]?.props.onClick();
    expect(sent).toEqual([{ type: 'answerSelected', option: 'powerball' }]);
  });

  it("offers only the chosen game's amounts in dollars, with a Back button", () => {
    const { sent, send } = recorder();
    const q = connectCalculator(play(['powerball']), send, content).question;
    expect(q?.progress.label).toBe('Question 2 of 3');
    expect(q?.options.map((o) => o.label)).toEqual(['$2', '$4', '$10', '$20', '$30', '$40']);
    expect(q?.note).toBeNull();
    expect(q?.back?.label).toBe('Back');
    q?.back?.props.onClick();
    q?.options[1]?.props.onClick();
    expect(sent).toEqual([{ type: 'back' }, { type: 'answerSelected', option: 4 }]);
    expect(connectCalculator(play(['pick-3']), send, content).question?.options[0]?.label).toBe('$0.50');
    expect(connectCalculator(play(['keno']), send, content).question?.options.map((o) => o.label)).toEqual([
      '$1',
      '$2',
      '$5',
      '$10',
      '$15',
      '$20',
      '$30',
      '$40',
    ]);
  });

  it("asks how often with the engine's labels, up to '20 times +'", () => {
    const q = connectCalculator(play(['keno', 5]), recorder().send, content).question;
    expect(q?.options.map((o) => o.label)).toEqual([
      '1 time',
      '2 times',
      '5 times',
      '7 times',
      '10 times',
      '20 times +',
    ]);
  });
});

describe('connectCalculator: results', () => {
  it('$5, 7 times a week: $1,820 a year by default, enough for a month of groceries for four, sourced and dated', () => {
    const { sent, send } = recorder();
    const r = connectCalculator(play(['mega-millions', 5, 7]), send, content).result;
    expect(r).toMatchObject({
      spendLead: 'You spend',
      atLeast: null,
      amount: '$1,820',
      per: 'a year on Mega Millions',
    });
    expect(r?.heading['data-focus']).toBe(CALCULATOR_FOCUS.result);
    expect(r?.periods.map((p) => [p.label, p.pressed])).toEqual([
      ['Weekly', false],
      ['Monthly', false],
      ['Yearly', true],
    ]);
    expect(r?.enoughFor).toEqual({
      label: 'That money is enough for',
      text: 'a month of groceries for a family of four, on the USDA’s thrifty plan ($1,002.20)',
      note: {
        label: 'Price:',
        source: {
          name: 'USDA Food and Nutrition Service, Thrifty Food Plan',
          href: 'https://www.fns.usda.gov/research/cnpp/usda-food-plans/cost-food-monthly-reports',
        },
        after: ', as of September 2025.',
      },
      picture: {
        src: '/images/costulator/groceries-month.svg',
        width: 160,
        height: 160,
        alt: 'A full grocery cart',
      },
    });
    expect(r?.smallSpend).toBeNull();
    r?.periods[0]?.props.onClick();
    r?.startAgain.props.onClick();
    expect(sent).toEqual([{ type: 'periodSelected', period: 'weekly' }, { type: 'startAgain' }]);
    expect(r?.getHelp).toEqual({ to: '/get-help-give-help', label: 'GET HELP' });
    expect(r?.helpline.tel).toBe('+18005899966');
    expect(r?.helpline.hours).toContain('24/7');
  });

  it('recomputes for the week and the month, and draws all three to scale', () => {
    const send = recorder().send;
    const weekly = connectCalculator(play(['mega-millions', 5, 7], 'weekly'), send, content).result;
    expect(weekly?.amount).toBe('$35');
    expect(weekly?.per).toBe('a week on Mega Millions');
    expect(weekly?.enoughFor?.text).toBe(tierText(25));
    expect(weekly?.periods.map((p) => p.pressed)).toEqual([true, false, false]);
    const monthly = connectCalculator(play(['mega-millions', 5, 7], 'monthly'), send, content).result;
    expect(monthly?.amount).toBe('$140');
    expect(monthly?.enoughFor?.text).toBe(tierText(125));
    expect(monthly?.chart.bars.map((b) => [b.label, b.amount, b.current])).toEqual([
      ['A week', '$35', false],
      ['A month (4\u00a0weeks)', '$140', true],
      ['A year', '$1,820', false],
    ]);
    const [week, month, year] = monthly?.chart.bars.map((b) => b.percent) ?? [];
    expect(year).toBe(100);
    expect(month).toBeCloseTo((4 / 52) * 100);
    // A week is a sliver beside a year, but still drawn.
    expect(week).toBeGreaterThan((1 / 52) * 100);
    expect(week).toBeLessThan(month ?? 0);
  });

  it("shows 'that money is enough for' above $14 only: nothing at $14, the $15 tier at $15", () => {
    const send = recorder().send;
    const at14 = connectCalculator(weeklyEndAt(14), send, content).result;
    expect(at14?.amount).toBe('$14');
    expect(at14?.enoughFor).toBeNull();
    expect(at14?.smallSpend).toBe(content.smallSpend);
    const at15 = connectCalculator(weeklyEndAt(15), send, content).result;
    expect(at15?.enoughFor?.text).toBe(tierText(15));
    expect(at15?.smallSpend).toBeNull();
    expect(connectCalculator(weeklyEndAt(24), send, content).result?.enoughFor?.text).toBe(tierText(15));
    expect(connectCalculator(weeklyEndAt(25), send, content).result?.enoughFor?.text).toBe(tierText(25));
  });

  it('falls back to the tier below when a tier has no dated price in the content', () => {
    const send = recorder().send;
    const without1250 = {
      ...content,
      tiers: Object.fromEntries(Object.entries(content.tiers).filter(([cost]) => cost !== '1250')),
    };
    const r = connectCalculator(play(['mega-millions', 5, 7]), send, without1250).result;
    expect(r?.amount).toBe('$1,820');
    expect(r?.enoughFor?.text).toBe(tierText(550));
    expect(r?.smallSpend).toBeNull();
    const none = { ...content, tiers: {} };
    expect(connectCalculator(play(['mega-millions', 5, 7]), send, none).result?.enoughFor).toBeNull();
    expect(connectCalculator(weeklyEndAt(14), send, content).result?.smallSpend).toBe(content.smallSpend);
  });

  it('words the date by the day for a daily price, by the month for a monthly one, in both languages', () => {
    expect(content.priceAfterSource('2025-10-27')).toBe(', as of October 27, 2025.');
    expect(content.priceAfterSource('2025-09')).toBe(', as of September 2025.');
    expect(spanish.priceAfterSource('2025-10-27')).toBe(', al 27 de octubre de 2025.');
    expect(spanish.priceAfterSource('2025-09')).toBe(', en septiembre de 2025.');
  });

  it("says 'AT LEAST' when $40 or '20 times +' was chosen, and not otherwise", () => {
    const send = recorder().send;
    expect(connectCalculator(play(['keno', 40, 1]), send, content).result?.atLeast).toBe('AT LEAST');
    expect(connectCalculator(play(['keno', 5, 20]), send, content).result?.atLeast).toBe('AT LEAST');
    expect(connectCalculator(play(['keno', 30, 10]), send, content).result?.atLeast).toBeNull();
  });

  it('has every tier picture the price facts name, as a file', () => {
    for (const words of Object.values(content.tiers)) {
      const src = `/images/costulator/${words?.picture ?? ''}.svg`;
      expect(existsSync(join(publicDir, src)), src).toBe(true);
    }
  });
});
