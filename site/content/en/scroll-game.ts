import { MS_PER_SECOND } from '@play-smart/engine';
import type { ScrollGameContent } from '../../../views/scroll-game';
import { HELP_PATH } from '../help';

/** '1 second', '12 seconds'. */
function seconds(n: number): string {
  return `${n} ${n === 1 ? 'second' : 'seconds'}`;
}

/** Digits between thousands separators. */
const DIGITS_PER_GROUP = 3;

/**
 * A score with ',' between groups of three digits ('1,234,567'). Written out rather than left to `Intl`,
 * so the output does not depend on the host's locale data (and no formatter is built on the page).
 */
export function formatScore(score: number): string {
  const whole = Math.trunc(score);
  const digits = String(Math.abs(whole));
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= DIGITS_PER_GROUP) {
    groups.unshift(digits.slice(Math.max(0, end - DIGITS_PER_GROUP), end));
  }
  return (whole < 0 ? '-' : '') + groups.join(',');
}

/**
 * The Scroll of Infinity in English. The fixed spec strings are the product spec's; the
 * rank titles are the spec's own.
 */
export const SCROLL_GAME_CONTENT: ScrollGameContent = {
  title: 'The Scroll of Infinity',
  lead: 'A page with no bottom. Scroll as far as you like, and stop whenever you choose. When the game ends, the page sends your final score (a number, nothing else) to our server, to show how far other players went.',
  intro: 'How far can you go? Scroll, swipe or press the down arrow to find out.',
  start: 'Start Game',
  timing: {
    legend: 'Need more time?',
    option: (scale) => (scale === 1 ? 'Standard' : `${scale}× time`),
    summary: ({ inactivityMs, countdownMs }) =>
      `If you stop scrolling for ${seconds(inactivityMs / MS_PER_SECOND)}, you get ${seconds(countdownMs / MS_PER_SECOND)} to carry on before the game ends.`,
  },
  fieldLabel: 'The scroll',
  fieldHelp:
    'Scroll down with the mouse wheel, the Down arrow, Page Down or Space, or swipe up on a touch screen. Press Escape or the I GIVE UP button to stop.',
  score: formatScore,
  scoreLabel: 'pixels traveled',
  giveUp: 'I GIVE UP',
  level: (n, count) => `Level ${n} of ${count}`,
  inactivityTitle: 'Done Playing?',
  inactivityText: 'Keep scrolling to continue',
  inactivityAlert: (s) => `The game ends in ${seconds(s)} unless you scroll.`,
  announce: {
    countdown: (s) => `${seconds(s)} left. Scroll to keep playing.`,
    ended: {
      'gave-up': 'Game over: you gave up.',
      escape: 'Game over: you pressed Escape.',
      inactive: 'Game over: the time ran out without a scroll.',
    },
  },
  endTitle: 'AT YOUR LIMIT?',
  traveled: (score) => `YOU TRAVELED ${score} PIXELS,`,
  rankIntro: 'which makes you a',
  rankTitles: {
    'star-commander': 'Star Commander.',
    'sultan-of-swipe': 'Sultan of Swipe.',
    'super-scroller': 'Super Scroller.',
    'pixel-pro': 'Pixel Pro.',
    'scroll-starter': 'Scroll Starter.',
  },
  tryAgain: 'Try Again',
  // Playful, with a wink at the habits of chasing a win, and never a judgement of the visitor.
  messages: [
    'Look at you go!',
    'Nice rhythm. Keep it rolling.',
    'Still here? That is some focus.',
    'Your scrolling finger is in great shape.',
    'Every pixel counts. Sort of.',
    'Fun fact: this page never ends.',
    'The bottom is just a little further. Probably.',
    'You scroll like a pro.',
    'Hydration check: have a sip of water.',
    'Stretch break? Your thumb will thank you.',
    'One more scroll. And one more. And one more.',
    'Feels like the next one could be the big one, right?',
    'Stopping is allowed, you know.',
    'Knowing when to stop is a skill too.',
    'Past scrolls do not make the next one luckier.',
    'A near miss of the bottom is still a miss.',
    'The scenery changes. The ending does not.',
    'How long have you been here? Check the clock.',
    'Time flies when you are scrolling.',
    'Breathe in. Breathe out. Scroll on.',
    'Wave to the pictures on your way down.',
    'Great stamina. Have you eaten today?',
    'Chasing the end? It keeps moving.',
    'The page is bottomless. Your time is not.',
    'Whatever you decide, you are in control.',
    'That was a lot of pixels. Impressive.',
    'Still going strong!',
    'Your personal best is only ever one scroll away.',
    'Deep down, this is just a very long page.',
    'The view is nice, but so is the outside world.',
    'Scrolling for fun is great. Scrolling to win back time, less so.',
    'You set the limit. Nobody else.',
  ],
  share: {
    text: (score) => `I traveled ${score} pixels down The Scroll of Infinity. How far would you go?`,
    subject: 'The Scroll of Infinity',
  },
  endNote:
    'A game with no end is easy to keep playing. Deciding when to stop, before you start, works for scrolling and for gambling alike.',
  helpLink: { to: HELP_PATH, label: 'Get help, give help' },
};
