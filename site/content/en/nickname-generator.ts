import { NICKNAME_GENERATOR_QUESTIONS, NICKNAME_GENERATOR_TEXT } from '../../../engine';
import type { NicknameGeneratorContent } from '../../../views/nickname-generator';

/**
 * The nickname generator's words in English. The spec strings and the questions come from the engine's
 * NICKNAME_GENERATOR_TEXT and NICKNAME_GENERATOR_QUESTIONS.
 */
export const NICKNAME_GENERATOR_CONTENT: NicknameGeneratorContent = {
  title: 'Nickname Generator',
  intro: [
    'Three quick questions, one brand-new nickname. It’s just for fun: nothing you pick is stored or sent.',
  ],
  picture: {
    src: '/images/nickname-generator/title.svg',
    width: 320,
    height: 240,
    alt: 'A blank name tag with a star, surrounded by sparkles',
  },
  start: NICKNAME_GENERATOR_TEXT.start,
  questionNumber: (n) => `Question ${n}`,
  questionOf: (count) => ` of ${count}`,
  questions: NICKNAME_GENERATOR_QUESTIONS.map((q) => ({
    question: q.question,
    options: q.options.map((o) => o.label),
  })),
  result: NICKNAME_GENERATOR_TEXT.result,
  resultNote:
    'A lucky charm makes a fine nickname, but it doesn’t change the odds. Set a budget before you play, and keep it a game.',
  randomName: NICKNAME_GENERATOR_TEXT.randomName,
  tryAgain: NICKNAME_GENERATOR_TEXT.tryAgain,
  share: (nickname) => ({
    text: `My Play Smart nickname is ${nickname}. What’s yours?`,
    subject: 'My new nickname',
  }),
};
