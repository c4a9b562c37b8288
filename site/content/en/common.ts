import type { CommonWords } from '../../../views/layout';

/** The words several views share, in English (the default locale). */
export const COMMON_WORDS: CommonWords = {
  tshirtOffer: {
    label: 'Free T-shirt',
    title: 'Free Shirt!',
    text: 'Ohio residents 18 and over can get a free T-shirt while supplies last.',
    cta: 'Get your free T-shirt',
  },
  helpline: { call: (display) => `Call ${display}` },
  share: {
    heading: 'Share',
    networks: { facebook: 'Facebook', twitter: 'X (Twitter)', email: 'Email' },
    actions: {
      facebook: 'Share on Facebook (opens a window)',
      twitter: 'Share on X (Twitter) (opens a window)',
      email: 'Share by email',
    },
  },
  opensInNewTab: '(opens in a new tab)',
};
