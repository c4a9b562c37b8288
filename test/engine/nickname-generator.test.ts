import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { gameEnd, nextBool, nextInt, seedRng } from '@play-smart/engine/core';
import {
  NICKNAME_GENERATOR_GENDER_OPTION,
  NICKNAME_GENERATOR_QUESTION_COUNT,
  NICKNAME_GENERATOR_SECOND_WORD_CHANCE,
  NICKNAME_GENERATOR_TRANSITION_MS,
  NICKNAME_GENERATOR_WORD_COUNTS,
  nicknameGenerator,
  selectNicknameGeneratorAcceptsClicks,
  selectNicknameGeneratorChosenOption,
  selectNicknameGeneratorGender,
  selectNicknameGeneratorName,
  selectNicknameGeneratorOptionCount,
  selectNicknameGeneratorQuestion,
  selectNicknameGeneratorQuestionNumber,
  type NicknameGeneratorEvent,
  type NicknameGeneratorState,
} from '@play-smart/engine/nickname-generator';
import { replay, settle } from '../support/replay';

const T = NICKNAME_GENERATOR_TRANSITION_MS;
/** How many words each option of questions 1, 2 and 3 offers. */
const [C1, C2, C3] = NICKNAME_GENERATOR_WORD_COUNTS as [
  readonly number[],
  readonly number[],
  readonly number[],
];

function onQuestion1(seed = 1): NicknameGeneratorState {
  const { state } = nicknameGenerator.init({}, 0, seed);
  return settle(nicknameGenerator, nicknameGenerator.step(state, { type: 'start', at: 0 }).state).state;
}

/** Answers the three questions, waiting out each transition. */
function finish(answers: readonly number[], seed = 1) {
  let state = onQuestion1(seed);
  const effects = [];
  let at = 1000;
  for (const option of answers) {
    state = nicknameGenerator.step(state, { type: 'answerSelected', option, at }).state;
    const settled = settle(nicknameGenerator, state);
    state = settled.state;
    effects.push(...settled.effects);
    at += 1000;
  }
  return { state, effects };
}

const answersArb = fc.tuple(
  fc.integer({ min: 0, max: C1.length - 1 }),
  fc.integer({ min: 0, max: C2.length - 1 }),
  fc.integer({ min: 0, max: C3.length - 1 }),
);

/** Checks the nickname's words are indexes into the lists its answers allow. */
function expectAllowedWords(state: NicknameGeneratorState): void {
  const [g, a, b] = state.answers as [number, number, number];
  const name = selectNicknameGeneratorName(state)!;
  expect(name.first).toMatchObject({ question: 1, option: a });
  const second = name.secondFrom === 'question' ? { question: 2, option: b } : { question: 0, option: g };
  expect(name.second).toMatchObject(second);
  for (const word of [name.first, name.second]) {
    expect(Number.isInteger(word.word) && word.word >= 0).toBe(true);
    expect(word.word).toBeLessThan(NICKNAME_GENERATOR_WORD_COUNTS[word.question]![word.option]!);
  }
}

describe('nickname generator: content', () => {
  it('has 3 questions of at least two options, each option with words to draw from', () => {
    expect(NICKNAME_GENERATOR_QUESTION_COUNT).toBe(3);
    expect(NICKNAME_GENERATOR_WORD_COUNTS).toHaveLength(3);
    for (const options of NICKNAME_GENERATOR_WORD_COUNTS) {
      expect(options.length).toBeGreaterThanOrEqual(2);
      for (const count of options) expect(count).toBeGreaterThan(0);
    }
  });

  it('question 1 is the name style: option 0 with 14 male-style, option 1 with 10 female-style fallback names', () => {
    expect(NICKNAME_GENERATOR_GENDER_OPTION).toEqual({ male: 0, female: 1 });
    expect(C1).toEqual([14, 10]);
  });

  it('gives a 50 % chance to the second word from question 3', () => {
    expect(NICKNAME_GENERATOR_SECOND_WORD_CHANCE).toBe(0.5);
  });

  it('refuses word counts that do not make three questions of words', () => {
    expect(() => nicknameGenerator.init({ wordCounts: [[1], [1]] }, 0, 1)).toThrow(RangeError);
    expect(() => nicknameGenerator.init({ wordCounts: [[1], [0], [1]] }, 0, 1)).toThrow(RangeError);
  });
});

describe('nickname generator: flow', () => {
  it('goes from start to question 1 after the transition, ignoring clicks meanwhile', () => {
    const { state } = nicknameGenerator.init({}, 0, 1);
    expect(state.stage).toBe('start');
    const starting = nicknameGenerator.step(state, { type: 'start', at: 100 }).state;
    expect(starting.stage).toBe('start');
    expect(nicknameGenerator.nextDeadline(starting)).toBe(100 + T);
    expect(selectNicknameGeneratorAcceptsClicks(starting)).toBe(false);
    expect(nicknameGenerator.step(starting, { type: 'start', at: 200 }).state).toBe(starting);
    expect(nicknameGenerator.step(starting, { type: 'tick', at: 99 + T }).state).toBe(starting);
    const q1 = nicknameGenerator.step(starting, { type: 'tick', at: 100 + T });
    expect(q1.state.stage).toBe('question');
    expect(selectNicknameGeneratorQuestionNumber(q1.state)).toBe(1);
    expect(selectNicknameGeneratorQuestion(q1.state)).toBe(0);
    expect(selectNicknameGeneratorOptionCount(q1.state)).toBe(2);
    expect(q1.effects).toEqual([{ type: 'focus', target: 'nickname-generator:question' }]);
    expect(nicknameGenerator.nextDeadline(q1.state)).toBeNull();
  });

  it('an answer holds the question during the transition, then shows the next one', () => {
    const q1 = onQuestion1();
    const answered = nicknameGenerator.step(q1, { type: 'answerSelected', option: 1, at: 500 }).state;
    expect(selectNicknameGeneratorQuestionNumber(answered)).toBe(1);
    expect(selectNicknameGeneratorChosenOption(answered)).toBe(1);
    expect(selectNicknameGeneratorGender(answered)).toBe('female');
    expect(nicknameGenerator.step(answered, { type: 'answerSelected', option: 0, at: 600 }).state).toBe(
      answered,
    );
    const q2 = nicknameGenerator.step(answered, { type: 'tick', at: 500 + T }).state;
    expect(selectNicknameGeneratorQuestionNumber(q2)).toBe(2);
    expect(selectNicknameGeneratorQuestion(q2)).toBe(1);
    expect(selectNicknameGeneratorChosenOption(q2)).toBeNull();
  });

  it('ignores options that do not exist', () => {
    const q1 = onQuestion1();
    for (const option of [2, -1, 0.5, Number.NaN]) {
      expect(nicknameGenerator.step(q1, { type: 'answerSelected', option, at: 500 }).state).toBe(q1);
    }
  });

  it('ends after question 3 with a game_end event that carries no name, and focuses the result', () => {
    const { state, effects } = finish([0, 2, 1]);
    expect(state.stage).toBe('ended');
    expectAllowedWords(state);
    expect(effects.filter((e) => e.type === 'track')).toEqual([gameEnd('nickname-generator')]);
    expect(effects).toContainEqual({ type: 'focus', target: 'nickname-generator:result' });
    expect(selectNicknameGeneratorQuestion(state)).toBeNull();
  });

  it('does not end after two answers', () => {
    const { state, effects } = finish([0, 2]);
    expect(state.stage).toBe('question');
    expect(selectNicknameGeneratorName(state)).toBeNull();
    expect(effects.some((e) => e.type === 'track')).toBe(false);
  });

  it('composes: a question 2 word, then a coin, then a question 3 word or a fallback name', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const answers = [1, 3, 0] as const;
      const first = nextInt(seedRng(seed), C2[3]!);
      const coin = nextBool(first.rng, 0.5);
      const second = nextInt(coin.rng, coin.value ? C3[0]! : C1[1]!);
      const { state } = finish(answers, seed);
      expect(state.result).toEqual({
        first: { question: 1, option: 3, word: first.value },
        second: coin.value
          ? { question: 2, option: 0, word: second.value }
          : { question: 0, option: 1, word: second.value },
        secondFrom: coin.value ? 'question' : 'fallback',
      });
      expect(selectNicknameGeneratorName(state)).toBe(state.result);
    }
  });

  it('takes the second word from question 3 about half the time', () => {
    let fromQuestion = 0;
    const runs = 400;
    for (let seed = 0; seed < runs; seed++) {
      if (finish([0, 0, 0], seed).state.result!.secondFrom === 'question') fromQuestion++;
    }
    expect(fromQuestion / runs).toBeGreaterThan(0.4);
    expect(fromQuestion / runs).toBeLessThan(0.6);
  });

  it('Random Name re-rolls questions 2 and 3 at once, keeping the name style', () => {
    const { state } = finish([1, 0, 0], 9);
    const names = new Set<string>();
    let s = state;
    for (let i = 0; i < 20; i++) {
      const step = nicknameGenerator.step(s, { type: 'randomName', at: 10_000 + i });
      expect(step.effects).toEqual([]);
      s = step.state;
      expect(s.stage).toBe('ended');
      expect(s.answers[0]).toBe(1);
      expectAllowedWords(s);
      names.add(JSON.stringify(selectNicknameGeneratorName(s)));
    }
    expect(names.size).toBeGreaterThan(5);
  });

  it('ignores Random Name and Try Again before the end', () => {
    const q1 = onQuestion1();
    expect(nicknameGenerator.step(q1, { type: 'randomName', at: 500 }).state).toBe(q1);
    expect(nicknameGenerator.step(q1, { type: 'tryAgain', at: 500 }).state).toBe(q1);
  });

  it('Try Again restarts on question 1 with no answers, after the transition', () => {
    const { state } = finish([0, 1, 2]);
    const leaving = nicknameGenerator.step(state, { type: 'tryAgain', at: 50_000 }).state;
    expect(selectNicknameGeneratorName(leaving)).toBe(selectNicknameGeneratorName(state));
    expect(nicknameGenerator.step(leaving, { type: 'randomName', at: 50_001 }).state).toBe(leaving);
    const again = nicknameGenerator.step(leaving, { type: 'tick', at: 50_000 + T });
    expect(again.state.stage).toBe('question');
    expect(again.state.question).toBe(0);
    expect(again.state.answers).toEqual([]);
    expect(selectNicknameGeneratorName(again.state)).toBeNull();
    expect(again.effects).toEqual([{ type: 'focus', target: 'nickname-generator:question' }]);
  });

  it('rejects a negative transition', () => {
    expect(() => nicknameGenerator.init({ transitionMs: -1 }, 0, 1)).toThrow(RangeError);
  });
});

const clickArb: fc.Arbitrary<NicknameGeneratorEvent> = fc.oneof(
  fc.integer({ min: -1, max: 4 }).map((option) => ({ type: 'answerSelected' as const, option })),
  fc.constantFrom({ type: 'start' as const }, { type: 'randomName' as const }, { type: 'tryAgain' as const }),
);
const timedClicks = fc
  .array(fc.tuple(clickArb, fc.integer({ min: 0, max: 2 * T })), { maxLength: 40 })
  .map((pairs) => {
    let at = 0;
    return pairs.map(([event, gap]) => ({ ...event, at: (at += gap) }));
  });

describe('nickname generator: properties', () => {
  test.prop([fc.integer(), timedClicks])(
    'the same seed and timed clicks give the same states',
    (seed, events) => {
      const a = replay(nicknameGenerator, nicknameGenerator.init({}, 0, seed), events);
      const b = replay(nicknameGenerator, nicknameGenerator.init({}, 0, seed), events);
      expect(a.states).toEqual(b.states);
      expect(a.effects).toEqual(b.effects);
    },
  );

  test.prop([fc.integer(), answersArb])(
    'the name\u2019s words always come from the allowed lists',
    (seed, answers) => {
      const { state } = finish(answers, seed);
      expect(state.answers).toEqual(answers);
      expectAllowedWords(state);
    },
  );

  test.prop([fc.integer(), answersArb, fc.integer({ min: 1, max: 10 })])(
    'Random Name keeps the name style and its words stay in the allowed lists',
    (seed, answers, times) => {
      let { state } = finish(answers, seed);
      for (let i = 0; i < times; i++) {
        state = nicknameGenerator.step(state, { type: 'randomName', at: 20_000 + i }).state;
        expect(state.answers[0]).toBe(answers[0]);
        expect(selectNicknameGeneratorGender(state)).toBe(answers[0] === 0 ? 'male' : 'female');
        expectAllowedWords(state);
      }
    },
  );

  test.prop([fc.integer(), timedClicks, clickArb, fc.integer({ min: 0, max: T - 1 })])(
    'a click during a transition returns the same state object and no effects',
    (seed, events, click, into) => {
      const { state: last } = replay(nicknameGenerator, nicknameGenerator.init({}, 0, seed), events);
      const due = nicknameGenerator.nextDeadline(last);
      fc.pre(due !== null);
      const at = due - T + into;
      const step = nicknameGenerator.step(last, { ...click, at });
      expect(step.state).toBe(last);
      expect(step.effects).toEqual([]);
    },
  );

  test.prop([fc.integer(), timedClicks, fc.integer({ min: 0, max: 5000 })])(
    'one late tick equals many punctual ticks',
    (seed, events, wait) => {
      const { state: last } = replay(nicknameGenerator, nicknameGenerator.init({}, 0, seed), events);
      const until = (events.at(-1)?.at ?? 0) + wait;
      const late = nicknameGenerator.step(last, { type: 'tick', at: until });
      const punctual = settle(nicknameGenerator, last, until);
      expect(late.state).toEqual(punctual.state);
      expect(late.effects).toEqual(punctual.effects);
    },
  );
});
