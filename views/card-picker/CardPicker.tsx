import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import {
  cardPicker,
  cardPickerCompleteConfig,
  cardPickerLayoutForWidth,
  CARD_PICKER_MOBILE_BREAKPOINT_PX,
  type CardPickerSlug,
} from '@play-smart/engine';
import { usePictureLoading, VisuallyHidden } from '../layout';
import { Link } from '../router';
import { useCssVars, useEngine, useEngineState } from '../runtime';
import { CARD_PICTURE_SIZE, connectCardPicker, type CardView } from './card-picker.connect';
import type { CardPickerContent } from './card-picker.words';
import { useSwipe } from './use-swipe';
import './card-picker.css';

/** The breakpoint as a media query: at or above it the shuffle layout, below it the phone carousel. */
const WIDE_QUERY = `(min-width: ${CARD_PICKER_MOBILE_BREAKPOINT_PX}px)`;

function PlayIcon() {
  return (
    <svg
      className="cp-card__icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M10 8.5v7l6-3.5z" fill="currentColor" />
    </svg>
  );
}

function Card({ card, slideRole }: { card: CardView; slideRole: string }) {
  const loading = usePictureLoading();
  return (
    <div
      className="cp-card"
      role="group"
      aria-roledescription={slideRole}
      aria-label={card.slideLabel}
      data-slug={card.slug}
      data-position={card.position}
      data-stack={card.stack}
      data-active={card.active}
    >
      {/* The picture's box, of its size before it loads (card-picker.css holds the picture back until the
          page's first paint). */}
      <span className="cp-card__frame">
        <img
          className="cp-card__picture"
          src={card.picture.src}
          alt={card.picture.alt}
          width={card.picture.width}
          height={card.picture.height}
          loading={loading}
          // A mouse drag is a swipe here, not the browser's drag-and-drop of the picture.
          draggable={false}
        />
      </span>
      <div className="cp-card__body">
        <h3 className="cp-card__title" id={card.headingId} tabIndex={-1}>
          {card.title}
        </h3>
        <p className="cp-card__blurb">{card.blurb}</p>
        {card.cta !== null && card.video !== null && (
          <div className="cp-card__actions">
            <Link className="button button--primary" to={card.cta.to}>
              {card.cta.label}
              <VisuallyHidden> {card.title}</VisuallyHidden>
            </Link>
            <button className="button cp-card__video" {...card.video.props}>
              <PlayIcon />
              {card.video.label}
              <VisuallyHidden> {card.title}</VisuallyHidden>
            </button>
          </div>
        )}
      </div>
      {card.choose !== null && (
        <button className="cp-card__choose" {...card.choose.props} aria-label={card.choose.label}>
          <span className="cp-card__tab">{card.tab}</span>
        </button>
      )}
    </div>
  );
}

/** Arrow keys move the phone carousel like swipes: right arrow to the next card, left to the previous. */
function arrowSwipe(event: KeyboardEvent, swipe: (direction: 'left' | 'right') => void): void {
  if (event.key === 'ArrowRight') swipe('left');
  else if (event.key === 'ArrowLeft') swipe('right');
}

/**
 * The game-card picker: a swipeable carousel below 540 px, a shuffled stack above. The markup is the same
 * for both, so the prerendered page is right at any width with CSS alone; the engine learns the layout
 * after hydration. Every rule (which card, when it moves, what a swipe does) is the engine's cardPicker.
 */
export function CardPicker({
  content,
  completed,
}: {
  content: CardPickerContent;
  /** The game just finished: the picker then offers the four others (game-complete). */
  completed?: CardPickerSlug;
}) {
  const driver = useEngine(cardPicker, completed === undefined ? {} : cardPickerCompleteConfig(completed));
  const api = connectCardPicker(useEngineState(driver), driver.send, content);
  const root = useCssVars<HTMLElement>(api.cssVars);
  const swipeHandlers = useSwipe(api.swipe);
  const { send } = driver;
  const loading = usePictureLoading();

  useEffect(() => {
    const wide = window.matchMedia(WIDE_QUERY);
    const sync = (): void => {
      send({ type: 'layoutChanged', layout: cardPickerLayoutForWidth(window.innerWidth) });
    };
    sync();
    wide.addEventListener('change', sync);
    return () => {
      wide.removeEventListener('change', sync);
    };
  }, [send]);

  const { bodyClass, activeHeadingId } = api;
  useEffect(() => {
    if (bodyClass === null) return;
    document.body.classList.add(bodyClass);
    return () => {
      document.body.classList.remove(bodyClass);
    };
  }, [bodyClass]);

  // When the control that had focus belonged to a card that changed role (its choose button or its
  // call-to-action is gone), focus goes to the new active card's heading instead of the page body.
  const focusInside = useRef(false);
  const firstCard = useRef(activeHeadingId);
  useLayoutEffect(() => {
    if (firstCard.current === activeHeadingId) return;
    firstCard.current = activeHeadingId;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (focusInside.current && lost) document.getElementById(activeHeadingId)?.focus({ preventScroll: true });
  }, [activeHeadingId]);

  return (
    <section
      className={completed === undefined ? 'cp' : 'cp cp--after-game'}
      aria-labelledby="cp-heading"
      ref={root}
      id={completed === undefined ? 'games' : 'other-games'}
      onFocus={() => {
        focusInside.current = true;
      }}
      onBlur={(event) => {
        // A removed element's blur has no next target: focus was lost, not moved elsewhere.
        const next = event.relatedTarget;
        if (next !== null && !event.currentTarget.contains(next)) focusInside.current = false;
      }}
    >
      <div className="cp-backdrop" aria-hidden="true">
        {api.backgrounds.map((src) => (
          <img
            key={src}
            src={src}
            alt=""
            {...CARD_PICTURE_SIZE}
            loading={loading}
            className={src === api.background ? 'cp-backdrop__picture is-shown' : 'cp-backdrop__picture'}
          />
        ))}
      </div>
      <div className="cp-inner">
        <h2 id="cp-heading">{api.heading}</h2>
        <p className="cp-intro">{api.intro}</p>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <div
          className="cp-carousel"
          role="region"
          aria-roledescription={api.region.roleDescription}
          aria-label={api.region.label}
          onKeyDown={(event) => {
            arrowSwipe(event, api.swipe);
          }}
        >
          <div className="cp-stage" {...swipeHandlers}>
            {api.cards.map((card) => (
              <Card key={card.slug} card={card} slideRole={api.region.slideRole} />
            ))}
            <div className={api.coverVisible ? 'cp-cover is-visible' : 'cp-cover'} aria-hidden="true" />
          </div>
          <div className="cp-controls">
            <button className="button cp-controls__button" {...api.previous.props}>
              <span className="cp-controls__chevron cp-controls__chevron--left" aria-hidden="true" />
              <VisuallyHidden>{api.previous.label}</VisuallyHidden>
            </button>
            <p className="cp-controls__status" aria-live="polite" aria-atomic="true">
              {api.status}
            </p>
            <button className="button cp-controls__button" {...api.next.props}>
              <VisuallyHidden>{api.next.label}</VisuallyHidden>
              <span className="cp-controls__chevron cp-controls__chevron--right" aria-hidden="true" />
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
