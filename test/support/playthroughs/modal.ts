/**
 * A scripted modal session for the plain-Node playthrough test and `npm run bench`.
 * Dependency-free: plain calls into the engine, no test framework.
 *
 * Bench use: `let s = modal.init(benchConfig, 0, benchSeed).state;` then step `s` through `benchEvents`
 * in order (they include their ticks; stepping them in order is valid without extra ticks).
 */
import type { ModuleEvent } from '@play-smart/engine/core';
import { tickDeadlines } from '../replay';
import {
  MODAL_FRAME_FOCUS_DELAY_MS,
  MODAL_FRAME_RETRY_MS,
  modal,
  type ModalConfig,
  type ModalEvent,
  type ModalState,
} from '@play-smart/engine/modal';

const VIDEO = '378622991';
const SHOWCASE = '9155062';

/** The configuration the playthrough and the bench use: the spec's defaults. */
export const benchConfig: Partial<ModalConfig> = {};

/** The seed for the bench (the module draws no random numbers, so any seed gives the same run). */
export const benchSeed = 1;

/**
 * A representative session: a video opens and its frame is focused; a showcase opens, its frame is
 * missing twice (the retry, then the warning) and it closes; a modal without a video opens and closes.
 */
export const benchEvents: readonly ModuleEvent<ModalEvent>[] = [
  { type: 'videoRequested', vimeoId: VIDEO, at: 0 },
  { type: 'tick', at: MODAL_FRAME_FOCUS_DELAY_MS },
  { type: 'closeRequested', at: 5000 },
  { type: 'videoRequested', vimeoId: SHOWCASE, at: 6000 },
  { type: 'tick', at: 6000 + MODAL_FRAME_FOCUS_DELAY_MS },
  { type: 'frameMissing', at: 6000 + MODAL_FRAME_FOCUS_DELAY_MS },
  { type: 'tick', at: 6000 + MODAL_FRAME_FOCUS_DELAY_MS + MODAL_FRAME_RETRY_MS },
  { type: 'frameMissing', at: 6000 + MODAL_FRAME_FOCUS_DELAY_MS + MODAL_FRAME_RETRY_MS },
  { type: 'closeRequested', at: 9000 },
  { type: 'videoRequested', vimeoId: '', at: 10_000 },
  { type: 'closeRequested', at: 11_000 },
];

/**
 * Drives the video modal from init through {@link benchEvents} with plain calls, ticking at every
 * deadline on the way, and ends closed.
 *
 * @param seed - the seed passed to init (the module draws no random numbers)
 * @returns the number of steps and the final (closed) state
 */
export function playthrough(seed: number): { name: string; steps: number; final: unknown } {
  let state: ModalState = modal.init(benchConfig, 0, seed).state;
  let steps = 0;
  for (const event of benchEvents) {
    state = tickDeadlines(modal, state, event.at, () => steps++).state;
    state = modal.step(state, event).state;
    steps++;
  }
  return { name: modal.name, steps, final: state };
}
