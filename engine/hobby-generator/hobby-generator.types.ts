import type { GeneratorEvent, GeneratorStage, GeneratorState } from '../core/generator';
import type { Millis } from '../core/time';

/**
 * The generator's stages: the start screen, the five questions, the result.
 *
 * @public
 */
export type HobbyGeneratorStage = GeneratorStage;

/**
 * The generator's configuration.
 *
 * @public
 */
export interface HobbyGeneratorConfig {
  /** How long an answer is processed, in ms; clicks are ignored meanwhile. */
  readonly processingMs: Millis;
  /** How many hobbies the front-end offers; the result is an index below it. */
  readonly hobbyCount: number;
  /**
   * How many options each question offers, in question order: the shape of the front-end's question
   * list (default {@link HOBBY_GENERATOR_OPTION_COUNTS}, five questions). Answers are option indexes
   * below these counts.
   */
  readonly optionCounts: readonly number[];
}

/**
 * The generator's state: plain data. `result` is the latest pick, an index into the front-end's hobbies,
 * kept across starting over so the next pick can avoid it.
 *
 * @public
 */
export interface HobbyGeneratorState extends GeneratorState<number> {
  /** The configuration, defaults filled in. */
  readonly config: HobbyGeneratorConfig;
}

/**
 * What can happen in the hobby generator: the generators' events.
 *
 * @public
 */
export type HobbyGeneratorEvent = GeneratorEvent;
