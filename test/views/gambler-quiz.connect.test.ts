import { describe, expect, it } from 'vitest';
import {
  GAMBLER_QUIZ_FOCUS,
  GAMBLER_QUIZ_QUESTION_COUNT,
  gamblerQuiz,
  type GamblerQuizEvent,
  type GamblerQuizState,
} from '@play-smart/engine';
import { GAMBLER_QUIZ_CONTENT } from '../../site/content/en/gambler-quiz';
import { connectGamblerQuiz } from '../../views/gambler-quiz';

function started(): {
  state: GamblerQuizState;
  sent: GamblerQuizEvent[];
  send: (e: GamblerQuizEvent) => void;
} {
  const sent: GamblerQuizEvent[] = [];
  return { state: gamblerQuiz.init({}, 0, 1).state, sent, send: (e) => sent.push(e) };
}

function step(state: GamblerQuizState, event: GamblerQuizEvent | { type: 'tick' }, at: number) {
  return gamblerQuiz.step(state, { ...event, at }).state;
}

describe('connectGamblerQuiz', () => {
  it('gives the intro the spec words and a start button that sends takeQuiz', () => {
    const { state, sent, send } = started();
    const api = connectGamblerQuiz(state, send, GAMBLER_QUIZ_CONTENT);
    expect(api.question).toBeNull();
    expect(api.result).toBeNull();
    expect(api.intro.start.label).toBe('Take the Quiz');
    api.intro.start.props.onClick();
    expect(sent).toEqual([{ type: 'takeQuiz' }]);
  });

  it('shows the question number, its words and inert answers while the question fades in', () => {
    const { send, ...rest } = started();
    const fadingIn = step(rest.state, { type: 'takeQuiz' }, 0);
    const api = connectGamblerQuiz(fadingIn, send, GAMBLER_QUIZ_CONTENT);
    expect(api.question?.progress).toEqual({
      label: `Question 1 of ${GAMBLER_QUIZ_QUESTION_COUNT}`,
      current: 1,
      count: GAMBLER_QUIZ_QUESTION_COUNT,
    });
    expect(api.question?.text).toBe(GAMBLER_QUIZ_CONTENT.questions[0]);
    expect(api.question?.heading['data-focus']).toBe(GAMBLER_QUIZ_FOCUS.question);
    expect(api.question?.answers.map((a) => a.label)).toEqual([
      'Never',
      'Sometimes',
      'Most of the Time',
      'Almost Always',
    ]);
    expect(api.question?.answers.every((a) => a.props['aria-disabled'] === true)).toBe(true);
    const settled = connectGamblerQuiz(step(fadingIn, { type: 'tick' }, 350), send, GAMBLER_QUIZ_CONTENT);
    expect(settled.question?.answers.every((a) => a.props['aria-disabled'] === false)).toBe(true);
    settled.question?.answers[2]?.props.onClick();
    expect(rest.sent).toEqual([{ type: 'answerSelected', option: 2 }]);
  });

  it('fades the screen out after an answer', () => {
    const { state, send } = started();
    let s = step(step(state, { type: 'takeQuiz' }, 0), { type: 'tick' }, 350);
    expect(connectGamblerQuiz(s, send, GAMBLER_QUIZ_CONTENT).screenClassName).toBe('gq-screen');
    s = step(s, { type: 'answerSelected', option: 0 }, 400);
    expect(connectGamblerQuiz(s, send, GAMBLER_QUIZ_CONTENT).screenClassName).toBe('gq-screen is-fading-out');
  });

  it('words the result from the risk level and sends tryAgain', () => {
    const { state, sent, send } = started();
    let s = step(state, { type: 'takeQuiz' }, 0);
    let at = 0;
    for (let i = 0; i < GAMBLER_QUIZ_QUESTION_COUNT; i++) {
      at += 350;
      s = step(s, { type: 'tick' }, at);
      s = step(s, { type: 'answerSelected', option: 1 }, at);
      at += 350;
      s = step(s, { type: 'tick' }, at);
    }
    const api = connectGamblerQuiz(s, send, GAMBLER_QUIZ_CONTENT);
    expect(api.question).toBeNull();
    expect(api.result).toMatchObject({
      yourScoreIs: 'Your score is:',
      score: GAMBLER_QUIZ_QUESTION_COUNT,
      youAreAt: 'You are at',
      level: 'High Risk',
      message: GAMBLER_QUIZ_CONTENT.levelMessages['high-risk'],
      helpLink: { to: '/get-help-give-help', label: 'get HELP/give HELP' },
    });
    expect(api.result?.heading['data-focus']).toBe(GAMBLER_QUIZ_FOCUS.result);
    api.result?.tryAgain.props.onClick();
    expect(sent).toEqual([{ type: 'tryAgain' }]);
  });

  it('has as many questions in its English words as the engine asks', () => {
    expect(GAMBLER_QUIZ_CONTENT.questions).toHaveLength(GAMBLER_QUIZ_QUESTION_COUNT);
  });
});
