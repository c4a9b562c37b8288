import {
  QUIZ_GAME_FADE_IN_MS,
  QUIZ_GAME_FADE_OUT_MS,
  QUIZ_GAME_FOCUS,
  QUIZ_GAME_SLUG,
  quizGameHowToPlay,
  quizGameTimeLimits,
  selectQuizGameEnd,
  selectQuizGameCanStart,
  selectQuizGameQuestionCount,
  type QuizGameConfig,
  type QuizGameEvent,
  type QuizGameState,
} from '@play-smart/engine';
import type { HelplineInfo } from '../layout';
import { buttonView, type ButtonView } from '../runtime/connect';
import type { CssVars } from '../runtime/css-vars';
import { connectTimingChoice, type TimingChoiceView } from '../timing';
import type { PictureWords } from '../layout';
import type { QuizGameContent } from './quiz-game.words';

/** The frame around every stage: title, the hidden rules, and the fade durations for CSS. */
export interface QuizGameFrameView {
  readonly title: string;
  readonly howToPlay: { readonly heading: string; readonly text: string };
  /** The fades' durations come from the engine. */
  readonly cssVars: CssVars;
}

/**
 * The frame around every stage. It depends only on the configuration, so it re-renders only when the
 * visitor chooses another timing scale.
 *
 * @param config - the configuration in force
 * @param words - the quiz's words
 */
export function connectQuizGameFrame(config: QuizGameConfig, words: QuizGameContent): QuizGameFrameView {
  return {
    title: words.title,
    howToPlay: { heading: words.howToPlayHeading, text: words.howToPlay(quizGameHowToPlay(config)) },
    cssVars: {
      '--qg-fade-in-ms': `${QUIZ_GAME_FADE_IN_MS}ms`,
      '--qg-fade-out-ms': `${QUIZ_GAME_FADE_OUT_MS}ms`,
    },
  };
}

/** The timing choice of the quiz: each scale described by the time limits it gives. */
function connectTiming(
  state: QuizGameState,
  chooseScale: (scale: number) => void,
  words: QuizGameContent,
): TimingChoiceView {
  return connectTimingChoice(
    state.config.timingScale,
    chooseScale,
    words.timing,
    (timingScale) => quizGameTimeLimits({ ...state.config, timingScale }),
    `${QUIZ_GAME_SLUG}-timing`,
  );
}

/** The intro, ready to render. */
export interface QuizGameIntroView {
  readonly picture: PictureWords;
  readonly paragraphs: readonly string[];
  readonly timing: TimingChoiceView;
  /** 'Take the Quiz', only once the questions have loaded. */
  readonly start: ButtonView | null;
  /** Shown in the button's place while the questions load; null otherwise. */
  readonly loading: string | null;
  /** Shown instead of the button when the questions could not be loaded; null otherwise. */
  readonly failed: { readonly text: string; readonly helpline: HelplineInfo } | null;
}

/**
 * The intro: the title picture, the rules in brief, the choice of more time, and 'Take the Quiz' once
 * the engine has the questions. When they fail to load the engine logs it; the visitor gets a plain
 * sentence and the helpline instead of a button that could never work.
 *
 * @param state - the quiz state
 * @param send - the driver's send
 * @param words - the quiz's words
 * @param chooseScale - stores and sends the visitor's timing choice
 */
export function connectQuizGameIntro(
  state: QuizGameState,
  send: (event: QuizGameEvent) => void,
  words: QuizGameContent,
  chooseScale: (scale: number) => void,
): QuizGameIntroView {
  return {
    picture: words.titlePicture,
    paragraphs: words.intro,
    timing: connectTiming(state, chooseScale, words),
    start: selectQuizGameCanStart(state)
      ? buttonView(words.takeQuiz, () => {
          send({ type: 'takeQuiz' });
        })
      : null,
    loading: state.load === 'loading' ? words.loading : null,
    failed: state.load === 'failed' ? { text: words.loadFailed, helpline: words.helpline } : null,
  };
}

/** The Game Over or You Won! screen, ready to render. */
export interface QuizGameEndView {
  readonly won: boolean;
  /** The game's title picture, again, above the result. */
  readonly picture: PictureWords;
  readonly heading: { readonly id: string; readonly text: string };
  readonly score: { readonly id: string; readonly text: string };
  /** Try Again or Play Again; the engine moves focus to it (`data-focus`). */
  readonly restart: ButtonView & { readonly focus: { readonly 'data-focus': string } };
  readonly timing: TimingChoiceView;
  readonly note: string;
  readonly helpLink: { readonly to: string; readonly label: string };
}

/**
 * The end screen: 'Game Over' with Try Again, or 'You Won!' with Play Again, the
 * score, the choice of more time for the next game, and a way to help.
 *
 * @param state - the quiz state
 * @param send - the driver's send
 * @param words - the quiz's words
 * @param chooseScale - stores and sends the visitor's timing choice
 * @returns the screen, or null before the end
 */
export function connectQuizGameEnd(
  state: QuizGameState,
  send: (event: QuizGameEvent) => void,
  words: QuizGameContent,
  chooseScale: (scale: number) => void,
): QuizGameEndView | null {
  const end = selectQuizGameEnd(state);
  if (end === null) return null;
  const won = end.outcome === 'won';
  const restart = buttonView(won ? words.playAgain : words.tryAgain, () => {
    send({ type: 'tryAgain' });
  });
  return {
    won,
    picture: words.titlePicture,
    heading: { id: 'qg-end-heading', text: won ? words.youWon : words.gameOver },
    score: { id: 'qg-end-score', text: words.finalScore(state.score, selectQuizGameQuestionCount(state)) },
    restart: {
      ...restart,
      focus: { 'data-focus': won ? QUIZ_GAME_FOCUS.playAgain : QUIZ_GAME_FOCUS.tryAgain },
    },
    timing: connectTiming(state, chooseScale, words),
    note: words.endNote,
    helpLink: words.helpLink,
  };
}

/**
 * The stage on screen; the component tree switches on it.
 *
 * @param state - the quiz state
 */
export function quizGameStage(state: QuizGameState): QuizGameState['stage'] {
  return state.stage;
}

/**
 * The configuration in force (it changes only when the visitor chooses another timing scale).
 *
 * @param state - the quiz state
 */
export function quizGameConfig(state: QuizGameState): QuizGameConfig {
  return state.config;
}
