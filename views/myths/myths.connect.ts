import {
  selectMythsCardFace,
  selectMythsTickerItem,
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

/**
 * Turns the myths state into what its JSX renders, through the engine's selectors.
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
  const cards = items.map((item, card): MythCardView => {
    const face = selectMythsCardFace(state, card);
    const flip = (): void => {
      send({ type: 'cardFlipped', card });
    };
    return {
      key: item.myth,
      label: content.cardLabel(card + 1, items.length),
      face,
      front: {
        label: content.mythLabel,
        text: item.myth,
        textId: `myth-${card}-myth`,
        button: buttonView(content.getTheFact, flip),
        shown: face === 'myth',
      },
      back: {
        label: content.factLabel,
        text: item.fact,
        textId: `myth-${card}-fact`,
        button: buttonView(content.getTheMyth, flip),
        shown: face === 'fact',
      },
    };
  });
  const item = selectMythsTickerItem(state);
  const running = selectMythsTickerRunning(state);
  const { ticker } = content;
  return {
    heading: content.heading,
    intro: content.intro,
    rowLabel: content.rowLabel,
    row: content.row,
    cards,
    ticker: {
      label: ticker.label,
      mythLabel: content.mythLabel,
      index: state.tickerIndex,
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
      modal: { content: { title: item.myth, paragraphs: [item.fact] }, label: ticker.seeFact },
    },
  };
}
