import type { CalculatorContent } from '../../views/calculator';
import { CALCULATOR_CONTENT } from '../../site/content/en/calculator';

/** The source every tier of {@link SOURCED_CALCULATOR_CONTENT} names. */
export const TEST_PRICE_SOURCE = 'The test price survey';

/** The date every tier of {@link SOURCED_CALCULATOR_CONTENT} gives, and how the English words spell it. */
export const TEST_PRICE_AS_OF = { iso: '2026-03-01', spelled: 'March 1, 2026' } as const;

/**
 * The English calculator words with a source and a date on every tier: what the content will be once
 * sourced prices exist, so the 'enough for' line can be tested before then.
 */
export const SOURCED_CALCULATOR_CONTENT: CalculatorContent = {
  ...CALCULATOR_CONTENT,
  tiers: Object.fromEntries(
    Object.entries(CALCULATOR_CONTENT.tiers).map(([key, words]) => [
      key,
      { ...words, source: TEST_PRICE_SOURCE, asOf: TEST_PRICE_AS_OF.iso },
    ]),
  ) as CalculatorContent['tiers'],
};
