import { buttonView, focusTarget, type ButtonView, type FocusTargetProps } from '../runtime/connect';
import type { ChoiceGameWords } from './choice.words';
import type { PictureWords } from '../layout/Picture';
import { questionProgressView, type QuestionProgressView } from '../layout/question-progress.view';

/** The screen a choice game has on show. */
export interface ScreenView {
  /** The class of the screen's frame (e.g. fading out during a transition). */
  readonly className: string;
  /** Changes with every new screen, so React mounts it anew and it eases in. */
  readonly key: string;
  /** The class that eases a new screen in; empty for the first screen, which is prerendered. */
  readonly enterClassName: string;
}

/** One answer button of a question screen. */
export interface ChoiceOptionView extends ButtonView {
  readonly key: string;
  /** The answer just picked: shown as chosen while the engine processes it. */
  readonly chosen: boolean;
  /** A short second line under the label (e.g. a game's price per play). */
  readonly hint?: string;
}

/** A question screen, ready to render: its heading (a focus target) and its answers. */
export interface ChoiceQuestionView {
  readonly heading: FocusTargetProps & { readonly id: string };
  /** 'Question 2 of 5' over a bar: the one progress pattern. */
  readonly progress: QuestionProgressView;
  readonly text: string;
  readonly options: readonly ChoiceOptionView[];
}

/** What a view's connect knows about one answer before it becomes a button. */
export interface ChoiceOptionInput {
  readonly key: string;
  readonly label: string;
  readonly hint?: string;
  readonly chosen?: boolean;
  readonly onClick: () => void;
}

/** The question's words and the engine's facts about it, for {@link choiceQuestionView}. */
export interface ChoiceQuestionInput {
  /** The view's prefix for the heading id, e.g. 'ng' gives 'ng-question-2'. */
  readonly idPrefix: string;
  /** The engine's focus target for a new question. */
  readonly focus: string;
  readonly number: number;
  readonly count: number;
  readonly words: { readonly questionProgress: (n: number, count: number) => string };
  readonly text: string;
  readonly options: readonly ChoiceOptionInput[];
  /** True while the engine ignores answers (a transition); omit when it never does. */
  readonly inert?: boolean;
}

/**
 * Builds a question screen's props the one way every choice game uses (nickname, hobby, calculator).
 *
 * @param input - the words, the engine's question number and focus target, and the answers
 * @returns the question view
 */
export function choiceQuestionView(input: ChoiceQuestionInput): ChoiceQuestionView {
  const { idPrefix, number, count, words, inert } = input;
  return {
    heading: { id: `${idPrefix}-question-${number}`, ...focusTarget(input.focus) },
    progress: questionProgressView(words.questionProgress(number, count), number, count),
    text: input.text,
    options: input.options.map((o) => ({
      key: o.key,
      chosen: o.chosen ?? false,
      ...(o.hint === undefined ? {} : { hint: o.hint }),
      ...buttonView(o.label, o.onClick, inert),
    })),
  };
}

/**
 * The answers of a question whose options the engine lists by label and picks by index (the generators).
 *
 * @param labels - the engine's labels, in its order (they also key the buttons)
 * @param words - the same labels in the page's locale, where it has them
 * @param chosen - the index being processed, shown as chosen; null for none
 * @param choose - sends the engine's answer for an index
 */
export function choiceOptions(
  labels: readonly string[],
  words: readonly string[] | undefined,
  chosen: number | null,
  choose: (index: number) => void,
): ChoiceOptionInput[] {
  return labels.map((label, index) => ({
    key: label,
    label: words?.[index] ?? label,
    chosen: chosen === index,
    onClick: () => {
      choose(index);
    },
  }));
}

/** The intro screen of a choice game: its picture, its paragraphs and the button that starts. */
export interface ChoiceIntroView {
  readonly paragraphs: readonly string[];
  readonly picture: PictureWords;
  readonly start: ButtonView;
}

/**
 * Builds a choice game's intro.
 *
 * @param words - the game's words
 * @param onStart - sends the engine's start event
 * @param inert - true while the engine ignores the button (the intro is leaving); omit when it never does
 */
export function choiceIntroView(
  words: ChoiceGameWords,
  onStart: () => void,
  inert?: boolean,
): ChoiceIntroView {
  return { paragraphs: words.intro, picture: words.picture, start: buttonView(words.start, onStart, inert) };
}

/**
 * The screen a choice game has on show.
 *
 * @param key - names the screen ('start', 'question-2', 'end'); a new key mounts a new screen
 * @param first - true on the prerendered first screen, which shows at once instead of easing in
 * @param className - the frame's class (e.g. one that fades it out during a transition)
 */
export function choiceScreenView(key: string, first: boolean, className = 'choice-screen'): ScreenView {
  return { key, className, enterClassName: first ? '' : 'choice-enter' };
}
