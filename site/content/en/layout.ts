import type { LayoutWords } from '../../shell/frame';

/** The words of every page's frame (header, navigation, footer), in English. */
export const LAYOUT_WORDS: LayoutWords = {
  skipLink: 'Skip to content',
  lottery: 'Ohio Lottery',
  siteName: 'Play Smart',
  navLabel: 'Main',
  nav: {
    games: 'Games',
    myths: 'Myths',
    gamblerQuiz: 'Gambler quiz',
    calculator: 'Cost calculator',
    calculatorShort: 'Calculator',
    help: 'Get help',
  },
  footerHelp: (name: string) => `Gambling problem? Call the ${name},`,
  footerHours: 'Free, confidential, 24/7.',
  footerAge: 'Ohio Lottery games are for ages 18 and over. Play for fun, with money you can afford to lose.',
  loading: 'Loading…',
  footerTagline: 'A responsible-gambling site from the Ohio Lottery.',
  footerText: (keyword: string, number: string) => `Prefer to text? Text ${keyword} to ${number}.`,
  footerNavLabel: 'Footer',
  footerPrivacy: 'Privacy',
  footerAccessibility: 'Accessibility',
  footerContact: 'Contact us',
};
