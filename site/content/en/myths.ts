import { MYTHS_BUTTON_LABELS } from '../../../engine';
import type { MythsContent } from '../../../views/myths';

/** The myths section's words in English; the flip buttons' labels are the spec's. */
export const MYTHS_CONTENT: MythsContent = {
  heading: 'Myths and facts',
  intro: 'Some beliefs about the lottery sound right and are not. Turn a card over to see what is true.',
  mythLabel: 'Myth',
  factLabel: 'Fact',
  getTheFact: MYTHS_BUTTON_LABELS.myth,
  getTheMyth: MYTHS_BUTTON_LABELS.fact,
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
