import type { AppPath } from '../../routing/route-paths';

/** A page's entry in the browser tab and in search results. */
export interface PageMeta {
  readonly title: string;
  readonly description: string;
}

const SITE = 'Play Smart';

/** Every page's title and description, in English. The 404 page has its own. */
export const PAGE_META: Readonly<Record<AppPath, PageMeta>> = {
  '/': {
    title: `${SITE} | Ohio Lottery`,
    description:
      'The Ohio Lottery’s responsible-gambling site: quick self-checks, straight facts about the odds, and free, confidential help 24/7.',
  },
  '/games/gambler-quiz': {
    title: `Gambler or Problem Gambler? | ${SITE}`,
    description:
      'Nine questions about the last 12 months, based on the Problem Gambling Severity Index. Private: your answers stay on your device.',
  },
  '/get-help-give-help': {
    title: `Get help, give help | ${SITE}`,
    description:
      'Help with gambling problems in Ohio: call 1-800-589-9966 (free, confidential, 24/7), text 4HOPE to 741741, or use the live chat on Ohio’s responsible gambling page. And how to help someone you care about.',
  },
  '/get-help-give-help/email-preview': {
    title: `Email preview | ${SITE}`,
    description: 'The exact email a friend receives when you send them Play Smart’s message of support.',
  },
  '/games/quiz-game': {
    title: `Quiz of Unforeseen Risks | ${SITE}`,
    description:
      'A timed quiz on lottery odds, prices and risks: answer before the clock runs out, with three lives. More time is one click away.',
  },
  '/games/scroll-game': {
    title: `The Scroll of Infinity | ${SITE}`,
    description:
      'A page that never ends: how far will you scroll before you stop? A playful look at knowing when to quit.',
  },
  '/games/nickname-generator': {
    title: `Nickname Generator | ${SITE}`,
    description:
      'Three quick questions, one brand-new nickname to share. Just for fun: nothing you pick is stored.',
  },
  '/games/hobby-generator': {
    title: `Hobby Generator | ${SITE}`,
    description:
      'Five quick questions, then a new hobby you can start for free or for very little, with a tip on how to begin.',
  },
  '/cost-calculator': {
    title: `The Costulator: what your play costs | ${SITE}`,
    description:
      'Pick your game, how much and how often you play, and see what it adds up to in a week, a month (4 weeks) and a year.',
  },
  '/games/register': {
    title: `Free Shirt! | ${SITE}`,
    description:
      'Ohio residents 18 and over can sign up for a free Play Smart T-shirt while supplies last. One shirt per person.',
  },
  '/privacy-policy': {
    title: `Privacy policy | ${SITE}`,
    description:
      'What Play Smart keeps, why, for how long and who sees it: the T-shirt sign-up, email a friend (no addresses stored), cookies and site statistics.',
  },
  '/accessibility': {
    title: `Accessibility | ${SITE}`,
    description:
      'Play Smart aims for WCAG 2.2 AA: how it is tested, the extra time you can choose in the timed games, and how to report a barrier.',
  },
  '/contact': {
    title: `Contact us | ${SITE}`,
    description:
      'Write to the Play Smart team: report an accessibility barrier, ask a question about the site, or ask us to delete the sign-up you sent.',
  },
};

/** The 404 page's title and description. */
export const NOT_FOUND_META: PageMeta = {
  title: `Page not found | ${SITE}`,
  description: 'This page does not exist. Find the games, the cost calculator and free help on Play Smart.',
};

/** What every page says when scripts are off. */
export const NOSCRIPT =
  'This site’s games need JavaScript. For help with gambling problems, call the Ohio Problem Gambling Helpline at 1-800-589-9966 (free, confidential, 24/7).';
