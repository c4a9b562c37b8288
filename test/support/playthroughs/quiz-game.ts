/**
 * A scripted Quiz of Unforeseen Risks for the plain-Node playthrough test and `npm run bench`.
 * Dependency-free: plain calls into the engine, no test framework.
 *
 * Bench use: `let s = quizGame.init(benchConfig, 0, benchSeed).state;` then step `s` through
 * `benchEvents` in order (they include the ticks, each at a deadline the module reported).
 */
import type { ModuleEvent } from '@play-smart/engine/core';
import {
  QUIZ_GAME_QUESTIONS_REQUEST_KEY,
  quizGame,
  type QuizGameConfig,
  type QuizGameEvent,
  type QuizGameQuestion,
  type QuizGameState,
} from '@play-smart/engine/quiz-game';

/** The configuration the playthrough and the bench use: the spec's defaults. */
export const benchConfig: Partial<QuizGameConfig> = {};

/** The seed `benchEvents` were recorded with. */
export const benchSeed = 1;

/** Six small questions, two with a pinned 'of the above' answer, so no file has to be read. */
export const PRACTICE_QUESTIONS: readonly QuizGameQuestion[] = Array.from({ length: 6 }, (_, i) => ({
  question: `Practice question ${i + 1}?`,
  answers: [
    { answerText: `Correct ${i + 1}`, isCorrect: true },
    { answerText: `Wrong ${i + 1}a`, isCorrect: false },
    { answerText: `Wrong ${i + 1}b`, isCorrect: false },
    { answerText: i % 3 === 0 ? 'None of the above' : `Wrong ${i + 1}c`, isCorrect: false },
  ],
}));

/**
 * A test question numbered `n`: its first answer right, then `wrong` wrong ones (3 by default), each
 * named after the question so a test can tell them apart.
 */
export function makeQuestion(n: number, wrong = 3): QuizGameQuestion {
  return {
    question: `Question ${n}?`,
    answers: [
      { answerText: `Right ${n}`, isCorrect: true },
      ...Array.from({ length: wrong }, (_, k) => ({
        answerText: `Wrong ${n}${String.fromCharCode(97 + k)}`,
        isCorrect: false,
      })),
    ],
  };
}

/**
 * The host's answer to the question request `init` makes: a question file holding `questions`.
 *
 * @param questions - the file's questions
 * @param at - when the answer arrives
 * @returns the response event
 */
export function questionFileArrived(
  questions: readonly QuizGameQuestion[],
  at: number,
): ModuleEvent<QuizGameEvent> {
  const body = { allQuestions: questions };
  return { type: 'response', key: QUIZ_GAME_QUESTIONS_REQUEST_KEY, ok: true, status: 200, body, at };
}

/** How long the scripted visitor thinks before each click, in ms. */
const THINK_MS = 700;

/** How the visitor plays a question: 0 right away, 1 wrong then right, 2 lets the timer run out, 3 all wrong. */
function styleOf(state: QuizGameState, seed: number): number {
  return Math.abs(state.currentQuestionIndex + seed) % 4;
}

function chooseAnswer(state: QuizGameState, seed: number): number | null {
  const style = styleOf(state, seed);
  if (style === 2) return null;
  const open = state.answers.map((_, i) => i).filter((i) => !state.highlighted.includes(i));
  const right = open.find((i) => state.answers[i]?.isCorrect === true);
  const wrong = open.find((i) => state.answers[i]?.isCorrect === false);
  if (style === 3 || (style === 1 && state.highlighted.length === 0)) return wrong ?? right ?? null;
  return right ?? null;
}

function drive(seed: number): { state: QuizGameState; events: ModuleEvent<QuizGameEvent>[] } {
  let { state } = quizGame.init(benchConfig, 0, seed);
  const events: ModuleEvent<QuizGameEvent>[] = [];
  const send = (event: ModuleEvent<QuizGameEvent>): void => {
    events.push(event);
    state = quizGame.step(state, event).state;
  };
  send(questionFileArrived(PRACTICE_QUESTIONS, 5));
  send({ type: 'takeQuiz', at: 10 });
  while (state.stage === 'gameplay') {
    const due = quizGame.nextDeadline(state);
    if (due === null) throw new Error('quiz-game stalled during gameplay');
    const choice = chooseAnswer(state, seed);
    const clickAt = state.timer.since + THINK_MS;
    const canClick = state.phase?.kind === 'answering' && state.timer.mode === 'running';
    if (choice !== null && canClick && clickAt < due)
      send({ type: 'answerSelected', option: choice, at: clickAt });
    else send({ type: 'tick', at: due });
  }
  return { state, events };
}

/**
 * Plays one complete game from `init` to Game Over or You Won!.
 *
 * @param seed - the seed for the module and for the scripted visitor's style
 * @returns the module's name, how many steps the game took and the final state
 */
export function playthrough(seed: number): { name: string; steps: number; final: unknown } {
  const { state, events } = drive(seed);
  return { name: quizGame.name, steps: events.length, final: state };
}

/** A representative game as timed events (loading, starting, answers, penalties, reveals and ticks). */
export const benchEvents: readonly ModuleEvent<QuizGameEvent>[] = drive(benchSeed).events;
