import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  HOBBY_GENERATOR_FOCUS,
  HOBBY_GENERATOR_HOBBY_COUNT,
  HOBBY_GENERATOR_OPTION_COUNTS,
  HOBBY_GENERATOR_PROCESSING_MS,
  HOBBY_GENERATOR_QUESTION_COUNT,
  hobbyGenerator,
  selectHobbyGeneratorHobby,
  type HobbyGeneratorEvent,
  type HobbyGeneratorState,
} from '@play-smart/engine';
import { HOBBY_GENERATOR_CONTENT as content } from '../../site/content/en/hobby-generator';
import { connectHobbyGenerator, HOBBY_PICTURE_SLUGS, hobbyPictureSlug } from '../../views/hobby-generator';
import { settle } from '../support/replay';

const HOBBY_GENERATOR_QUESTIONS = content.questions;
const HOBBY_GENERATOR_HOBBIES = content.hobbies.map((h) => h.name);

const publicDir = join(import.meta.dirname, '../../site/public');

function recorder() {
  const sent: HobbyGeneratorEvent[] = [];
  return { sent, send: (e: HobbyGeneratorEvent) => sent.push(e) };
}

const step = (state: HobbyGeneratorState, event: HobbyGeneratorEvent, at: number) =>
  hobbyGenerator.step(state, { ...event, at }).state;

function onQuestion1(): HobbyGeneratorState {
  return step(hobbyGenerator.init({}, 0, 5).state, { type: 'start' }, 0);
}

function finished(): HobbyGeneratorState {
  let state = onQuestion1();
  for (let q = 0; q < HOBBY_GENERATOR_QUESTION_COUNT; q++) {
    state = settle(hobbyGenerator, step(state, { type: 'answerSelected', option: 0 }, q * 1000)).state;
  }
  return state;
}

describe('connectHobbyGenerator', () => {
  it('shows the intro and a Start Game button that sends start', () => {
    const { sent, send } = recorder();
    const api = connectHobbyGenerator(hobbyGenerator.init({}, 0, 5).state, send, content);
    expect(api.question).toBeNull();
    expect(api.result).toBeNull();
    expect(api.intro.start.label).toBe('Start Game');
    api.intro.start.props.onClick();
    expect(sent).toEqual([{ type: 'start' }]);
  });

  it('words each question, and while an answer is processed marks it and makes every option inert', () => {
    const { sent, send } = recorder();
    const q1 = onQuestion1();
    const api = connectHobbyGenerator(q1, send, content);
    expect(api.question).toMatchObject({
      progress: {
        label: `Question 1 of ${HOBBY_GENERATOR_QUESTION_COUNT}`,
        current: 1,
        count: HOBBY_GENERATOR_QUESTION_COUNT,
      },
      text: HOBBY_GENERATOR_QUESTIONS[0]?.question,
    });
    expect(api.question?.heading['data-focus']).toBe(HOBBY_GENERATOR_FOCUS.question);
    expect(api.question?.options.map((o) => o.label)).toEqual(HOBBY_GENERATOR_QUESTIONS[0]?.options);
    expect(api.question?.options.every((o) => o.props['aria-disabled'] === false)).toBe(true);
    api.question?.options[2]?.props.onClick();
    expect(sent).toEqual([{ type: 'answerSelected', option: 2 }]);

    const processing = connectHobbyGenerator(
      step(q1, { type: 'answerSelected', option: 2 }, 10),
      send,
      content,
    );
    expect(processing.question?.options.map((o) => o.chosen)).toEqual([false, false, true, false]);
    expect(processing.question?.options.every((o) => o.props['aria-disabled'] === true)).toBe(true);
    expect(processing.root.cssVars['--choice-enter-ms']).toBe(`${HOBBY_GENERATOR_PROCESSING_MS}ms`);
  });

  it('shows the hobby with its picture and how to start it, and Try Again sends tryAgain', () => {
    const { sent, send } = recorder();
    const end = finished();
    const words = content.hobbies[selectHobbyGeneratorHobby(end) ?? -1];
    const hobby = words?.name ?? '?';
    const api = connectHobbyGenerator(end, send, content);
    expect(api.result).toMatchObject({
      yourNewHobbyIs: 'Your new hobby is',
      hobby,
      howToStart: words?.howToStart,
      picture: { src: `/images/hobbies/${hobbyPictureSlug(hobby)}.svg`, width: 160, height: 160 },
    });
    expect(api.result?.picture.alt).toBe(words?.alt);
    expect(api.result?.share.text).toContain(hobby.toLowerCase());
    expect(api.result?.heading['data-focus']).toBe(HOBBY_GENERATOR_FOCUS.result);
    api.result?.tryAgain.props.onClick();
    expect(sent).toEqual([{ type: 'tryAgain' }]);
  });
});

describe('the 30 hobbies', () => {
  it('has the English words of every option the engine offers', () => {
    expect(content.questions.map((q) => q.options.length)).toEqual(HOBBY_GENERATOR_OPTION_COUNTS);
    expect(content.result).toBe('Your new hobby is');
  });

  it('each has English words: a picture description and a line on how to start', () => {
    expect(HOBBY_GENERATOR_HOBBIES).toHaveLength(HOBBY_GENERATOR_HOBBY_COUNT);
    expect(new Set(HOBBY_GENERATOR_HOBBIES.map((h) => h.toLowerCase())).size).toBe(
      HOBBY_GENERATOR_HOBBY_COUNT,
    );
    for (const words of content.hobbies) {
      const hobby = words.name;
      expect(words.alt.length, hobby).toBeGreaterThan(5);
      expect(words.howToStart.length, hobby).toBeGreaterThan(40);
    }
  });

  it('each has its own small original SVG picture, named by its slug', () => {
    const slugs = HOBBY_GENERATOR_HOBBIES.map(hobbyPictureSlug);
    expect(new Set(slugs).size).toBe(HOBBY_GENERATOR_HOBBY_COUNT);
    expect(hobbyPictureSlug('Learning the ukulele')).toBe('learning-the-ukulele');
    // The pictures are named by index, the same in every locale: today each is its English name's slug.
    expect(HOBBY_PICTURE_SLUGS).toEqual(slugs);
    const files = new Set<string>();
    for (const slug of slugs) {
      const file = join(publicDir, 'images/hobbies', `${slug}.svg`);
      expect(existsSync(file), file).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg, slug).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 100 100"/);
      expect(svg, slug).not.toMatch(/<text|<image|<script/);
      expect(svg.length, slug).toBeLessThan(4096);
      files.add(svg);
    }
    expect(files.size).toBe(HOBBY_GENERATOR_HOBBY_COUNT);
  });
});
