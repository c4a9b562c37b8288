import { MS_PER_SECOND, SCROLL_GAME_TEXT } from '../../../engine';
import type { ScrollGameContent } from '../../../views/scroll-game';
import { HELP_PATH } from '../help';

/** '1 second', '12 seconds'. */
function seconds(n: number): string {
  return `${n} ${n === 1 ? 'second' : 'seconds'}`;
}

/**
 * The Scroll of Infinity in English. The fixed spec strings come from the engine's SCROLL_GAME_TEXT; the
 * rank titles are the spec's own.
 */
export const SCROLL_GAME_CONTENT: ScrollGameContent = {
  title: 'The Scroll of Infinity',
  lead: 'A page with no bottom. Scroll as far as you like, and stop whenever you choose.',
  intro: SCROLL_GAME_TEXT.intro,
  start: SCROLL_GAME_TEXT.start,
  timing: {
    legend: 'Need more time?',
    option: (scale) => (scale === 1 ? 'Standard' : `${scale}× time`),
    summary: ({ inactivityMs, countdownMs }) =>
      `If you stop scrolling for ${seconds(inactivityMs / MS_PER_SECOND)}, you get ${seconds(countdownMs / MS_PER_SECOND)} to carry on before the game ends.`,
  },
  fieldLabel: 'The scroll',
  fieldHelp:
    'Scroll down with the mouse wheel, the Down arrow, Page Down or Space, or swipe up on a touch screen. Press Escape or the I GIVE UP button to stop.',
  scoreLabel: SCROLL_GAME_TEXT.scoreLabel,
  giveUp: SCROLL_GAME_TEXT.giveUp,
  level: (n, count) => `Level ${n} of ${count}`,
  inactivityTitle: SCROLL_GAME_TEXT.inactivityTitle,
  inactivityText: SCROLL_GAME_TEXT.inactivityText,
  inactivityAlert: (s) => `The game ends in ${seconds(s)} unless you scroll.`,
  endTitle: SCROLL_GAME_TEXT.endTitle,
  traveled: (score) => SCROLL_GAME_TEXT.traveled.replace('{n}', score),
  rankIntro: SCROLL_GAME_TEXT.rankIntro,
  rankTitles: {
    'Star Commander.': 'Star Commander.',
    'Sultan of Swipe.': 'Sultan of Swipe.',
    'Super Scroller.': 'Super Scroller.',
    'Pixel Pro.': 'Pixel Pro.',
    'Scroll Starter.': 'Scroll Starter.',
  },
  tryAgain: SCROLL_GAME_TEXT.tryAgain,
  share: {
    text: (score) => `I traveled ${score} pixels down The Scroll of Infinity. How far would you go?`,
    subject: 'The Scroll of Infinity',
  },
  endNote:
    'A game with no end is easy to keep playing. Deciding when to stop, before you start, works for scrolling and for gambling alike.',
  helpLink: { to: HELP_PATH, label: 'Get help, give help' },
};
