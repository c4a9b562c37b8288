import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  gameEnd,
  generatorChosenOption,
  generatorInit,
  generatorNextDeadline,
  generatorStep,
  nextInt,
  type GeneratorEvent,
  type GeneratorRules,
  type GeneratorState,
  type ModuleEvent,
} from '@play-smart/engine/core';

const BUSY = 100;

/** A generator of two questions (3 and 2 options) whose result is a die roll avoiding the previous one. */
function rules(startIsTransition: boolean): GeneratorRules<number> {
  return {
    slug: 'test-generator',
    focus: { question: 'test:question', result: 'test:result' },
    optionCounts: [3, 2],
    startIsTransition,
    draw: (rng, _answers, previous) => {
      const roll = nextInt(rng, 5);
      return { value: roll.value >= (previous ?? 99) ? roll.value + 1 : roll.value, rng: roll.rng };
    },
  };
}

function run(start: boolean, events: readonly ModuleEvent<GeneratorEvent>[], seed = 1) {
  let state: GeneratorState<number> = generatorInit(seed);
  const effects = [];
  for (const event of events) {
    const step = generatorStep(rules(start), state, event, BUSY);
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects };
}

describe('the generator core', () => {
  it('with a start transition: question 1 after the busy time, answers held busy, then the result', () => {
    const { state, effects } = run(true, [
      { type: 'start', at: 0 },
      { type: 'tick', at: BUSY },
      { type: 'answerSelected', option: 2, at: 200 },
      { type: 'tick', at: 200 + BUSY },
      { type: 'answerSelected', option: 1, at: 400 },
      { type: 'tick', at: 400 + BUSY },
    ]);
    expect(state.stage).toBe('ended');
    expect(state.answers).toEqual([2, 1]);
    expect(state.result).toEqual(expect.any(Number));
    expect(effects).toEqual([
      { type: 'focus', target: 'test:question' },
      { type: 'focus', target: 'test:question' },
      gameEnd('test-generator'),
      { type: 'focus', target: 'test:result' },
    ]);
  });

  it('without a start transition: question 1 at once; a click while busy or out of range changes nothing', () => {
    const started = run(false, [{ type: 'start', at: 0 }]).state;
    expect(started.stage).toBe('question');
    expect(generatorNextDeadline(started)).toBeNull();
    const busy = generatorStep(
      rules(false),
      started,
      { type: 'answerSelected', option: 0, at: 5 },
      BUSY,
    ).state;
    expect(generatorChosenOption(busy)).toBe(0);
    expect(generatorNextDeadline(busy)).toBe(5 + BUSY);
    for (const option of [1, 3, -1, 0.5]) {
      const step = generatorStep(rules(false), busy, { type: 'answerSelected', option, at: 6 }, BUSY);
      expect(step.state).toBe(busy);
    }
    expect(
      generatorStep(rules(false), started, { type: 'answerSelected', option: 3, at: 6 }, BUSY).state,
    ).toBe(started);
  });

  it('starting over keeps the previous result for the next draw, and shows no result meanwhile', () => {
    const answers: ModuleEvent<GeneratorEvent>[] = [
      { type: 'answerSelected', option: 0, at: 10 },
      { type: 'tick', at: 10 + BUSY },
      { type: 'answerSelected', option: 0, at: 300 },
      { type: 'tick', at: 300 + BUSY },
    ];
    const first = run(false, [{ type: 'start', at: 0 }, ...answers]).state;
    const again = generatorStep(rules(false), first, { type: 'tryAgain', at: 1000 }, BUSY).state;
    expect(again.stage).toBe('question');
    expect(again.result).toBe(first.result);
    let state = again;
    for (const event of answers)
      state = generatorStep(rules(false), state, { ...event, at: event.at + 2000 }, BUSY).state;
    expect(state.result).not.toBe(first.result);
  });

  const eventArb: fc.Arbitrary<GeneratorEvent | { readonly type: 'tick' }> = fc.oneof(
    fc.constant({ type: 'start' as const }),
    fc.constant({ type: 'tryAgain' as const }),
    fc.constant({ type: 'tick' as const }),
    fc.integer({ min: -1, max: 3 }).map((option) => ({ type: 'answerSelected' as const, option })),
  );

  test.prop([
    fc.boolean(),
    fc.array(fc.tuple(eventArb, fc.integer({ min: 0, max: 300 })), { maxLength: 40 }),
    fc.integer(),
  ])(
    'answers stay within the questions and their options; an event that does not apply returns the same state',
    (start, pairs, seed) => {
      let state: GeneratorState<number> = generatorInit(seed);
      let at = 0;
      for (const [event, gap] of pairs) {
        at += gap;
        const step = generatorStep(rules(start), state, { ...event, at }, BUSY);
        if (step.effects.length === 0 && JSON.stringify(step.state) === JSON.stringify(state)) {
          expect(step.state).toBe(state);
        }
        state = step.state;
        expect(state.answers.length).toBeLessThanOrEqual(2);
        state.answers.forEach((option, question) => {
          expect(option).toBeLessThan([3, 2][question] ?? 0);
        });
        if (state.stage === 'ended') expect(state.answers).toHaveLength(2);
      }
    },
  );
});
