import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { gameEnd, nextBool, pick, seedRng } from '../../engine/core';
import {
  NICKNAME_GENERATOR_FEMALE_NAMES,
  NICKNAME_GENERATOR_MALE_NAMES,
  NICKNAME_GENERATOR_QUESTION_COUNT,
  NICKNAME_GENERATOR_QUESTIONS,
  NICKNAME_GENERATOR_SECOND_WORD_CHANCE,
  NICKNAME_GENERATOR_TEXT,
  NICKNAME_GENERATOR_TRANSITION_MS,
  nicknameGenerator,
  selectNicknameGeneratorAcceptsClicks,
  selectNicknameGeneratorChosenOption,
  selectNicknameGeneratorGender,
  selectNicknameGeneratorName,
  selectNicknameGeneratorQuestion,
  selectNicknameGeneratorQuestionNumber,
  type NicknameGeneratorEvent,
  type NicknameGeneratorState,
} from '../../engine/nickname-generator';
import { replay, settle } from '../support/engine';

const T = NICKNAME_GENERATOR_TRANSITION_MS;
const [Q1, Q2, Q3] = NICKNAME_GENERATOR_QUESTIONS as [
  (typeof NICKNAME_GENERATOR_QUESTIONS)[0],
  (typeof NICKNAME_GENERATOR_QUESTIONS)[0],
  (typeof NICKNAME_GENERATOR_QUESTIONS)[0],
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
  fc.integer({ min: 0, max: Q1.options.length - 1 }),
  fc.integer({ min: 0, max: Q2.options.length - 1 }),
  fc.integer({ min: 0, max: Q3.options.length - 1 }),
);

function fallbackFor(gender: number): readonly string[] {
  return gender === 0 ? NICKNAME_GENERATOR_MALE_NAMES : NICKNAME_GENERATOR_FEMALE_NAMES;
}

/** Checks the nickname's words come from the lists its answers allow. */
function expectAllowedWords(state: NicknameGeneratorState): void {
  const [g, a, b] = state.answers as [number, number, number];
  const name = state.nickname!;
  expect(Q2.options[a]!.words).toContain(name.first);
  if (name.secondFrom === 'question') expect(Q3.options[b]!.words).toContain(name.second);
  else expect(fallbackFor(g)).toContain(name.second);
}

describe('nickname generator: content', () => {
  it('has 3 questions, each option with a label and result words', () => {
    expect(NICKNAME_GENERATOR_QUESTION_COUNT).toBe(3);
    expect(NICKNAME_GENERATOR_QUESTIONS).toHaveLength(3);
    for (const q of NICKNAME_GENERATOR_QUESTIONS) {
      expect(q.question.length).toBeGreaterThan(0);
      expect(q.options.length).toBeGreaterThanOrEqual(2);
      for (const o of q.options) {
        expect(o.label.length).toBeGreaterThan(0);
        expect(o.words.length).toBeGreaterThan(0);
      }
    }
  });

  it('has exactly 14 male-style and 10 female-style fallback names, all distinct', () => {
    expect(NICKNAME_GENERATOR_MALE_NAMES).toHaveLength(14);
    expect(NICKNAME_GENERATOR_FEMALE_NAMES).toHaveLength(10);
    const all = [...NICKNAME_GENERATOR_MALE_NAMES, ...NICKNAME_GENERATOR_FEMALE_NAMES];
    expect(new Set(all).size).toBe(24);
  });

  it('question 1 is the name style: option 0 male-style, option 1 female-style', () => {
    expect(Q1.options).toHaveLength(2);
    expect(Q1.options[0]!.words).toBe(NICKNAME_GENERATOR_MALE_NAMES);
    expect(Q1.options[1]!.words).toBe(NICKNAME_GENERATOR_FEMALE_NAMES);
  });

  it('gives a 50 % chance to the second word from question 3', () => {
    expect(NICKNAME_GENERATOR_SECOND_WORD_CHANCE).toBe(0.5);
  });

  it("heads the end screen 'YOUR NICKNAME IS...'", () => {
    expect(NICKNAME_GENERATOR_TEXT.result).toBe('YOUR NICKNAME IS...');
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
    expect(selectNicknameGeneratorQuestion(q1.state)).toBe(Q1);
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
    expect(selectNicknameGeneratorQuestion(q2)).toBe(Q2);
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
    expect(state.stage).toBe('end');
    expect(selectNicknameGeneratorName(state)).toMatch(/^\S+ \S+$/);
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
      const first = pick(seedRng(seed), Q2.options[3]!.words);
      const coin = nextBool(first.rng, 0.5);
      const second = pick(coin.rng, coin.value ? Q3.options[0]!.words : NICKNAME_GENERATOR_FEMALE_NAMES);
      const { state } = finish(answers, seed);
      expect(state.nickname).toEqual({
        first: first.value,
        second: second.value,
        secondFrom: coin.value ? 'question' : 'fallback',
      });
      expect(selectNicknameGeneratorName(state)).toBe(`${first.value} ${second.value}`);
    }
  });

  it('takes the second word from question 3 about half the time', () => {
    let fromQuestion = 0;
    const runs = 400;
    for (let seed = 0; seed < runs; seed++) {
      if (finish([0, 0, 0], seed).state.nickname!.secondFrom === 'question') fromQuestion++;
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
      expect(s.stage).toBe('end');
      expect(s.answers[0]).toBe(1);
      expectAllowedWords(s);
      names.add(selectNicknameGeneratorName(s)!);
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
    expect(again.state.nickname).toBeNull();
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
      const { last } = replay(nicknameGenerator, nicknameGenerator.init({}, 0, seed), events);
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
      const { last } = replay(nicknameGenerator, nicknameGenerator.init({}, 0, seed), events);
      const until = (events.at(-1)?.at ?? 0) + wait;
      const late = nicknameGenerator.step(last, { type: 'tick', at: until });
      const punctual = settle(nicknameGenerator, last, until);
      expect(late.state).toEqual(punctual.state);
      expect(late.effects).toEqual(punctual.effects);
    },
  );
});
