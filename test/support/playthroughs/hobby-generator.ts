import { hobbyGenerator, type HobbyGeneratorEvent } from '@play-smart/engine/hobby-generator';
import type { At } from '@play-smart/engine/core';
import { tickDeadlines } from '../replay';

/** The processing time the playthrough waits out: the module's default. */
const WAIT_MS = 350;
/** The gap between two answers: the processing time plus a moment to read. */
const ANSWER_GAP_MS = WAIT_MS + 250;
/** The number of questions. */
const QUESTIONS = 5;

/**
 * A representative event sequence: Start, five answers (with one ignored double click), Try Again and
 * five more answers, so two hobbies are picked.
 */
export const benchEvents: readonly At<HobbyGeneratorEvent>[] = [
  { type: 'start', at: 0 },
  ...Array.from({ length: QUESTIONS }, (_, i) => ({
    type: 'answerSelected' as const,
    option: i % 3,
    at: (i + 1) * ANSWER_GAP_MS,
  })),
  { type: 'answerSelected', option: 1, at: QUESTIONS * ANSWER_GAP_MS + 50 },
  { type: 'tryAgain', at: (QUESTIONS + 2) * ANSWER_GAP_MS },
  ...Array.from({ length: QUESTIONS }, (_, i) => ({
    type: 'answerSelected' as const,
    option: (i + 1) % 3,
    at: (QUESTIONS + 3 + i) * ANSWER_GAP_MS,
  })),
];

/**
 * Plays two complete rounds with plain calls, ticking at every deadline before each event, and ends on
 * the second result screen.
 *
 * @param seed - the seed for the hobby picks
 * @returns the name, the number of steps taken and the final state
 */
export function playthrough(seed: number): { name: string; steps: number; final: unknown } {
  let { state } = hobbyGenerator.init({}, 0, seed);
  let steps = 0;
  const tickUntil = (at: number): void => {
    ({ state } = tickDeadlines(hobbyGenerator, state, at, () => steps++));
  };
  for (const event of benchEvents) {
    tickUntil(event.at);
    ({ state } = hobbyGenerator.step(state, event));
    steps++;
  }
  tickUntil(Number.POSITIVE_INFINITY);
  return { name: hobbyGenerator.name, steps, final: state };
}
