import type { GamblerQuizContent } from '../../../views/gambler-quiz';
import { HELP_PATH } from '../help';
import { OHIO_HELPLINE } from './helplines';

const inLastYear = 'In the last 12 months, how often';

/**
 * The gambler quiz's words in English. The button, answer, score and risk-level words are fixed by the
 * product spec; the nine questions follow the Problem Gambling Severity Index items in their
 * published order (shared/CONTENT.md), reworded for this site; they describe behaviour, not people.
 */
export const GAMBLER_QUIZ_CONTENT: GamblerQuizContent = {
  title: 'Gambler or Problem Gambler?',
  intro: [
    'Nine quick questions about the last 12 months. For each one, pick the answer that fits best: Never, Sometimes, Most of the Time or Almost Always.',
    'It takes about two minutes. Your answers stay on this device: nothing you choose is sent or saved.',
  ],
  takeQuiz: 'Take the Quiz',
  questionProgress: (n, count) => `Question ${n} of ${count}`,
  questions: [
    `${inLastYear} did you bet more than you could really afford to lose?`,
    `${inLastYear} did you need to bet bigger amounts to get the same thrill?`,
    `${inLastYear} did you come back another day to try to win back money you had lost?`,
    `${inLastYear} did you borrow money or sell something so you could gamble?`,
    `${inLastYear} did you feel that your gambling might be a problem?`,
    `${inLastYear} did gambling leave you with health problems, such as stress or anxiety?`,
    `${inLastYear} did other people criticize your betting or tell you it was a problem, whether or not you agreed?`,
    `${inLastYear} did your gambling cause money trouble for you or the people you live with?`,
    `${inLastYear} did you feel guilty about your gambling or about what came of it?`,
  ],
  answers: {
    never: 'Never',
    sometimes: 'Sometimes',
    'most-of-the-time': 'Most of the Time',
    'almost-always': 'Almost Always',
  },
  yourScoreIs: 'Your score is:',
  outOf: (max) => ` out of ${String(max)}`,
  scaleTitle: 'What the score means',
  bandRange: (from, to) => (from === to ? String(from) : `${String(from)}–${String(to)}`),
  yourBand: ' (your score)',
  youAreAt: 'You are at',
  levelLabels: {
    'no-risk': 'No Risk',
    'low-risk': 'Low Risk',
    'moderate-risk': 'Moderate Risk',
    'high-risk': 'High Risk',
  },
  levelMessages: {
    'no-risk':
      'Your answers don’t point to problems with gambling right now. If that ever changes, help is free and there is no wrong time to reach out.',
    'low-risk':
      'Your answers show a few early signs. Deciding on a budget and a time limit before you play helps keep it a game.',
    'moderate-risk':
      'Your answers show signs that gambling may be starting to cost you more than money. Talking it through can help, and it is free and confidential.',
    'high-risk':
      'Your answers show signs that gambling may be causing real harm. You are not alone, and help works. Someone is ready to listen, day or night.',
  },
  screeningNote:
    'This quiz is based on the Problem Gambling Severity Index (PGSI). It is a screening, not a diagnosis: a trained counselor can tell you more.',
  helpLink: 'get HELP/give HELP',
  tryAgain: 'Try Again',
  helpline: OHIO_HELPLINE,
  helpPath: HELP_PATH,
};
