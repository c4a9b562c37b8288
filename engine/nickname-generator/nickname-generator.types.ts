import type { GeneratorEvent, GeneratorStage, GeneratorState } from '../core/generator';
import type { Millis } from '../core/time';

/**
 * The generator's stages: the start screen, the three questions, the nickname.
 *
 * @public
 */
export type NicknameGeneratorStage = GeneratorStage;

/**
 * The name style chosen in question 1: option 0 male-style, option 1 female-style.
 *
 * @public
 */
export type NicknameGeneratorGender = 'male' | 'female';

/**
 * The generator's configuration.
 *
 * @public
 */
export interface NicknameGeneratorConfig {
  /** How long a screen change takes, in ms; clicks are ignored meanwhile. */
  readonly transitionMs: Millis;
  /**
   * How many words each option of each question offers, in question and option order: the shape of the
   * front-end's word lists, which the engine draws indexes into.
   */
  readonly wordCounts: readonly (readonly number[])[];
}

/**
 * Where a nickname's second word came from.
 *
 * @public
 */
export type NicknameGeneratorSecondSource = 'question' | 'fallback';

/**
 * One word of a nickname: the `word`-th word of option `option` of question `question`, all 0-based.
 *
 * @public
 */
export interface NicknameGeneratorWord {
  readonly question: number;
  readonly option: number;
  readonly word: number;
}

/**
 * A composed nickname: two words, each an index into the front-end's word lists.
 *
 * @public
 */
export interface NicknameGeneratorName {
  /** The first word, from question 2's chosen option. */
  readonly first: NicknameGeneratorWord;
  /** The second word, from question 3's chosen option or from the name style's fallback names. */
  readonly second: NicknameGeneratorWord;
  /** Which list the second word came from. */
  readonly secondFrom: NicknameGeneratorSecondSource;
}

/**
 * The generator's state: plain data. `result` is the nickname, shown on the end screen.
 *
 * @public
 */
export interface NicknameGeneratorState extends GeneratorState<NicknameGeneratorName> {
  /** The configuration, defaults filled in. */
  readonly config: NicknameGeneratorConfig;
}

/**
 * What can happen in the nickname generator: the generators' events, and a re-roll of the name.
 *
 * @public
 */
export type NicknameGeneratorEvent =
  | GeneratorEvent
  /** The end screen's re-roll button was clicked. */
  | { readonly type: 'randomName' };
