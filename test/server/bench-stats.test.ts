/** The benches' own arithmetic and printing (test/bench/web/stats.ts, table.ts, options.ts): no timing here. */
import { describe, expect, it } from 'vitest';
import { parseOptions } from '../bench/web/options';
import {
  bodyComparison,
  formatDelta,
  formatRatio,
  interactionDurations,
  longestInteractionPhases,
  median,
  meets,
  percentile,
  ratio,
  signUpOutcome,
} from '../bench/web/stats';
import { table } from '../bench/web/table';

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([5, 1, 4, 2, 3])).toBe(3);
  });
  it('ignores missing and non-finite values, and has none for none', () => {
    expect(median([undefined, 7, NaN, Infinity])).toBe(7);
    expect(median([])).toBeUndefined();
    expect(median([undefined])).toBeUndefined();
  });
});

describe('percentile (nearest rank)', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => 100 - i); // 100 .. 1, unsorted on purpose
  it('reads the value with p% at or below it', () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile([10, 20, 30], 50)).toBe(20);
    expect(percentile([10, 20, 30], 99)).toBe(30);
    expect(percentile([5], 1)).toBe(5);
  });
  it('is NaN for no values, and refuses a p outside (0, 100]', () => {
    expect(percentile([], 50)).toBeNaN();
    expect(() => percentile([1], 0)).toThrow(RangeError);
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });
  it('does not reorder its input', () => {
    const values = [3, 1, 2];
    percentile(values, 50);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('ratio to the baseline', () => {
  it('divides, and has none without a positive baseline', () => {
    expect(ratio(150, 100)).toBe(1.5);
    expect(ratio(0, 100)).toBe(0);
    expect(ratio(1, 0)).toBeUndefined();
    expect(ratio(undefined, 1)).toBeUndefined();
    expect(ratio(1, undefined)).toBeUndefined();
    expect(ratio(NaN, 1)).toBeUndefined();
  });
  it('prints with two decimals and an x', () => {
    expect(formatRatio(1.2345)).toBe('1.23x');
    expect(formatRatio(undefined)).toBe('n/a');
    expect(formatDelta(12, 2)).toBe('+10');
    expect(formatDelta(2, 2)).toBe('0');
    expect(formatDelta(1, 2)).toBe('-1');
  });
  it('says whether a target is met', () => {
    expect(meets(90, (v) => v <= 100)).toBe('yes');
    expect(meets(120, (v) => v <= 100)).toBe('NO');
    expect(meets(undefined, (v) => v <= 100)).toBe('n/a');
    expect(meets(NaN, (v) => v <= 100)).toBe('n/a');
  });
});

describe('table', () => {
  it('pads a markdown table: names left, figures right', () => {
    expect(
      table(
        ['Page', 'JS'],
        [
          ['/', '79.3 kB'],
          ['bare', '58 kB'],
        ],
      ),
    ).toBe(
      ['| Page |      JS |', '|:-----|--------:|', '| /    | 79.3 kB |', '| bare |   58 kB |'].join('\n'),
    );
  });
  it('leaves a missing cell blank', () => {
    expect(table(['a', 'b'], [['x']]).split('\n')[2]).toBe('| x |   |');
  });
});

describe('bench:web options', () => {
  it('defaults to every route and 5 Lighthouse runs', () => {
    const options = parseOptions([], {});
    expect(options.routes).toBeNull();
    expect(options.runs).toBe(5);
  });
  it('takes fewer routes and runs from flags or the environment, flags first', () => {
    expect(parseOptions([], { BENCH_WEB_ROUTES: '/,404', BENCH_WEB_RUNS: '1' })).toMatchObject({
      routes: ['/', '404'],
      runs: 1,
    });
    expect(
      parseOptions(['--runs', '2', '--routes', '/cost-calculator'], { BENCH_WEB_RUNS: '1' }),
    ).toMatchObject({ routes: ['/cost-calculator'], runs: 2 });
    expect(() => parseOptions([], { BENCH_WEB_RUNS: '0' })).toThrow(/positive integer/);
    expect(() => parseOptions([], { BENCH_WEB_ROUTES: 'games' })).toThrow(/starting with/);
  });
});

describe('interaction durations (Event Timing)', () => {
  it('takes the longest entry of each interaction and skips non-interactions', () => {
    expect(
      interactionDurations([
        { interactionId: 7, duration: 24 },
        { interactionId: 7, duration: 56 },
        { interactionId: 7, duration: 40 },
        { interactionId: 0, duration: 300 },
        { interactionId: 9, duration: 16 },
      ]).sort((a, b) => a - b),
    ).toEqual([16, 56]);
    expect(interactionDurations([])).toEqual([]);
  });
});

describe('interaction phases (Event Timing)', () => {
  it('splits the longest interaction into input delay, processing and presentation', () => {
    const click = { interactionId: 3, startTime: 100, duration: 80 };
    expect(
      longestInteractionPhases([
        { ...click, processingStart: 110, processingEnd: 120 }, // pointerdown
        { ...click, startTime: 104, duration: 72, processingStart: 125, processingEnd: 150 }, // click
        { interactionId: 0, startTime: 0, duration: 400, processingStart: 0, processingEnd: 300 },
        { interactionId: 5, startTime: 500, duration: 40, processingStart: 501, processingEnd: 502 },
      ]),
    ).toEqual({ duration: 80, inputDelay: 10, processing: 40, presentation: 30 });
    // A key: its keyup is painted later, apart from the keydown.
    const key = { interactionId: 4, startTime: 0, duration: 48, processingStart: 5, processingEnd: 30 };
    expect(
      longestInteractionPhases([
        key,
        { ...key, startTime: 90, duration: 24, processingStart: 95, processingEnd: 99 },
      ]),
    ).toEqual({ duration: 48, inputDelay: 5, processing: 25, presentation: 18 });
    expect(longestInteractionPhases([])).toBeUndefined();
  });
});

describe('sign-up outcome', () => {
  it('counts accepted, refused (409), other 4xx, 5xx and unanswered', () => {
    expect(signUpOutcome([201, 201, 409, 400, 429, 503, 500, 0])).toEqual({
      accepted: 2,
      refused: 1,
      other4xx: 2,
      server5xx: 2,
      failed: 1,
    });
  });
});

describe('bodyComparison', () => {
  const body = (bodyBytes: number, bodySha256: string) => ({ bodyBytes, bodySha256 });
  it('says "same bytes" only when size and digest both match', () => {
    expect(bodyComparison(body(1357, 'ab'), body(1357, 'ab'))).toBe('same bytes');
    expect(bodyComparison(body(1357, 'ab'), body(1357, 'cd'))).toBe('different bytes (1.00x the size)');
  });
  it('gives the site’s size over the baseline’s when they differ', () => {
    expect(bodyComparison(body(13_589, 'ab'), body(196, 'cd'))).toBe('different bytes (69.33x the size)');
  });
});
