import {
  calculator,
  selectCalculatorOptions,
  type CalculatorEvent,
  type CalculatorState,
} from '@play-smart/engine/calculator';
import { pick, seedRng, type At } from '@play-smart/engine/core';

/**
 * Plays the calculator from the intro to the end screen, choosing each answer with a PRNG seeded by
 * `seed`, then looks at the result for every period.
 *
 * @param seed - picks the answers
 * @returns the module's name, how many events were stepped and the final state
 */
export function playthrough(seed: number): { name: string; steps: number; final: CalculatorState } {
  let { state } = calculator.init({}, 0, seed);
  let rng = seedRng(seed);
  let steps = 0;
  let at = 0;
  const send = (event: CalculatorEvent): void => {
    state = calculator.step(state, { ...event, at: (at += 500) }).state;
    steps++;
  };
  send({ type: 'start' });
  while (state.stage === 'gameplay') {
    const choice = pick(rng, selectCalculatorOptions(state));
    rng = choice.rng;
    send({ type: 'answerSelected', option: choice.value.value });
  }
  send({ type: 'periodSelected', period: 'weekly' });
  send({ type: 'periodSelected', period: 'monthly' });
  send({ type: 'periodSelected', period: 'yearly' });
  return { name: calculator.name, steps, final: state };
}

/** A representative visit: answers, a change of mind with Back, every period, then Start again. */
export const benchEvents: readonly At<CalculatorEvent>[] = [
  { type: 'start', at: 0 },
  { type: 'answerSelected', option: 'powerball', at: 1000 },
  { type: 'answerSelected', option: 10, at: 2000 },
  { type: 'back', at: 3000 },
  { type: 'answerSelected', option: 20, at: 4000 },
  { type: 'answerSelected', option: 5, at: 5000 },
  { type: 'periodSelected', period: 'weekly', at: 6000 },
  { type: 'periodSelected', period: 'monthly', at: 7000 },
  { type: 'periodSelected', period: 'yearly', at: 8000 },
  { type: 'startAgain', at: 9000 },
  { type: 'answerSelected', option: 'scratch-offs', at: 10000 },
  { type: 'answerSelected', option: 40, at: 11000 },
  { type: 'answerSelected', option: 20, at: 12000 },
];
