import type {
  NicknameGeneratorContent,
  NicknameGeneratorQuestionWords,
} from '../../../views/nickname-generator';

// How these lists make good Spanish. The view joins a nickname as '<first> <second>': the first word
// from question 2 (the lucky charm), the second from question 3 (the free afternoon) or a name of the
// style chosen in question 1, and no word knows the others. So every first word is an adjective with one
// form for both genders, of the kind Spanish puts before a name or noun ('Gran Paloma', 'Fiel Pancho');
// every question-3 word is a noun that fits a person of any gender ('Senderista', 'Cantante', 'Galleta');
// and the name style shows only through the names, which are Spanish.

/** The 14 male-style fallback names: friendly Spanish names, some with a lucky meaning. */
const MALE_NAMES: readonly string[] = [
  'Fortunato',
  'Félix',
  'Próspero',
  'Benito',
  'Pancho',
  'Paco',
  'Pepe',
  'Nacho',
  'Chema',
  'Memo',
  'Lalo',
  'Toño',
  'Beto',
  'Tito',
];

/** The 10 female-style fallback names: friendly Spanish names, some with a lucky meaning. */
const FEMALE_NAMES: readonly string[] = [
  'Fortuna',
  'Perla',
  'Rubí',
  'Esmeralda',
  'Estrella',
  'Dorita',
  'Luz',
  'Lola',
  'Paloma',
  'Alegría',
];

/**
 * The three questions. Question 1's options carry the fallback names as their words, so every option has
 * a word list and the fallback list is simply the chosen name style's words.
 */
const QUESTIONS: readonly NicknameGeneratorQuestionWords[] = [
  {
    question: 'Primero lo primero: ¿qué estilo de nombre va con usted?',
    options: [
      { label: 'Un nombre clásico de hombre', words: MALE_NAMES },
      { label: 'Un nombre clásico de mujer', words: FEMALE_NAMES },
    ],
  },
  {
    question: 'Elija un amuleto de la suerte.',
    options: [
      { label: 'Un trébol de cuatro hojas', words: ['Feliz', 'Alegre', 'Gran', 'Súper'] },
      { label: 'Una herradura', words: ['Fiel', 'Leal', 'Noble', 'Veloz'] },
      { label: 'Una estrella fugaz', words: ['Estelar', 'Fugaz', 'Brillante', 'Radiante'] },
      {
        label: 'Un centavo encontrado con la cara hacia arriba',
        words: ['Reluciente', 'Sagaz', 'Genial', 'Audaz'],
      },
    ],
  },
  {
    question: '¿Cómo pasaría una tarde libre?',
    options: [
      {
        label: 'Recorriendo un sendero nuevo',
        words: ['Senderista', 'Trotamundos', 'Caminante', 'Excursionista'],
      },
      { label: 'Horneando algo dulce', words: ['Pastelito', 'Galleta', 'Bizcocho', 'Churro'] },
      { label: 'Tocando música', words: ['Artista', 'Baterista', 'Guitarrista', 'Cantante'] },
      { label: 'Leyendo un buen libro', words: ['Cuentista', 'Poeta', 'Novelista', 'Estudiante'] },
    ],
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
  questionNumber: (n) => `Pregunta ${n}`,
  questionOf: (count) => ` de ${count}`,
  questions: QUESTIONS,
  result: 'SU APODO ES...',
  resultNote:
    'Un amuleto de la suerte da para un buen apodo, pero no cambia las probabilidades. Fije un presupuesto antes de jugar, y que siga siendo un juego.',
  randomName: 'Nombre al azar',
  tryAgain: 'Intentar de nuevo',
  share: (nickname) => ({
    text: `Mi apodo de Play Smart es ${nickname}. ¿Cuál es el suyo?`,
    subject: 'Mi apodo nuevo',
  }),
};
