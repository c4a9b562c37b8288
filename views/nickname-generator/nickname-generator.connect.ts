import {
  NICKNAME_GENERATOR_FOCUS,
  NICKNAME_GENERATOR_QUESTION_COUNT,
  selectNicknameGeneratorAcceptsClicks,
  selectNicknameGeneratorChosenOption,
  selectNicknameGeneratorName,
  selectNicknameGeneratorQuestion,
  selectNicknameGeneratorQuestionNumber,
  type NicknameGeneratorEvent,
  type NicknameGeneratorState,
} from '../../engine';
import { choiceQuestionView, type ChoiceQuestionView, type PictureWords, type ScreenView } from '../choice';
import { buttonView, focusTarget, type ButtonView, type FocusTargetProps } from '../runtime/connect';
import type { CssVars } from '../runtime/css-vars';
import type { NicknameGeneratorContent } from './nickname-generator.words';

/** The end screen, ready to render. */
export interface NicknameGeneratorResultView {
  readonly heading: FocusTargetProps;
  /** 'YOUR NICKNAME IS...'. */
  readonly yourNicknameIs: string;
  readonly nickname: string;
  readonly note: string;
  readonly randomName: ButtonView;
  readonly tryAgain: ButtonView;
  /** What the share bar sends with the page address. */
  readonly share: { readonly text: string; readonly subject: string };
}

/** What the nickname generator's JSX needs: words, flags and handlers, with no rule left to compute. */
export interface NicknameGeneratorApi {
  readonly title: string;
  /** CSS custom properties for the root: the transition's length comes from the engine. */
  readonly root: { readonly cssVars: CssVars };
  /** The screen on show: it fades out while a transition runs, and each new one eases in. */
  readonly screen: ScreenView;
  readonly intro: {
    readonly paragraphs: readonly string[];
    readonly picture: PictureWords;
    readonly start: ButtonView;
  };
  /** Null off the question screens. */
  readonly question: ChoiceQuestionView | null;
  /** Null before the end. */
  readonly result: NicknameGeneratorResultView | null;
}

function connectQuestion(
  state: NicknameGeneratorState,
  send: (event: NicknameGeneratorEvent) => void,
  content: NicknameGeneratorContent,
): ChoiceQuestionView | null {
  const question = selectNicknameGeneratorQuestion(state);
  if (question === null) return null;
  const number = selectNicknameGeneratorQuestionNumber(state);
  const words = content.questions[state.question];
  const chosen = selectNicknameGeneratorChosenOption(state);
  return choiceQuestionView({
    idPrefix: 'ng',
    focus: NICKNAME_GENERATOR_FOCUS.question,
    number,
    count: NICKNAME_GENERATOR_QUESTION_COUNT,
    words: content,
    text: words?.question ?? question.question,
    // Answers stay in the tab order during a transition (focus must not jump), but say they do nothing.
    inert: !selectNicknameGeneratorAcceptsClicks(state),
    options: question.options.map((option, index) => ({
      key: option.label,
      label: words?.options[index] ?? option.label,
      chosen: chosen === index,
      onClick: () => {
        send({ type: 'answerSelected', option: index });
      },
    })),
  });
}

function connectResult(
  state: NicknameGeneratorState,
  send: (event: NicknameGeneratorEvent) => void,
  content: NicknameGeneratorContent,
): NicknameGeneratorResultView | null {
  const nickname = selectNicknameGeneratorName(state);
  if (state.stage !== 'end' || nickname === null) return null;
  const inert = !selectNicknameGeneratorAcceptsClicks(state);
  return {
    heading: focusTarget(NICKNAME_GENERATOR_FOCUS.result),
    yourNicknameIs: content.result,
    nickname,
    note: content.resultNote,
    randomName: buttonView(
      content.randomName,
      () => {
        send({ type: 'randomName' });
      },
      inert,
    ),
    tryAgain: buttonView(
      content.tryAgain,
      () => {
        send({ type: 'tryAgain' });
      },
      inert,
    ),
    share: content.share(nickname),
  };
}

/**
 * Turns the nickname generator's state into what its JSX renders, through the engine's selectors: the
 * words for the screen on show, the focus targets, and handlers that send the engine's events.
 *
 * @param state - the generator's state
 * @param send - the driver's send
 * @param content - the words for the page's locale
 * @returns the view's props
 */
export function connectNicknameGenerator(
  state: NicknameGeneratorState,
  send: (event: NicknameGeneratorEvent) => void,
  content: NicknameGeneratorContent,
): NicknameGeneratorApi {
  const transitioning = !selectNicknameGeneratorAcceptsClicks(state);
  const fade = `${state.config.transitionMs}ms`;
  return {
    title: content.title,
    root: { cssVars: { '--ng-fade-ms': fade, '--choice-enter-ms': fade } },
    screen: {
      className: transitioning ? 'ng-screen is-fading-out' : 'ng-screen',
      key: state.stage === 'question' ? `question-${state.question}` : state.stage,
      // The prerendered first screen is on show at once; only the screens that follow ease in.
      enterClassName: state.stage === 'start' ? '' : 'choice-enter',
    },
    intro: {
      paragraphs: content.intro,
      picture: content.picture,
      start: buttonView(
        content.start,
        () => {
          send({ type: 'start' });
        },
        transitioning,
      ),
    },
    question: connectQuestion(state, send, content),
    result: connectResult(state, send, content),
  };
}
