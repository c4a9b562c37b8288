// Type-checked by test/package in a strict consumer project (node16 and bundler resolution): one use of
// every subpath, through the declarations of the packed tarball.
import { gamblerQuiz as fromRoot, API_PATHS as rootPaths } from '@play-smart/engine';
import { calculator, type CalculatorState } from '@play-smart/engine/calculator';
import { cardPicker, type CardPickerState } from '@play-smart/engine/card-picker';
import { API_PATHS, type ScrollGameStatsResponse } from '@play-smart/engine/contract';
import { TICK, type EngineModule, type Millis, type Step } from '@play-smart/engine/core';
import { createDriver, createRuntime, type Driver } from '@play-smart/engine/driver';
import { formFlow, type FormFlowState } from '@play-smart/engine/forms';
import {
  gamblerQuiz,
  selectGamblerQuizRiskLevel,
  type GamblerQuizEvent,
  type GamblerQuizState,
} from '@play-smart/engine/gambler-quiz';
import { hobbyGenerator, type HobbyGeneratorState } from '@play-smart/engine/hobby-generator';
import { modal, type ModalState } from '@play-smart/engine/modal';
import { myths, type MythsState } from '@play-smart/engine/myths';
import { nicknameGenerator, type NicknameGeneratorState } from '@play-smart/engine/nickname-generator';
import { quizGame, selectQuizGameLives, type QuizGameState } from '@play-smart/engine/quiz-game';
import { scrollGame, type ScrollGameState } from '@play-smart/engine/scroll-game';
import { isSharingNetwork } from '@play-smart/engine/sharing';
import { isTShirtOffered } from '@play-smart/engine/tshirt';
import { createTestRuntime, runEvents, type ManualClock } from '@play-smart/engine/testing';

const at: Millis = 0;
const first: Step<GamblerQuizState> = gamblerQuiz.init({}, at, 1);
const module: EngineModule<GamblerQuizState, GamblerQuizEvent, Partial<{ questionCount: number }>> = fromRoot;
const risk: string = selectGamblerQuizRiskLevel(first.state);
const lives: readonly boolean[] = selectQuizGameLives(quizGame.init({}, 0, 1).state);
const states: readonly [
  QuizGameState,
  ScrollGameState,
  CalculatorState,
  CardPickerState,
  MythsState,
  ModalState,
  FormFlowState,
  NicknameGeneratorState,
  HobbyGeneratorState,
] = [
  quizGame.init({}, 0, 1).state,
  scrollGame.init({}, 0, 1).state,
  calculator.init({}, 0, 1).state,
  cardPicker.init({}, 0, 1).state,
  myths.init({}, 0, 1).state,
  modal.init({}, 0, 1).state,
  formFlow.init({ url: API_PATHS.register, fields: { email: '' }, rules: { email: 'required|email' } }, 0, 1)
    .state,
  nicknameGenerator.init({}, 0, 1).state,
  hobbyGenerator.init({}, 0, 1).state,
];
const network: boolean = isSharingNetwork('facebook');
const offered: boolean = typeof isTShirtOffered === 'function';
const stats: ScrollGameStatsResponse = { meta: { stats: null } };
const runtime = createTestRuntime();
const clock: ManualClock = runtime.clock;
const driver: Driver<GamblerQuizState, GamblerQuizEvent> = createDriver(gamblerQuiz, {}, runtime);
driver.send({ type: 'takeQuiz' });
// @ts-expect-error: an event the module does not know is refused at compile time.
driver.send({ type: 'noSuchEvent' });
const real = createRuntime();
const run = runEvents(gamblerQuiz, {}, [{ type: 'takeQuiz', at: 0 }]);
const tick: 'tick' = TICK.type;

export const used = [module, risk, lives, states, network, offered, stats, clock, real, run, tick, rootPaths];
