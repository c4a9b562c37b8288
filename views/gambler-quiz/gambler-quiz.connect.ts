import {
  GAMBLER_QUIZ_FOCUS,
  selectGamblerQuizAcceptsAnswers,
  selectGamblerQuizAnswers,
  selectGamblerQuizIsFadingOut,
  selectGamblerQuizQuestionNumber,
  selectGamblerQuizRiskLevel,
  selectGamblerQuizScale,
  type GamblerQuizEvent,
  type GamblerQuizStage,
  type GamblerQuizState,
} from '@play-smart/engine';
import type { HelplineInfo } from '../layout';
import { questionProgressView, type QuestionProgressView } from '../layout/question-progress.view';
import { buttonView, focusTarget, type ButtonView, type FocusTargetProps } from '../runtime/connect';
import type { CssVars } from '../runtime/css-vars';
import type { GamblerQuizContent } from './gambler-quiz.words';

/** The question screen, ready to render. */
export interface GamblerQuizQuestionView {
  readonly heading: FocusTargetProps & { readonly id: string };
  /** 'Question 3 of 9' over a bar: the one progress pattern. */
  readonly progress: QuestionProgressView;
  readonly text: string;
  readonly answers: readonly (ButtonView & { readonly key: string })[];
}

/** The result screen, ready to render. */
export interface GamblerQuizResultView {
  readonly heading: FocusTargetProps;
  readonly yourScoreIs: string;
  readonly score: number;
  /** ' out of 27'. */
  readonly outOf: string;
  readonly youAreAt: string;
  readonly level: string;
  /**
   * True for a moderate or high result: the screen then leads with help (the call button and the help
   * page, right after the level); otherwise the help line follows the message.
   */
  readonly leadsWithHelp: boolean;
  /** What each band of scores means, lowest first; the visitor's band is marked. */
  readonly scale: {
    readonly title: string;
    readonly bands: readonly {
      readonly key: string;
      readonly range: string;
      readonly label: string;
      readonly current: boolean;
    }[];
    readonly yourBand: string;
  };
  readonly message: string;
  readonly screeningNote: string;
  readonly helpline: HelplineInfo;
  readonly helpLink: { readonly to: string; readonly label: string };
  readonly tryAgain: ButtonView;
}

/** What the gambler quiz's JSX needs: words, flags and handlers, with no rule left to compute. */
export interface GamblerQuizApi {
  readonly stage: GamblerQuizStage;
  readonly title: string;
  /** CSS custom properties for the root: the fade's duration comes from the engine. */
  readonly root: { readonly cssVars: CssVars };
  /** The screen's class: it fades out while the engine says so. */
  readonly screenClassName: string;
  readonly intro: { readonly paragraphs: readonly string[]; readonly start: ButtonView };
  /** Null outside the question stage. */
  readonly question: GamblerQuizQuestionView | null;
  /** Null before the end. */
  readonly result: GamblerQuizResultView | null;
}

function connectQuestion(
  state: GamblerQuizState,
  send: (event: GamblerQuizEvent) => void,
  content: GamblerQuizContent,
): GamblerQuizQuestionView {
  const number = selectGamblerQuizQuestionNumber(state);
  const count = state.config.questionCount;
  // Answers stay in the tab order during a fade (focus must not jump), but say they do nothing then.
  const accepts = selectGamblerQuizAcceptsAnswers(state);
  return {
    heading: { id: `gq-question-${number}`, ...focusTarget(GAMBLER_QUIZ_FOCUS.question) },
    progress: questionProgressView(content.questionProgress(number, count), number, count),
    text: content.questions[state.index] ?? '',
    answers: selectGamblerQuizAnswers().map((answer, option) => ({
      key: answer.key,
      ...buttonView(
        content.answers[answer.key],
        () => {
          send({ type: 'answerSelected', option });
        },
        !accepts,
      ),
    })),
  };
}

function connectResult(
  state: GamblerQuizState,
  send: (event: GamblerQuizEvent) => void,
  content: GamblerQuizContent,
): GamblerQuizResultView {
  const level = selectGamblerQuizRiskLevel(state);
  const scale = selectGamblerQuizScale(state);
  return {
    heading: focusTarget(GAMBLER_QUIZ_FOCUS.result),
    yourScoreIs: content.yourScoreIs,
    score: state.score,
    outOf: content.outOf(scale.max),
    youAreAt: content.youAreAt,
    level: content.levelLabels[level],
    leadsWithHelp: level === 'moderate-risk' || level === 'high-risk',
    scale: {
      title: content.scaleTitle,
      bands: scale.bands.map((band) => ({
        key: band.level,
        range: content.bandRange(band.from, band.to),
        label: content.levelLabels[band.level],
        current: band.level === level,
      })),
      yourBand: content.yourBand,
    },
    message: content.levelMessages[level],
    screeningNote: content.screeningNote,
    helpline: content.helpline,
    helpLink: { to: content.helpPath, label: content.helpLink },
    tryAgain: buttonView(content.tryAgain, () => {
      send({ type: 'tryAgain' });
    }),
  };
}

/**
 * Turns the gambler quiz's state into what its JSX renders, through the engine's selectors: the words
 * for the stage on screen, the focus targets, and handlers that send the engine's events.
 *
 * @param state - the quiz's state
 * @param send - the driver's send
 * @param content - the words and links for the page's locale
 * @returns the view's props
 */
export function connectGamblerQuiz(
  state: GamblerQuizState,
  send: (event: GamblerQuizEvent) => void,
  content: GamblerQuizContent,
): GamblerQuizApi {
  return {
    stage: state.stage,
    title: content.title,
    root: { cssVars: { '--gq-fade-ms': `${state.config.fadeMs}ms` } },
    screenClassName: selectGamblerQuizIsFadingOut(state) ? 'gq-screen is-fading-out' : 'gq-screen',
    intro: {
      paragraphs: content.intro,
      start: buttonView(content.takeQuiz, () => {
        send({ type: 'takeQuiz' });
      }),
    },
    question: state.stage === 'gameplay' ? connectQuestion(state, send, content) : null,
    result: state.stage === 'ended' ? connectResult(state, send, content) : null,
  };
}
