import type { MythsConfig, MythsItem } from './myths.types';

/**
 * The five myth cards, also cycled by the ticker (SPEC.md sections 2 "Myths", 3 "Myth item" and 9). The
 * words are the site's own, built on the checked facts in CONTENT.md: odds literacy rather than slogans,
 * about what people do rather than who they are.
 */
export const MYTHS_ITEMS: readonly MythsItem[] = [
  {
    myth: "A number that hasn't come up in a while is due to hit.",
    fact: 'Every draw starts fresh. The balls have no memory, so past results do not change the chances of any number in the next draw.',
  },
  {
    myth: 'A pattern like 1-2-3-4-5-6 is less likely to win than a random-looking set of numbers.',
    fact: 'Every combination has exactly the same chance. A pattern only looks special to us; the draw cannot tell the difference.',
  },
  {
    myth: 'The bigger the jackpot, the better the odds of winning it.',
    fact: 'The odds come from how many numbers are drawn and how many there are to choose from. The jackpot can grow as large as it likes and the chance of hitting it stays the same.',
  },
  {
    myth: 'A near miss means a win is close.',
    fact: 'A near miss is a loss. Feeling close can make people play again sooner, but it says nothing about the next ticket.',
  },
  {
    myth: 'If I keep playing, I will win back what I lost.',
    fact: 'Over time, lottery games pay back less than is spent on them. Playing more to win back losses usually adds to them, and chasing losses is a warning sign of a gambling problem.',
  },
];

/** The number of myth cards (SPEC.md section 9). */
export const MYTHS_CARD_COUNT = 5;

/** How long the ticker shows each myth before switching: 6000 ms (SPEC.md sections 4 and 9). */
export const MYTHS_TICKER_INTERVAL_MS = 6000;

/** The flip button's label on each face (SPEC.md section 2 "Myths"). */
export const MYTHS_BUTTON_LABELS = { myth: 'Get The Fact', fact: 'Get The Myth' } as const;

/** The configuration used when a host gives none: the five cards, 6 s per myth, ticker running. */
export const MYTHS_DEFAULTS: MythsConfig = {
  items: MYTHS_ITEMS,
  intervalMs: MYTHS_TICKER_INTERVAL_MS,
  startPaused: false,
};

/** The module's name, used in logs and benchmarks. */
export const MYTHS_SLUG = 'myths';
