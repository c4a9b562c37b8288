import { TIMING_SCALE_CHOICES } from '@play-smart/engine';
import type { ArticleContent } from '../../pages/Article';
import { OHIO_HELPLINE } from './helplines';

const choices = TIMING_SCALE_CHOICES.map((scale) => `×${String(scale)}`).join(', ');
const longest = `${String(Math.max(...TIMING_SCALE_CHOICES))} times`;

/** The page where a visitor reports a barrier (built separately); named 'the contact form' on this page. */
export const ACCESSIBILITY_CONTACT_PATH = '/contact';

/**
 * The accessibility statement in English. What it says was tested is what the project's tests do: axe
 * (WCAG 2.0-2.2 A and AA rules) in Chromium on the pages and on each stage of the games, quizzes and forms
 * (test/e2e), keyboard-only playthroughs and focus moves (test/e2e, test/views), reduced motion
 * (test/e2e), no sideways scroll at 390 px (test/e2e/layout.spec.ts), and on every page in both languages
 * text spacing, 200% text, reflow at 320 x 256, target size, focus visible and not hidden, reduced motion
 * and forced colours (test/e2e/wcag.spec.ts). Nobody has tested the site by hand
 * with a screen reader: the page says so. Change it when that changes.
 */
export const ACCESSIBILITY_CONTENT: ArticleContent = {
  title: 'Accessibility',
  lead: 'This statement covers the Play Smart website of the Ohio Lottery. It says how accessible the site is, how we checked, what we know does not work well yet, and how to tell us about a problem.',
  updated: 'Last reviewed November 27, 2026.',
  contentsLabel: 'On this page',
  sections: [
    {
      id: 'status',
      heading: 'Our target and where we are',
      paragraphs: [
        'Our target is the Web Content Accessibility Guidelines (WCAG) 2.2, level AA.',
        'The site has not had an independent audit. From our own testing, described below, we believe it partly meets this target. The parts we know may not meet it are listed under Known limitations.',
      ],
    },
    {
      id: 'testing',
      heading: 'How we tested',
      paragraphs: [
        'Our tests run automatically in a Chromium browser, on every page in English and in Spanish. They check:',
      ],
      list: [
        'The axe accessibility checker, with its WCAG 2.0, 2.1 and 2.2 level A and AA rules, on the site’s pages and on each stage of every game, quiz and form, including error messages and results.',
        'The keyboard: every game, quiz and form is completed with the keyboard alone, and focus moves to each new question, result and error message.',
        'Screen reader support in the code: controls have names, and results, scores and form errors are announced through live regions.',
        'Reduced motion: when your device asks for less motion, movement and fades are turned off and the myth of the moment stays still until you move it; the games keep the same rules.',
        'Small screens: every page fits a 390-pixel-wide phone screen without scrolling sideways.',
        'Text spacing (WCAG 1.4.12): with wider line, letter, word and paragraph spacing added, nothing is cut off and no page scrolls sideways, on a 390-pixel and a 320-pixel screen.',
        'Resize text (WCAG 1.4.4): with the text at twice its size on a 1,280-pixel screen, no page scrolls sideways and nothing is pushed off the screen.',
        'Reflow (WCAG 1.4.10): on a screen 320 pixels wide and 256 high, no page scrolls sideways, the time choices keep their words inside their buttons and nothing covers the scroll game’s instructions.',
        'Target size (WCAG 2.5.8): every button and link is at least 24 by 24 pixels, or is a link in a sentence, or has room around it.',
        'Focus (WCAG 2.4.7 and 2.4.11): tabbing through the whole page, every stop shows a ring that stands out from what is behind it, and is not hidden behind other content.',
        'Forced colors (Windows high contrast): buttons and pills whose shape is drawn only by a color keep a border.',
      ],
      after: [
        'We have not yet tested the site by hand with a screen reader such as NVDA, JAWS or VoiceOver.',
      ],
    },
    {
      id: 'time-limits',
      heading: 'Time limits and moving content',
      paragraphs: [
        `Two games have time limits: the Quiz of Unforeseen Risks and The Scroll of Infinity. Before you play, you can choose more time: ${choices}. Your browser remembers the choice for next time.`,
        'The other games, the gambler quiz, the calculator and the forms have no time limit.',
        'On the home page, the myth of the moment changes every 6 seconds. You can pause it, and move to the next or previous myth yourself.',
      ],
    },
    {
      id: 'limitations',
      heading: 'Known limitations',
      paragraphs: [],
      list: [
        'Videos play in Vimeo’s player, a frame run by Vimeo. Its controls and any captions are Vimeo’s, and we cannot fix problems inside it.',
        'The forms may use Google reCAPTCHA to keep robots out. It runs in a frame from Google. It normally asks you nothing; if it cannot load, the form tells you.',
        `The time limits in the two timed games can be made up to ${longest} longer, but cannot be turned off.`,
        'No one has yet checked the site by hand with a screen reader, so some problems that only a screen reader user would meet may remain.',
        'Our security settings block style sheets added to a page by a bookmarklet (a bookmark that runs a script), so a bookmarklet that changes text spacing or colors will not work here. Browser extensions and your browser’s own settings for text size, fonts and colors are not blocked.',
        'With the text at twice its size on a phone-sized screen (under 768 pixels wide), some long words on buttons may reach the edge of the screen. Zooming the whole page works at every size.',
      ],
    },
    {
      id: 'report',
      heading: 'Report a barrier',
      paragraphs: [],
      link: {
        before: 'If something on Play Smart is hard or impossible for you to use, tell us through ',
        label: 'the contact form',
        href: ACCESSIBILITY_CONTACT_PATH,
        after:
          ' (choose “Report an accessibility barrier”). Say which page, what you were trying to do, and what device or assistive technology you use.',
      },
      after: [
        `If you need help with gambling now, call the ${OHIO_HELPLINE.name} at ${OHIO_HELPLINE.display}: free, confidential, 24/7.`,
      ],
    },
    {
      id: 'about',
      heading: 'About this statement',
      paragraphs: [
        'We last reviewed this statement on November 27, 2026. We review it when the site changes.',
      ],
    },
  ],
};
