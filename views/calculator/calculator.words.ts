import type { CalculatorGameSlug, CalculatorPeriod, CalculatorQuestionSlug } from '@play-smart/engine';
import type { ChoiceGameWords } from '../choice';
import type { HelplineInfo } from '../layout';

/** How one period is named on the end screen. */
export interface CalculatorPeriodWords {
  /** The switch's button, e.g. 'Yearly'. */
  readonly button: string;
  /** After the amount, e.g. 'a year'. */
  readonly per: string;
  /** Under its bar in the picture, e.g. 'A year'. */
  readonly bar: string;
}

/**
 * What one result tier's money is enough for, in words, with the public price it rests on: the item costs
 * no more than the tier, so the line stays true for any spend that reaches the tier.
 */
export interface CalculatorTierWords {
  /** The picture's text alternative, e.g. 'A bag of groceries'. */
  readonly alt: string;
  /** What the money is enough for, written to follow 'that money is enough for'. */
  readonly text: string;
  /** The item's price in dollars. */
  readonly price: number;
  /** The picture's file name in the tier pictures' folder, without '.svg'. */
  readonly picture: string;
  /** Who published the price, and the page that gives it. */
  readonly source: { readonly name: string; readonly url: string };
  /** When that price was true: YYYY-MM-DD, or YYYY-MM for a monthly figure. */
  readonly asOf: string;
}

/**
 * Everything the cost calculator says, in one locale. The site's content module for that locale supplies
 * it (site/content/en/calculator.ts); the view holds no words of its own.
 */
export interface CalculatorContent extends ChoiceGameWords {
  /** Each question, by the engine's question slug. */
  readonly questions: Readonly<Record<CalculatorQuestionSlug, string>>;
  /** Each game's name, by the engine's game slug, e.g. 'Powerball'. */
  readonly games: Readonly<Record<CalculatorGameSlug, string>>;
  /** A frequency answer: '1 time', '5 times', and the top choice '20 times +' (`orMore`). */
  readonly frequency: (times: number, orMore: boolean) => string;
  /**
   * What each result tier's money is enough for, by the tier's cost; a tier left out falls back to the
   * highest tier below it that has words.
   */
  readonly tiers: Readonly<Partial<Record<number, CalculatorTierWords>>>;
  /** Dollars as the locale writes them: '$1,820', '$0.50'. */
  readonly money: (dollars: number) => string;
  /** A game's price per play under its name: '$2 a play', '$1 to $20 a play'. */
  readonly priceHint: (min: string, max: string) => string;
  /** Dates the prices on the game question: 'Prices checked November 21, 2026.' */
  readonly pricesChecked: (isoDate: string) => string;
  /** 'Back'. */
  readonly back: string;
  /** Before the amount on the end screen: 'You spend'. */
  readonly spendLead: string;
  /** 'AT LEAST'. */
  readonly atLeast: string;
  /** After the amount: 'a year on Powerball'. */
  readonly spendPer: (per: string, game: string) => string;
  /** The period switch's accessible name. */
  readonly periodsLabel: string;
  readonly periods: Readonly<Record<CalculatorPeriod, CalculatorPeriodWords>>;
  /** The picture of the spend's accessible caption. */
  readonly chartCaption: string;
  /** 'That money is enough for'. */
  readonly enoughFor: string;
  /** The item with its price after it: 'a year's fishing license ($25)'. */
  readonly enoughForItem: (text: string, price: string) => string;
  /** Small print under the 'enough for' line, before the source: 'Price:'. */
  readonly priceLabel: string;
  /**
   * What follows the source in the small print, its punctuation included: when the price was true,
   * ', as of September 2025.' or ', as of October 27, 2025.'.
   */
  readonly priceAfterSource: (asOf: string) => string;
  /** Shown instead when the spend is too small for a tier. */
  readonly smallSpend: string;
  /** 'Start again'. */
  readonly startAgain: string;
  /** 'GET HELP'. */
  readonly getHelp: string;
  readonly helpPath: string;
  /** A line before the helpline. */
  readonly helpIntro: string;
  readonly helpline: HelplineInfo;
  readonly liveChat: { readonly href: string; readonly label: string };
}
