import {
  selectMythsCardFace,
  selectMythsTickerRunning,
  type ModalContent,
  type MythsCardFace,
  type MythsEvent,
  type MythsState,
} from '@play-smart/engine';
import { buttonView, type ButtonView } from '../runtime/connect';
import type { MythsContent } from './myths.words';

/** One side of a flip card. */
export interface MythFaceView {
  readonly label: string;
  readonly text: string;
  /** The id of the text, which describes the face's button. */
  readonly textId: string;
  readonly button: ButtonView;
  /** True while this side faces the visitor; the other side is inert. */
  readonly shown: boolean;
}

/** One flip card, ready to render. */
export interface MythCardView {
  readonly key: string;
  readonly label: string;
  readonly face: MythsCardFace;
  readonly front: MythFaceView;
  readonly back: MythFaceView;
}

/** The ticker, ready to render. */
export interface MythTickerView {
  readonly label: string;
  readonly mythLabel: string;
  /** Its position, so a new myth is a new element (and fades in). */
  readonly index: number;
  readonly myth: string;
  readonly running: boolean;
  /** Pause while running, play while paused (WCAG 2.2.2). */
  readonly toggle: ButtonView & { readonly what: string };
  readonly previous: ButtonView;
  readonly next: ButtonView;
  /** The current myth and its fact, for the general modal. */
  readonly modal: { readonly content: ModalContent; readonly label: string };
}

/** What the myths section's JSX needs. */
export interface MythsApi {
  readonly heading: string;
  readonly intro: string;
  readonly rowLabel: string;
  readonly row: MythsContent['row'];
  readonly cards: readonly MythCardView[];
  readonly ticker: MythTickerView;
}

/** What one card shows: the engine's face for it. The card re-renders only when this changes. */
export function mythCardFace(card: number): (state: MythsState) => MythsCardFace {
  return (state) => selectMythsCardFace(state, card);
}

/**
 * One flip card, worded.
 *
 * @param items - the myths, in card order
 * @param card - its index
 * @param face - the side it shows (mythCardFace)
 * @param send - the driver's send
 * @param content - the words for the page's locale
 */
export function connectMythCard(
  items: MythsState['config']['items'],
  card: number,
  face: MythsCardFace,
  send: (event: MythsEvent) => void,
  content: MythsContent,
): MythCardView {
  const item = items[card] ?? { myth: '', fact: '' };
  const flip = (): void => {
    send({ type: 'cardFlipped', card });
  };
  const side = (shows: MythsCardFace, label: string, text: string, button: string): MythFaceView => ({
    label,
    text,
    textId: `myth-${card}-${shows}`,
    button: buttonView(button, flip),
    shown: face === shows,
  });
  return {
    key: item.myth,
    label: content.cardLabel(card + 1, items.length),
    face,
    front: side('myth', content.mythLabel, item.myth, content.getTheFact),
    back: side('fact', content.factLabel, item.fact, content.getTheMyth),
  };
}

/** What the ticker shows: which myth, and whether it runs. It changes every 6 s; the cards need not. */
export interface MythTickerShown {
  readonly index: number;
  readonly running: boolean;
}

/**
 * The ticker's selection (compare it with shallowEqual).
 *
 * @param state - the myths state
 */
export function mythTickerShown(state: MythsState): MythTickerShown {
  return { index: state.tickerIndex, running: selectMythsTickerRunning(state) };
}

/**
 * The ticker, worded.
 *
 * @param shown - mythTickerShown
 * @param items - the myths, in card order
 * @param send - the driver's send
 * @param content - the words for the page's locale
 */
export function connectMythTicker(
  { index, running }: MythTickerShown,
  items: MythsState['config']['items'],
  send: (event: MythsEvent) => void,
  content: MythsContent,
): MythTickerView {
  const item = items[index] ?? { myth: '', fact: '' };
  const { ticker } = content;
  return {
    label: ticker.label,
    mythLabel: content.mythLabel,
    index,
    myth: item.myth,
    running,
    toggle: {
      ...buttonView(running ? ticker.pause : ticker.play, () => {
        send({ type: running ? 'tickerPaused' : 'tickerResumed' });
      }),
      what: ticker.what,
    },
    previous: buttonView(ticker.previous, () => {
      send({ type: 'tickerPrevious' });
    }),
    next: buttonView(ticker.next, () => {
      send({ type: 'tickerNext' });
    }),
    // The fact first, under a 'Fact' heading, then the myth it answers, labelled: the dialog can never be
    // read as stating the myth.
    modal: {
      content: { title: content.factLabel, paragraphs: [item.fact, content.mythQuoted(item.myth)] },
      label: ticker.seeFact,
    },
  };
}

/**
 * Turns the whole myths state into what its JSX renders, through the engine's selectors. The section
 * itself renders its parts apart (each card and the ticker read only their own slice, so a flip
 * re-renders one card and the ticker's change no card); this is the same view in one piece.
 *
 * @param state - the myths state
 * @param send - the driver's send
 * @param content - the words for the page's locale
 * @returns the view's props
 */
export function connectMyths(
  state: MythsState,
  send: (event: MythsEvent) => void,
  content: MythsContent,
): MythsApi {
  const { items } = state.config;
  return {
    heading: content.heading,
    intro: content.intro,
    rowLabel: content.rowLabel,
    row: content.row,
    cards: items.map((_, card) =>
      connectMythCard(items, card, selectMythsCardFace(state, card), send, content),
    ),
    ticker: connectMythTicker(mythTickerShown(state), items, send, content),
  };
}
