import type { RngState } from '../core/rng';
import type { Millis } from '../core/time';

/** The generator's stages (SPEC.md section 4 "Nickname generator"): start, the questions, the end screen. */
export type NicknameGeneratorStage = 'start' | 'question' | 'end';

/** The name style chosen in question 1 (SPEC.md section 3): option 0 male-style, option 1 female-style. */
export type NicknameGeneratorGender = 'male' | 'female';

/** One answer option (SPEC.md section 3 "Nickname quiz"). */
export interface NicknameGeneratorOption {
  /** The choice label shown on the button. */
  readonly label: string;
  /** The words a nickname may take from this choice. */
  readonly words: readonly string[];
}

/** One of the three questions. */
export interface NicknameGeneratorQuestion {
  /** The question text. */
  readonly question: string;
  /** The choices, in display order. */
  readonly options: readonly NicknameGeneratorOption[];
}

/** The generator's configuration. */
export interface NicknameGeneratorConfig {
  /** How long a screen change takes, in ms; clicks are ignored meanwhile. */
  readonly transitionMs: Millis;
}

/** Where a nickname's second word came from. */
export type NicknameGeneratorSecondSource = 'question' | 'fallback';

/** A composed nickname: two words. */
export interface NicknameGeneratorName {
  /** The first word, from question 2's chosen option. */
  readonly first: string;
  /** The second word, from question 3's chosen option or from the name style's fallback list. */
  readonly second: string;
  /** Which list the second word came from. */
  readonly secondFrom: NicknameGeneratorSecondSource;
}

/** The generator's state: plain data. */
export interface NicknameGeneratorState {
  /** The configuration, defaults filled in. */
  readonly config: NicknameGeneratorConfig;
  /** The screen on show (during a transition: the screen that is leaving). */
  readonly stage: NicknameGeneratorStage;
  /** 0-based index of the question on screen. */
  readonly question: number;
  /** The option index chosen for each question answered so far, in question order. */
  readonly answers: readonly number[];
  /** The seeded generator's state. */
  readonly rng: RngState;
  /** When the running screen change ends; null when the screen is settled and clicks count. */
  readonly transitionEndsAt: Millis | null;
  /** The nickname on the end screen; null before the end. */
  readonly nickname: NicknameGeneratorName | null;
}

/** What can happen in the nickname generator. */
export type NicknameGeneratorEvent =
  /** The Start Game button was clicked. */
  | { readonly type: 'start' }
  /** An option of the question on screen was clicked; `option` is its 0-based index. */
  | { readonly type: 'answerSelected'; readonly option: number }
  /** The Random Name button on the end screen was clicked. */
  | { readonly type: 'randomName' }
  /** The Try Again button on the end screen was clicked. */
  | { readonly type: 'tryAgain' };
