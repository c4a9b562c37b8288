import {
  HOBBY_GENERATOR_FOCUS,
  selectHobbyGeneratorQuestionCount,
  selectHobbyGeneratorAcceptsAnswers,
  selectHobbyGeneratorChosenOption,
  selectHobbyGeneratorHobby,
  selectHobbyGeneratorQuestion,
  selectHobbyGeneratorOptionCount,
  selectHobbyGeneratorQuestionNumber,
  type HobbyGeneratorEvent,
  type HobbyGeneratorState,
} from '@play-smart/engine';
import {
  choiceIntroView,
  choiceOptions,
  choiceQuestionView,
  choiceScreenView,
  type ChoiceIntroView,
  type ChoiceQuestionView,
  type PictureWords,
  type ScreenView,
  type ShareMessage,
} from '../choice';
import { buttonView, focusTarget, type ButtonView, type FocusTargetProps } from '../runtime/connect';
import type { CssVars } from '../runtime/css-vars';
import { hobbyPicture } from './hobby-generator.pictures';
import type { HobbyGeneratorContent } from './hobby-generator.words';

/** The result screen, ready to render. */
export interface HobbyGeneratorResultView {
  readonly heading: FocusTargetProps;
  /** 'Your new hobby is'. */
  readonly yourNewHobbyIs: string;
  readonly hobby: string;
  readonly picture: PictureWords;
  readonly howToStartLabel: string;
  readonly howToStart: string;
  readonly note: string;
  readonly tryAgain: ButtonView;
  /** What the share bar sends with the page address. */
  readonly share: ShareMessage;
}

/** What the hobby generator's JSX needs: words, flags and handlers, with no rule left to compute. */
export interface HobbyGeneratorApi {
  readonly title: string;
  /** CSS custom properties for the root: how long a new screen eases in, from the engine. */
  readonly root: { readonly cssVars: CssVars };
  readonly screen: ScreenView;
  readonly intro: ChoiceIntroView;
  /** Null off the question screens. */
  readonly question: ChoiceQuestionView | null;
  /** Null before the result. */
  readonly result: HobbyGeneratorResultView | null;
}

function connectQuestion(
  state: HobbyGeneratorState,
  send: (event: HobbyGeneratorEvent) => void,
  content: HobbyGeneratorContent,
): ChoiceQuestionView | null {
  const question = selectHobbyGeneratorQuestion(state);
  if (question === null) return null;
  const words = content.questions[question];
  const labels = Array.from(
    { length: selectHobbyGeneratorOptionCount(state) },
    (_, option) => words?.options[option] ?? '',
  );
  return choiceQuestionView({
    idPrefix: 'hg',
    focus: HOBBY_GENERATOR_FOCUS.question,
    number: selectHobbyGeneratorQuestionNumber(state),
    count: selectHobbyGeneratorQuestionCount(state),
    words: content,
    text: words?.question ?? '',
    // While an answer is processed the options stay focusable but say they do nothing.
    inert: !selectHobbyGeneratorAcceptsAnswers(state),
    options: choiceOptions(labels, undefined, selectHobbyGeneratorChosenOption(state), (option) => {
      send({ type: 'answerSelected', option });
    }),
  });
}

function connectResult(
  state: HobbyGeneratorState,
  send: (event: HobbyGeneratorEvent) => void,
  content: HobbyGeneratorContent,
): HobbyGeneratorResultView | null {
  const hobby = selectHobbyGeneratorHobby(state);
  if (hobby === null) return null;
  const words = content.hobbies[hobby] ?? { name: '', alt: '', howToStart: '' };
  return {
    heading: focusTarget(HOBBY_GENERATOR_FOCUS.result),
    yourNewHobbyIs: content.result,
    hobby: words.name,
    picture: hobbyPicture(hobby, words.alt),
    howToStartLabel: content.howToStart,
    howToStart: words.howToStart,
    note: content.resultNote,
    tryAgain: buttonView(content.tryAgain, () => {
      send({ type: 'tryAgain' });
    }),
    share: content.share(words.name),
  };
}

/**
 * Turns the hobby generator's state into what its JSX renders, through the engine's selectors: the
 * words for the screen on show, the focus targets, and handlers that send the engine's events.
 *
 * @param state - the generator's state
 * @param send - the driver's send
 * @param content - the words for the page's locale
 * @returns the view's props
 */
export function connectHobbyGenerator(
  state: HobbyGeneratorState,
  send: (event: HobbyGeneratorEvent) => void,
  content: HobbyGeneratorContent,
): HobbyGeneratorApi {
  return {
    title: content.title,
    root: { cssVars: { '--choice-enter-ms': `${state.config.processingMs}ms` } },
    screen: choiceScreenView(
      state.stage === 'question' ? `question-${state.question}` : state.stage,
      state.stage === 'start',
    ),
    intro: choiceIntroView(content, () => {
      send({ type: 'start' });
    }),
    question: connectQuestion(state, send, content),
    result: connectResult(state, send, content),
  };
}
