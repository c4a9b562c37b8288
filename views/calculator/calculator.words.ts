import type {
  CalculatorGameSlug,
  CalculatorPeriod,
  CalculatorQuestionSlug,
  CalculatorTierKey,
} from '@play-smart/engine';
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
 * What one result tier's money could buy, in words. The line is a claim about prices, so it shows only
 * for a tier whose content names where its price comes from and when (`source` and `asOf`).
 */
export interface CalculatorTierWords {
  /** The picture's text alternative, e.g. 'A cup of coffee'. */
  readonly alt: string;
  /** What the money is enough for, written to follow 'that money is enough for'. */
  readonly text: string;
  /** Who published the price the tier's cost rests on, e.g. a statistics office's price survey. */
  readonly source?: string;
  /** When that price was true, as an ISO date (YYYY-MM-DD). */
  readonly asOf?: string;
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
  /** What each result tier's money could buy, by the engine's tier key. */
  readonly tiers: Readonly<Record<CalculatorTierKey, CalculatorTierWords>>;
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
  /** Small print under the 'enough for' line: where its price comes from and when it was true. */
  readonly enoughForSource: (source: string, isoDate: string) => string;
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
