import type { QuizGameEvent, QuizGameState } from '../../engine';
import type { Driver } from '../runtime';

/** The running quiz the stage components read from and send to. */
export type QuizGameDriver = Driver<QuizGameState, QuizGameEvent>;
