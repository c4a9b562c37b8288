import type { QuizGameEvent, QuizGameState } from '@play-smart/engine';
import type { Driver } from '../runtime';
import type { QuizGameContent } from './quiz-game.words';

/** The running quiz the stage components read from and send to. */
export type QuizGameDriver = Driver<QuizGameState, QuizGameEvent>;

/** What every part of the quiz gets: the running quiz and its words. */
export interface QuizGamePartProps {
  readonly driver: QuizGameDriver;
  readonly content: QuizGameContent;
}

/** The intro and the end screen also offer the choice of more time. */
export interface QuizGameStageProps extends QuizGamePartProps {
  /** Stores and sends the visitor's timing choice. */
  readonly chooseScale: (scale: number) => void;
}
