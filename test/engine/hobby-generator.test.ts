import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { gameEnd, nextInt, seedRng, type Effect } from '@play-smart/engine/core';
import {
  HOBBY_GENERATOR_HOBBY_COUNT,
  HOBBY_GENERATOR_OPTION_COUNTS,
  HOBBY_GENERATOR_PROCESSING_MS,
  HOBBY_GENERATOR_QUESTION_COUNT,
  hobbyGenerator,
  pickHobbyGeneratorHobby,
  selectHobbyGeneratorAcceptsAnswers,
  selectHobbyGeneratorChosenOption,
  selectHobbyGeneratorHobby,
  selectHobbyGeneratorOptionCount,
  selectHobbyGeneratorQuestion,
  selectHobbyGeneratorQuestionNumber,
  selectHobbyGeneratorQuestionCount,
  type HobbyGeneratorEvent,
  type HobbyGeneratorState,
} from '@play-smart/engine/hobby-generator';
import { replay, settle } from '../support/replay';

const P = HOBBY_GENERATOR_PROCESSING_MS;

function onQuestion1(seed = 1): HobbyGeneratorState {
  return hobbyGenerator.step(hobbyGenerator.init({}, 0, seed).state, { type: 'start', at: 0 }).state;
}

/** Answers `count` questions with option 0, waiting out each processing time. */
function answer(
  from: HobbyGeneratorState,
  count = 5,
  start = 1000,
): { state: HobbyGeneratorState; effects: Effect[] } {
  let state = from;
  const effects: Effect[] = [];
  for (let i = 0; i < count; i++) {
    state = hobbyGenerator.step(state, { type: 'answerSelected', option: 0, at: start + i * 1000 }).state;
    const settled = settle(hobbyGenerator, state);
    state = settled.state;
    effects.push(...settled.effects);
  }
  return { state, effects };
}

/** Plays `rounds` full rounds joined by Try Again; returns each round's hobby. */
function rounds(seed: number, count: number): number[] {
  let state = onQuestion1(seed);
  const picks: number[] = [];
  for (let r = 0; r < count; r++) {
    state = answer(state, 5, r * 10_000).state;
    picks.push(selectHobbyGeneratorHobby(state)!);
    state = hobbyGenerator.step(state, { type: 'tryAgain', at: r * 10_000 + 9000 }).state;
  }
  return picks;
}

describe('hobby generator: content', () => {
  it('has 5 questions of at least two options each', () => {
    expect(HOBBY_GENERATOR_QUESTION_COUNT).toBe(5);
    expect(HOBBY_GENERATOR_OPTION_COUNTS).toEqual([4, 3, 3, 4, 4]);
  });

  it('picks from 30 hobbies by default, and from as many as the host has', () => {
    expect(HOBBY_GENERATOR_HOBBY_COUNT).toBe(30);
    expect(hobbyGenerator.init({}, 0, 1).state.config.hobbyCount).toBe(30);
    expect(() => hobbyGenerator.init({ hobbyCount: 1 }, 0, 1)).toThrow(RangeError);
    const two = answer(
      hobbyGenerator.step(hobbyGenerator.init({ hobbyCount: 2 }, 0, 5).state, { type: 'start', at: 0 }).state,
    );
    expect([0, 1]).toContain(selectHobbyGeneratorHobby(two.state));
  });
});

describe('hobby generator: flow', () => {
  it('goes from the start screen to question 1 on Start', () => {
    const { state } = hobbyGenerator.init({}, 0, 1);
    expect(state.stage).toBe('start');
    expect(hobbyGenerator.nextDeadline(state)).toBeNull();
    const step = hobbyGenerator.step(state, { type: 'start', at: 10 });
    expect(step.state.stage).toBe('question');
    expect(selectHobbyGeneratorQuestionNumber(step.state)).toBe(1);
    expect(selectHobbyGeneratorQuestion(step.state)).toBe(0);
    expect(selectHobbyGeneratorOptionCount(step.state)).toBe(4);
    expect(step.effects).toEqual([{ type: 'focus', target: 'hobby-generator:question' }]);
    expect(hobbyGenerator.step(step.state, { type: 'start', at: 20 }).state).toBe(step.state);
  });

  it('an option click is processed for a moment, ignoring clicks, then advances to the next question', () => {
    const q1 = onQuestion1();
    const processing = hobbyGenerator.step(q1, { type: 'answerSelected', option: 2, at: 500 }).state;
    expect(selectHobbyGeneratorChosenOption(processing)).toBe(2);
    expect(selectHobbyGeneratorAcceptsAnswers(processing)).toBe(false);
    expect(hobbyGenerator.nextDeadline(processing)).toBe(500 + P);
    expect(hobbyGenerator.step(processing, { type: 'answerSelected', option: 1, at: 600 }).state).toBe(
      processing,
    );
    expect(hobbyGenerator.step(processing, { type: 'tick', at: 499 + P }).state).toBe(processing);
    const q2 = hobbyGenerator.step(processing, { type: 'tick', at: 500 + P });
    expect(selectHobbyGeneratorQuestionNumber(q2.state)).toBe(2);
    expect(selectHobbyGeneratorChosenOption(q2.state)).toBeNull();
    expect(selectHobbyGeneratorAcceptsAnswers(q2.state)).toBe(true);
    expect(q2.effects).toEqual([{ type: 'focus', target: 'hobby-generator:question' }]);
  });

  it('ignores options that do not exist and answers before Start', () => {
    const q1 = onQuestion1();
    for (const option of [4, -1, 0.5]) {
      expect(hobbyGenerator.step(q1, { type: 'answerSelected', option, at: 500 }).state).toBe(q1);
    }
    const idle = hobbyGenerator.init({}, 0, 1).state;
    expect(hobbyGenerator.step(idle, { type: 'answerSelected', option: 0, at: 5 }).state).toBe(idle);
  });

  it('shows a random hobby after question 5, with a game_end event that carries no hobby', () => {
    const { state, effects } = answer(onQuestion1(4));
    expect(state.stage).toBe('ended');
    const expected = nextInt(seedRng(4), 30).value;
    expect(state.result).toBe(expected);
    expect(selectHobbyGeneratorHobby(state)).toBe(expected);
    expect(effects.filter((e) => e.type !== 'focus' || e.target === 'hobby-generator:result')).toEqual([
      gameEnd('hobby-generator'),
      { type: 'focus', target: 'hobby-generator:result' },
    ]);
  });

  it('does not finish after four answers', () => {
    const { state, effects } = answer(onQuestion1(), 4);
    expect(state.stage).toBe('question');
    expect(selectHobbyGeneratorQuestionNumber(state)).toBe(5);
    expect(selectHobbyGeneratorHobby(state)).toBeNull();
    expect(effects.some((e) => e.type === 'track')).toBe(false);
  });

  it('Try Again restarts on question 1, keeping the previous pick to avoid it', () => {
    const { state } = answer(onQuestion1());
    expect(hobbyGenerator.step(onQuestion1(), { type: 'tryAgain', at: 1 }).state.stage).toBe('question');
    const step = hobbyGenerator.step(state, { type: 'tryAgain', at: 99_000 });
    expect(step.state.stage).toBe('question');
    expect(step.state.question).toBe(0);
    expect(step.state.result).toBe(state.result);
    expect(selectHobbyGeneratorHobby(step.state)).toBeNull();
    expect(step.effects).toEqual([{ type: 'focus', target: 'hobby-generator:question' }]);
    const next = answer(step.state, 5, 100_000).state;
    expect(next.result).not.toBe(state.result);
  });

  it('ignores Try Again before the result', () => {
    const q1 = onQuestion1();
    expect(hobbyGenerator.step(q1, { type: 'tryAgain', at: 5 }).state).toBe(q1);
  });

  it('picks never the previous hobby and every other hobby can come up', () => {
    // One assertion per previous hobby, not per pick: 18,000 expect() calls took seconds on a busy machine.
    for (let previous = 0; previous < 30; previous++) {
      const picks = Array.from(
        { length: 600 },
        (_, r) => pickHobbyGeneratorHobby(seedRng(r * 7919), previous).value,
      );
      const outOfRange = picks.filter((value) => value === previous || value < 0 || value >= 30);
      expect(outOfRange, `previous ${previous}`).toEqual([]);
      expect(new Set(picks).size, `previous ${previous}`).toBe(29);
    }
  });

  it('rejects a negative processing time', () => {
    expect(() => hobbyGenerator.init({ processingMs: -5 }, 0, 1)).toThrow(RangeError);
  });
});

const clickArb: fc.Arbitrary<HobbyGeneratorEvent> = fc.oneof(
  fc.integer({ min: -1, max: 4 }).map((option) => ({ type: 'answerSelected' as const, option })),
  fc.constantFrom({ type: 'start' as const }, { type: 'tryAgain' as const }),
);
const timedClicks = fc
  .array(fc.tuple(clickArb, fc.integer({ min: 0, max: 2 * P })), { maxLength: 50 })
  .map((pairs) => {
    let at = 0;
    return pairs.map(([event, gap]) => ({ ...event, at: (at += gap) }));
  });

describe('hobby generator: properties', () => {
  // Each run plays up to 40 full rounds (more than the 30 hobbies, so a pick that ran out of choices would
  // show): 25 runs are hundreds of rounds, and a quarter of the 100 default runs' cost.
  test.prop([fc.integer(), fc.integer({ min: 2, max: 40 })], { numRuns: 25 })(
    'the hobby never repeats the previous pick, over many rounds',
    (seed, count) => {
      const picks = rounds(seed, count);
      for (let i = 1; i < picks.length; i++) expect(picks[i]).not.toBe(picks[i - 1]);
    },
  );

  test.prop([fc.integer(), timedClicks])(
    'the same seed and timed clicks give the same states',
    (seed, events) => {
      const a = replay(hobbyGenerator, hobbyGenerator.init({}, 0, seed), events);
      const b = replay(hobbyGenerator, hobbyGenerator.init({}, 0, seed), events);
      expect(a.states).toEqual(b.states);
      expect(a.effects).toEqual(b.effects);
    },
  );

  test.prop([fc.integer(), fc.integer({ min: 0, max: 4 }), clickArb, fc.integer({ min: 0, max: P - 1 })])(
    'a click while an answer is processed returns the same state object',
    (seed, answered, click, into) => {
      const before = answer(onQuestion1(seed), answered).state;
      const processing = hobbyGenerator.step(before, { type: 'answerSelected', option: 1, at: 50_000 }).state;
      const step = hobbyGenerator.step(processing, { ...click, at: 50_000 + into });
      expect(step.state).toBe(processing);
      expect(step.effects).toEqual([]);
    },
  );

  test.prop([fc.integer(), timedClicks, fc.integer({ min: 0, max: 5000 })])(
    'one late tick equals many punctual ticks',
    (seed, events, wait) => {
      const { state: last } = replay(hobbyGenerator, hobbyGenerator.init({}, 0, seed), events);
      const until = (events.at(-1)?.at ?? 0) + wait;
      const late = hobbyGenerator.step(last, { type: 'tick', at: until });
      const punctual = settle(hobbyGenerator, last, until);
      expect(late.state).toEqual(punctual.state);
      expect(late.effects).toEqual(punctual.effects);
    },
  );
});

describe('hobby-generator: option counts from the host', () => {
  it('asks as many questions as the host’s optionCounts has, each taking options below its count', () => {
    let { state } = hobbyGenerator.init({ optionCounts: [2, 2] }, 0, 3);
    expect(selectHobbyGeneratorQuestionCount(state)).toBe(2);
    ({ state } = hobbyGenerator.step(state, { type: 'start', at: 0 }));
    expect(selectHobbyGeneratorOptionCount(state)).toBe(2);
    // Option 2 does not exist on a two-option question: ignored.
    expect(hobbyGenerator.step(state, { type: 'answerSelected', option: 2, at: 10 }).state).toBe(state);
    ({ state } = hobbyGenerator.step(state, { type: 'answerSelected', option: 1, at: 10 }));
    ({ state } = hobbyGenerator.step(state, { type: 'tick', at: 10 + HOBBY_GENERATOR_PROCESSING_MS }));
    ({ state } = hobbyGenerator.step(state, { type: 'answerSelected', option: 0, at: 1000 }));
    ({ state } = hobbyGenerator.step(state, { type: 'tick', at: 1000 + HOBBY_GENERATOR_PROCESSING_MS }));
    expect(state.stage).toBe('ended');
    expect(selectHobbyGeneratorHobby(state)).not.toBeNull();
  });

  it('rejects counts with no question or an option-less question', () => {
    expect(() => hobbyGenerator.init({ optionCounts: [] }, 0, 1)).toThrow(/optionCounts must be/);
    expect(() => hobbyGenerator.init({ optionCounts: [3, 0] }, 0, 1)).toThrow(RangeError);
  });
});
