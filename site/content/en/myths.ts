import type { MythsContent } from '../../../views/myths';

/**
 * The myths section's words in English; the flip buttons' labels are the spec's. The five myth/fact pairs
 * are the site's own, built on the checked facts in CONTENT.md: odds literacy rather than slogans, about
 * what people do rather than who they are.
 */
export const MYTHS_CONTENT: MythsContent = {
  items: [
    {
      myth: 'A number that hasn’t come up in a while is due to hit.',
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
  ],
  heading: 'Myths and facts',
  intro: 'Some beliefs about the lottery sound right and are not. Turn a card over to see what is true.',
  mythLabel: 'Myth',
  factLabel: 'Fact',
  mythQuoted: (myth) => `The myth: “${myth}”`,
  getTheFact: 'Get The Fact',
  getTheMyth: 'Get The Myth',
  cardLabel: (n, count) => `Myth ${n} of ${count}`,
  rowLabel: 'Myth cards',
  row: { scrollLeft: 'Scroll the myths left', scrollRight: 'Scroll the myths right' },
  ticker: {
    label: 'Myth of the moment',
    pause: 'Pause',
    play: 'Play',
    what: 'the changing myths',
    previous: 'Previous myth',
    next: 'Next myth',
    seeFact: 'See the fact',
  },
};
