import type { ReactNode } from 'react';
import { SCROLL_GAME_SLUG, selectScrollGameCountdown, type ScrollGameState } from '@play-smart/engine';
import { Link } from '../router';
import { shallowEqual, useEngineSelector } from '../runtime';
import { ShareBar } from '../share';
import { TimingChoice } from '../timing';
import { TShirtOffer } from '../tshirt';
import {
  connectScrollGameCountdown,
  connectScrollGameEnd,
  connectScrollGameHud,
  connectScrollGameStart,
  scrollGameEndUnchanged,
  scrollGameHudShown,
  scrollGameIsOver,
  scrollGameStartShown,
} from './scroll-game.connect';
import type { ScrollGameDriver } from './scroll-game.driver';
import type { ScrollGameContent } from './scroll-game.words';

type Part = { driver: ScrollGameDriver; content: ScrollGameContent };

/** The state as it is: the dialog keeps the ended game it shows while a new one starts. */
const wholeState = (state: ScrollGameState): ScrollGameState => state;

/** The score and 'I GIVE UP', above the scroll. */
export function Hud({ driver, content }: Part) {
  const hud = connectScrollGameHud(
    useEngineSelector(driver, scrollGameHudShown, shallowEqual),
    driver.send,
    content,
  );
  return (
    <div className="sg-hud">
      <p className="sg-score">
        <span className="sg-score__value">{hud.score}</span>{' '}
        <span className="sg-score__label">{hud.scoreLabel}</span>
      </p>
      <button
        className={hud.giveUp.shown ? 'button sg-give-up' : 'button sg-give-up is-hidden'}
        inert={!hud.giveUp.shown}
        {...hud.giveUp.props}
      >
        {hud.giveUp.label}
      </button>
    </div>
  );
}

/** The start screen's panel; it fades out when the game starts and stays out of reach after. */
export function StartPanel({
  driver,
  content,
  chooseScale,
}: Part & { chooseScale: (scale: number) => void }) {
  const panel = connectScrollGameStart(
    useEngineSelector(driver, scrollGameStartShown, shallowEqual),
    driver.send,
    content,
    chooseScale,
  );
  return (
    <div className={panel.shown ? 'sg-start' : 'sg-start is-hidden'} inert={!panel.shown}>
      {/* 'Need more time?' before Start, as in the quiz game: the choice is made before the game begins. */}
      <div className="sg-start__card">
        <TimingChoice choice={panel.timing} />
        <button className="button button--primary sg-start__button" {...panel.start.props}>
          {panel.start.label}
        </button>
      </div>
    </div>
  );
}

/** 'Done Playing?' with the engine's countdown; screen readers hear it through the game's live region. */
export function Countdown({ driver, content }: Part) {
  const countdown = connectScrollGameCountdown(useEngineSelector(driver, selectScrollGameCountdown), content);
  if (countdown === null) return null;
  return (
    <div className="sg-countdown" aria-hidden="true">
      <div className="sg-countdown__card">
        <p className="sg-countdown__title">{countdown.title}</p>
        <p className="sg-countdown__text">{countdown.text}</p>
        <p className="sg-countdown__number">{countdown.number}</p>
      </div>
    </div>
  );
}

/**
 * The game-over dialog. After Try Again it fades out still showing the game it was about, and can no
 * longer be reached while it does.
 */
export function EndDialog({ driver, content, afterGame }: Part & { readonly afterGame?: ReactNode }) {
  const end = connectScrollGameEnd(
    useEngineSelector(driver, wholeState, scrollGameEndUnchanged),
    driver.send,
    content,
  );
  const open = useEngineSelector(driver, scrollGameIsOver);
  if (end === null) return null;
  return (
    <div
      className={open ? 'sg-dialog' : 'sg-dialog is-hidden'}
      role="dialog"
      aria-labelledby={end.titleId}
      aria-describedby={end.traveledId}
      inert={!open}
      {...end.focus}
    >
      <h2 id={end.titleId} className="sg-dialog__title">
        {end.title}
      </h2>
      <p id={end.traveledId} className="sg-dialog__traveled">
        {end.traveled}{' '}
        {/* The rank comes with the statistics, after the dialog is up: announce it when it arrives. */}
        <span aria-live="polite">
          {end.rank !== null && (
            <>
              {end.rank.intro} <strong className="sg-dialog__rank">{end.rank.title}</strong>
            </>
          )}
        </span>
      </p>
      <button className="button button--primary" {...end.tryAgain.props}>
        {end.tryAgain.label}
      </button>
      <ShareBar text={end.share.text} subject={end.share.subject} />
      <p className="sg-dialog__note">
        {end.note} <Link to={end.helpLink.to}>{end.helpLink.label}</Link>
      </p>
      <TShirtOffer source={SCROLL_GAME_SLUG} />
      {afterGame}
    </div>
  );
}
