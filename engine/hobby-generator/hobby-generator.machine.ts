import { finiteAtLeast, integerBetween, resolveConfig, type ConfigRules } from '../core/config';
import { generatorInit, generatorNextDeadline, generatorStep, type GeneratorRules } from '../core/generator';
import type { EngineModule, ModuleEvent, Step } from '../core/module';
import { nextInt, type Draw, type RngState } from '../core/rng';
import type { Millis } from '../core/time';
import {
  HOBBY_GENERATOR_DEFAULTS,
  HOBBY_GENERATOR_FOCUS,
  HOBBY_GENERATOR_SLUG,
} from './hobby-generator.constants';
import type { HobbyGeneratorConfig, HobbyGeneratorEvent, HobbyGeneratorState } from './hobby-generator.types';

type S = HobbyGeneratorState;

/** A pick must be able to differ from the previous one, so there are at least two hobbies. */
const MIN_HOBBIES = 2;

const CONFIG_RULES: ConfigRules<HobbyGeneratorConfig> = {
  processingMs: finiteAtLeast(0),
  hobbyCount: integerBetween(MIN_HOBBIES, Number.POSITIVE_INFINITY),
  optionCounts: {
    must: 'at least one question, each with at least one option',
    test: (counts) => counts.length >= 1 && counts.every((n) => Number.isInteger(n) && n >= 1),
  },
};

function init(config: Partial<HobbyGeneratorConfig>, _at: Millis, seed: number): Step<S> {
  const full = resolveConfig(HOBBY_GENERATOR_DEFAULTS, config, CONFIG_RULES);
  return { state: { config: full, ...generatorInit<number>(seed) }, effects: [] };
}

/**
 * Picks a hobby uniformly from all but the previous pick: draws from one fewer and skips over the previous
 * index, so one draw always suffices.
 *
 * @param rng - the generator's state
 * @param previous - the previous pick, or null for none
 * @param count - how many hobbies there are
 * @returns the index of the hobby and the next generator state
 *
 * @public
 */
export function pickHobbyGeneratorHobby(
  rng: RngState,
  previous: number | null,
  count: number = HOBBY_GENERATOR_DEFAULTS.hobbyCount,
): Draw<number> {
  const avoid = previous !== null && previous >= 0 && previous < count;
  const draw = nextInt(rng, avoid ? count - 1 : count);
  return { value: avoid && draw.value >= previous ? draw.value + 1 : draw.value, rng: draw.rng };
}

/** The hobby generator's part of the shared generator: question 1 at once, a random pick at the end. */
function rules(config: HobbyGeneratorConfig): GeneratorRules<number> {
  return {
    slug: HOBBY_GENERATOR_SLUG,
    focus: HOBBY_GENERATOR_FOCUS,
    optionCounts: config.optionCounts,
    startIsTransition: false,
    draw: (rng, _answers, previous) => pickHobbyGeneratorHobby(rng, previous, config.hobbyCount),
  };
}

function step(state: S, event: ModuleEvent<HobbyGeneratorEvent>): Step<S> {
  return generatorStep(rules(state.config), state, event, state.config.processingMs);
}

/**
 * The hobby generator: a start screen, five light questions, then one of 30 healthy, low-cost hobbies
 * picked at random, never the same as the previous pick. Clicks are ignored while an answer is
 * processed. Built on the shared generator (`core/generator`); the hobby is an index into the
 * front-end's hobbies.
 *
 * @example
 * ```ts
 * import { hobbyGenerator, selectHobbyGeneratorHobby } from '@play-smart/engine/hobby-generator';
 * let { state } = hobbyGenerator.init({}, 0, 3);
 * ({ state } = hobbyGenerator.step(state, { type: 'start', at: 0 }));
 * for (let q = 0; q < 5; q++) {
 *   ({ state } = hobbyGenerator.step(state, { type: 'answerSelected', option: 0, at: q * 1000 }));
 *   ({ state } = hobbyGenerator.step(state, { type: 'tick', at: q * 1000 + 350 }));
 * }
 * selectHobbyGeneratorHobby(state); // e.g. 14, an index into the front-end's 30 hobbies
 * ```
 *
 * @public
 */
export const hobbyGenerator: EngineModule<
  HobbyGeneratorState,
  HobbyGeneratorEvent,
  Partial<HobbyGeneratorConfig>
> = {
  name: HOBBY_GENERATOR_SLUG,
  init,
  step,
  nextDeadline: generatorNextDeadline,
};
