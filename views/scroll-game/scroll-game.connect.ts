import {
  SCROLL_GAME_FOCUS,
  SCROLL_GAME_SLUG,
  scrollGameAnnouncements,
  scrollGameTimeLimits,
  selectScrollGameIsPlaying,
  selectScrollGameRankTitle,
  selectScrollGameScore,
  type ScrollGameAnnouncement,
  type ScrollGameConfig,
  type ScrollGameEvent,
  type ScrollGameState,
} from '@play-smart/engine';
import { buttonView, type ButtonView } from '../runtime/connect';
import { connectTimingChoice, type TimingChoiceView } from '../timing';
import type { ScrollGameContent } from './scroll-game.words';

/**
 * Whether a game is over and its dialog is up.
 *
 * @param state - the game state
 */
export function scrollGameIsOver(state: ScrollGameState): boolean {
  return state.stage === 'ended';
}

/**
 * The configuration in force (it changes only when the visitor chooses another timing scale).
 *
 * @param state - the game state
 */
export function scrollGameConfig(state: ScrollGameState): ScrollGameConfig {
  return state.config;
}

/** The playfield's props: a focus target for the engine, and in the tab order only during play. */
export interface ScrollGameFieldView {
  readonly 'data-focus': string;
  readonly tabIndex: 0 | -1;
  /** Touch pans belong to the game during play (CSS `touch-action: none`), to the page otherwise. */
  readonly className: string;
}

/**
 * The playfield, which the engine focuses when a game starts so the arrow keys play at once.
 *
 * @param playing - selectScrollGameIsPlaying
 */
export function connectScrollGameField(playing: boolean): ScrollGameFieldView {
  return {
    'data-focus': SCROLL_GAME_FOCUS.playfield,
    tabIndex: playing ? 0 : -1,
    className: playing ? 'sg-field is-playing' : 'sg-field',
  };
}

/** The start panel: the Start Game button and the choice of more time. */
export interface ScrollGameStartView {
  /** False once a game has started: the panel fades out and can no longer be reached. */
  readonly shown: boolean;
  readonly timing: TimingChoiceView;
  readonly start: ButtonView;
}

/** What the start panel depends on: whether the start screen is up, and the timing in force. */
export interface ScrollGameStartShown {
  readonly idle: boolean;
  readonly config: ScrollGameConfig;
}

/**
 * The start panel's slice of the state.
 *
 * @param state - the game state
 */
export function scrollGameStartShown(state: ScrollGameState): ScrollGameStartShown {
  return { idle: state.stage === 'start', config: state.config };
}

/**
 * The start screen's panel: Start Game, which fades out once pressed, and the choice
 * of more time (WCAG 2.2.1).
 *
 * @param shown - scrollGameStartShown
 * @param send - the driver's send
 * @param words - the game's words
 * @param chooseScale - stores and sends the visitor's timing choice
 */
export function connectScrollGameStart(
  shown: ScrollGameStartShown,
  send: (event: ScrollGameEvent) => void,
  words: ScrollGameContent,
  chooseScale: (scale: number) => void,
): ScrollGameStartView {
  return {
    shown: shown.idle,
    timing: connectScrollGameTiming(shown.config, chooseScale, words),
    start: buttonView(words.start, () => {
      send({ type: 'start' });
    }),
  };
}

/**
 * The choice of more time, each scale described by the waits it gives.
 *
 * @param config - the configuration in force
 * @param chooseScale - stores and sends the visitor's timing choice
 * @param words - the game's words
 */
export function connectScrollGameTiming(
  config: ScrollGameConfig,
  chooseScale: (scale: number) => void,
  words: ScrollGameContent,
): TimingChoiceView {
  return connectTimingChoice(
    config.timingScale,
    chooseScale,
    words.timing,
    (timingScale) => scrollGameTimeLimits({ ...config, timingScale }),
    `${SCROLL_GAME_SLUG}-timing`,
  );
}

/** The bar above the scroll: the score and 'I GIVE UP'. */
export interface ScrollGameHudView {
  readonly score: string;
  readonly scoreLabel: string;
  /** Shown only during play; otherwise hidden and out of reach. */
  readonly giveUp: ButtonView & { readonly shown: boolean };
}

/** What the bar above the scroll depends on: the score as shown, and whether a game is on. */
export interface ScrollGameHudShown {
  readonly score: number;
  readonly playing: boolean;
}

/**
 * The bar's slice of the state.
 *
 * @param state - the game state
 */
export function scrollGameHudShown(state: ScrollGameState): ScrollGameHudShown {
  return { score: selectScrollGameScore(state), playing: selectScrollGameIsPlaying(state) };
}

/**
 * The bar above the scroll: 'pixels traveled' with thousands separators, and 'I GIVE UP' during play.
 *
 * @param shown - scrollGameHudShown
 * @param send - the driver's send
 * @param words - the game's words
 */
export function connectScrollGameHud(
  shown: ScrollGameHudShown,
  send: (event: ScrollGameEvent) => void,
  words: ScrollGameContent,
): ScrollGameHudView {
  return {
    score: words.score(shown.score),
    scoreLabel: words.scoreLabel,
    giveUp: {
      ...buttonView(words.giveUp, () => {
        send({ type: 'giveUp' });
      }),
      shown: shown.playing,
    },
  };
}

/** The 'Done Playing?' overlay. */
export interface ScrollGameCountdownView {
  readonly title: string;
  readonly text: string;
  readonly number: string;
}

/**
 * The inactivity overlay with the engine's countdown, or null while hidden. Screen readers hear it
 * through the game's live region instead (see {@link connectScrollGameAnnouncement}).
 *
 * @param shown - selectScrollGameCountdown: the whole seconds on display, or null
 * @param words - the game's words
 */
export function connectScrollGameCountdown(
  shown: number | null,
  words: ScrollGameContent,
): ScrollGameCountdownView | null {
  if (shown === null) return null;
  return { title: words.inactivityTitle, text: words.inactivityText, number: String(shown) };
}

/** The words of one engine announcement. */
function announcementWords(a: ScrollGameAnnouncement, words: ScrollGameContent): string {
  switch (a.code) {
    case 'countdown-started':
      return `${words.inactivityTitle} ${words.inactivityText}. ${words.inactivityAlert(a.secondsLeft)}`;
    case 'countdown':
      return words.announce.countdown(a.secondsLeft);
    case 'game-ended':
      return words.announce.ended[a.reason];
  }
}

/**
 * What the scroll game's live region says after an observation: the engine's announcements since the
 * previous one (scrollGameAnnouncements decides which moments count: the countdown appearing, at half,
 * at its last seconds, and the end of play), in words, or '' when there is nothing to say.
 *
 * @param prev - the previous observation
 * @param next - the current one
 * @param words - the game's words
 */
export function connectScrollGameAnnouncement(
  prev: { readonly state: ScrollGameState },
  next: { readonly state: ScrollGameState },
  words: ScrollGameContent,
): string {
  return scrollGameAnnouncements(prev.state, next.state)
    .map((a) => announcementWords(a, words))
    .join(' ');
}

/** The game-over dialog, ready to render. */
export interface ScrollGameEndView {
  readonly titleId: string;
  readonly title: string;
  readonly traveledId: string;
  readonly traveled: string;
  /** 'which makes you a' and the title, when the statistics give one. */
  readonly rank: { readonly intro: string; readonly title: string } | null;
  readonly share: { readonly text: string; readonly subject: string };
  readonly tryAgain: ButtonView;
  readonly note: string;
  readonly helpLink: { readonly to: string; readonly label: string };
  readonly focus: { readonly 'data-focus': string; readonly tabIndex: -1 };
}

/**
 * The game-over dialog: 'AT YOUR LIMIT?', the distance, the rank title once the
 * statistics have arrived (none when they did not), sharing, and Try Again.
 *
 * @param state - the game state, ended (see {@link scrollGameEndUnchanged})
 * @param send - the driver's send
 * @param words - the game's words
 * @returns the dialog, or null when no game has ended yet
 */
export function connectScrollGameEnd(
  state: ScrollGameState,
  send: (event: ScrollGameEvent) => void,
  words: ScrollGameContent,
): ScrollGameEndView | null {
  if (state.stage !== 'ended') return null;
  const score = words.score(selectScrollGameScore(state));
  const rank = selectScrollGameRankTitle(state);
  return {
    titleId: 'sg-end-title',
    title: words.endTitle,
    traveledId: 'sg-end-traveled',
    traveled: words.traveled(score),
    rank: rank === null ? null : { intro: words.rankIntro, title: words.rankTitles[rank] },
    share: { text: words.share.text(score), subject: words.share.subject },
    tryAgain: buttonView(words.tryAgain, () => {
      send({ type: 'tryAgain' });
    }),
    note: words.endNote,
    helpLink: words.helpLink,
    focus: { 'data-focus': SCROLL_GAME_FOCUS.dialog, tabIndex: -1 },
  };
}

/**
 * The dialog's equality: it keeps the last ended game on screen after Try Again has started a new one,
 * so the dialog fades out showing the game it was about. It re-renders only when a game ends or its
 * statistics arrive.
 *
 * @param a - the state the dialog shows
 * @param b - the new state
 * @returns true when the dialog should keep showing `a`
 */
export function scrollGameEndUnchanged(a: ScrollGameState, b: ScrollGameState): boolean {
  return b.stage !== 'ended' || a === b;
}
