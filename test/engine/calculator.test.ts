import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  CALCULATOR_AMOUNTS,
  CALCULATOR_ANY_GAME_AMOUNTS,
  CALCULATOR_AT_LEAST_CHOICES,
  CALCULATOR_ENOUGH_FOR_ABOVE,
  CALCULATOR_FREQUENCIES,
  CALCULATOR_GAMES,
  CALCULATOR_PERIODS,
  CALCULATOR_PERIOD_MULTIPLIERS,
  CALCULATOR_QUESTIONS,
  CALCULATOR_TIER_COSTS,
  CALCULATOR_TIERS,
  calculateCalculatorSpend,
  calculator,
  calculatorAmountsFor,
  calculatorGameBySlug,
  calculatorSpendOf,
  calculatorIsTopChoice,
  calculatorTierFor,
  selectCalculatorCanGoBack,
  selectCalculatorAmounts,
  selectCalculatorMultiplier,
  selectCalculatorOptions,
  selectCalculatorQuestion,
  selectCalculatorQuestionNumber,
  selectCalculatorShowsAtLeast,
  selectCalculatorShowsEnoughFor,
  selectCalculatorSpend,
  selectCalculatorSpendsByPeriod,
  selectCalculatorTier,
  type CalculatorEvent,
  type CalculatorPeriod,
  type CalculatorState,
  type CalculatorTier,
} from '@play-smart/engine/calculator';
import { TICK, type Effect } from '@play-smart/engine/core';
import { replay } from '../support/replay';

const send = (state: CalculatorState, event: CalculatorEvent, at = 0) =>
  calculator.step(state, { ...event, at });

function started(): CalculatorState {
  const { state } = calculator.init({}, 0, 1);
  return send(state, { type: 'start' }).state;
}

/** Answers the given values in order from the first question; returns the last state and all effects. */
function answer(values: readonly (string | number)[], from = started()) {
  let state = from;
  const effects: Effect[] = [];
  for (const value of values) {
    const next = send(state, { type: 'answerSelected', option: value });
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
}

/** A state on the end screen with a given score and period, to probe selectors at exact spends. */
function endWith(score: number, period: CalculatorPeriod = 'weekly'): CalculatorState {
  return { ...answer(['mega-millions', 5, 1]).state, score, period };
}

const gameWithAmount = fc
  .constantFrom(...CALCULATOR_GAMES.games)
  .chain((g) => fc.tuple(fc.constant(g.slug), fc.constantFrom(...g.amounts)));
const fullRun = gameWithAmount.chain(([game, amount]) =>
  fc.tuple(fc.constant(game), fc.constant(amount), fc.constantFrom(...CALCULATOR_FREQUENCIES)),
);
const periods = fc.constantFrom<CalculatorPeriod>('weekly', 'monthly', 'yearly');

describe('calculator: stages and questions', () => {
  it('starts on the intro and goes to the game question on Start Calculating', () => {
    const { state, effects } = calculator.init({}, 0, 1);
    expect(effects).toEqual([]);
    expect(state.stage).toBe('start');
    expect(state.score).toBe(1);
    const next = send(state, { type: 'start' });
    expect(next.state.stage).toBe('gameplay');
    expect(next.state.index).toBe(0);
    expect(selectCalculatorQuestion(next.state).qSlug).toBe('game');
    expect(selectCalculatorQuestionNumber(next.state)).toBe(1);
    expect(next.effects).toEqual([{ type: 'focus', target: 'calculator:question' }]);
  });

  it('asks game, then amount, then frequency, focusing each new question', () => {
    expect(CALCULATOR_QUESTIONS.map((q) => q.qSlug)).toEqual(['game', 'amount', 'frequency']);
    const s0 = started();
    const s1 = send(s0, { type: 'answerSelected', option: 'keno' });
    expect(s1.state.index).toBe(1);
    expect(selectCalculatorQuestion(s1.state).qSlug).toBe('amount');
    expect(s1.effects).toEqual([{ type: 'focus', target: 'calculator:question' }]);
    const s2 = send(s1.state, { type: 'answerSelected', option: 20 });
    expect(s2.state.index).toBe(2);
    expect(selectCalculatorQuestion(s2.state).qSlug).toBe('frequency');
    expect(s2.effects).toEqual([{ type: 'focus', target: 'calculator:question' }]);
  });

  it('ends after the frequency with one costulator_end event that carries no amounts, and focuses the result', () => {
    const { state, effects } = answer(['powerball', 30, 7]);
    expect(state.stage).toBe('ended');
    expect(effects.filter((e) => e.type === 'track')).toEqual([{ type: 'track', event: 'costulator_end' }]);
    expect(effects.at(-1)).toEqual({ type: 'focus', target: 'calculator:result' });
    expect(JSON.stringify(effects)).not.toMatch(/30|7|210|powerball/);
  });

  it('offers the amounts 5, 10, 15, 20, 30, 40 (and lower ones from a ticket up) and the frequencies 1, 2, 5, 7, 10, 20+', () => {
    expect(CALCULATOR_AMOUNTS).toEqual([5, 10, 15, 20, 30, 40]);
    expect(CALCULATOR_FREQUENCIES).toEqual([1, 2, 5, 7, 10, 20]);
    const frequency = CALCULATOR_QUESTIONS[2]!;
    expect(frequency.options.map((o) => o.value)).toEqual([1, 2, 5, 7, 10, 20]);
    expect(frequency.options.map((o) => calculatorIsTopChoice('frequency', o.value))).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
    expect(CALCULATOR_QUESTIONS[1]!.options.map((o) => o.value)).toEqual([
      0.5, 1, 2, 4, 5, 10, 15, 20, 30, 40,
    ]);
    expect(
      CALCULATOR_QUESTIONS[1]!.options
        .filter((o) => calculatorIsTopChoice('amount', o.value))
        .map((o) => o.value),
    ).toEqual([40]);
    expect(calculatorIsTopChoice('game', 'keno')).toBe(false);
  });

  it('holds no words: questions, options and tiers are codes, keys and numbers', () => {
    for (const question of CALCULATOR_QUESTIONS) {
      expect(Object.keys(question).sort()).toEqual(['options', 'qSlug']);
      for (const option of question.options) expect(Object.keys(option).sort()).not.toContain('label');
    }
    for (const tier of CALCULATOR_TIERS) expect(Object.keys(tier).sort()).toEqual(['cost', 'key']);
  });

  it('ignores answers, Back and period choices on the intro, and Start once started', () => {
    const { state } = calculator.init({}, 0, 1);
    for (const e of [
      { type: 'answerSelected', option: 'keno' },
      { type: 'back' },
      { type: 'startAgain' },
      { type: 'periodSelected', period: 'weekly' },
    ] as const) {
      const step = send(state, e);
      expect(step.state).toBe(state);
      expect(step.effects).toEqual([]);
    }
    const s = started();
    expect(send(s, { type: 'start' }).state).toBe(s);
  });

  it('rejects a nonsensical default period', () => {
    expect(() => calculator.init({ defaultPeriod: 'daily' as CalculatorPeriod }, 0, 1)).toThrow(RangeError);
  });

  it('has no timers: ticks change nothing and no deadline is pending', () => {
    const s = answer(['keno', 5]).state;
    expect(calculator.nextDeadline(s)).toBeNull();
    expect(calculator.step(s, { ...TICK, at: 1e9 }).state).toBe(s);
  });
});

describe('calculator: games and amounts', () => {
  it('keeps the game list in one dated table with the CONTENT.md prices', () => {
    expect(CALCULATOR_GAMES.lastVerified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const price = Object.fromEntries(CALCULATOR_GAMES.games.map((g) => [g.slug, [g.minPrice, g.maxPrice]]));
    expect(price).toEqual({
      powerball: [2, 2],
      'mega-millions': [5, 5],
      'classic-lotto': [1, 1],
      'rolling-cash-5': [1, 1],
      'pick-3': [0.5, 1],
      'pick-4': [0.5, 1],
      keno: [1, 20],
      'scratch-offs': [1, 50],
    });
  });

  it("offers each game's amounts from one ticket up, each a whole number of its cheapest plays", () => {
    const cents = (dollars: number) => Math.round(dollars * 100);
    for (const game of CALCULATOR_GAMES.games) {
      expect(game.amounts[0], game.slug).toBe(game.minPrice);
      expect(
        [...game.amounts].sort((a, b) => a - b),
        game.slug,
      ).toEqual(game.amounts);
      expect(new Set(game.amounts).size, game.slug).toBe(game.amounts.length);
      for (const amount of game.amounts) {
        expect(cents(amount) % cents(game.minPrice), `${game.slug} $${amount}`).toBe(0);
      }
      // The spec's choices stay wherever the price allows; anything added lies below the lowest of them.
      const lowest = Math.min(...CALCULATOR_AMOUNTS);
      expect(
        game.amounts.filter((a) => a >= lowest),
        game.slug,
      ).toEqual(CALCULATOR_AMOUNTS.filter((a) => cents(a) % cents(game.minPrice) === 0));
    }
  });

  it('gives the amounts a visitor would expect for each ticket price', () => {
    const amountsOf = (slug: string) => calculatorGameBySlug(slug)?.amounts;
    expect(amountsOf('powerball')).toEqual([2, 4, 10, 20, 30, 40]);
    expect(amountsOf('mega-millions')).toEqual([5, 10, 15, 20, 30, 40]);
    expect(amountsOf('classic-lotto')).toEqual([1, 2, 5, 10, 15, 20, 30, 40]);
    expect(amountsOf('pick-3')).toEqual([0.5, 1, 2, 5, 10, 15, 20, 30, 40]);
    expect(amountsOf('scratch-offs')).toEqual([1, 2, 5, 10, 15, 20, 30, 40]);
    expect(CALCULATOR_ANY_GAME_AMOUNTS).toEqual([0.5, 1, 2, 4, 5, 10, 15, 20, 30, 40]);
  });

  test.prop([fc.integer({ min: 1, max: 6000 })])(
    'for any price in whole cents, the amounts start at one ticket and buy whole plays',
    (priceCents) => {
      const price = priceCents / 100;
      const amounts = calculatorAmountsFor(price);
      const lowest = Math.min(...CALCULATOR_AMOUNTS);
      for (const amount of amounts) {
        expect(amount).toBeGreaterThanOrEqual(price);
        expect(Math.round(amount * 100) % priceCents).toBe(0);
      }
      // One ticket is offered whenever it is below the spec's lowest choice or is one of them.
      if (price < lowest || CALCULATOR_AMOUNTS.includes(price)) expect(amounts[0]).toBe(price);
    },
  );

  it('offers no amounts for a price that is not positive', () => {
    expect(calculatorAmountsFor(0)).toEqual([]);
    expect(calculatorAmountsFor(-1)).toEqual([]);
  });

  it('the game question carries each game with its amounts', () => {
    expect(CALCULATOR_QUESTIONS[0]!.options).toEqual(
      CALCULATOR_GAMES.games.map((g) => ({ value: g.slug, amounts: g.amounts })),
    );
    expect(CALCULATOR_QUESTIONS[1]!.options.map((o) => o.value)).toEqual(CALCULATOR_ANY_GAME_AMOUNTS);
  });

  it("the amount question offers only the chosen game's amounts and ignores any other", () => {
    const s = answer(['powerball']).state;
    expect(selectCalculatorAmounts(s)).toEqual([2, 4, 10, 20, 30, 40]);
    expect(selectCalculatorOptions(s).map((o) => o.value)).toEqual([2, 4, 10, 20, 30, 40]);
    expect(send(s, { type: 'answerSelected', option: 1 }).state).toBe(s);
    expect(send(s, { type: 'answerSelected', option: 5 }).state).toBe(s);
    expect(send(s, { type: 'answerSelected', option: 15 }).state).toBe(s);
    expect(send(s, { type: 'answerSelected', option: 'keno' }).state).toBe(s);
    expect(send(s, { type: 'answerSelected', option: 2 }).state.answers.amount).toBe(2);
    const mega = answer(['mega-millions']).state;
    expect(selectCalculatorOptions(mega).map((o) => o.value)).toEqual([5, 10, 15, 20, 30, 40]);
    expect(send(mega, { type: 'answerSelected', option: 2 }).state).toBe(mega);
    expect(selectCalculatorAmounts(started())).toEqual([]);
  });

  it('ignores an unknown game and a frequency that is not offered', () => {
    const s = started();
    expect(send(s, { type: 'answerSelected', option: 'lucky-for-life' }).state).toBe(s);
    expect(send(s, { type: 'answerSelected', option: 10 }).state).toBe(s);
    const f = answer(['keno', 10]).state;
    expect(send(f, { type: 'answerSelected', option: 3 }).state).toBe(f);
    expect(send(f, { type: 'answerSelected', option: '7' }).state).toBe(f);
  });
});

describe('calculator: score, Back and Start again', () => {
  it('the score starts at 1, ignores the game, and multiplies by the amount and then the frequency', () => {
    expect(started().score).toBe(1);
    expect(answer(['keno']).state.score).toBe(1);
    expect(answer(['keno', 15]).state.score).toBe(15);
    expect(answer(['keno', 15, 7]).state.score).toBe(105);
  });

  it('Back from the frequency question returns to the amount and restores the pre-amount score', () => {
    const s = answer(['keno', 30]).state;
    expect(selectCalculatorCanGoBack(s)).toBe(true);
    const b = send(s, { type: 'back' });
    expect(b.state.index).toBe(1);
    expect(b.state.score).toBe(1);
    expect(b.state.answers).toEqual({ game: 'keno', amount: null, frequency: null });
    expect(b.effects).toEqual([{ type: 'focus', target: 'calculator:question' }]);
  });

  it('Back from the amount question returns to the game question and clears the game', () => {
    const b = send(answer(['keno']).state, { type: 'back' }).state;
    expect(b.index).toBe(0);
    expect(b.score).toBe(1);
    expect(b.answers.game).toBeNull();
  });

  it('Back does nothing on the first question or the end screen', () => {
    const s = started();
    expect(selectCalculatorCanGoBack(s)).toBe(false);
    expect(send(s, { type: 'back' }).state).toBe(s);
    const end = answer(['keno', 5, 5]).state;
    expect(selectCalculatorCanGoBack(end)).toBe(false);
    expect(send(end, { type: 'back' }).state).toBe(end);
  });

  it('Start again resets the score to 1, the period to yearly, and returns to the first question', () => {
    const end = send(answer(['keno', 40, 20]).state, { type: 'periodSelected', period: 'weekly' }).state;
    const again = send(end, { type: 'startAgain' });
    expect(again.state).toEqual({ ...started() });
    expect(again.state.score).toBe(1);
    expect(again.state.index).toBe(0);
    expect(again.state.stage).toBe('gameplay');
    expect(again.state.period).toBe('yearly');
    expect(again.effects).toEqual([{ type: 'focus', target: 'calculator:question' }]);
    const midway = send(answer(['keno', 40]).state, { type: 'startAgain' }).state;
    expect(midway).toEqual(started());
  });
});

describe('calculator: results', () => {
  it('defaults to the yearly period (x52) and recomputes for weekly (x1) and monthly (x4)', () => {
    expect(CALCULATOR_PERIOD_MULTIPLIERS).toEqual({ weekly: 1, monthly: 4, yearly: 52 });
    // The ordered list a front-end shows: every period once, shortest first.
    expect(CALCULATOR_PERIODS).toEqual(['weekly', 'monthly', 'yearly']);
    expect([...CALCULATOR_PERIODS].sort()).toEqual(Object.keys(CALCULATOR_PERIOD_MULTIPLIERS).sort());
    const end = answer(['powerball', 10, 2]).state;
    expect(end.period).toBe('yearly');
    expect(selectCalculatorMultiplier(end)).toBe(52);
    expect(selectCalculatorSpend(end)).toBe(1040);
    expect(selectCalculatorTier(end)?.cost).toBe(550);
    const weekly = send(end, { type: 'periodSelected', period: 'weekly' });
    expect(weekly.effects).toEqual([]);
    expect(selectCalculatorSpend(weekly.state)).toBe(20);
    expect(selectCalculatorTier(weekly.state)?.cost).toBe(15);
    const monthly = send(weekly.state, { type: 'periodSelected', period: 'monthly' }).state;
    expect(selectCalculatorSpend(monthly)).toBe(80);
    expect(selectCalculatorTier(monthly)?.cost).toBe(60);
  });

  it('gives the spend for every period at once, matching each period when chosen', () => {
    const end = answer(['powerball', 10, 2]).state;
    expect(selectCalculatorSpendsByPeriod(end)).toEqual({ weekly: 20, monthly: 80, yearly: 1040 });
    for (const period of ['weekly', 'monthly', 'yearly'] as const) {
      const shown = send(end, { type: 'periodSelected', period }).state;
      expect(selectCalculatorSpendsByPeriod(shown)?.[period]).toBe(selectCalculatorSpend(shown));
    }
    expect(selectCalculatorSpendsByPeriod(answer(['powerball', 10]).state)).toBeNull();
  });

  it('choosing the period already shown, or a period before the end, changes nothing', () => {
    const end = answer(['powerball', 10, 2]).state;
    expect(send(end, { type: 'periodSelected', period: 'yearly' }).state).toBe(end);
    const mid = answer(['powerball', 10]).state;
    expect(send(mid, { type: 'periodSelected', period: 'weekly' }).state).toBe(mid);
  });

  it('has no spend, tier or result lines before the end screen', () => {
    const mid = answer(['keno', 40]).state;
    expect(selectCalculatorSpend(mid)).toBeNull();
    expect(selectCalculatorTier(mid)).toBeNull();
    expect(selectCalculatorShowsEnoughFor(mid)).toBe(false);
    expect(selectCalculatorShowsAtLeast(mid)).toBe(false);
  });

  it("shows 'that money is enough for' only when the spend exceeds $14", () => {
    expect(CALCULATOR_ENOUGH_FOR_ABOVE).toBe(14);
    expect(selectCalculatorShowsEnoughFor(endWith(14))).toBe(false);
    expect(selectCalculatorShowsEnoughFor(endWith(15))).toBe(true);
    const small = send(answer(['mega-millions', 5, 2]).state, { type: 'periodSelected', period: 'weekly' });
    expect(selectCalculatorShowsEnoughFor(small.state)).toBe(false);
    expect(selectCalculatorShowsEnoughFor(answer(['mega-millions', 5, 2]).state)).toBe(true);
  });

  it("shows 'AT LEAST' when $40 or '20 times +' was chosen, and not otherwise", () => {
    expect(CALCULATOR_AT_LEAST_CHOICES).toEqual({ amount: 40, frequency: 20 });
    expect(selectCalculatorShowsAtLeast(answer(['keno', 40, 1]).state)).toBe(true);
    expect(selectCalculatorShowsAtLeast(answer(['keno', 5, 20]).state)).toBe(true);
    expect(selectCalculatorShowsAtLeast(answer(['keno', 30, 10]).state)).toBe(false);
  });

  it('has the 23 spec tier costs, ascending, each with its own key and no asset path', () => {
    expect(CALCULATOR_TIER_COSTS).toEqual([
      0, 15, 25, 40, 60, 90, 91, 125, 250, 300, 480, 550, 1250, 2000, 3000, 4000, 5000, 6000, 10000, 25000,
      35000, 55000, 80000,
    ]);
    expect(CALCULATOR_TIERS).toHaveLength(23);
    expect(CALCULATOR_TIERS.map((t) => t.cost)).toEqual(CALCULATOR_TIER_COSTS);
    for (const tier of CALCULATOR_TIERS) {
      expect(tier.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      // The package ships no pictures, so a tier names none: the front-end pictures its key.
      expect(Object.keys(tier).sort()).toEqual(['cost', 'key']);
    }
    expect(new Set(CALCULATOR_TIERS.map((t) => t.key)).size).toBe(23);
  });

  it('picks the highest tier not above the spend, at the boundaries', () => {
    const cost = (spend: number) => calculatorTierFor(spend)?.cost;
    expect(cost(0)).toBe(0);
    expect(cost(14.99)).toBe(0);
    expect(cost(15)).toBe(15);
    expect(cost(90)).toBe(90);
    expect(cost(90.5)).toBe(90);
    expect(cost(91)).toBe(91);
    expect(cost(79_999)).toBe(55_000);
    expect(cost(80_000)).toBe(80_000);
    expect(cost(1e9)).toBe(80_000);
    expect(calculatorTierFor(-1)).toBeNull();
    expect(calculatorTierFor(Number.NaN)).toBeNull();
  });

  it('falls back past tiers the front-end has no item for, to the highest one below that has one', () => {
    const without = new Set([91, 125, 250]);
    const has = (tier: CalculatorTier) => !without.has(tier.cost);
    const cost = (spend: number) => calculatorTierFor(spend, has)?.cost;
    expect(cost(90)).toBe(90);
    expect(cost(91)).toBe(90);
    expect(cost(249.99)).toBe(90);
    expect(cost(300)).toBe(300);
    expect(calculatorTierFor(20, (t) => t.cost > 15)).toBeNull();
    const end = answer(['mega-millions', 5, 7]).state;
    expect(selectCalculatorTier(end, (t) => t.cost !== 1250)?.cost).toBe(550);
    expect(selectCalculatorTier(end)?.cost).toBe(1250);
  });

  it('the largest possible result ($40 x 20+ x 52) reaches the $35,000 tier', () => {
    const top = answer(['keno', 40, 20]).state;
    expect(selectCalculatorSpend(top)).toBe(41_600);
    expect(selectCalculatorTier(top)?.cost).toBe(35_000);
  });
});

describe('calculator: properties', () => {
  test.prop([fullRun, periods])(
    'the spend equals amount x frequency x the period multiplier',
    ([g, a, f], p) => {
      let { state } = answer([g, a, f]);
      state = send(state, { type: 'periodSelected', period: p }).state;
      expect(state.score).toBe(a * f);
      expect(selectCalculatorSpend(state)).toBe(a * f * CALCULATOR_PERIOD_MULTIPLIERS[p]);
      expect(selectCalculatorSpend(state)).toBe(calculatorSpendOf(a, f, p));
    },
  );

  test.prop([
    fc.double({ min: 0, max: 200_000, noNaN: true }),
    fc.double({ min: 0, max: 200_000, noNaN: true }),
  ])('the tier is monotone in the spend and never above it', (x, y) => {
    const [lo, hi] = x <= y ? [x, y] : [y, x];
    const a = calculatorTierFor(lo)!;
    const b = calculatorTierFor(hi)!;
    expect(a.cost).toBeLessThanOrEqual(lo);
    expect(b.cost).toBeLessThanOrEqual(hi);
    expect(a.cost).toBeLessThanOrEqual(b.cost);
    const above = CALCULATOR_TIERS.find((t) => t.cost > b.cost);
    if (above) expect(above.cost).toBeGreaterThan(hi);
  });

  test.prop([
    fc.double({ min: 0, max: 200_000, noNaN: true }),
    fc.subarray([...CALCULATOR_TIER_COSTS] as number[]),
  ])(
    'with items on some tiers only, the tier is the highest with an item not above the spend',
    (spend, costs) => {
      const has = (tier: CalculatorTier) => costs.includes(tier.cost);
      const tier = calculatorTierFor(spend, has);
      const fits = costs.filter((c) => c <= spend);
      if (fits.length === 0) expect(tier).toBeNull();
      else expect(tier?.cost).toBe(Math.max(...fits));
    },
  );

  test.prop([fullRun])("'AT LEAST' shows exactly when a top choice was made", ([g, a, f]) => {
    expect(selectCalculatorShowsAtLeast(answer([g, a, f]).state)).toBe(a === 40 || f === 20);
  });

  test.prop([fullRun, fc.integer({ min: 0, max: 2 })])(
    'Back then the same answer gives the same state',
    (run, k) => {
      const before = answer(run.slice(0, k)).state;
      const value = run[k]!;
      const answered = send(before, { type: 'answerSelected', option: value }).state;
      if (answered.stage === 'ended') return;
      const back = send(answered, { type: 'back' }).state;
      expect(back).toEqual(before);
      expect(send(back, { type: 'answerSelected', option: value }).state).toEqual(answered);
    },
  );

  const anyEvent: fc.Arbitrary<CalculatorEvent> = fc.oneof(
    fc.constant({ type: 'start' as const }),
    fc.constant({ type: 'back' as const }),
    fc.constant({ type: 'startAgain' as const }),
    periods.map((period) => ({ type: 'periodSelected' as const, period })),
    fc
      .oneof(
        fc.constantFrom(...CALCULATOR_GAMES.games.map((g) => g.slug)),
        fc.constantFrom(...CALCULATOR_ANY_GAME_AMOUNTS, 3, 7),
      )
      .map((value) => ({ type: 'answerSelected' as const, option: value })),
  );

  test.prop([fc.integer(), fc.array(anyEvent, { maxLength: 40 })])(
    'the same seed and events give the same states and effects',
    (seed, events) => {
      const timed = events.map((e, i) => ({ ...e, at: i * 100 }));
      const a = replay(calculator, calculator.init({}, 0, seed), timed);
      const b = replay(calculator, calculator.init({}, 0, seed), timed);
      expect(a.states).toEqual(b.states);
      expect(a.effects).toEqual(b.effects);
    },
  );

  /** Every state a fresh calculator passes through for these events, one a millisecond. */
  const statesAfter = (events: readonly CalculatorEvent[]) =>
    replay(
      calculator,
      calculator.init({}, 0, 1),
      events.map((e, i) => ({ ...e, at: i })),
    ).states;

  test.prop([fc.array(anyEvent, { maxLength: 40 })])(
    "an amount is never below the chosen game's ticket, and only ever one the game offers",
    (events) => {
      const states = statesAfter(events);
      for (const s of states) {
        if (s.answers.amount === null) continue;
        const game = calculatorGameBySlug(s.answers.game);
        expect(game).toBeDefined();
        expect(s.answers.amount).toBeGreaterThanOrEqual(game!.minPrice);
        expect(selectCalculatorAmounts(s)).toContain(s.answers.amount);
      }
    },
  );

  test.prop([fc.array(anyEvent, { maxLength: 40 })])(
    'the score is always the product of the answered amount and frequency',
    (events) => {
      const states = statesAfter(events);
      for (const s of states) {
        expect(s.score).toBe((s.answers.amount ?? 1) * (s.answers.frequency ?? 1));
        expect(s.index).toBeGreaterThanOrEqual(0);
        expect(s.index).toBeLessThanOrEqual(2);
      }
    },
  );
});

describe('calculator: one pure function for a form', () => {
  it('gives what the wizard gives, for every game, amount, frequency and period the wizard offers', () => {
    for (const game of CALCULATOR_GAMES.games) {
      for (const amount of game.amounts) {
        for (const timesPerWeek of CALCULATOR_FREQUENCIES) {
          const ended = answer([game.slug, amount, timesPerWeek]).state;
          for (const period of CALCULATOR_PERIODS) {
            const wizard = send(ended, { type: 'periodSelected', period }).state;
            const form = calculateCalculatorSpend({ game: game.slug, amount, timesPerWeek, period });
            expect(form).toEqual({
              ok: true,
              period,
              spend: selectCalculatorSpend(wizard),
              spends: selectCalculatorSpendsByPeriod(wizard),
              tier: selectCalculatorTier(wizard),
              atLeast: selectCalculatorShowsAtLeast(wizard),
              showsEnoughFor: selectCalculatorShowsEnoughFor(wizard),
            });
          }
        }
      }
    }
  });

  it('refuses what the wizard ignores, with every problem as a typed error', () => {
    // Powerball is $2 a play: $1 is below one ticket and $5 is not a whole number of plays (the wizard
    // ignores both answers).
    const powerball = CALCULATOR_GAMES.games.find((g) => g.slug === 'powerball');
    for (const amount of [1, 5]) {
      expect(calculateCalculatorSpend({ game: 'powerball', amount, timesPerWeek: 2 })).toEqual({
        ok: false,
        errors: [{ code: 'amount-not-offered', field: 'amount', offered: powerball?.amounts }],
      });
    }
    expect(
      calculateCalculatorSpend({
        game: 'lucky-for-life' as never,
        amount: 7,
        timesPerWeek: 3,
        period: 'daily' as never,
      }),
    ).toEqual({
      ok: false,
      errors: [
        { code: 'unknown-game', field: 'game' },
        { code: 'amount-not-offered', field: 'amount', offered: CALCULATOR_ANY_GAME_AMOUNTS },
        { code: 'times-not-offered', field: 'timesPerWeek', offered: CALCULATOR_FREQUENCIES },
        { code: 'unknown-period', field: 'period', offered: CALCULATOR_PERIODS },
      ],
    });
  });

  it('needs no game, and takes the default period when none is given', () => {
    const result = calculateCalculatorSpend({ amount: 5, timesPerWeek: 1 });
    expect(result).toMatchObject({ ok: true, period: 'yearly', spend: 5 * 52, atLeast: false });
    expect(calculateCalculatorSpend({ amount: 0.5, timesPerWeek: 1 })).toMatchObject({ ok: true, spend: 26 });
    expect(calculateCalculatorSpend({ amount: 40, timesPerWeek: 1 })).toMatchObject({
      ok: true,
      atLeast: true,
    });
  });
});
