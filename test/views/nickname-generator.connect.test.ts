import { describe, expect, it } from 'vitest';
import {
  NICKNAME_GENERATOR_FOCUS,
  NICKNAME_GENERATOR_QUESTION_COUNT,
  NICKNAME_GENERATOR_WORD_COUNTS,
  NICKNAME_GENERATOR_TRANSITION_MS,
  nicknameGenerator,
  selectNicknameGeneratorName,
  type NicknameGeneratorEvent,
  type NicknameGeneratorState,
  type NicknameGeneratorWord,
} from '@play-smart/engine';
import { NICKNAME_GENERATOR_CONTENT as content } from '../../site/content/en/nickname-generator';
import { connectNicknameGenerator } from '../../views/nickname-generator';
import { settle } from '../support/replay';

const T = NICKNAME_GENERATOR_TRANSITION_MS;

function recorder() {
  const sent: NicknameGeneratorEvent[] = [];
  return { sent, send: (e: NicknameGeneratorEvent) => sent.push(e) };
}

const step = (state: NicknameGeneratorState, event: NicknameGeneratorEvent, at: number) =>
  nicknameGenerator.step(state, { ...event, at }).state;
const settled = (state: NicknameGeneratorState) => settle(nicknameGenerator, state).state;

function onQuestion1(): NicknameGeneratorState {
  return settled(step(nicknameGenerator.init({}, 0, 3).state, { type: 'start' }, 0));
}

function finished(answers: readonly number[]): NicknameGeneratorState {
  let state = onQuestion1();
  let at = 1000;
  for (const option of answers) {
    state = settled(step(state, { type: 'answerSelected', option }, at));
    at += 1000;
  }
  return state;
}

describe('connectNicknameGenerator', () => {
  it('shows the intro with its picture and a Start Game button that is inert during the transition', () => {
    const { sent, send } = recorder();
    const initial = nicknameGenerator.init({}, 0, 3).state;
    const api = connectNicknameGenerator(initial, send, content);
    expect(api.question).toBeNull();
    expect(api.result).toBeNull();
    expect(api.intro.start.label).toBe('Start Game');
    expect(api.intro.start.props['aria-disabled']).toBe(false);
    expect(api.intro.picture).toMatchObject({ width: 320, height: 240 });
    // The prerendered first screen must not fade in.
    expect(api.screen.enterClassName).toBe('');
    api.intro.start.props.onClick();
    expect(sent).toEqual([{ type: 'start' }]);

    const leaving = connectNicknameGenerator(step(initial, { type: 'start' }, 0), send, content);
    expect(leaving.intro.start.props['aria-disabled']).toBe(true);
    expect(leaving.screen.className).toBe('ng-screen is-fading-out');
    expect(leaving.root.cssVars['--ng-fade-ms']).toBe(`${T}ms`);
  });

  it('words each question from the engine, with answers that are inert and marked while the screen changes', () => {
    const { sent, send } = recorder();
    const q1 = onQuestion1();
    const api = connectNicknameGenerator(q1, send, content);
    expect(api.question).toMatchObject({
      progress: {
        label: `Question 1 of ${NICKNAME_GENERATOR_QUESTION_COUNT}`,
        current: 1,
        count: NICKNAME_GENERATOR_QUESTION_COUNT,
      },
      text: content.questions[0]?.question,
    });
    expect(api.question?.heading['data-focus']).toBe(NICKNAME_GENERATOR_FOCUS.question);
    expect(api.question?.options.map((o) => o.label)).toEqual(['A classic guy name', 'A classic gal name']);
    expect(api.question?.options.every((o) => o.props['aria-disabled'] === false && !o.chosen)).toBe(true);
    api.question?.options[1]?.props.onClick();
    expect(sent).toEqual([{ type: 'answerSelected', option: 1 }]);

    const changing = connectNicknameGenerator(
      step(q1, { type: 'answerSelected', option: 1 }, 500),
      send,
      content,
    );
    expect(changing.question?.progress.current).toBe(1);
    expect(changing.question?.options.map((o) => [o.chosen, o.props['aria-disabled']])).toEqual([
      [false, true],
      [true, true],
    ]);
    expect(changing.screen.className).toBe('ng-screen is-fading-out');
  });

  it('shows the nickname under YOUR NICKNAME IS..., with Random Name, Try Again and a share message', () => {
    const { sent, send } = recorder();
    const end = finished([1, 2, 3]);
    const api = connectNicknameGenerator(end, send, content);
    const ref = selectNicknameGeneratorName(end);
    const word = (w: NicknameGeneratorWord | undefined) =>
      w === undefined ? '?' : content.questions[w.question]?.options[w.option]?.words[w.word];
    const name = `${word(ref?.first)} ${word(ref?.second)}`;
    expect(name).toMatch(/^[A-Z][\w-]+ [A-Z][\w-]+$/);
    expect(content.questions[1]?.options[2]?.words).toContain(word(ref?.first));
    expect(api.question).toBeNull();
    expect(api.result).toMatchObject({
      yourNicknameIs: 'YOUR NICKNAME IS...',
      nickname: name,
      share: { text: `My Play Smart nickname is ${name}. What’s yours?` },
    });
    expect(api.result?.heading['data-focus']).toBe(NICKNAME_GENERATOR_FOCUS.result);
    api.result?.randomName.props.onClick();
    api.result?.tryAgain.props.onClick();
    expect(sent).toEqual([{ type: 'randomName' }, { type: 'tryAgain' }]);

    const leaving = connectNicknameGenerator(step(end, { type: 'tryAgain' }, 9000), send, content);
    expect(leaving.result?.randomName.props['aria-disabled']).toBe(true);
    expect(leaving.result?.tryAgain.props['aria-disabled']).toBe(true);
  });

  it('has English words for every question and option the engine asks', () => {
    expect(content.questions).toHaveLength(NICKNAME_GENERATOR_QUESTION_COUNT);
    content.questions.forEach((q, i) => {
      expect(q.options).toHaveLength(NICKNAME_GENERATOR_WORD_COUNTS[i]?.length ?? -1);
    });
  });
});

describe('the English words', () => {
  it('has as many words for each option as the engine draws from', () => {
    expect(content.questions.map((q) => q.options.map((o) => o.words.length))).toEqual(
      NICKNAME_GENERATOR_WORD_COUNTS,
    );
    for (const q of content.questions) {
      expect(q.question.length).toBeGreaterThan(0);
      for (const o of q.options) expect(o.label.length).toBeGreaterThan(0);
    }
  });

  it('has 14 male-style and 10 female-style fallback names, all distinct, and the spec words', () => {
    const [male, female] = content.questions[0]?.options.map((o) => o.words) ?? [];
    expect(male).toHaveLength(14);
    expect(female).toHaveLength(10);
    expect(new Set([...(male ?? []), ...(female ?? [])]).size).toBe(24);
    expect([content.result, content.randomName, content.tryAgain]).toEqual([
      'YOUR NICKNAME IS...',
      'Random Name',
      'Try Again',
    ]);
  });
});
