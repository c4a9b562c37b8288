import { useCallback, useId, useRef, type ReactNode } from 'react';
import {
  SCROLL_GAME_SLUG,
  SCROLL_GAME_STROKE_WIDTH,
  scrollGame,
  selectScrollGameIsPlaying,
  type ScrollGameConfig,
  type ScrollGameState,
} from '@play-smart/engine';
import { LiveAnnouncer, useCssVars, useEngine, useEngineSelector, type Announce } from '../runtime';
import { useRememberedTimingScale } from '../timing';
import { connectScrollGameAnnouncement, connectScrollGameField } from './scroll-game.connect';
import { useScrollGlide } from './scroll-game.glide';
import { useScrollGameInput } from './scroll-game.input';
import type { ScrollGameContent } from './scroll-game.words';
import { Countdown, EndDialog, Hud, StartPanel } from './ScrollGamePanels';
import { IntroMessage, Levels, Message, Pictures } from './ScrollGameTrack';
import './scroll-game.css';

/** The spacing of the ruled lines on the scroll, in CSS pixels: they are what the eye sees move. */
const RULE_PX = 96;

/** Props of {@link ScrollGame}. */
export interface ScrollGameProps {
  readonly content: ScrollGameContent;
  /** Shown at the end of the game, below its result: the page's 'Play another game'. */
  readonly afterGame?: ReactNode;
  /** The engine's configuration (its timing scale); the visitor's stored choice replaces it. */
  readonly config?: Partial<ScrollGameConfig>;
}

/**
 * The Scroll of Infinity: a start screen, an endless scroll drawn from the engine's state (levels,
 * pictures, messages), the 'Done Playing?' countdown and the game-over dialog. Every rule comes from the
 * engine's scrollGame module; input goes to it as events, and one animation loop draws the scroll where
 * the score says.
 */
export function ScrollGame({ content, config = {}, afterGame }: ScrollGameProps) {
  const driver = useEngine(scrollGame, config);
  // After useEngine: the driver has started (and reseeded) before the stored choice is sent.
  const chooseScale = useRememberedTimingScale(SCROLL_GAME_SLUG, driver.send);
  const playing = useEngineSelector(driver, selectScrollGameIsPlaying);
  const field = connectScrollGameField(playing);
  const root = useRef<HTMLElement>(null);
  const fieldRef = useCssVars<HTMLDivElement>({
    '--sg-rule': `${RULE_PX}px`,
    '--sg-stroke': `${SCROLL_GAME_STROKE_WIDTH}px`,
  });
  useScrollGameInput(root, fieldRef, driver.send, playing);
  useScrollGlide(fieldRef, driver, RULE_PX);
  const helpId = useId();
  const announce = useCallback<Announce<ScrollGameState>>(
    (prev, next) => connectScrollGameAnnouncement(prev, next, content),
    [content],
  );
  return (
    <section className="scroll-game" aria-labelledby="sg-title" ref={root}>
      <h1 id="sg-title">{content.title}</h1>
      {/* One region for the whole game: the countdown's steps and the end of play. */}
      <LiveAnnouncer driver={driver} announce={announce} />
      <p className="lead">{content.lead}</p>
      <Hud driver={driver} content={content} />
      <div className="sg-stage">
        <div
          ref={fieldRef}
          className={field.className}
          role="application"
          aria-label={content.fieldLabel}
          aria-describedby={helpId}
          tabIndex={field.tabIndex}
          data-focus={field['data-focus']}
        >
          <div className="sg-paper" aria-hidden="true" />
          <Levels driver={driver} content={content} />
          <Pictures driver={driver} />
          <Message driver={driver} content={content} />
        </div>
        {/* Beside the scroll, not in it: it and the start panel stack over the scroll in the stage's grid. */}
        <IntroMessage driver={driver} content={content} />
        <p id={helpId} className="visually-hidden">
          {content.fieldHelp}
        </p>
        <StartPanel driver={driver} content={content} chooseScale={chooseScale} />
        <Countdown driver={driver} content={content} />
        <EndDialog driver={driver} content={content} afterGame={afterGame} />
      </div>
    </section>
  );
}
