import { scrollGame, type ScrollGameEvent } from '@play-smart/engine/scroll-game';
import type { At } from '@play-smart/engine/core';
import { tickDeadlines } from '../replay';

/** Time between two scroll inputs in the playthrough, in ms: a brisk but human pace. */
const INPUT_GAP_MS = 40;
/** Scroll inputs before the visitor stops and lets the countdown run out. */
const INPUTS = 3000;

/**
 * A representative event sequence: Start, then a mix of wheel, arrow, page and pan inputs 40 ms apart.
 * The lead's benchmark replays it to measure the cost of one step.
 */
export const benchEvents: readonly At<ScrollGameEvent>[] = [
  { type: 'start', at: 0 },
  ...Array.from({ length: INPUTS }, (_, i): At<ScrollGameEvent> => {
    const at = (i + 1) * INPUT_GAP_MS;
    switch (i % 4) {
      case 0:
        return { type: 'wheel', delta: 120, at };
      case 1:
        return { type: 'keyDown', key: 'ArrowDown', at };
      case 2:
        return { type: 'keyDown', key: 'PageDown', at };
      default:
        return { type: 'pan', distance: 150, at };
    }
  }),
];

/**
 * Plays one complete game with plain calls: Start, the bench inputs, then idles until the countdown ends
 * it, and feeds back a statistics answer as the host would.
 *
 * @param seed - the seed for the game's shuffles
 * @returns the name, the number of steps taken and the final state
 */
export function playthrough(seed: number): { name: string; steps: number; final: unknown } {
  let { state } = scrollGame.init({}, 0, seed);
  let steps = 0;
  for (const event of benchEvents) {
    ({ state } = scrollGame.step(state, event));
    steps++;
  }
  // Stop scrolling: ticks at each deadline until the countdown ends play.
  const idle = tickDeadlines(scrollGame, state, Number.POSITIVE_INFINITY, () => steps++);
  state = idle.state;
  const effects = idle.effects;
  const stats = effects.find((e) => e.type === 'request' && e.method === 'GET');
  if (stats?.type === 'request') {
    const body = {
      meta: {
        stats: {
          top_score: 900_000,
          top_top: 500_000,
          top_twenty_five: 100_000,
          top_forty: 50_000,
          top_seventy_five: 1000,
        },
      },
    };
    ({ state } = scrollGame.step(state, {
      type: 'response',
      key: stats.key,
      ok: true,
      status: 200,
      body,
      at: 1e9,
    }));
    steps++;
  }
  return { name: scrollGame.name, steps, final: state };
}
