import type { MythsItem } from '@play-smart/engine';
import type { ScrollRowWords } from '../layout/ScrollRow';

/**
 * Everything the myths section says, in one locale (site/content/en/myths.ts), the myth/fact pairs
 * included: the engine shows them as cards and cycles them in the ticker.
 */
export interface MythsContent {
  /** The myth/fact pairs, passed to the engine as its cards (five in the product). */
  readonly items: readonly MythsItem[];
  readonly heading: string;
  readonly intro: string;
  /** The small label over a card's front: 'Myth'. */
  readonly mythLabel: string;
  /** The small label over a card's back: 'Fact'. */
  readonly factLabel: string;
  /** The myth under its fact in the ticker's dialog, labelled and quoted, e.g. 'Myth: “…”'. */
  readonly mythQuoted: (myth: string) => string;
  /** 'Get The Fact'. */
  readonly getTheFact: string;
  /** 'Get The Myth'. */
  readonly getTheMyth: string;
  /** A card's name among the others, e.g. 'Myth 2 of 5'. */
  readonly cardLabel: (n: number, count: number) => string;
  /** The scrolling row's accessible name. */
  readonly rowLabel: string;
  readonly row: ScrollRowWords;
  readonly ticker: {
    /** The ticker region's accessible name and visible label. */
    readonly label: string;
    /** The pause / play control's visible text. */
    readonly pause: string;
    readonly play: string;
    /** What the control pauses, read after its text, e.g. 'the myths'. */
    readonly what: string;
    readonly previous: string;
    readonly next: string;
    /** The label of the link that opens the myth's fact in a modal. */
    readonly seeFact: string;
  };
}
