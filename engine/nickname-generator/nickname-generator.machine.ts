import { finiteAtLeast, resolveConfig } from '../core/config';
import { fireDue } from '../core/deadlines';
import { gameEnd } from '../core/effects';
import { unchanged, type EngineModule, type ModuleEvent, type Step } from '../core/module';
import { nextBool, nextInt, pick, seedRng, type Draw, type RngState } from '../core/rng';
import type { Millis } from '../core/time';
import {
  NICKNAME_GENERATOR_DEFAULTS,
  NICKNAME_GENERATOR_FOCUS,
  NICKNAME_GENERATOR_QUESTION_ROLE,
  NICKNAME_GENERATOR_QUESTIONS,
  NICKNAME_GENERATOR_SECOND_WORD_CHANCE,
  NICKNAME_GENERATOR_SLUG,
} from './nickname-generator.constants';
import type {
  NicknameGeneratorConfig,
  NicknameGeneratorEvent,
  NicknameGeneratorName,
  NicknameGeneratorOption,
  NicknameGeneratorState,
} from './nickname-generator.types';

type S = NicknameGeneratorState;

function init(config: Partial<NicknameGeneratorConfig>, _at: Millis, seed: number): Step<S> {
  const full = resolveConfig(NICKNAME_GENERATOR_DEFAULTS, config, { transitionMs: finiteAtLeast(0) });
  const state: S = {
    config: full,
    stage: 'start',
    question: 0,
    answers: [],
    rng: seedRng(seed),
    transitionEndsAt: null,
    nickname: null,
  };
  return { state, effects: [] };
}

/** The option chosen for a question, or undefined when the answer is missing or out of range. */
function chosen(answers: readonly number[], question: number): NicknameGeneratorOption | undefined {
  const option = answers[question];
  return option === undefined ? undefined : NICKNAME_GENERATOR_QUESTIONS[question]?.options[option];
}

/**
 * Composes a nickname from three answers. The first word is drawn from question 2's chosen option. Then a
 * fair coin (50 %, section 9) decides the second word: heads, a word of question 3's chosen option;
 * tails, a fallback name of the style chosen in question 1. So every name reads like an adjective and a
 * noun or a name ('Lucky Muffin', 'Starry Ruby'), and the style only shows through the fallback names.
 * Draws, in order: the first word, the coin, the second word.
 */
function compose(rng: RngState, answers: readonly number[]): Draw<NicknameGeneratorName> {
  const style = chosen(answers, NICKNAME_GENERATOR_QUESTION_ROLE.gender);
  const firstFrom = chosen(answers, NICKNAME_GENERATOR_QUESTION_ROLE.firstWord);
  const secondFrom = chosen(answers, NICKNAME_GENERATOR_QUESTION_ROLE.secondWord);
  if (style === undefined || firstFrom === undefined || secondFrom === undefined) {
    throw new RangeError(`a nickname needs an answer to every question, got [${answers.join(', ')}]`);
  }
  const first = pick(rng, firstFrom.words);
  const coin = nextBool(first.rng, NICKNAME_GENERATOR_SECOND_WORD_CHANCE);
  const second = pick(coin.rng, coin.value ? secondFrom.words : style.words);
  const name: NicknameGeneratorName = {
    first: first.value,
    second: second.value,
    secondFrom: coin.value ? 'question' : 'fallback',
  };
  return { value: name, rng: second.rng };
}

/** Starts a screen change; the screen on show stays until it ends. */
function transition(state: S, at: Millis, changes: Partial<S> = {}): Step<S> {
  return { state: { ...state, ...changes, transitionEndsAt: at + state.config.transitionMs }, effects: [] };
}

function answer(state: S, option: number, at: Millis): Step<S> {
  const options = NICKNAME_GENERATOR_QUESTIONS[state.question]?.options ?? [];
  if (state.stage !== 'question' || state.transitionEndsAt !== null || options[option] === undefined) {
    return unchanged(state);
  }
  return transition(state, at, { answers: [...state.answers, option] });
}

/** Re-rolls the name with random answers to questions 2 and 3, keeping the name style (section 4). */
function randomName(state: S): Step<S> {
  const gender = state.answers[NICKNAME_GENERATOR_QUESTION_ROLE.gender];
  if (state.stage !== 'end' || state.transitionEndsAt !== null || gender === undefined)
    return unchanged(state);
  const firstQuestion = NICKNAME_GENERATOR_QUESTIONS[NICKNAME_GENERATOR_QUESTION_ROLE.firstWord];
  const secondQuestion = NICKNAME_GENERATOR_QUESTIONS[NICKNAME_GENERATOR_QUESTION_ROLE.secondWord];
  if (firstQuestion === undefined || secondQuestion === undefined) return unchanged(state);
  const a = nextInt(state.rng, firstQuestion.options.length);
  const b = nextInt(a.rng, secondQuestion.options.length);
  const answers = [gender, a.value, b.value];
  const name = compose(b.rng, answers);
  return { state: { ...state, answers, rng: name.rng, nickname: name.value }, effects: [] };
}

/** The screen change ended: show the first question, the next one, or the nickname. */
function afterTransition(state: S): Step<S> {
  const settled: S = { ...state, transitionEndsAt: null };
  if (state.stage !== 'question') {
    return {
      state: { ...settled, stage: 'question', question: 0, answers: [], nickname: null },
      effects: [{ type: 'focus', target: NICKNAME_GENERATOR_FOCUS.question }],
    };
  }
  if (state.answers.length < NICKNAME_GENERATOR_QUESTIONS.length) {
    return {
      state: { ...settled, question: state.answers.length },
      effects: [{ type: 'focus', target: NICKNAME_GENERATOR_FOCUS.question }],
    };
  }
  const name = compose(state.rng, state.answers);
  return {
    state: { ...settled, stage: 'end', rng: name.rng, nickname: name.value },
    effects: [gameEnd(NICKNAME_GENERATOR_SLUG), { type: 'focus', target: NICKNAME_GENERATOR_FOCUS.result }],
  };
}

function step(state: S, event: ModuleEvent<NicknameGeneratorEvent>): Step<S> {
  const settled = state.transitionEndsAt === null;
  switch (event.type) {
    case 'tick':
      return fireDue(state, event.at, nextDeadline, afterTransition);
    case 'start':
      return state.stage === 'start' && settled ? transition(state, event.at) : unchanged(state);
    case 'answerSelected':
      return answer(state, event.option, event.at);
    case 'randomName':
      return randomName(state);
    case 'tryAgain':
      return state.stage === 'end' && settled ? transition(state, event.at) : unchanged(state);
  }
}

function nextDeadline(state: S): Millis | null {
  return state.transitionEndsAt;
}

/**
 * The nickname generator: Start Game, three questions (name style, a lucky charm, a free afternoon),
 * then 'YOUR NICKNAME IS...' with a two-word nickname. Screen changes take a short transition during
 * which clicks are ignored; Random Name re-rolls questions 2 and 3 keeping the name style.
 *
 * @example
 * ```ts
 * import { nicknameGenerator, selectNicknameGeneratorName } from './engine';
 * let { state } = nicknameGenerator.init({}, 0, 7);
 * ({ state } = nicknameGenerator.step(state, { type: 'start', at: 0 }));
 * ({ state } = nicknameGenerator.step(state, { type: 'tick', at: 350 }));   // question 1 on screen
 * for (const [option, at] of [[1, 400], [2, 800], [0, 1200]]) {
 *   ({ state } = nicknameGenerator.step(state, { type: 'answerSelected', option, at }));
 *   ({ state } = nicknameGenerator.step(state, { type: 'tick', at: at + 350 }));
 * }
 * selectNicknameGeneratorName(state); // e.g. 'Starry Explorer' or 'Cosmic Ruby'
 * ```
 */
export const nicknameGenerator: EngineModule<
  NicknameGeneratorState,
  NicknameGeneratorEvent,
  Partial<NicknameGeneratorConfig>
> = {
  name: NICKNAME_GENERATOR_SLUG,
  init,
  step,
  nextDeadline,
};
