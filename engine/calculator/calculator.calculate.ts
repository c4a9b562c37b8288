import {
  CALCULATOR_ANY_GAME_AMOUNTS,
  CALCULATOR_DEFAULT_PERIOD,
  CALCULATOR_ENOUGH_FOR_ABOVE,
  CALCULATOR_FREQUENCIES,
  CALCULATOR_PERIOD_MULTIPLIERS,
  CALCULATOR_PERIODS,
} from './calculator.constants';
import { calculatorGameBySlug, calculatorIsTopChoice, calculatorTierFor } from './calculator.selectors';
import type {
  CalculatorCalculation,
  CalculatorInput,
  CalculatorInputError,
  CalculatorTier,
} from './calculator.types';

/**
 * The calculator as one pure function, for a form that asks everything at once instead of the wizard's
 * three screens: the same rules and the same answers. The game is optional; when given, the amount must
 * be one it offers, from one ticket up (Powerball, at $2 a play, offers $2 but cannot make $1 or $5);
 * without it, one some game offers ({@link CALCULATOR_ANY_GAME_AMOUNTS}). The times a week must be one of
 * {@link CALCULATOR_FREQUENCIES}, the wizard's choices ($40 and 20 stand for "or more", so such a result
 * is a floor: `atLeast`).
 *
 * @param input - the form's answers
 * @param hasItem - whether the front-end has an item for a tier (see {@link calculatorTierFor})
 * @returns the result, or every problem of the input as typed errors (`ok: false`)
 * @example
 * ```ts
 * import { calculateCalculatorSpend } from '@play-smart/engine/calculator';
 *
 * const result = calculateCalculatorSpend({ game: 'keno', amount: 10, timesPerWeek: 2, period: 'yearly' });
 * if (result.ok) console.log(result.spend, result.tier?.key); // 1040 'groceries-two-months-woman'
 * const oneTicket = calculateCalculatorSpend({ game: 'powerball', amount: 2, timesPerWeek: 1, period: 'weekly' });
 * if (oneTicket.ok) console.log(oneTicket.spend); // 2
 * const wrong = calculateCalculatorSpend({ game: 'powerball', amount: 1, timesPerWeek: 2 });
 * if (!wrong.ok) console.log(wrong.errors[0]?.code); // 'amount-not-offered': below one ticket
 * ```
 *
 * @public
 */
export function calculateCalculatorSpend(
  input: CalculatorInput,
  hasItem?: (tier: CalculatorTier) => boolean,
): CalculatorCalculation {
  const errors: CalculatorInputError[] = [];
  const game = input.game === undefined ? undefined : calculatorGameBySlug(input.game);
  if (input.game !== undefined && game === undefined) {
    errors.push({ code: 'unknown-game', field: 'game' });
  }
  const amounts = game?.amounts ?? CALCULATOR_ANY_GAME_AMOUNTS;
  if (!amounts.includes(input.amount)) {
    errors.push({ code: 'amount-not-offered', field: 'amount', offered: amounts });
  }
  if (!CALCULATOR_FREQUENCIES.includes(input.timesPerWeek)) {
    errors.push({ code: 'times-not-offered', field: 'timesPerWeek', offered: CALCULATOR_FREQUENCIES });
  }
  const period = input.period ?? CALCULATOR_DEFAULT_PERIOD;
  if (!CALCULATOR_PERIODS.includes(period)) {
    errors.push({ code: 'unknown-period', field: 'period', offered: CALCULATOR_PERIODS });
  }
  if (errors.length > 0) return { ok: false, errors };
  const weekly = input.amount * input.timesPerWeek;
  const spend = weekly * CALCULATOR_PERIOD_MULTIPLIERS[period];
  return {
    ok: true,
    period,
    spend,
    spends: {
      weekly: weekly * CALCULATOR_PERIOD_MULTIPLIERS.weekly,
      monthly: weekly * CALCULATOR_PERIOD_MULTIPLIERS.monthly,
      yearly: weekly * CALCULATOR_PERIOD_MULTIPLIERS.yearly,
    },
    tier: calculatorTierFor(spend, hasItem),
    atLeast:
      calculatorIsTopChoice('amount', input.amount) || calculatorIsTopChoice('frequency', input.timesPerWeek),
    showsEnoughFor: spend > CALCULATOR_ENOUGH_FOR_ABOVE,
  };
}
