import { nicknameGenerator, type NicknameGeneratorEvent } from '@play-smart/engine/nickname-generator';
import type { At } from '@play-smart/engine/core';
import { tickDeadlines } from '../replay';

/** The transition length the playthrough waits out: the module's default. */
const WAIT_MS = 350;
/** How many times the playthrough presses Random Name on the end screen. */
const REROLLS = 5;

/**
 * A representative event sequence: Start, three answers and five Random Name presses, each after the
 * transition, with one ignored click during a transition.
 */
export const benchEvents: readonly At<NicknameGeneratorEvent>[] = [
  { type: 'start', at: 0 },
  { type: 'answerSelected', option: 1, at: WAIT_MS + 100 },
  { type: 'answerSelected', option: 0, at: WAIT_MS + 150 },
  { type: 'answerSelected', option: 2, at: 2 * WAIT_MS + 200 },
  { type: 'answerSelected', option: 3, at: 3 * WAIT_MS + 300 },
  ...Array.from({ length: REROLLS }, (_, i) => ({ type: 'randomName' as const, at: 5 * WAIT_MS + i * 100 })),
];

/**
 * Plays one complete round with plain calls, ticking at every deadline before each event, from init to
 * the end screen with a re-rolled name.
 *
 * @param seed - the seed for the nickname draws
 * @returns the name, the number of steps taken and the final state
 */
export function playthrough(seed: number): { name: string; steps: number; final: unknown } {
  let { state } = nicknameGenerator.init({}, 0, seed);
  let steps = 0;
  for (const event of benchEvents) {
    ({ state } = tickDeadlines(nicknameGenerator, state, event.at, () => steps++));
    ({ state } = nicknameGenerator.step(state, event));
    steps++;
  }
  return { name: nicknameGenerator.name, steps, final: state };
}
