import type { ScrollGameEndReason, ScrollGameRankTitle, ScrollGameTimeLimits } from '@play-smart/engine';
import type { TimingChoiceWords } from '../timing';

/**
 * Everything The Scroll of Infinity says, in one locale. The site's content module for that locale
 * supplies it (site/content/en/scroll-game.ts); the view holds no words of its own.
 */
export interface ScrollGameContent {
  /** 'The Scroll of Infinity'. */
  readonly title: string;
  /** A line under the title, before the game. */
  readonly lead: string;
  /** The intro message on the start screen and at the top of the scroll. */
  readonly intro: string;
  /** 'Start Game'. */
  readonly start: string;
  /** The choice of more time; its summary describes a scale's waits. */
  readonly timing: TimingChoiceWords<ScrollGameTimeLimits>;
  /** The scroll's accessible name. */
  readonly fieldLabel: string;
  /** How to play it, for screen readers: the keys, the wheel, the swipe, Escape. */
  readonly fieldHelp: string;
  /** The score as the locale writes it, with thousands separators: '1,234,567'. */
  readonly score: (score: number) => string;
  /** 'pixels traveled'. */
  readonly scoreLabel: string;
  /** 'I GIVE UP'. */
  readonly giveUp: string;
  /** The label of a level line, e.g. 'Level 3 of 12'. */
  readonly level: (n: number, count: number) => string;
  /** 'Done Playing?'. */
  readonly inactivityTitle: string;
  /** 'Keep scrolling to continue'. */
  readonly inactivityText: string;
  /** Announced once when the countdown appears, with its length. */
  readonly inactivityAlert: (seconds: number) => string;
  /** What the live region says besides the countdown's start (the engine decides when: scrollGameAnnouncements). */
  readonly announce: {
    /** The countdown at half and at its last seconds, with the seconds left. */
    readonly countdown: (seconds: number) => string;
    /** Why play ended. */
    readonly ended: Readonly<Record<ScrollGameEndReason, string>>;
  };
  /** 'AT YOUR LIMIT?'. */
  readonly endTitle: string;
  /** 'YOU TRAVELED {n} PIXELS,' with the formatted score. */
  readonly traveled: (score: string) => string;
  /** 'which makes you a'. */
  readonly rankIntro: string;
  readonly rankTitles: Readonly<Record<ScrollGameRankTitle, string>>;
  /**
   * The motivational messages the engine shuffles and places on the track, by index: as many as
   * SCROLL_GAME_MESSAGE_COUNT.
   */
  readonly messages: readonly string[];
  /** 'Try Again'. */
  readonly tryAgain: string;
  /** What a share says, with the formatted score. */
  readonly share: { readonly text: (score: string) => string; readonly subject: string };
  /** A short closing thought in the dialog, before the link to help. */
  readonly endNote: string;
  readonly helpLink: { readonly to: string; readonly label: string };
}
