import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { myths, type MythsEvent, type MythsState } from '@play-smart/engine';
import { VisuallyHidden } from '../layout';
import { ScrollRow } from '../layout/ScrollRow';
import { ModalTrigger, type ModalWords } from '../modals';
import { shallowEqual, useEngine, useEngineSelector, type Driver } from '../runtime';
import {
  connectMythCard,
  connectMythTicker,
  mythCardFace,
  mythTickerShown,
  type MythFaceView,
  type MythTickerView,
} from './myths.connect';
import type { MythsContent } from './myths.words';
import './myths.css';

/** The general modal type the ticker opens its fact in. */
export const MYTH_FACT_MODAL = 'myth-fact';

function Face({
  face,
  side,
  button,
}: {
  face: MythFaceView;
  side: 'front' | 'back';
  button: (el: HTMLButtonElement | null) => void;
}) {
  return (
    <div className={`myth-card__face myth-card__face--${side}`} inert={!face.shown}>
      <p className="eyebrow myth-card__label">{face.label}</p>
      <p className="myth-card__text" id={face.textId}>
        {face.text}
      </p>
      <button
        className={side === 'front' ? 'button button--primary' : 'button button--on-dark'}
        aria-describedby={face.textId}
        ref={button}
        {...face.button.props}
      >
        {face.button.label}
      </button>
    </div>
  );
}

/**
 * A flip card: the myth on the front, the fact on the back. The hidden side is inert; after a flip the
 * shown side's button takes focus, and screen readers hear the new text as its description.
 */
function MythCard({
  driver,
  index,
  content,
}: {
  driver: Driver<MythsState, MythsEvent>;
  index: number;
  content: MythsContent;
}) {
  const faceOf = useMemo(() => mythCardFace(index), [index]);
  const card = connectMythCard(
    driver.store.getState().config.items,
    index,
    useEngineSelector(driver, faceOf),
    driver.send,
    content,
  );
  const front = useRef<HTMLButtonElement | null>(null);
  const back = useRef<HTMLButtonElement | null>(null);
  const flippedHere = useRef(false);
  useLayoutEffect(() => {
    if (!flippedHere.current) return;
    flippedHere.current = false;
    (card.face === 'fact' ? back : front).current?.focus();
  }, [card.face]);
  const mark = (): void => {
    flippedHere.current = true;
  };
  return (
    <article className="myth-card" data-face={card.face} aria-label={card.label} onClickCapture={mark}>
      <div className="myth-card__inner">
        <Face face={card.front} side="front" button={(el) => (front.current = el)} />
        <Face face={card.back} side="back" button={(el) => (back.current = el)} />
      </div>
    </article>
  );
}

function PauseIcon({ running }: { running: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      {running ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5v14l11-7z" />}
    </svg>
  );
}

/**
 * One myth at a time, changing every 6 s (the engine's timer), with a pause control (WCAG 2.2.2); held
 * still from the start for a visitor who prefers reduced motion. While it
 * runs it is not a live region, so screen readers are not interrupted every 6 s; paused, a myth chosen
 * with previous / next is announced.
 */
function MythTicker({
  driver,
  content,
  modalWords,
}: {
  driver: Driver<MythsState, MythsEvent>;
  content: MythsContent;
  modalWords: ModalWords;
}) {
  const ticker: MythTickerView = connectMythTicker(
    useEngineSelector(driver, mythTickerShown, shallowEqual),
    driver.store.getState().config.items,
    driver.send,
    content,
  );
  return (
    <div className="myth-ticker" role="region" aria-label={ticker.label}>
      <p className="eyebrow myth-ticker__label" aria-hidden="true">
        {ticker.label}
      </p>
      <div className="myth-ticker__line">
        <p className="myth-ticker__text" aria-live={ticker.running ? 'off' : 'polite'} aria-atomic="true">
          <span className="myth-ticker__myth" key={ticker.index}>
            <VisuallyHidden>{ticker.mythLabel}: </VisuallyHidden>
            {ticker.myth}
          </span>
        </p>
        <ModalTrigger
          modalType={MYTH_FACT_MODAL}
          content={ticker.modal.content}
          label={ticker.modal.label}
          words={modalWords}
        />
      </div>
      <div className="myth-ticker__controls">
        <button className="button button--on-dark myth-ticker__toggle" {...ticker.toggle.props}>
          <PauseIcon running={ticker.running} />
          {ticker.toggle.label}
          <VisuallyHidden> {ticker.toggle.what}</VisuallyHidden>
        </button>
        <button className="button button--on-dark myth-ticker__step" {...ticker.previous.props}>
          <span aria-hidden="true">‹</span>
          <VisuallyHidden>{ticker.previous.label}</VisuallyHidden>
        </button>
        <button className="button button--on-dark myth-ticker__step" {...ticker.next.props}>
          <span aria-hidden="true">›</span>
          <VisuallyHidden>{ticker.next.label}</VisuallyHidden>
        </button>
      </div>
    </div>
  );
}

/** The browser's report of a visitor who asked their system for less motion. */
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Holds the ticker still for a visitor who prefers reduced motion, now and whenever the preference turns
 * on: the engine is told, as if the visitor had pressed pause, so no switch is pending and the visitor
 * moves it with previous / next (or plays it). Read after hydration: the prerendered page cannot know the
 * preference, and the page's first render must match it.
 */
function usePausedForReducedMotion(driver: Driver<MythsState, MythsEvent>): void {
  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    const follow = (): void => {
      if (query.matches) driver.send({ type: 'tickerPaused' });
    };
    follow();
    query.addEventListener('change', follow);
    return () => {
      query.removeEventListener('change', follow);
    };
  }, [driver]);
}

/**
 * The myths section: the ticker and the five flip cards in a sideways-scrolling row, both driven by the
 * engine's myths module. The section reads no state itself: each card and the ticker read their own
 * slice, so a flip re-renders one card and the ticker's change every 6 s none.
 */
export function Myths({ content, modalWords }: { content: MythsContent; modalWords: ModalWords }) {
  const driver = useEngine(myths, { items: content.items });
  usePausedForReducedMotion(driver);
  return (
    <section className="myths" aria-labelledby="myths-heading" id="myths">
      <h2 id="myths-heading">{content.heading}</h2>
      <p className="myths__intro">{content.intro}</p>
      <MythTicker driver={driver} content={content} modalWords={modalWords} />
      {/* Five 17rem cards are wider than the 60rem column at every width: the row starts with more to its right. */}
      <ScrollRow label={content.rowLabel} words={content.row} overflowsAtStart>
        {content.items.map((item, index) => (
          <li key={item.myth}>
            <MythCard driver={driver} index={index} content={content} />
          </li>
        ))}
      </ScrollRow>
    </section>
  );
}
