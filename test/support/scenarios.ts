/**
 * One scripted visit per engine module, driven ONLY through the public API in engine/index.ts. Used by the
 * plain-Node reuse test and by `npm run bench`. The event lists come from the playthroughs (data only).
 */
import * as engine from '@play-smart/engine';
import type { Effect, EngineModule, Millis, ModuleEvent, Step } from '@play-smart/engine';
import { tickDeadlines } from './replay';
import { benchEvents as calculatorEvents } from './playthroughs/calculator';
import { benchEvents as cardPickerEvents } from './playthroughs/card-picker';
import { benchEvents as formsEvents } from './playthroughs/forms';
import { benchEvents as hobbyEvents } from './playthroughs/hobby-generator';
import { benchEvents as modalEvents } from './playthroughs/modal';
import { benchConfig as mythsConfig, benchEvents as mythsEvents } from './playthroughs/myths';
import { benchEvents as nicknameEvents } from './playthroughs/nickname-generator';
import { benchEvents as quizGameEvents } from './playthroughs/quiz-game';
import { benchEvents as scrollEvents } from './playthroughs/scroll-game';

/** A module with its config, seed, events and a test of whether the visit reached its end. */
export interface Scenario {
  readonly name: string;
  readonly module: EngineModule<unknown, { readonly type: string }, unknown>;
  readonly config: unknown;
  readonly events: readonly ModuleEvent<{ readonly type: string }>[];
  readonly ended: (state: unknown, effects: readonly Effect[]) => boolean;
}

const SEED = 20261121;

function scenario<S, E extends { readonly type: string }, C>(
  name: string,
  module: EngineModule<S, E, C>,
  config: C,
  events: readonly ModuleEvent<E>[],
  ended: (state: S, effects: readonly Effect[]) => boolean,
): Scenario {
  return { name, module, config, events, ended } as unknown as Scenario;
}

const gamblerQuizEvents: ModuleEvent<engine.GamblerQuizEvent>[] = [
  { type: 'takeQuiz', at: 0 },
  ...Array.from({ length: engine.GAMBLER_QUIZ_QUESTION_COUNT }, (_, i) => ({
    type: 'answerSelected' as const,
    option: i % 4,
    at: 1000 * (i + 1),
  })),
  { type: 'tick', at: 20_000 },
];

const stage = (s: { stage: string }) => s.stage;

/** Every engine module, played from init to its end. */
export const SCENARIOS: readonly Scenario[] = [
  scenario('gambler-quiz', engine.gamblerQuiz, {}, gamblerQuizEvents, (s) => stage(s) === 'ended'),
  scenario('quiz-game', engine.quizGame, {}, quizGameEvents, (s) => stage(s) === 'ended'),
  scenario('scroll-game', engine.scrollGame, {}, scrollEvents, (s) => stage(s) === 'ended'),
  scenario('nickname-generator', engine.nicknameGenerator, {}, nicknameEvents, (s) => stage(s) === 'ended'),
  scenario('hobby-generator', engine.hobbyGenerator, {}, hobbyEvents, (s) => stage(s) === 'ended'),
  scenario('calculator', engine.calculator, {}, calculatorEvents, (s) => stage(s) === 'ended'),
  scenario('card-picker', engine.cardPicker, {}, cardPickerEvents, (_s, effects) =>
    effects.some((e) => e.type === 'navigate'),
  ),
  scenario(
    'myths',
    engine.myths,
    mythsConfig,
    mythsEvents,
    // The visit flips every card to its fact and back, and leaves the ticker running.
    (s) => !s.paused && s.flipped.every((_, card) => engine.selectMythsCardFace(s, card) === 'myth'),
  ),
  scenario('modal', engine.modal, {}, modalEvents, (s) => !engine.selectModalIsOpen(s)),
  scenario('registration-form', engine.registrationForm, {}, formsEvents, (s) => s.status === 'success'),
];

/** One recorded step: the state before and the event, so a benchmark can replay steps one by one. */
export interface RecordedStep {
  readonly state: unknown;
  readonly event: ModuleEvent<{ readonly type: string }>;
}

/**
 * Plays a scenario as a punctual driver would: before each event, a tick at every deadline due.
 *
 * @returns every step taken, the final state and all effects
 */
export function play(s: Scenario): { steps: RecordedStep[]; final: unknown; effects: Effect[] } {
  let state = s.module.init(s.config, 0, SEED).state;
  const steps: RecordedStep[] = [];
  const effects: Effect[] = [];
  const apply = (event: ModuleEvent<{ readonly type: string }>): void => {
    steps.push({ state, event });
    const next: Step<unknown> = s.module.step(state, event);
    state = next.state;
    effects.push(...next.effects);
  };
  const tickUntil = (at: Millis): void => {
    const ticked = tickDeadlines(s.module, state, at, (before, tick) => {
      steps.push({ state: before, event: tick });
    });
    state = ticked.state;
    effects.push(...ticked.effects);
  };
  for (const event of s.events) {
    tickUntil(event.at);
    apply(event);
  }
  // Let the last timers run out, as a page left open would (bounded: some modules tick forever).
  const last = s.events.at(-1)?.at ?? 0;
  tickUntil(last + 60_000);
  return { steps, final: state, effects };
}
