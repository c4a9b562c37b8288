import { useCallback, type ReactNode } from 'react';
import {
  QUIZ_GAME_SLUG,
  quizGame,
  quizGameNextCueAt,
  type QuizGameConfig,
  type QuizGameState,
} from '@play-smart/engine';
import { LiveAnnouncer, useCssVars, type Announce, useEngine, useEngineSelector } from '../runtime';
import { useRememberedTimingScale } from '../timing';
import { connectQuizGameFrame, quizGameConfig, quizGameStage } from './quiz-game.connect';
import { connectQuizGameAnnouncement } from './quiz-game-play.connect';
import type { QuizGameContent } from './quiz-game.words';
import { QuizGameEnd } from './QuizGameEnd';
import { QuizGameIntro } from './QuizGameIntro';
import { QuizGamePlay } from './QuizGamePlay';
import './quiz-game.css';

/** Props of {@link QuizGame}. */
export interface QuizGameProps {
  readonly content: QuizGameContent;
  /** Shown at the end of the game, below its result: the page's 'Play another game'. */
  readonly afterGame?: ReactNode;
  /** The spec's props (game and question lengths, lives); the engine's defaults when omitted. */
  readonly config?: Partial<QuizGameConfig>;
}

/**
 * The Quiz of Unforeseen Risks: intro, timed questions, Game Over or You Won!. Every rule comes from the
 * engine's quizGame module; the gameplay is split into parts that each read their own slice of the state,
 * so the clock's tick re-renders the clock and not the answers.
 */
export function QuizGame({ content, config = {}, afterGame }: QuizGameProps) {
  const driver = useEngine(quizGame, { pinnedAnswers: content.pinnedAnswers, ...config });
  // After useEngine: the driver has started (and reseeded) before the stored choice is sent.
  const chooseScale = useRememberedTimingScale(QUIZ_GAME_SLUG, driver.send);
  const stage = useEngineSelector(driver, quizGameStage);
  const frame = connectQuizGameFrame(useEngineSelector(driver, quizGameConfig), content);
  const root = useCssVars<HTMLElement>(frame.cssVars);
  const announce = useCallback<Announce<QuizGameState>>(
    (prev, next) => connectQuizGameAnnouncement(prev, next, content),
    [content],
  );
  return (
    <section className="quiz-game" aria-labelledby="qg-title" ref={root}>
      <h1 id="qg-title">{frame.title}</h1>
      <div className="visually-hidden">
        <h2>{frame.howToPlay.heading}</h2>
        <p>{frame.howToPlay.text}</p>
      </div>
      {/* One region for the whole game, there from the intro on, so the end of the game is heard too. */}
      {/* The question timer's thresholds change no state: the engine names their moments to look again. */}
      <LiveAnnouncer driver={driver} announce={announce} nextLook={quizGameNextCueAt} />
      {stage === 'start' ? (
        <QuizGameIntro driver={driver} content={content} chooseScale={chooseScale} />
      ) : stage === 'gameplay' ? (
        <QuizGamePlay driver={driver} content={content} />
      ) : (
        <QuizGameEnd driver={driver} content={content} chooseScale={chooseScale} afterGame={afterGame} />
      )}
    </section>
  );
}
