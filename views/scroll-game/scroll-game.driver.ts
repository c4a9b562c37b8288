import type { ScrollGameEvent, ScrollGameState } from '@play-smart/engine';
import type { Driver } from '../runtime';

/** The running game the scroll's parts read from and send to. */
export type ScrollGameDriver = Driver<ScrollGameState, ScrollGameEvent>;
