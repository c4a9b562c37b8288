import { finiteAtLeast, resolveConfig, type ConfigRules } from '../core/config';
import { generatorInit, generatorNextDeadline, generatorStep, type GeneratorRules } from '../core/generator';
import { unchanged, type EngineModule, type ModuleEvent, type Step } from '../core/module';
import { nextBool, nextInt, type Draw, type RngState } from '../core/rng';
import type { Millis } from '../core/time';
import {
  NICKNAME_GENERATOR_DEFAULTS,
  NICKNAME_GENERATOR_FOCUS,
  NICKNAME_GENERATOR_QUESTION_COUNT,
  NICKNAME_GENERATOR_QUESTION_ROLE,
  NICKNAME_GENERATOR_SECOND_WORD_CHANCE,
  NICKNAME_GENERATOR_SLUG,
} from './nickname-generator.constants';
import type {
  NicknameGeneratorConfig,
  NicknameGeneratorEvent,
  NicknameGeneratorName,
  NicknameGeneratorState,
  NicknameGeneratorWord,
} from './nickname-generator.types';

type S = NicknameGeneratorState;

const CONFIG_RULES: ConfigRules<NicknameGeneratorConfig> = {
  transitionMs: finiteAtLeast(0),
  wordCounts: {
    must: `${NICKNAME_GENERATOR_QUESTION_COUNT} questions, each with options of at least one word`,
    test: (counts) =>
      counts.length === NICKNAME_GENERATOR_QUESTION_COUNT &&
      counts.every((options) => options.length >= 1 && options.every((n) => Number.isInteger(n) && n >= 1)),
  },
};

function init(config: Partial<NicknameGeneratorConfig>, _at: Millis, seed: number): Step<S> {
  const full = resolveConfig(NICKNAME_GENERATOR_DEFAULTS, config, CONFIG_RULES);
  return { state: { config: full, ...generatorInit<NicknameGeneratorName>(seed) }, effects: [] };
}

/** Draws one word of the chosen option of a question. */
function drawWord(
  rng: RngState,
  config: NicknameGeneratorConfig,
  answers: readonly number[],
  question: number,
): Draw<NicknameGeneratorWord> {
  const option = answers[question];
  const count = option === undefined ? undefined : config.wordCounts[question]?.[option];
  if (option === undefined || count === undefined) {
    throw new RangeError(`a nickname needs an answer to every question, got [${answers.join(', ')}]`);
  }
  const word = nextInt(rng, count);
  return { value: { question, option, word: word.value }, rng: word.rng };
}

/**
 * Composes a nickname from three answers. The first word is drawn from question 2's chosen option. Then a
 * fair coin (50 %) decides the second word: heads, a word of question 3's chosen option; tails, a
 * fallback name of the style chosen in question 1. So every name reads like an adjective and a noun or a
 * name, and the style only shows through the fallback names. Draws, in order: the first word, the coin,
 * the second word.
 */
function compose(
  config: NicknameGeneratorConfig,
): (rng: RngState, answers: readonly number[]) => Draw<NicknameGeneratorName> {
  return (rng, answers) => {
    const first = drawWord(rng, config, answers, NICKNAME_GENERATOR_QUESTION_ROLE.firstWord);
    const coin = nextBool(first.rng, NICKNAME_GENERATOR_SECOND_WORD_CHANCE);
    const from = coin.value
      ? NICKNAME_GENERATOR_QUESTION_ROLE.secondWord
      : NICKNAME_GENERATOR_QUESTION_ROLE.gender;
    const second = drawWord(coin.rng, config, answers, from);
    const name: NicknameGeneratorName = {
      first: first.value,
      second: second.value,
      secondFrom: coin.value ? 'question' : 'fallback',
    };
    return { value: name, rng: second.rng };
  };
}

/** The nickname generator's part of the shared generator: a screen change before question 1. */
function rules(config: NicknameGeneratorConfig): GeneratorRules<NicknameGeneratorName> {
  return {
    slug: NICKNAME_GENERATOR_SLUG,
    focus: NICKNAME_GENERATOR_FOCUS,
    optionCounts: config.wordCounts.map((options) => options.length),
    startIsTransition: true,
    draw: compose(config),
  };
}

/** Re-rolls the name with random answers to questions 2 and 3, keeping the name style. */
function randomName(state: S): Step<S> {
  const gender = state.answers[NICKNAME_GENERATOR_QUESTION_ROLE.gender];
  if (state.stage !== 'ended' || state.busyUntil !== null || gender === undefined) return unchanged(state);
  const counts = state.config.wordCounts;
  const a = nextInt(state.rng, counts[NICKNAME_GENERATOR_QUESTION_ROLE.firstWord]?.length ?? 1);
  const b = nextInt(a.rng, counts[NICKNAME_GENERATOR_QUESTION_ROLE.secondWord]?.length ?? 1);
  const answers = [gender, a.value, b.value];
  const name = compose(state.config)(b.rng, answers);
  return { state: { ...state, answers, rng: name.rng, result: name.value }, effects: [] };
}

function step(state: S, event: ModuleEvent<NicknameGeneratorEvent>): Step<S> {
  if (event.type === 'randomName') return randomName(state);
  return generatorStep(rules(state.config), state, event, state.config.transitionMs);
}

/**
 * The nickname generator: a start screen, three questions (name style, a lucky charm, a free afternoon),
 * then a two-word nickname. Screen changes take a short transition during which clicks are ignored; the
 * re-roll button draws new answers to questions 2 and 3, keeping the name style. Built on the shared
 * generator (`core/generator`); the nickname's words are indexes into the front-end's word lists.
 *
 * @example
 * ```ts
 * import { nicknameGenerator, selectNicknameGeneratorName } from '@play-smart/engine/nickname-generator';
 * let { state } = nicknameGenerator.init({}, 0, 7);
 * ({ state } = nicknameGenerator.step(state, { type: 'start', at: 0 }));
 * ({ state } = nicknameGenerator.step(state, { type: 'tick', at: 350 }));   // question 1 on screen
 * for (const [option, at] of [[1, 400], [2, 800], [0, 1200]] as const) {
 *   ({ state } = nicknameGenerator.step(state, { type: 'answerSelected', option, at }));
 *   ({ state } = nicknameGenerator.step(state, { type: 'tick', at: at + 350 }));
 * }
 * selectNicknameGeneratorName(state); // e.g. the first word of question 2's option 2, then a fallback name
 * ```
 *
 * @public
 */
export const nicknameGenerator: EngineModule<
  NicknameGeneratorState,
  NicknameGeneratorEvent,
  Partial<NicknameGeneratorConfig>
> = {
  name: NICKNAME_GENERATOR_SLUG,
  init,
  step,
  nextDeadline: generatorNextDeadline,
};
