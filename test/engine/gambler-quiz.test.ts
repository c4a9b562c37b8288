import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  GAMBLER_QUIZ_ANSWERS,
  GAMBLER_QUIZ_FADE_MS,
  gamblerQuiz,
  gamblerQuizRiskLevelOf,
  selectGamblerQuizAcceptsAnswers,
  selectGamblerQuizQuestionNumber,
  selectGamblerQuizRiskLevel,
  selectGamblerQuizScale,
  type GamblerQuizState,
  type Step,
} from '@play-smart/engine';
import { replay, settle } from '../support/replay';

const FADE = GAMBLER_QUIZ_FADE_MS;

function started(at = 0): GamblerQuizState {
  const { state } = gamblerQuiz.init({}, at, 1);
  return settle(gamblerQuiz, gamblerQuiz.step(state, { type: 'takeQuiz', at }).state).state;
}

/** Answers every question with the given options, waiting out each fade; returns the final step. */
function play(
  options: readonly number[],
  from = started(),
): { state: GamblerQuizState; effects: Step<GamblerQuizState>['effects'] } {
  let state = from;
  const effects = [];
  let at = gamblerQuiz.nextDeadline(state) ?? 1000;
  for (const option of options) {
    at += 10;
    state = gamblerQuiz.step(state, { type: 'answerSelected', option, at }).state;
    const settled = settle(gamblerQuiz, state);
    state = settled.state;
    effects.push(...settled.effects);
    at += 2 * FADE;
  }
  return { state, effects };
}

const nineAnswers = fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 9, maxLength: 9 });

describe('gambler quiz: stages', () => {
  it('starts on the intro and goes to Question 1 on Take the Quiz', () => {
    const { state } = gamblerQuiz.init({}, 0, 1);
    expect(state.stage).toBe('start');
    const next = gamblerQuiz.step(state, { type: 'takeQuiz', at: 5 });
    expect(next.state.stage).toBe('gameplay');
    expect(selectGamblerQuizQuestionNumber(next.state)).toBe(1);
    expect(next.effects).toContainEqual({ type: 'focus', target: 'gambler-quiz:question' });
  });

  it('scores the four answers 0, 1, 2 and 3', () => {
    expect(GAMBLER_QUIZ_ANSWERS).toEqual([
      { key: 'never', score: 0 },
      { key: 'sometimes', score: 1 },
      { key: 'most-of-the-time', score: 2 },
      { key: 'almost-always', score: 3 },
    ]);
  });

  it('an answer adds its score, fades out for 0.35 s, then shows the next question fading in for 0.35 s', () => {
    const s0 = started(0);
    const answered = gamblerQuiz.step(s0, { type: 'answerSelected', option: 2, at: 1000 }).state;
    expect(answered.score).toBe(2);
    expect(answered.index).toBe(0);
    expect(answered.fade).toEqual({ phase: 'out', endsAt: 1000 + FADE });
    expect(gamblerQuiz.nextDeadline(answered)).toBe(1000 + FADE);
    // Not yet: one millisecond early changes nothing.
    expect(gamblerQuiz.step(answered, { type: 'tick', at: 1000 + FADE - 1 }).state).toBe(answered);
    const fadingIn = gamblerQuiz.step(answered, { type: 'tick', at: 1000 + FADE }).state;
    expect(fadingIn.index).toBe(1);
    expect(fadingIn.fade).toEqual({ phase: 'in', endsAt: 1000 + 2 * FADE });
    expect(selectGamblerQuizAcceptsAnswers(fadingIn)).toBe(false);
    const settled = gamblerQuiz.step(fadingIn, { type: 'tick', at: 1000 + 2 * FADE }).state;
    expect(settled.fade).toBeNull();
    expect(selectGamblerQuizAcceptsAnswers(settled)).toBe(true);
  });

  it('ends after the 9th question with one game_end event that carries no score or risk level', () => {
    const { state, effects } = play([3, 3, 3, 0, 0, 0, 1, 1, 1]);
    expect(state.stage).toBe('ended');
    expect(state.score).toBe(12);
    const tracks = effects.filter((e) => e.type === 'track');
    expect(tracks).toEqual([{ type: 'track', event: 'game_end', fields: { game: 'gambler-quiz' } }]);
    expect(JSON.stringify(tracks)).not.toMatch(/score|risk|12/i);
    expect(effects).toContainEqual({ type: 'focus', target: 'gambler-quiz:result' });
  });

  it('does not end after 8 answers', () => {
    const { state, effects } = play([1, 1, 1, 1, 1, 1, 1, 1]);
    expect(state.stage).toBe('gameplay');
    expect(selectGamblerQuizQuestionNumber(state)).toBe(9);
    expect(effects.some((e) => e.type === 'track')).toBe(false);
  });

  it('ignores an unknown answer option', () => {
    const s = started();
    expect(gamblerQuiz.step(s, { type: 'answerSelected', option: 4, at: 2000 }).state).toBe(s);
    expect(gamblerQuiz.step(s, { type: 'answerSelected', option: -1, at: 2000 }).state).toBe(s);
  });

  it('ignores Take the Quiz after the start and Try Again before the end', () => {
    const s = started();
    expect(gamblerQuiz.step(s, { type: 'takeQuiz', at: 2000 }).state).toBe(s);
    expect(gamblerQuiz.step(s, { type: 'tryAgain', at: 2000 }).state).toBe(s);
  });

  it('rejects a nonsensical question count', () => {
    expect(() => gamblerQuiz.init({ questionCount: 0 }, 0, 1)).toThrow(RangeError);
  });
});

describe('gambler quiz: properties', () => {
  test.prop([nineAnswers])('the score is the sum of the answers', (answers) => {
    const { state } = play(answers);
    expect(state.score).toBe(answers.reduce((a, b) => a + b, 0));
    expect(state.stage).toBe('ended');
  });

  test.prop([fc.integer({ min: 0, max: 27 })])(
    'the risk level matches the thresholds at every score',
    (score) => {
      const expected =
        score === 0 ? 'no-risk' : score <= 2 ? 'low-risk' : score <= 7 ? 'moderate-risk' : 'high-risk';
      expect(gamblerQuizRiskLevelOf(score)).toBe(expected);
    },
  );

  it('the risk boundaries are exactly 0 | 1-2 | 3-7 | 8+', () => {
    expect([0, 1, 2, 3, 7, 8, 27].map(gamblerQuizRiskLevelOf)).toEqual([
      'no-risk',
      'low-risk',
      'low-risk',
      'moderate-risk',
      'moderate-risk',
      'high-risk',
      'high-risk',
    ]);
  });

  it('the scale runs from 0 to 27, its bands cover every score once and match the risk level', () => {
    const scale = selectGamblerQuizScale(started());
    expect(scale.max).toBe(27);
    expect(scale.bands.map((b) => [b.level, b.from, b.to])).toEqual([
      ['no-risk', 0, 0],
      ['low-risk', 1, 2],
      ['moderate-risk', 3, 7],
      ['high-risk', 8, 27],
    ]);
    for (const band of scale.bands) {
      for (let score = band.from; score <= band.to; score += 1) {
        expect(gamblerQuizRiskLevelOf(score)).toBe(band.level);
      }
    }
  });

  test.prop([nineAnswers])('the end screen shows the risk level of the total', (answers) => {
    const { state } = play(answers);
    expect(selectGamblerQuizRiskLevel(state)).toBe(
      gamblerQuizRiskLevelOf(answers.reduce((a, b) => a + b, 0)),
    );
  });

  test.prop([
    fc.integer({ min: 0, max: 3 }),
    fc.integer({ min: 0, max: 2 * FADE - 1 }),
    fc.integer({ min: 0, max: 8 }),
  ])('an answer during the fade returns the same state object', (option, into, questionsDone) => {
    const { state } = play(Array.from({ length: questionsDone }, () => 1));
    const answered = gamblerQuiz.step(state, { type: 'answerSelected', option: 0, at: 50_000 }).state;
    const during = settle(gamblerQuiz, answered, 50_000 + into).state;
    expect(during.fade).not.toBeNull();
    const step = gamblerQuiz.step(during, { type: 'answerSelected', option, at: 50_000 + into });
    expect(step.state).toBe(during);
    expect(step.effects).toEqual([]);
  });

  test.prop([
    fc.integer(),
    fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 2000 })), { maxLength: 30 }),
  ])('the same seed and timed events give the same states', (seed, moves) => {
    let at = 0;
    const events = [
      { type: 'takeQuiz' as const, at: 0 },
      ...moves.map(([option, gap]) => ({ type: 'answerSelected' as const, option, at: (at += gap) })),
    ];
    const a = replay(gamblerQuiz, gamblerQuiz.init({}, 0, seed), events);
    const b = replay(gamblerQuiz, gamblerQuiz.init({}, 0, seed), events);
    expect(a.states).toEqual(b.states);
    expect(a.effects).toEqual(b.effects);
  });

  test.prop([fc.array(fc.integer({ min: 0, max: 3000 }), { minLength: 1, maxLength: 9 })])(
    'one late tick equals many punctual ticks',
    (gaps) => {
      let state = started();
      let at = 1000;
      for (const gap of gaps) {
        at += gap;
        state = gamblerQuiz.step(state, { type: 'answerSelected', option: 3, at }).state;
        const late = gamblerQuiz.step(state, { type: 'tick', at: at + gap }).state;
        const punctual = settle(gamblerQuiz, state, at + gap).state;
        expect(late).toEqual(punctual);
        state = late;
      }
    },
  );

  test.prop([nineAnswers])('Try Again resets score and index to 0 and returns to gameplay', (answers) => {
    const { state } = play(answers);
    const again = gamblerQuiz.step(state, { type: 'tryAgain', at: 99_000 });
    expect(again.state.stage).toBe('gameplay');
    expect(again.state.score).toBe(0);
    expect(again.state.index).toBe(0);
    expect(again.effects).toContainEqual({ type: 'focus', target: 'gambler-quiz:question' });
  });
});
