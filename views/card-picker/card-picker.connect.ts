import {
  cardPickerCard,
  cardPickerGameHref,
  selectCardPickerAnimating,
  selectCardPickerBackground,
  selectCardPickerBodyClass,
  selectCardPickerCanSwipe,
  selectCardPickerCompleted,
  selectCardPickerCoverVisible,
  selectCardPickerOtherGames,
  selectCardPickerPosition,
  selectCardPickerStackIndex,
  type CardPickerEvent,
  type CardPickerPosition,
  type CardPickerSlug,
  type CardPickerState,
  type CardPickerSwipe,
} from '@play-smart/engine';
import { buttonView, type ButtonView } from '../runtime/connect';
import type { CssVars } from '../runtime/css-vars';
import type { CardPickerContent } from './card-picker.words';

/** The size the card pictures are drawn at (site/public/images/cards), so the page reserves their box. */
export const CARD_PICTURE_SIZE = { width: 320, height: 200 } as const;

/** One card, ready to render. */
export interface CardView {
  readonly slug: CardPickerSlug;
  /** The heading's id, which focus goes to when the card becomes active from one of its own controls. */
  readonly headingId: string;
  readonly picture: {
    readonly src: string;
    readonly alt: string;
    readonly width: number;
    readonly height: number;
  };
  readonly title: string;
  readonly blurb: string;
  /** The spec's alt text ('#2 The Scroll of Infinity'), shown on the tab a non-active card is chosen by. */
  readonly tab: string;
  /** '2 of 5'. */
  readonly slideLabel: string;
  /** Where the card sits in the phone carousel. */
  readonly position: CardPickerPosition;
  /** Where the card sits in the wide screen's stack, 0 in front. */
  readonly stack: number;
  readonly active: boolean;
  /** Brings a non-active card forward; null on the active card. */
  readonly choose: ButtonView | null;
  /** The call-to-action, on the active card only. */
  readonly cta: { readonly to: string; readonly label: string } | null;
  /** The video button, on the active card only. */
  readonly video: ButtonView | null;
}

/** What the card picker's JSX needs. */
export interface CardPickerApi {
  readonly heading: string;
  readonly intro: string;
  readonly region: { readonly label: string; readonly roleDescription: string; readonly slideRole: string };
  /** In deck order: the DOM never reorders, so focus and reading order stay put; CSS places each card. */
  readonly cards: readonly CardView[];
  readonly previous: ButtonView;
  readonly next: ButtonView;
  /** The live region's text: the active card. */
  readonly status: string;
  readonly coverVisible: boolean;
  /** The page background's picture (it follows the active card after the swap delay). */
  readonly background: string;
  /** Every picture the background can show, for a cross-fade between them. */
  readonly backgrounds: readonly string[];
  /**
   * The class the page body gets: the active card's slug in the shuffle layout, else null. After a game
   * the picker sits inside the game's page, whose look it leaves alone, so it is null there too.
   */
  readonly bodyClass: CardPickerSlug | null;
  readonly activeHeadingId: string;
  /** The engine's durations for CSS: the cover's run and the background swap / card glide. */
  readonly cssVars: CssVars;
  readonly swipe: (direction: CardPickerSwipe) => void;
}

function headingId(slug: CardPickerSlug): string {
  return `cp-title-${slug}`;
}

/**
 * Turns the card picker's state into what its JSX renders, through the engine's selectors.
 *
 * @param state - the picker's state
 * @param send - the driver's send
 * @param content - the words for the page's locale
 * @returns the view's props
 */
export function connectCardPicker(
  state: CardPickerState,
  send: (event: CardPickerEvent) => void,
  content: CardPickerContent,
): CardPickerApi {
  const shown = selectCardPickerOtherGames(state);
  const count = shown.length;
  const afterGame = selectCardPickerCompleted(state) !== null;
  // Selections are ignored while a transition runs: the buttons say so rather than vanish.
  const animating = selectCardPickerAnimating(state);
  const swipe = (direction: CardPickerSwipe): void => {
    send({ type: 'swiped', direction });
  };
  const cards = shown.map((slug, i): CardView => {
    const card = cardPickerCard(slug);
    const words = content.cards[slug];
    const active = slug === state.activeCard;
    return {
      slug,
      headingId: headingId(slug),
      picture: { src: card.backgroundImg, alt: words.altText, ...CARD_PICTURE_SIZE },
      title: words.title,
      blurb: words.blurb,
      tab: words.altText,
      slideLabel: content.slideLabel(i + 1, count),
      position: selectCardPickerPosition(state, slug) ?? 'far-right',
      stack: selectCardPickerStackIndex(state, slug) ?? count,
      active,
      choose: active
        ? null
        : buttonView(
            `${content.choose} ${words.altText}`,
            () => {
              send({ type: 'cardSelected', slug });
            },
            animating,
          ),
      cta: active ? { to: cardPickerGameHref(slug), label: content.play } : null,
      video: active
        ? buttonView(content.watchVideo, () => {
            send({ type: 'videoClicked', slug });
          })
        : null,
    };
  });
  const activeIndex = shown.indexOf(state.activeCard);
  return {
    heading: afterGame ? content.completeHeading : content.heading,
    intro: afterGame ? content.completeIntro : content.intro,
    region: { label: content.regionLabel, roleDescription: content.regionRole, slideRole: content.slideRole },
    cards,
    previous: buttonView(
      content.previous,
      () => {
        swipe('right');
      },
      !selectCardPickerCanSwipe(state, 'right'),
    ),
    next: buttonView(
      content.next,
      () => {
        swipe('left');
      },
      !selectCardPickerCanSwipe(state, 'left'),
    ),
    status: content.status(activeIndex + 1, count, content.cards[state.activeCard].title),
    coverVisible: selectCardPickerCoverVisible(state),
    background: selectCardPickerBackground(state),
    backgrounds: shown.map((slug) => cardPickerCard(slug).backgroundImg),
    bodyClass: afterGame ? null : selectCardPickerBodyClass(state),
    activeHeadingId: headingId(state.activeCard),
    cssVars: {
      '--cp-transition-ms': `${state.config.transitionMs}ms`,
      '--cp-swap-ms': `${state.config.backgroundSwapMs}ms`,
    },
    swipe,
  };
}
