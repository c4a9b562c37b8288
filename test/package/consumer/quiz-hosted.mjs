// Run with plain node by test/package in the consumer project: the quiz game on createRuntime() with
// questions the host supplies, with no network at all (fetch is replaced by one that fails the run), on
// the test helpers' manual clock so the game ends in no time. Prints the outcome as one JSON line.
import { writeFileSync, readFileSync } from 'node:fs';
import { createDriver, createRuntime } from '@play-smart/engine/driver';
import {
  parseQuizGameQuestions,
  quizGame,
  selectQuizGameAnswerItems,
  selectQuizGameEnd,
  selectQuizGameLoadError,
} from '@play-smart/engine/quiz-game';
import { createManualClock } from '@play-smart/engine/testing';

let fetches = 0;
globalThis.fetch = () => {
  fetches += 1;
  throw new Error('no network in this test');
};

const questions = [1, 2, 3].map((n) => ({
  question: `Question ${n}?`,
  answers: [
    { answerText: `Right ${n}`, isCorrect: true },
    { answerText: `Wrong ${n}`, isCorrect: false },
  ],
}));

// 1. From memory: the questions in the configuration.
const clock = createManualClock();
const logged = [];
const game = createDriver(quizGame, { questions }, createRuntime({ clock, log: (e) => logged.push(e) }));
game.start();
const loadedAtOnce = game.store.getState().load;
game.send({ type: 'takeQuiz' });
let answers = 0;
while (game.store.getState().stage === 'gameplay' && answers < 50) {
  clock.next();
  const items = selectQuizGameAnswerItems(game.store.getState());
  const right = items.findIndex((item) => item.isCorrect && !item.disabled);
  if (right >= 0) {
    game.send({ type: 'answerSelected', option: right });
    answers += 1;
  }
}
const played = game.store.getState();
game.stop();

// 2. From a file the host reads, at a URL of its choosing, through its own HTTP port.
writeFileSync('questions.json', JSON.stringify({ allQuestions: questions }));
const files = {
  request: async (req) => ({ ok: true, status: 200, body: JSON.parse(readFileSync(req.url, 'utf8')) }),
};
const fromFile = createDriver(
  quizGame,
  { questionsUrl: 'questions.json' },
  createRuntime({ clock, http: files }),
);
fromFile.start();
await new Promise((resolve) => setTimeout(resolve, 10));
const fileLoad = fromFile.store.getState().load;
fromFile.stop();

// 3. A source that fails: a clear status, a code and a logged reason naming the URL.
const failedLog = [];
const missing = createDriver(
  quizGame,
  { questionsUrl: 'missing.json' },
  createRuntime({ clock, http: files, log: (e) => failedLog.push(e.message) }),
);
missing.start();
await new Promise((resolve) => setTimeout(resolve, 10));
const failed = missing.store.getState();
missing.stop();

process.stdout.write(
  `${JSON.stringify({
    loadedAtOnce,
    stage: played.stage,
    outcome: selectQuizGameEnd(played)?.outcome,
    endReason: selectQuizGameEnd(played)?.reason,
    score: played.score,
    answers,
    fileLoad,
    failedLoad: failed.load,
    failedCode: selectQuizGameLoadError(failed),
    failedLog,
    parsed: parseQuizGameQuestions({ allQuestions: questions })?.length,
    fetches,
    logged: logged.length,
  })}\n`,
);
