import { finiteAtLeast, resolveConfig } from '../core/config';
import { fireDue } from '../core/deadlines';
import { gameEnd } from '../core/effects';
import { unchanged, type EngineModule, type ModuleEvent, type Step } from '../core/module';
import { nextInt, seedRng, type Draw, type RngState } from '../core/rng';
import type { Millis } from '../core/time';
import {
  HOBBY_GENERATOR_DEFAULTS,
  HOBBY_GENERATOR_FOCUS,
  HOBBY_GENERATOR_HOBBIES,
  HOBBY_GENERATOR_QUESTIONS,
  HOBBY_GENERATOR_SLUG,
} from './hobby-generator.constants';
import type { HobbyGeneratorConfig, HobbyGeneratorEvent, HobbyGeneratorState } from './hobby-generator.types';

type S = HobbyGeneratorState;

function init(config: Partial<HobbyGeneratorConfig>, _at: Millis, seed: number): Step<S> {
  const full = resolveConfig(HOBBY_GENERATOR_DEFAULTS, config, { processingMs: finiteAtLeast(0) });
  const state: S = {
    config: full,
    stage: 'idle',
    question: 0,
    selected: null,
    processingEndsAt: null,
    rng: seedRng(seed),
    hobby: null,
  };
  return { state, effects: [] };
}

/**
 * Picks a hobby uniformly from all but the previous pick (section 4): draws from one fewer and skips
 * over the previous index, so one draw always suffices.
 *
 * @param rng - the generator's state
 * @param previous - the previous pick, or null for none
 * @returns the index of the hobby and the next generator state
 */
export function pickHobbyGeneratorHobby(rng: RngState, previous: number | null): Draw<number> {
  const count = HOBBY_GENERATOR_HOBBIES.length;
  const avoid = previous !== null && previous >= 0 && previous < count;
  const draw = nextInt(rng, avoid ? count - 1 : count);
  return { value: avoid && draw.value >= previous ? draw.value + 1 : draw.value, rng: draw.rng };
}

/** Shows question 1 with nothing selected. */
function firstQuestion(state: S): Step<S> {
  return {
    state: { ...state, stage: 'question', question: 0, selected: null, processingEndsAt: null },
    effects: [{ type: 'focus', target: HOBBY_GENERATOR_FOCUS.question }],
  };
}

function answer(state: S, option: number, at: Millis): Step<S> {
  const options = HOBBY_GENERATOR_QUESTIONS[state.question]?.options ?? [];
  if (state.stage !== 'question' || state.processingEndsAt !== null || options[option] === undefined) {
    return unchanged(state);
  }
  return {
    state: { ...state, selected: option, processingEndsAt: at + state.config.processingMs },
    effects: [],
  };
}

/** The answer has been processed: the next question, or after the last one a new random hobby. */
function afterProcessing(state: S): Step<S> {
  const next = state.question + 1;
  if (next < HOBBY_GENERATOR_QUESTIONS.length) {
    return {
      state: { ...state, question: next, selected: null, processingEndsAt: null },
      effects: [{ type: 'focus', target: HOBBY_GENERATOR_FOCUS.question }],
    };
  }
  const hobby = pickHobbyGeneratorHobby(state.rng, state.hobby);
  return {
    state: {
      ...state,
      stage: 'result',
      selected: null,
      processingEndsAt: null,
      rng: hobby.rng,
      hobby: hobby.value,
    },
    effects: [gameEnd(HOBBY_GENERATOR_SLUG), { type: 'focus', target: HOBBY_GENERATOR_FOCUS.result }],
  };
}

function step(state: S, event: ModuleEvent<HobbyGeneratorEvent>): Step<S> {
  switch (event.type) {
    case 'tick':
      return fireDue(state, event.at, nextDeadline, afterProcessing);
    case 'start':
      return state.stage === 'idle' ? firstQuestion(state) : unchanged(state);
    case 'answerSelected':
      return answer(state, event.option, event.at);
    case 'tryAgain':
      return state.stage === 'result' ? firstQuestion(state) : unchanged(state);
  }
}

function nextDeadline(state: S): Millis | null {
  return state.processingEndsAt;
}

/**
 * The hobby generator: Start Game, five light questions, then 'Your new hobby is' with one of 30
 * healthy, low-cost hobbies picked at random, never the same as the previous pick. Clicks are ignored
 * while an answer is processed.
 *
 * @example
 * ```ts
 * import { hobbyGenerator, selectHobbyGeneratorHobby } from './engine';
 * let { state } = hobbyGenerator.init({}, 0, 3);
 * ({ state } = hobbyGenerator.step(state, { type: 'start', at: 0 }));
 * for (let q = 0; q < 5; q++) {
 *   ({ state } = hobbyGenerator.step(state, { type: 'answerSelected', option: 0, at: q * 1000 }));
 *   ({ state } = hobbyGenerator.step(state, { type: 'tick', at: q * 1000 + 350 }));
 * }
 * selectHobbyGeneratorHobby(state); // e.g. 'Stargazing'
 * ```
 */
export const hobbyGenerator: EngineModule<
  HobbyGeneratorState,
  HobbyGeneratorEvent,
  Partial<HobbyGeneratorConfig>
> = {
  name: HOBBY_GENERATOR_SLUG,
  init,
  step,
  nextDeadline,
};
