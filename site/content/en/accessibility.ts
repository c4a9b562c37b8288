import { TIMING_SCALE_CHOICES } from '@play-smart/engine';
import type { ArticleContent } from '../../pages/Article';
import { OHIO_HELPLINE } from '../help';

const choices = TIMING_SCALE_CHOICES.map((scale) => `×${String(scale)}`).join(', ');

/**
 * The accessibility statement in English. What it says was tested is what the project's tests do: axe in
 * Chromium on every page and stage (test/e2e), keyboard-only playthroughs, focus moves and live regions
 * (test/views), reduced motion (docs/design.md), and the timing choices of the two timed games.
 */
export const ACCESSIBILITY_CONTENT: ArticleContent = {
  title: 'Accessibility',
  lead: 'We want everyone to be able to use Play Smart: by keyboard, with a screen reader, on a small phone, or with animations turned down.',
  updated: 'Last updated 21 November 2026.',
  contentsLabel: 'On this page',
  sections: [
    {
      id: 'target',
      heading: 'Our target',
      paragraphs: [
        'Play Smart aims to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA on every page, game and form.',
      ],
    },
    {
      id: 'testing',
      heading: 'What we test, and how',
      paragraphs: ['The site’s automatic tests run in a real browser (Chromium) and check:'],
      list: [
        'The axe accessibility checker on every page and on every stage of each game, quiz and form, including error messages and results.',
        'Keyboard-only playthroughs: every game and both forms are completed with the keyboard alone.',
        'Focus moves to each new question, result and error message, so you never lose your place.',
        'Results and changes (a score, a form error, a message sent) are announced to screen readers through live regions, without reading out every tick of a clock.',
        'When your device asks for reduced motion, movement and fades are turned off; the games keep the same rules and timing.',
        'Every page fits a 390-pixel-wide phone screen without scrolling sideways, buttons are at least 48 pixels tall, and text has a contrast of at least 4.5 to 1.',
      ],
    },
    {
      id: 'time-limits',
      heading: 'Time limits in the games',
      paragraphs: [
        `Two games have time limits: the Quiz of Unforeseen Risks and The Scroll of Infinity. Before you play, you can choose more time: ${choices}. Your browser remembers the choice for next time.`,
        'The other games, the gambler quiz, the cost calculator and the forms have no time limit.',
      ],
    },
    {
      id: 'limitations',
      heading: 'Known limitations',
      paragraphs: [
        'Videos play in Vimeo’s player, whose controls and captions are Vimeo’s own. When the forms use Google reCAPTCHA to keep robots out, it runs in the background and asks you nothing; if it cannot load, the form tells you.',
      ],
    },
    {
      id: 'report',
      heading: 'Report a barrier',
      paragraphs: [
        'If something on Play Smart is hard or impossible for you to use, please tell us on the contact page (“Contact us”, at the bottom of every page) and choose “Report an accessibility barrier”, or tell the Ohio Lottery through ohiolottery.com. Say which page, what you were trying to do, and what device or assistive technology you use.',
        `If you need help with gambling now, call the ${OHIO_HELPLINE.name} at ${OHIO_HELPLINE.display}: free, confidential, 24/7.`,
      ],
    },
  ],
};
