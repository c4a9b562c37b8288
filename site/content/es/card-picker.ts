import type { CardPickerContent } from '../../../views/card-picker';

/** The game-card picker's words in English. */
export const CARD_PICKER_CONTENT: CardPickerContent = {
  heading: 'Pick a game',
  intro:
    'Five short games about odds, habits and the choices behind a bet. Each one takes a few minutes. Your answers stay on your device; only The Scroll of Infinity sends its final score, to show how far other players went.',
  completeHeading: 'Try another game',
  completeIntro: 'Four more short games, each a few minutes long. Pick one to play next.',
  playAnother: 'Play another game',
  regionLabel: 'Games',
  regionRole: 'carousel',
  slideRole: 'slide',
  slideLabel: (n, count) => `${n} of ${count}`,
  cards: {
    'quiz-game': {
      title: 'Quiz of Unforeseen Risks',
      altText: '#1 Quiz of Unforeseen Risks',
      blurb: 'Quick questions against the clock. You have three lives and sixty seconds.',
    },
    'scroll-game': {
      title: 'The Scroll of Infinity',
      altText: '#2 The Scroll of Infinity',
      blurb: 'How far will you scroll for nothing? See when you decide to stop.',
    },
    'nickname-generator': {
      title: 'Nickname Generator',
      altText: '#3 Nickname Generator',
      blurb: 'Answer three questions and get a nickname to share with friends.',
    },
    'hobby-generator': {
      title: 'Hobby Generator',
      altText: '#4 Hobby Generator',
      blurb: 'Five questions, one new idea for your free time.',
    },
    'gambler-quiz': {
      title: 'Gambler or Problem Gambler?',
      altText: '#5 Gambler or Problem Gambler',
      blurb: 'Nine private questions about the last 12 months. About two minutes.',
    },
  },
  play: 'Play',
  watchVideo: 'Watch the video',
  choose: 'Choose',
  previous: 'Previous game',
  next: 'Next game',
  status: (n, count, title) => `Game ${n} of ${count}: ${title}`,
};
