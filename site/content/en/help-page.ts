import { NATIONAL_HELPLINE, OHIO_HELPLINE } from './helplines';

/**
 * The help page's own words in English. Every fact it shows (numbers, addresses, self-exclusion periods)
 * comes from the dated site/content/help.ts; these are the sentences around them.
 */
export const HELP_PAGE_WORDS = {
  /** The help lines as this language labels them (numbers from help.ts). */
  lines: { ohio: OHIO_HELPLINE, national: NATIONAL_HELPLINE },
  title: 'Get help, give help',
  lead: 'Whether gambling is costing you more than you want, or you are worried about someone else, you can talk to someone today. It is free and confidential.',
  routesLabel: 'Choose the help you need',
  forMe: { title: 'For me', text: 'Call, text or chat about your own gambling.' },
  forSomeone: {
    title: 'For someone I care about',
    text: 'Signs to look for, how to talk, and a kind note to send.',
  },
  me: {
    heading: 'Help for you',
    intro:
      'Pick whatever feels easiest. Each of these is free and confidential, and is for support with gambling, not lottery results.',
    text: (keyword: string, number: string) => `Text ${keyword} to ${number}.`,
    textLead: 'Prefer to text?',
    chatLead: 'Prefer to type?',
    chat: 'Ohio’s responsible gambling page (it offers live chat)',
    expectHeading: 'What to expect when you call',
    expect: [
      'Someone answers at any hour, every day of the year.',
      'It costs nothing, and what you say stays confidential.',
      'You choose what to share. You can talk about yourself or about someone else.',
    ],
    breakHeading: 'Taking a break from gambling',
    selfExclusion: (name: string, periods: readonly string[]) =>
      `Ohio’s self-exclusion program, ${name}, lets you ban yourself from Ohio’s casinos, racinos and sports betting for ${periods.slice(0, -1).join(', ')} or ${periods[periods.length - 1] ?? ''}. It is run by the Ohio Casino Control Commission and the Ohio Lottery.`,
    selfExclusionEnroll: 'You can sign up online at any hour:',
    selfExclusionLink: 'Time Out Ohio’s sign-up site',
    selfExclusionSpanish:
      'The Commission’s page on the program has its brochure in Spanish, Arabic and Chinese:',
    selfExclusionSpanishLink: 'the program’s page, with its brochures',
    nationalHeading: 'Outside Ohio',
    nationalChat: 'Chat online with the National Problem Gambling Helpline',
  },
  someone: {
    heading: 'Help for someone you care about',
    signsIntro: 'Some signs that gambling may be causing harm for someone you know:',
    signs: [
      'betting more than they can afford, or more often than before;',
      'going back to win back what they lost;',
      'borrowing money, or selling things, to keep playing;',
      'stress, sleeplessness or secrecy about money and time.',
    ],
    talkHeading: 'How to talk about it',
    talk: [
      'Pick a calm moment. Talk about what you have seen rather than what they are, listen more than you talk, and let them know help is free.',
      'The helpline supports family and friends too: you can call for yourself about someone else.',
    ],
  },
} as const;
