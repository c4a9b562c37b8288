import type {
  NicknameGeneratorContent,
  NicknameGeneratorQuestionWords,
} from '../../../views/nickname-generator';
import {
  SPANISH_AFTERNOON_NOUNS,
  SPANISH_CHARM_ADJECTIVES,
  SPANISH_FEMALE_NAMES,
  SPANISH_MALE_NAMES,
  spanishNicknameText,
  type SpanishNoun,
} from './grammar/nickname';

// The words live with their genders in grammar/nickname.ts; the option words here are their plain
// spellings (an adjective's masculine form, as a dictionary gives it).
const spellings = (list: readonly SpanishNoun[]) => list.map((noun) => noun.text);

/**
 * The three questions. Question 1's options carry the fallback names as their words, so every option has
 * a word list and the fallback list is simply the chosen name style's words.
 */
const QUESTIONS: readonly NicknameGeneratorQuestionWords[] = [
  {
    question: 'Primero lo primero: ¿qué estilo de nombre va con usted?',
    options: [
      { label: 'Un nombre clásico de hombre', words: spellings(SPANISH_MALE_NAMES) },
      { label: 'Un nombre clásico de mujer', words: spellings(SPANISH_FEMALE_NAMES) },
    ],
  },
  {
    question: 'Elija un amuleto de la suerte.',
    options: [
      'Un trébol de cuatro hojas',
      'Una herradura',
      'Una estrella fugaz',
      'Un centavo encontrado con la cara hacia arriba',
    ].map((label, option) => ({
      label,
      words: (SPANISH_CHARM_ADJECTIVES[option] ?? []).map((adjective) => adjective.masculine),
    })),
  },
  {
    question: '¿Cómo pasaría una tarde libre?',
    options: [
      'Recorriendo un sendero nuevo',
      'Horneando algo dulce',
      'Tocando música',
      'Leyendo un buen libro',
    ].map((label, option) => ({ label, words: spellings(SPANISH_AFTERNOON_NOUNS[option] ?? []) })),
  },
];

/**
 * The nickname generator's words in Spanish, the twin of site/content/en/nickname-generator.ts; the
 * button and heading words keep the intent the product spec fixes for the English ones.
 */
export const NICKNAME_GENERATOR_CONTENT: NicknameGeneratorContent = {
  title: 'Generador de apodos',
  intro: [
    'Tres preguntas rápidas, un apodo nuevecito. Es solo por diversión: nada de lo que elija se guarda ni se envía.',
  ],
  picture: {
    src: '/images/nickname-generator/title.svg',
    width: 320,
    height: 240,
    alt: 'Una etiqueta de nombre en blanco con una estrella, rodeada de destellos',
  },
  start: 'Empezar el juego',
  questionProgress: (n, count) => `Pregunta ${n} de ${count}`,
  questions: QUESTIONS,
  result: 'SU APODO ES...',
  resultNote:
    'Un amuleto de la suerte da para un buen apodo, pero no cambia las probabilidades. Fije un presupuesto antes de jugar, y que siga siendo un juego.',
  randomName: 'Nombre al azar',
  tryAgain: 'Intentar de nuevo',
  nicknameText: spanishNicknameText,
  share: (nickname) => ({
    text: `Mi apodo de Play Smart es ${nickname}. ¿Cuál es el suyo?`,
    subject: 'Mi apodo nuevo',
  }),
};
