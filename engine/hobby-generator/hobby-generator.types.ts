import type { RngState } from '../core/rng';
import type { Millis } from '../core/time';

/** The generator's stages (SPEC.md section 4 "Hobby generator"): idle, the questions, the result. */
export type HobbyGeneratorStage = 'idle' | 'question' | 'result';

/** One of the five questions (SPEC.md section 3 "Hobby generator"). */
export interface HobbyGeneratorQuestion {
  /** The question text. */
  readonly question: string;
  /** The option labels, in display order. */
  readonly options: readonly string[];
}

/** The generator's configuration. */
export interface HobbyGeneratorConfig {
  /** How long an answer is processed, in ms; clicks are ignored meanwhile. */
  readonly processingMs: Millis;
}

/** The generator's state: plain data. */
export interface HobbyGeneratorState {
  /** The configuration, defaults filled in. */
  readonly config: HobbyGeneratorConfig;
  /** The screen on show. */
  readonly stage: HobbyGeneratorStage;
  /** 0-based index of the question on screen (0 to 4). */
  readonly question: number;
  /** The option being processed on the question on screen; null when none is. */
  readonly selected: number | null;
  /** When the answer being processed is done; null when clicks count. */
  readonly processingEndsAt: Millis | null;
  /** The seeded generator's state. */
  readonly rng: RngState;
  /**
   * The latest random pick: an index into {@link HOBBY_GENERATOR_HOBBIES}, shown on the result screen.
   * Kept across Try Again so the next pick can avoid it; null before the first pick.
   */
  readonly hobby: number | null;
}

/** What can happen in the hobby generator. */
export type HobbyGeneratorEvent =
  /** The Start Game button was clicked. */
  | { readonly type: 'start' }
  /** An option of the question on screen was clicked; `option` is its 0-based index. */
  | { readonly type: 'answerSelected'; readonly option: number }
  /** The Try Again button on the result screen was clicked. */
  | { readonly type: 'tryAgain' };
