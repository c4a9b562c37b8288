import { describe, expect, it } from 'vitest';
import {
  CALCULATOR_DEFAULTS,
  HOBBY_GENERATOR_DEFAULTS,
  MIN_TIMING_SCALE,
  MS_PER_SECOND,
  QUIZ_GAME_DEFAULTS,
  SCROLL_GAME_DEFAULTS,
  TIMING_SCALE_CHOICES,
  TIMING_SCALE_RULE,
  calculator,
  cardPicker,
  finiteAbove,
  finiteAtLeast,
  formFlow,
  gamblerQuiz,
  hobbyGenerator,
  integerBetween,
  isTimingScale,
  modal,
  myths,
  nicknameGenerator,
  oneOf,
  quizGame,
  resolveConfig,
  scrollGame,
  type ConfigRules,
} from '@play-smart/engine';

interface Sample {
  readonly fadeMs: number;
  readonly lives: number;
  readonly name: string;
}

const DEFAULTS: Sample = { fadeMs: 350, lives: 3, name: 'quiz' };
const RULES: ConfigRules<Sample> = {
  fadeMs: finiteAtLeast(0),
  lives: { must: 'no more lives than fade ms', test: (lives, config) => lives <= config.fadeMs },
};

describe('resolveConfig', () => {
  it('fills what the host left out from the defaults, and keeps what it gave', () => {
    expect(resolveConfig(DEFAULTS, {}, RULES)).toEqual(DEFAULTS);
    expect(resolveConfig(DEFAULTS, { lives: 1 }, RULES)).toEqual({ ...DEFAULTS, lives: 1 });
  });

  it('takes an explicit undefined as "the default", and drops fields the defaults do not have', () => {
    const partial = { fadeMs: undefined, stray: 1 } as Partial<Sample>;
    expect(resolveConfig(DEFAULTS, partial, RULES)).toEqual(DEFAULTS);
  });

  it('never changes the defaults or the partial it is given', () => {
    const partial = { lives: 2 };
    const config = resolveConfig(DEFAULTS, partial, RULES);
    expect(config).not.toBe(DEFAULTS);
    expect(DEFAULTS).toEqual({ fadeMs: 350, lives: 3, name: 'quiz' });
    expect(partial).toEqual({ lives: 2 });
  });

  it('throws a RangeError naming the field, what it must be and what it got', () => {
    expect(() => resolveConfig(DEFAULTS, { fadeMs: -1 }, RULES)).toThrow(
      new RangeError('fadeMs must be a finite number of at least 0, got -1'),
    );
    expect(() => resolveConfig(DEFAULTS, { fadeMs: Number.NaN }, RULES)).toThrow(/got NaN/);
  });

  it('checks rules in their order, each against the whole resolved configuration', () => {
    expect(() => resolveConfig(DEFAULTS, { lives: 400 }, RULES)).toThrow(
      'lives must be no more lives than fade ms, got 400',
    );
    expect(resolveConfig(DEFAULTS, { lives: 400, fadeMs: 500 }, RULES).lives).toBe(400);
    // The first broken rule is reported, so a field others depend on is named, not its dependants.
    expect(() => resolveConfig(DEFAULTS, { lives: 400, fadeMs: -1 }, RULES)).toThrow(/^fadeMs/);
  });

  it('has rule builders for the common shapes', () => {
    expect(finiteAbove(0).test(0, null)).toBe(false);
    expect(finiteAbove(0).test(0.5, null)).toBe(true);
    expect(integerBetween(1, 3).must).toBe('an integer from 1 to 3');
    expect(integerBetween(1, Number.POSITIVE_INFINITY).must).toBe('an integer of at least 1');
    expect([0, 1, 2.5, 3, 4].map((n) => integerBetween(1, 3).test(n, null))).toEqual([
      false,
      true,
      false,
      true,
      false,
    ]);
    expect(oneOf(['weekly', 'yearly']).must).toBe('one of "weekly", "yearly"');
    expect(oneOf(['weekly', 'yearly']).test('daily', null)).toBe(false);
  });
});

describe('one timing scale and one second for every module (WCAG 2.2.1)', () => {
  it('a timing scale is a finite number of at least 1; a view offers x1, x2, x5 and x10', () => {
    expect(MS_PER_SECOND).toBe(1000);
    expect(MIN_TIMING_SCALE).toBe(1);
    expect(TIMING_SCALE_CHOICES).toEqual([1, 2, 5, 10]);
    expect(TIMING_SCALE_CHOICES.every(isTimingScale)).toBe(true);
    expect([0.5, Number.NaN, Number.POSITIVE_INFINITY].some(isTimingScale)).toBe(false);
    expect(isTimingScale(1.25)).toBe(true);
    expect(TIMING_SCALE_RULE.test).toBe(isTimingScale);
  });

  it('the quiz-game and the scroll game start at the spec timing and reject the same scales', () => {
    expect(QUIZ_GAME_DEFAULTS.timingScale).toBe(MIN_TIMING_SCALE);
    expect(SCROLL_GAME_DEFAULTS.timingScale).toBe(MIN_TIMING_SCALE);
    const message = 'timingScale must be a finite number of at least 1, got 0.5';
    expect(() => quizGame.init({ timingScale: 0.5 }, 0, 1)).toThrow(message);
    expect(() => scrollGame.init({ timingScale: 0.5 }, 0, 1)).toThrow(message);
  });
});

describe('every module resolves its configuration the same way', () => {
  it('an explicit undefined means the default everywhere', () => {
    expect(hobbyGenerator.init({ processingMs: undefined }, 0, 1).state.config).toEqual(
      HOBBY_GENERATOR_DEFAULTS,
    );
    expect(calculator.init({ defaultPeriod: undefined }, 0, 1).state.config).toEqual(CALCULATOR_DEFAULTS);
    expect(scrollGame.init({ timingScale: undefined }, 0, 1).state.config).toEqual(SCROLL_GAME_DEFAULTS);
  });

  it.each([
    ['gambler-quiz', () => gamblerQuiz.init({ questionCount: 0 }, 0, 1), /^questionCount must be/],
    [
      'quiz-game',
      () => quizGame.init({ livesToStart: 4 }, 0, 1),
      /^livesToStart must be an integer from 1 to 3/,
    ],
    ['quiz-game', () => quizGame.init({ gameTimerLength: 0 }, 0, 1), /^gameTimerLength must be/],
    ['scroll-game', () => scrollGame.init({ timingScale: Number.NaN }, 0, 1), /^timingScale must be/],
    ['hobby-generator', () => hobbyGenerator.init({ processingMs: -5 }, 0, 1), /^processingMs must be/],
    ['nickname-generator', () => nicknameGenerator.init({ transitionMs: -1 }, 0, 1), /^transitionMs must/],
    ['card-picker', () => cardPicker.init({ reorderMs: -1 }, 0, 1), /^reorderMs must be/],
    ['calculator', () => calculator.init({ defaultPeriod: 'daily' as 'weekly' }, 0, 1), /^defaultPeriod/],
    ['modal', () => modal.init({ frameRetryMs: -1 }, 0, 1), /^frameRetryMs must be/],
    [
      'myths',
      () => myths.init({ items: [{ myth: 'm', fact: 'f' }], intervalMs: 0 }, 0, 1),
      /^intervalMs must be a finite number above 0/,
    ],
    ['forms', () => formFlow.init({}, 0, 1), /^url must be/],
  ])('%s names the broken field', (_name, init, message) => {
    expect(init).toThrow(RangeError);
    expect(init).toThrow(message);
  });

  it('init takes the time and the seed with no defaults: leaving them out does not type-check', () => {
    // Never called: `npm run typecheck` is what fails if one of these starts to compile.
    const forgetful = (): void => {
      // @ts-expect-error -- the seed is missing
      quizGame.init({}, 0);
      // @ts-expect-error -- the time and the seed are missing
      scrollGame.init({});
      // @ts-expect-error -- the configuration too
      gamblerQuiz.init();
    };
    expect(forgetful).toBeTypeOf('function');
  });
});
