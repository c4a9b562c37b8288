import {
  NICKNAME_GENERATOR_FOCUS,
  NICKNAME_GENERATOR_QUESTION_COUNT,
  selectNicknameGeneratorAcceptsClicks,
  selectNicknameGeneratorChosenOption,
  selectNicknameGeneratorName,
  selectNicknameGeneratorOptionCount,
  selectNicknameGeneratorQuestion,
  selectNicknameGeneratorQuestionNumber,
  type NicknameGeneratorEvent,
  type NicknameGeneratorState,
} from '@play-smart/engine';
import {
  choiceIntroView,
  choiceOptions,
  choiceQuestionView,
  choiceScreenView,
  type ChoiceIntroView,
  type ChoiceQuestionView,
  type ScreenView,
  type ShareMessage,
} from '../choice';
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
  readonly share: ShareMessage;
}

/** What the nickname generator's JSX needs: words, flags and handlers, with no rule left to compute. */
export interface NicknameGeneratorApi {
  readonly title: string;
  /** CSS custom properties for the root: the transition's length comes from the engine. */
  readonly root: { readonly cssVars: CssVars };
  /** The screen on show: it fades out while a transition runs, and each new one eases in. */
  readonly screen: ScreenView;
  readonly intro: ChoiceIntroView;
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
  const words = content.questions[question];
  const labels = Array.from(
    { length: selectNicknameGeneratorOptionCount(state) },
    (_, option) => words?.options[option]?.label ?? '',
  );
  return choiceQuestionView({
    idPrefix: 'ng',
    focus: NICKNAME_GENERATOR_FOCUS.question,
    number,
    count: NICKNAME_GENERATOR_QUESTION_COUNT,
    words: content,
    text: words?.question ?? '',
    // Answers stay in the tab order during a transition (focus must not jump), but say they do nothing.
    inert: !selectNicknameGeneratorAcceptsClicks(state),
    options: choiceOptions(labels, undefined, selectNicknameGeneratorChosenOption(state), (option) => {
      send({ type: 'answerSelected', option });
    }),
  });
}

function connectResult(
  state: NicknameGeneratorState,
  send: (event: NicknameGeneratorEvent) => void,
  content: NicknameGeneratorContent,
): NicknameGeneratorResultView | null {
  const name = selectNicknameGeneratorName(state);
  if (name === null) return null;
  const nickname = content.nicknameText(name.first, name.second);
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
    screen: choiceScreenView(
      state.stage === 'question' ? `question-${state.question}` : state.stage,
      state.stage === 'start',
      transitioning ? 'ng-screen is-fading-out' : 'ng-screen',
    ),
    intro: choiceIntroView(
      content,
      () => {
        send({ type: 'start' });
      },
      transitioning,
    ),
    question: connectQuestion(state, send, content),
    result: connectResult(state, send, content),
  };
}
