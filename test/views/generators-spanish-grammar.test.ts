/**
 * The generators' Spanish reads as Spanish whatever the engine draws: every nickname it can compose puts
 * the noun first and the adjective in the noun's gender, every hobby follows 'es' as an infinitive; and
 * moving the nickname's word order into the content left the English nicknames as they were.
 */
import { describe, expect, it } from 'vitest';
import {
  HOBBY_GENERATOR_HOBBY_COUNT,
  NICKNAME_GENERATOR_GENDER_OPTION,
  NICKNAME_GENERATOR_QUESTION_ROLE as ROLE,
  NICKNAME_GENERATOR_WORD_COUNTS,
  nicknameGenerator,
  selectNicknameGeneratorName,
  type NicknameGeneratorWord,
} from '@play-smart/engine';
import { NICKNAME_GENERATOR_CONTENT as en } from '../../site/content/en/nickname-generator';
import { NICKNAME_GENERATOR_CONTENT as es } from '../../site/content/es/nickname-generator';
import { HOBBY_GENERATOR_CONTENT as esHobbies } from '../../site/content/es/hobby-generator';
import {
  SPANISH_AFTERNOON_NOUNS,
  SPANISH_FEMALE_NAMES,
  SPANISH_MALE_NAMES,
  type SpanishGender,
} from '../../site/content/es/grammar/nickname';
import { connectNicknameGenerator, nicknameWordAt } from '../../views/nickname-generator';
import { settle } from '../support/replay';

/** Answers a second apart: well past each screen change. */
const SECOND = 1000;

/** The generator on its end screen after Start and these answers, each screen change waited out. */
function finished(seed: number, answers: readonly number[]) {
  const start = nicknameGenerator.step(nicknameGenerator.init({}, 0, seed).state, { type: 'start', at: 0 });
  let state = settle(nicknameGenerator, start.state).state;
  answers.forEach((option, i) => {
    const answered = nicknameGenerator.step(state, { type: 'answerSelected', option, at: (i + 1) * SECOND });
    state = settle(nicknameGenerator, answered.state).state;
  });
  return state;
}

/** Every word reference the engine can draw from a question: each word of each of its options. */
function everyWordOf(question: number): NicknameGeneratorWord[] {
  return (NICKNAME_GENERATOR_WORD_COUNTS[question] ?? []).flatMap((count, option) =>
    Array.from({ length: count }, (_, word) => ({ question, option, word })),
  );
}

/** First words come from question 2; second words from question 3 or the name style's fallback names. */
const FIRST_WORDS = everyWordOf(ROLE.firstWord);
const SECOND_WORDS = [...everyWordOf(ROLE.secondWord), ...everyWordOf(ROLE.gender)];

/**
 * Question-3 nouns whose gender their ending does not tell: a reviewer's reading, kept apart from the
 * tags in the content so that a wrong tag shows up as a disagreement.
 */
const GENDER_NOT_BY_ENDING: Readonly<Record<string, SpanishGender>> = {
  Poema: 'masculine',
  Halcón: 'masculine',
  Cóndor: 'masculine',
  Tambor: 'masculine',
};

/** The gender a Spanish reader gives a common noun: -a feminine, -o masculine, else the list above. */
function nounGender(noun: string): SpanishGender | undefined {
  const listed = GENDER_NOT_BY_ENDING[noun];
  if (listed !== undefined) return listed;
  if (noun.endsWith('a')) return 'feminine';
  if (noun.endsWith('o')) return 'masculine';
  return undefined;
}

/** The gender of the second word: the name style's for a fallback name, the noun's own otherwise. */
function genderOf(ref: NicknameGeneratorWord): SpanishGender | undefined {
  if (ref.question === ROLE.gender) {
    return ref.option === NICKNAME_GENERATOR_GENDER_OPTION.female ? 'feminine' : 'masculine';
  }
  return nounGender(nicknameWordAt(es.questions, ref));
}

/** An adjective's feminine, by the regular rules: -o to -a, -or and -ón add -a, the rest do not change. */
function feminineOf(masculine: string): string {
  if (masculine.endsWith('o')) return `${masculine.slice(0, -1)}a`;
  if (masculine.endsWith('or')) return `${masculine}a`;
  if (masculine.endsWith('ón')) return `${masculine.slice(0, -2)}ona`;
  return masculine;
}

describe('Spanish nicknames', () => {
  it('has a word for every word the engine can draw, and no empty one', () => {
    expect(es.questions.map((q) => q.options.map((o) => o.words.length))).toEqual(
      NICKNAME_GENERATOR_WORD_COUNTS,
    );
    for (const ref of [...FIRST_WORDS, ...SECOND_WORDS])
      expect(nicknameWordAt(es.questions, ref)).not.toBe('');
  });

  it('tags the names with their style’s gender and each question-3 noun with the gender a reader gives it', () => {
    expect(SPANISH_MALE_NAMES.every((name) => name.gender === 'masculine')).toBe(true);
    expect(SPANISH_FEMALE_NAMES.every((name) => name.gender === 'feminine')).toBe(true);
    for (const noun of SPANISH_AFTERNOON_NOUNS.flat())
      expect(nounGender(noun.text), noun.text).toBe(noun.gender);
  });

  it('puts the noun first and the adjective in its gender, in every combination the engine can produce', () => {
    const wrong: string[] = [];
    let combinations = 0;
    for (const first of FIRST_WORDS) {
      for (const second of SECOND_WORDS) {
        combinations += 1;
        const noun = nicknameWordAt(es.questions, second);
        const adjective = nicknameWordAt(es.questions, first);
        const gender = genderOf(second);
        const agreeing = gender === 'feminine' ? feminineOf(adjective) : adjective;
        const text = es.nicknameText(first, second);
        if (gender === undefined || text !== `${noun} ${agreeing}`)
          wrong.push(`${text} (${noun} + ${adjective})`);
      }
    }
    expect(wrong).toEqual([]);
    expect(combinations).toBe(FIRST_WORDS.length * SECOND_WORDS.length);
  });

  it('makes some adjectives change with the gender, so agreement is really tested', () => {
    const clover = { question: ROLE.firstWord, option: 0, word: 0 };
    const male = { question: ROLE.gender, option: NICKNAME_GENERATOR_GENDER_OPTION.male, word: 5 };
    const female = { question: ROLE.gender, option: NICKNAME_GENERATOR_GENDER_OPTION.female, word: 7 };
    const poem = { question: ROLE.secondWord, option: 3, word: 2 };
    expect(es.nicknameText(clover, male)).toBe('Paco Afortunado');
    expect(es.nicknameText(clover, female)).toBe('Lola Afortunada');
    expect(es.nicknameText(clover, poem)).toBe('Poema Afortunado');
  });

  it('reaches the end screen and its share message in Spanish word order', () => {
    const state = finished(7, [1, 0, 1]);
    const result = connectNicknameGenerator(state, () => undefined, es).result;
    const name = selectNicknameGeneratorName(state);
    expect(name).not.toBeNull();
    if (name === null) return;
    expect(result?.nickname).toBe(es.nicknameText(name.first, name.second));
    expect(result?.share.text).toBe(`Mi apodo de Play Smart es ${result?.nickname ?? ''}. ¿Cuál es el suyo?`);
  });
});

describe('English nicknames, unchanged by the move into the content', () => {
  /** Nicknames the view composed before the move, for these seeds and answers. */
  const BEFORE: readonly { seed: number; answers: readonly number[]; nickname: string }[] = [
    { seed: 1, answers: [0, 0, 0], nickname: 'Greenleaf Explorer' },
    { seed: 1, answers: [1, 2, 3], nickname: 'Twinkle Storyteller' },
    { seed: 7, answers: [0, 3, 1], nickname: 'Copper Pretzel' },
    { seed: 42, answers: [1, 1, 2], nickname: 'Giddy-Up Groove' },
    { seed: 2026, answers: [1, 2, 3], nickname: 'Cosmic Storyteller' },
  ];

  it.each(BEFORE)('seed $seed, answers $answers: $nickname', ({ seed, answers, nickname }) => {
    const state = finished(seed, answers);
    expect(connectNicknameGenerator(state, () => undefined, en).result?.nickname).toBe(nickname);
  });

  it('still reads charm word, space, fallback name', () => {
    const lucky = { question: ROLE.firstWord, option: 0, word: 0 };
    const ace = { question: ROLE.gender, option: NICKNAME_GENERATOR_GENDER_OPTION.male, word: 0 };
    const ginny = { question: ROLE.gender, option: NICKNAME_GENERATOR_GENDER_OPTION.female, word: 9 };
    expect(en.nicknameText(lucky, ace)).toBe('Lucky Ace');
    expect(en.nicknameText(lucky, ginny)).toBe('Lucky Ginny');
  });
});

describe('Spanish hobbies', () => {
  /** An infinitive, maybe with a pronoun attached ('Unirse'). */
  const INFINITIVE = /^\p{L}+(ar|er|ir)(se)?$/u;

  it('has a hobby for every index the engine picks, each an infinitive that follows "es" with no article', () => {
    expect(esHobbies.hobbies).toHaveLength(HOBBY_GENERATOR_HOBBY_COUNT);
    for (const { name } of esHobbies.hobbies) expect(name.split(' ')[0], name).toMatch(INFINITIVE);
  });

  it('lowers only the first letter when the hobby goes mid-sentence in the share message', () => {
    for (const { name } of esHobbies.hobbies) {
      const lowered = `${name.charAt(0).toLocaleLowerCase('es-US')}${name.slice(1)}`;
      expect(esHobbies.share(name).text).toBe(
        `Mi nuevo pasatiempo es ${lowered}. Descubra el suyo en Play Smart.`,
      );
    }
  });
});
