// Types only from the engine: a runtime import would share the engine's nickname module between the page and
// this words chunk, and split it into a script of its own.
import type { NicknameGeneratorWord } from '@play-smart/engine';

// The Spanish nickname generator's words, with the grammar the English ones do without. A Spanish nickname
// puts the noun (a question-3 word or a fallback name) first and the lucky-charm adjective after it, in the
// noun's gender: 'Galleta Cósmica', 'Paco Suertudo', 'Poema Cobrizo'. So each noun carries its grammatical
// gender and each adjective both its forms; the names take the gender of the style they belong to. The
// question-3 nouns are things and animals with one fixed gender (not nouns like 'artista' whose gender
// follows the person), so the agreement never depends on who plays.
//
// In a folder of its own because every module directly in a language's folder is loaded as a page's
// words chunk; this one travels inside the nickname generator's.

/** A Spanish noun's grammatical gender. */
export type SpanishGender = 'masculine' | 'feminine';

/** A noun or a name, and the gender an adjective after it takes. */
export interface SpanishNoun {
  readonly text: string;
  readonly gender: SpanishGender;
}

/** An adjective's form for each gender; an invariable one ('Veloz') has the same form twice. */
export type SpanishAdjective = Readonly<Record<SpanishGender, string>>;

/** An adjective with one form for both genders. */
const invariable = (form: string): SpanishAdjective => ({ masculine: form, feminine: form });

/** An adjective with a masculine and a feminine form. */
const variable = (masculine: string, feminine: string): SpanishAdjective => ({ masculine, feminine });

/** Nouns of one gender. */
const nouns = (gender: SpanishGender, texts: readonly string[]): readonly SpanishNoun[] =>
  texts.map((text) => ({ text, gender }));

/** The 14 male-style fallback names: friendly Spanish names, some with a lucky meaning. */
export const SPANISH_MALE_NAMES: readonly SpanishNoun[] = nouns('masculine', [
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
]);

/** The 10 female-style fallback names: friendly Spanish names, some with a lucky meaning. */
export const SPANISH_FEMALE_NAMES: readonly SpanishNoun[] = nouns('feminine', [
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
]);

/** Question 2's adjectives, per lucky charm in the engine's option order. */
export const SPANISH_CHARM_ADJECTIVES: readonly (readonly SpanishAdjective[])[] = [
  // A four-leaf clover.
  [
    variable('Afortunado', 'Afortunada'),
    variable('Suertudo', 'Suertuda'),
    invariable('Verde'),
    variable('Dichoso', 'Dichosa'),
  ],
  // A horseshoe.
  [invariable('Fiel'), invariable('Veloz'), variable('Brioso', 'Briosa'), invariable('Galopante')],
  // A shooting star.
  [
    invariable('Estelar'),
    variable('Cósmico', 'Cósmica'),
    variable('Luminoso', 'Luminosa'),
    invariable('Brillante'),
  ],
  // A penny found heads up.
  [
    variable('Cobrizo', 'Cobriza'),
    invariable('Reluciente'),
    variable('Ahorrador', 'Ahorradora'),
    invariable('Sagaz'),
  ],
];

/** Question 3's nouns, per free afternoon in the engine's option order: two of each gender per option. */
export const SPANISH_AFTERNOON_NOUNS: readonly (readonly SpanishNoun[])[] = [
  // Hiking a new trail.
  [
    { text: 'Halcón', gender: 'masculine' },
    { text: 'Brújula', gender: 'feminine' },
    { text: 'Cóndor', gender: 'masculine' },
    { text: 'Mochila', gender: 'feminine' },
  ],
  // Baking something sweet.
  [
    { text: 'Bizcocho', gender: 'masculine' },
    { text: 'Galleta', gender: 'feminine' },
    { text: 'Churro', gender: 'masculine' },
    { text: 'Rosquilla', gender: 'feminine' },
  ],
  // Playing some music.
  [
    { text: 'Tambor', gender: 'masculine' },
    { text: 'Guitarra', gender: 'feminine' },
    { text: 'Ritmo', gender: 'masculine' },
    { text: 'Maraca', gender: 'feminine' },
  ],
  // Reading a good book.
  [
    { text: 'Búho', gender: 'masculine' },
    { text: 'Lechuza', gender: 'feminine' },
    { text: 'Poema', gender: 'masculine' },
    { text: 'Novela', gender: 'feminine' },
  ],
];

/**
 * A Spanish nickname: the noun, then the adjective in the noun's gender.
 *
 * @param adjective - the lucky-charm word
 * @param noun - the question-3 noun or fallback name
 * @returns e.g. 'Galleta Cósmica'
 */
export function spanishNickname(adjective: SpanishAdjective, noun: SpanishNoun): string {
  return `${noun.text} ${adjective[noun.gender]}`;
}

/** A word a nickname may take: a noun or name, or an adjective. */
type SpanishNicknameWord = SpanishNoun | SpanishAdjective;

/**
 * Every word a nickname may take, by question (name style, lucky charm, free afternoon: the questions'
 * order) and option, as the engine's word references count them.
 */
const WORDS_BY_QUESTION: readonly (readonly (readonly SpanishNicknameWord[])[])[] = [
  [SPANISH_MALE_NAMES, SPANISH_FEMALE_NAMES],
  SPANISH_CHARM_ADJECTIVES,
  SPANISH_AFTERNOON_NOUNS,
];

const isNoun = (word: SpanishNicknameWord): word is SpanishNoun => 'gender' in word;

const wordAt = (ref: NicknameGeneratorWord): SpanishNicknameWord | undefined =>
  WORDS_BY_QUESTION[ref.question]?.[ref.option]?.[ref.word];

/**
 * The Spanish nickname for the engine's two word references.
 *
 * @param first - the lucky-charm word (question 2)
 * @param second - the question-3 noun or fallback name
 * @returns e.g. 'Paco Suertudo', or '' for a reference that is not an adjective and a noun of the lists
 */
export function spanishNicknameText(first: NicknameGeneratorWord, second: NicknameGeneratorWord): string {
  const adjective = wordAt(first);
  const noun = wordAt(second);
  if (adjective === undefined || noun === undefined || isNoun(adjective) || !isNoun(noun)) return '';
  return spanishNickname(adjective, noun);
}
