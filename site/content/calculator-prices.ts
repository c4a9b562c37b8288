import type { CalculatorTierKey } from '@play-smart/engine/calculator';
import type { CalculatorTierWords } from '../../views/calculator';
import facts from './calculator-prices.json' with { type: 'json' };

/** A language the site writes in. */
export type Language = 'en' | 'es';

/** One tier's dated price, as calculator-prices.json holds it. */
export interface CalculatorPriceFact {
  /** The tier's cost in dollars: one of the engine's tier costs. */
  readonly tier: number;
  /** The engine's key for that tier, which names this item. */
  readonly key: CalculatorTierKey;
  /** The item's price in dollars, never above the tier's cost. */
  readonly price: number;
  /** What the money is enough for, written to follow 'that money is enough for'. */
  readonly item: Readonly<Record<Language, string>>;
  /** The picture's text alternative. */
  readonly alt: Readonly<Record<Language, string>>;
  /** The picture's file name in the tier pictures' folder, without '.svg'. */
  readonly picture: string;
  /** Who published the price, named in each language, and the page that gives it. */
  readonly source: { readonly name: Readonly<Record<Language, string>>; readonly url: string };
  /** The date the price is for: YYYY-MM-DD, or YYYY-MM for a monthly figure. */
  readonly asOf: string;
}

/**
 * What each cost-calculator tier's money is enough for, from dated public prices: the facts file
 * calculator-prices.json, checked on `lastVerified` (YYYY-MM-DD). Correct a price there, with its source and
 * date; a tier it leaves out falls back to the tier below.
 */
export const CALCULATOR_PRICES: {
  readonly lastVerified: string;
  readonly tiers: readonly CalculatorPriceFact[];
} = facts as { readonly lastVerified: string; readonly tiers: readonly CalculatorPriceFact[] };

/**
 * The tiers' words in one language, by tier cost, for that language's calculator content. The language's
 * content imports them as `calculator-prices.json?language=en` (or `es`): the build (vite.config.ts) runs
 * this on the facts file, so each page's scripts carry its own language's words only.
 *
 * @param facts - the facts, as calculator-prices.json holds them
 * @param language - 'en' or 'es'
 * @returns each priced tier's words
 */
export function calculatorTierWordsIn(
  facts: { readonly tiers: readonly CalculatorPriceFact[] },
  language: Language,
): Readonly<Partial<Record<number, CalculatorTierWords>>> {
  return Object.fromEntries(
    facts.tiers.map((fact) => [
      fact.tier,
      {
        text: fact.item[language],
        alt: fact.alt[language],
        price: fact.price,
        picture: fact.picture,
        source: { name: fact.source.name[language], url: fact.source.url },
        asOf: fact.asOf,
      },
    ]),
  );
}
