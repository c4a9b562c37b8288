import { describe, expect, it } from 'vitest';
import { quizGame } from '@play-smart/engine';
import { isPlainData } from '../support/plain-data';
import { play, SCENARIOS } from '../support/scenarios';

/** A state shaped like a module's: nested objects, arrays, numbers, strings, booleans and null. */
const plainState = quizGame.init({}, 0, 1).state;

describe('the serialisability check of the plain-Node reuse test', () => {
  it('accepts a module state', () => {
    expect(isPlainData(plainState)).toBe(true);
    expect(isPlainData({ a: [1, 'two', true, null, { b: [] }], c: Object.create(null) as object })).toBe(
      true,
    );
  });

  it('accepts the final state of every scenario the reuse test plays', () => {
    for (const s of SCENARIOS) expect(isPlainData(play(s).final), s.name).toBe(true);
  });

  it.each([
    ['a Map', new Map([['a', 1]])],
    ['a Set', new Set([1])],
    ['NaN', Number.NaN],
    ['a function', () => 1],
  ])('rejects %s, alone or anywhere in a state', (_what, bad) => {
    expect(isPlainData(bad)).toBe(false);
    expect(isPlainData({ ...plainState, extra: bad })).toBe(false);
    expect(isPlainData({ ...plainState, timer: { ...plainState.timer, leftMs: bad } })).toBe(false);
    expect(isPlainData({ ...plainState, answers: [bad] })).toBe(false);
  });

  it('rejects whatever else JSON would drop or change', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    const sparse = [1, , 3]; // eslint-disable-line no-sparse-arrays
    const named = Object.assign([1, 2], { extra: 3 });
    class Point {
      x = 1;
    }
    for (const bad of [
      undefined,
      Number.POSITIVE_INFINITY,
      -Infinity,
      10n,
      Symbol('s'),
      new Date(0),
      new Point(),
      cyclic,
      sparse,
      named,
      { [Symbol('key')]: 1 },
      { a: undefined },
    ]) {
      expect(isPlainData(bad), typeof bad).toBe(false);
    }
  });

  it('accepts the same object reached twice when it is not a cycle', () => {
    const shared = { n: 1 };
    expect(isPlainData({ a: shared, b: [shared, shared] })).toBe(true);
  });
});
