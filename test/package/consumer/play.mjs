// Run with plain node by test/package in the consumer project: plays the gambler quiz to its end through
// the package's driver, on the test helpers' manual clock, and prints the outcome as one JSON line.
import { createDriver } from '@play-smart/engine/driver';
import {
  GAMBLER_QUIZ_FADE_MS,
  gamblerQuiz,
  selectGamblerQuizRiskLevel,
} from '@play-smart/engine/gambler-quiz';
import { createTestRuntime } from '@play-smart/engine/testing';

const runtime = createTestRuntime({ seed: 7 });
const quiz = createDriver(gamblerQuiz, {}, runtime);
const stages = [quiz.store.getState().stage];
quiz.store.subscribe((state) => {
  if (stages.at(-1) !== state.stage) stages.push(state.stage);
});
quiz.start();
quiz.send({ type: 'takeQuiz' });
let answers = 0;
const settled = () => {
  // Answers count once the screen has faded in; the manual clock fires each fade's deadline.
  while (quiz.store.getState().fade !== null) runtime.clock.advance(GAMBLER_QUIZ_FADE_MS);
};
for (settled(); quiz.store.getState().stage !== 'ended' && answers < 50; settled()) {
  quiz.send({ type: 'answerSelected', option: answers % 4 });
  answers += 1;
}
const state = quiz.store.getState();
quiz.stop();
process.stdout.write(
  `${JSON.stringify({
    stages,
    stage: state.stage,
    answers,
    risk: selectGamblerQuizRiskLevel(state),
    now: runtime.clock.now(),
    pendingTimers: runtime.clock.pending(),
    tracked: runtime.tracked.map((e) => e.event),
  })}\n`,
);
