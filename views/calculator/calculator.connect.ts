import {
  CALCULATOR_FOCUS,
  CALCULATOR_GAMES,
  CALCULATOR_PERIODS,
  CALCULATOR_QUESTIONS,
  calculatorGameBySlug,
  calculatorIsTopChoice,
  selectCalculatorCanGoBack,
  selectCalculatorOptions,
  selectCalculatorQuestion,
  selectCalculatorQuestionNumber,
  selectCalculatorShowsAtLeast,
  selectCalculatorShowsEnoughFor,
  selectCalculatorSpend,
  selectCalculatorSpendsByPeriod,
  selectCalculatorTier,
  type CalculatorEvent,
  type CalculatorOption,
  type CalculatorPeriod,
  type CalculatorQuestionSlug,
  type CalculatorState,
} from '@play-smart/engine';
import {
  choiceIntroView,
  choiceQuestionView,
  choiceScreenView,
  type ChoiceIntroView,
  type ChoiceQuestionView,
  type PictureWords,
  type ScreenView,
} from '../choice';
import type { HelplineInfo } from '../layout';
import { buttonView, focusTarget, type ButtonView, type FocusTargetProps } from '../runtime/connect';
import type { CalculatorContent } from './calculator.words';

/** Where the site serves the tier pictures (site/public/images/costulator): the site's assets, not the engine's. */
export const CALCULATOR_PICTURE_DIR = '/images/costulator';

/** The tier pictures' drawn size in CSS pixels (their viewBox is square). */
export const CALCULATOR_TIER_PICTURE_SIZE = 160;

/** The shortest bar, in percent of the tallest, so a week's spend still shows beside a year's. */
const MIN_BAR_PERCENT = 3;

/** A question screen with its Back button (null on the first question, which has nothing to go back to). */
export interface CalculatorQuestionView extends ChoiceQuestionView {
  readonly back: ButtonView | null;
  /** Dates the prices shown under the games; null on the other questions. */
  readonly note: string | null;
}

/** One bar of the spend's picture. */
export interface CalculatorBarView {
  readonly key: CalculatorPeriod;
  readonly label: string;
  readonly amount: string;
  /** The bar's height in percent of the tallest (the year's). */
  readonly percent: number;
  /** The period the amount above is shown for. */
  readonly current: boolean;
}

/** A period switch button: pressed when its period is on show. */
export interface CalculatorPeriodView extends ButtonView {
  readonly key: CalculatorPeriod;
  readonly pressed: boolean;
}

/** The end screen, ready to render. */
export interface CalculatorResultView {
  readonly heading: FocusTargetProps;
  readonly spendLead: string;
  /** 'AT LEAST' when a top choice makes the amount a floor; null otherwise. */
  readonly atLeast: string | null;
  readonly amount: string;
  readonly per: string;
  readonly periodsLabel: string;
  readonly periods: readonly CalculatorPeriodView[];
  readonly chart: { readonly caption: string; readonly bars: readonly CalculatorBarView[] };
  /**
   * What the money is enough for, when the spend exceeds $14 and the tier's price has a source and a
   * date in the content; null otherwise.
   */
  readonly enoughFor: {
    readonly label: string;
    /** The item and its price. */
    readonly text: string;
    /** Small print: 'Price:', the source (a link to the page that gives the price), and when it was true. */
    readonly note: {
      readonly label: string;
      readonly source: { readonly name: string; readonly href: string };
      readonly after: string;
    };
    readonly picture: PictureWords;
  } | null;
  /** Said when the spend is too small for any tier; null otherwise. */
  readonly smallSpend: string | null;
  readonly startAgain: ButtonView;
  readonly getHelp: { readonly to: string; readonly label: string };
  readonly helpIntro: string;
  readonly helpline: HelplineInfo;
  readonly liveChat: { readonly href: string; readonly label: string };
}

/** What the calculator's JSX needs: words, flags and handlers, with no rule left to compute. */
export interface CalculatorApi {
  readonly title: string;
  readonly screen: ScreenView;
  readonly intro: ChoiceIntroView;
  /** Null off the question screens. */
  readonly question: CalculatorQuestionView | null;
  /** Null before the end. */
  readonly result: CalculatorResultView | null;
}

function optionLabel(
  option: CalculatorOption,
  slug: CalculatorQuestionSlug,
  content: CalculatorContent,
): string {
  const { value } = option;
  if (typeof value === 'string') return content.games[value];
  // Dollars are written the locale's way.
  if (slug === 'amount') return content.money(value);
  return content.frequency(value, calculatorIsTopChoice(slug, value));
}

function priceHint(option: CalculatorOption, content: CalculatorContent): string | undefined {
  const game = typeof option.value === 'string' ? calculatorGameBySlug(option.value) : undefined;
  if (game === undefined) return undefined;
  return content.priceHint(content.money(game.minPrice), content.money(game.maxPrice));
}

function connectQuestion(
  state: CalculatorState,
  send: (event: CalculatorEvent) => void,
  content: CalculatorContent,
): CalculatorQuestionView | null {
  if (state.stage !== 'gameplay') return null;
  const question = selectCalculatorQuestion(state);
  const view = choiceQuestionView({
    idPrefix: 'calc',
    focus: CALCULATOR_FOCUS.question,
    number: selectCalculatorQuestionNumber(state),
    count: CALCULATOR_QUESTIONS.length,
    words: content,
    text: content.questions[question.qSlug],
    options: selectCalculatorOptions(state).map((option) => {
      const hint = priceHint(option, content);
      return {
        key: String(option.value),
        label: optionLabel(option, question.qSlug, content),
        ...(hint === undefined ? {} : { hint }),
        onClick: () => {
          send({ type: 'answerSelected', option: option.value });
        },
      };
    }),
  });
  return {
    ...view,
    back: selectCalculatorCanGoBack(state)
      ? buttonView(content.back, () => {
          send({ type: 'back' });
        })
      : null,
    note: question.qSlug === 'game' ? content.pricesChecked(CALCULATOR_GAMES.lastVerified) : null,
  };
}

function connectChart(state: CalculatorState, content: CalculatorContent): CalculatorResultView['chart'] {
  const spends = selectCalculatorSpendsByPeriod(state);
  const tallest = spends === null ? 0 : Math.max(...CALCULATOR_PERIODS.map((period) => spends[period]));
  return {
    caption: content.chartCaption,
    bars: CALCULATOR_PERIODS.map((period) => {
      const spend = spends?.[period] ?? 0;
      return {
        key: period,
        label: content.periods[period].bar,
        amount: content.money(spend),
        percent: tallest > 0 ? Math.max(MIN_BAR_PERCENT, (spend / tallest) * 100) : MIN_BAR_PERCENT,
        current: period === state.period,
      };
    }),
  };
}

function connectEnoughFor(
  state: CalculatorState,
  content: CalculatorContent,
): CalculatorResultView['enoughFor'] {
  // A tier the content has no dated price for falls back to the tier below that has one.
  const tier = selectCalculatorTier(state, (t) => content.tiers[t.cost] !== undefined);
  const words = tier === null ? undefined : content.tiers[tier.cost];
  if (!selectCalculatorShowsEnoughFor(state) || words === undefined) return null;
  const size = CALCULATOR_TIER_PICTURE_SIZE;
  return {
    label: content.enoughFor,
    text: content.enoughForItem(words.text, content.money(words.price)),
    note: {
      label: content.priceLabel,
      source: { name: words.source.name, href: words.source.url },
      after: content.priceAfterSource(words.asOf),
    },
    picture: {
      src: `${CALCULATOR_PICTURE_DIR}/${words.picture}.svg`,
      width: size,
      height: size,
      alt: words.alt,
    },
  };
}

function connectResult(
  state: CalculatorState,
  send: (event: CalculatorEvent) => void,
  content: CalculatorContent,
): CalculatorResultView | null {
  const spend = selectCalculatorSpend(state);
  if (spend === null) return null;
  const game = state.answers.game === null ? '' : content.games[state.answers.game];
  const enoughFor = connectEnoughFor(state, content);
  return {
    heading: focusTarget(CALCULATOR_FOCUS.result),
    spendLead: content.spendLead,
    atLeast: selectCalculatorShowsAtLeast(state) ? content.atLeast : null,
    amount: content.money(spend),
    per: content.spendPer(content.periods[state.period].per, game),
    periodsLabel: content.periodsLabel,
    periods: CALCULATOR_PERIODS.map((period) => ({
      key: period,
      pressed: period === state.period,
      ...buttonView(content.periods[period].button, () => {
        send({ type: 'periodSelected', period });
      }),
    })),
    chart: connectChart(state, content),
    enoughFor,
    smallSpend: selectCalculatorShowsEnoughFor(state) ? null : content.smallSpend,
    startAgain: buttonView(content.startAgain, () => {
      send({ type: 'startAgain' });
    }),
    getHelp: { to: content.helpPath, label: content.getHelp },
    helpIntro: content.helpIntro,
    helpline: content.helpline,
    liveChat: content.liveChat,
  };
}

/**
 * Turns the calculator's state into what its JSX renders, through the engine's selectors: the words for
 * the screen on show, the focus targets, and handlers that send the engine's events.
 *
 * @param state - the calculator's state
 * @param send - the driver's send
 * @param content - the words for the page's locale
 * @returns the view's props
 */
export function connectCalculator(
  state: CalculatorState,
  send: (event: CalculatorEvent) => void,
  content: CalculatorContent,
): CalculatorApi {
  return {
    title: content.title,
    screen: choiceScreenView(
      state.stage === 'gameplay' ? `question-${state.index}` : state.stage,
      state.stage === 'start',
    ),
    intro: choiceIntroView(content, () => {
      send({ type: 'start' });
    }),
    question: connectQuestion(state, send, content),
    result: connectResult(state, send, content),
  };
}
