import { TIMING_SCALE_CHOICES } from '@play-smart/engine';

/** The words of a timing choice, in one locale, for a game whose time limits are described by `L`. */
export interface TimingChoiceWords<L> {
  /** The group's legend, e.g. 'Need more time?'. */
  readonly legend: string;
  /** One option's label, e.g. 'Standard' for 1 or '2× time' for 2. */
  readonly option: (scale: number) => string;
  /** What the chosen scale gives in this game, from its time limits, e.g. 'You have 60 seconds in all...'. */
  readonly summary: (limits: L) => string;
}

/** Props of one radio button of the choice. */
export interface TimingOptionProps {
  readonly type: 'radio';
  readonly name: string;
  readonly value: string;
  readonly checked: boolean;
  readonly onChange: () => void;
}

/** The timing choice, ready to render. */
export interface TimingChoiceView {
  readonly legend: string;
  readonly summary: string;
  readonly options: readonly {
    readonly key: string;
    readonly label: string;
    readonly props: TimingOptionProps;
  }[];
}

/**
 * The timing choice of a timed game (WCAG 2.2.1 Timing Adjustable): one radio button per scale the
 * engine offers (TIMING_SCALE_CHOICES), the one in force checked, and what it gives described from the
 * engine's own time limits at that scale.
 *
 * @param current - the scale in force (the engine's `config.timingScale`)
 * @param choose - stores and sends a new choice (see `useRememberedTimingScale`)
 * @param words - the game's words for the choice
 * @param limitsAt - the game's time limits at a scale (an engine selector)
 * @param name - the radio group's name, unique on the page (the game's slug)
 */
export function connectTimingChoice<L>(
  current: number,
  choose: (scale: number) => void,
  words: TimingChoiceWords<L>,
  limitsAt: (scale: number) => L,
  name: string,
): TimingChoiceView {
  return {
    legend: words.legend,
    summary: words.summary(limitsAt(current)),
    options: TIMING_SCALE_CHOICES.map((scale) => ({
      key: String(scale),
      label: words.option(scale),
      props: {
        type: 'radio',
        name,
        value: String(scale),
        checked: scale === current,
        onChange: () => {
          choose(scale);
        },
      },
    })),
  };
}
