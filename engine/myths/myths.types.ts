import type { Millis } from '../core/time';

/**
 * One myth and the fact that answers it.
 *
 * @public
 */
export interface MythsItem {
  /** The common belief, shown on the card's front and in the ticker. */
  readonly myth: string;
  /** What is actually true, shown on the card's back. */
  readonly fact: string;
}

/**
 * The face of a flip card that is showing: the myth (front) or the fact (back).
 *
 * @public
 */
export type MythsCardFace = 'myth' | 'fact';

/**
 * The myths module's configuration.
 *
 * @public
 */
export interface MythsConfig {
  /** The myth/fact pairs shown as cards and cycled by the ticker (five in the product). */
  readonly items: readonly MythsItem[];
  /** How long the ticker shows each myth, in ms. */
  readonly intervalMs: Millis;
  /**
   * Whether the ticker starts paused. A host may start it paused for visitors who prefer reduced motion;
   * the visitor can always resume it.
   */
  readonly startPaused: boolean;
}

/**
 * The myths module's state: plain data.
 *
 * @public
 */
export interface MythsState {
  /** The configuration, defaults filled in. */
  readonly config: MythsConfig;
  /** One entry per card, in card order: true when the card shows its fact (back). */
  readonly flipped: readonly boolean[];
  /** 0-based index of the myth the ticker shows; always within the items. */
  readonly tickerIndex: number;
  /** True when the visitor paused the ticker (WCAG 2.2.2); then no switch is pending. */
  readonly paused: boolean;
  /** When the ticker switches to the next myth; null exactly when paused. */
  readonly nextSwitchAt: Millis | null;
}

/**
 * What can happen to the myth cards and the ticker.
 *
 * @public
 */
export type MythsEvent =
  /** A card's button was clicked; `card` is the card's 0-based index. */
  | { readonly type: 'cardFlipped'; readonly card: number }
  /** The visitor paused the ticker. */
  | { readonly type: 'tickerPaused' }
  /** The visitor resumed the ticker. */
  | { readonly type: 'tickerResumed' }
  /** The visitor asked for the next myth. */
  | { readonly type: 'tickerNext' }
  /** The visitor asked for the previous myth. */
  | { readonly type: 'tickerPrevious' };
