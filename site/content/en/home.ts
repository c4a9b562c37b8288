import type { HelpStripWords } from '../../../views/layout';
import type { BackgroundVideoWords } from '../../../views/media';

/** The home page's own words in English (its views' words are in their own files). */
export const HOME_WORDS = {
  hero: {
    kicker: 'From the Ohio Lottery',
    title: 'Play smart. Know the odds.',
    lead: 'Games of chance should stay a game. Try a quick game, check the facts behind common lottery myths, and find free, confidential help whenever you or someone you care about needs it.',
    games: 'Find a game',
    help: 'Get help now',
  },
  shareLabel: 'Share this page',
  share: 'Know someone who would like these games? Share this page.',
} as const;

/** The background video's control in English. */
export const HOME_VIDEO_WORDS: BackgroundVideoWords = {
  pause: 'Pause',
  play: 'Play',
  what: 'the background video',
};

/** The help strip's words in English. */
export const HELP_STRIP_WORDS: HelpStripWords = {
  heading: 'Help with gambling problems',
  intro:
    'If gambling is costing you more than you want it to, or you are worried about someone, call the helpline: it is free, confidential and open 24/7. You can also text, or use the live chat on Ohio’s responsible gambling page.',
  callTitle: 'Call',
  textTitle: 'Text',
  text: (keyword, number) => `Text ${keyword} to ${number}`,
  chatTitle: 'Chat',
  chat: 'Ohio’s responsible gambling page (it offers live chat)',
};
