/**
 * fast-check arbitraries for every engine module's events, for property tests of a front-end or of the
 * rules themselves. This entry imports `fast-check` (an optional peer dependency of the package: install
 * it beside the package to use this entry); `@play-smart/engine/testing` itself does not.
 *
 * The events are those a visitor or a host could send, valid and invalid alike (an answer index out of
 * range, a scroll upward, an answer to a request never made): a module must take them all in its stride.
 *
 * @example
 * ```ts
 * import fc from 'fast-check';
 * import { quizGame } from '@play-smart/engine/quiz-game';
 * import { runEvents } from '@play-smart/engine/testing';
 * import { arbitraries, timed } from '@play-smart/engine/testing/arbitraries';
 *
 * fc.assert(
 *   fc.property(fc.integer(), timed(arbitraries.quizGame), (seed, events) => {
 *     const { states } = runEvents(quizGame, {}, events, { seed });
 *     return states.every((s) => s.lives >= 0);
 *   }),
 * );
 * ```
 *
 * @module testing/arbitraries
 */
import * as fc from 'fast-check';
import {
  CALCULATOR_ANY_GAME_AMOUNTS,
  CALCULATOR_FREQUENCIES,
  CALCULATOR_GAMES,
  type CalculatorEvent,
} from '../../calculator';
import { CARD_PICKER_SLUGS, type CardPickerEvent } from '../../card-picker';
import type { Millis, ModuleEvent, ResponseEvent } from '../../core';
import { FORMS_REQUEST_KEYS, type FormConfirmationEvent, type FormFlowEvent } from '../../forms';
import type { GamblerQuizEvent } from '../../gambler-quiz';
import type { HobbyGeneratorEvent } from '../../hobby-generator';
import type { ModalEvent } from '../../modal';
import type { MythsEvent } from '../../myths';
import type { NicknameGeneratorEvent } from '../../nickname-generator';
import { QUIZ_GAME_QUESTIONS_REQUEST_KEY, type QuizGameEvent } from '../../quiz-game';
import { SCROLL_GAME_REQUEST_KEYS, type ScrollGameEvent } from '../../scroll-game';

const tag = <T extends string>(type: T): fc.Arbitrary<{ readonly type: T }> => fc.constant({ type });

/** An option index: mostly valid ones, sometimes out of range. */
const option = fc.integer({ min: -1, max: 8 });

/** A timing scale: the offered ones and a few a host might get wrong. */
const timingScale = fc.constantFrom(1, 2, 5, 10, 0, 3, -1);

/**
 * A `response` event answering one of `keys`, with any status and body.
 *
 * @param keys - the request keys (or key prefixes, completed with a small round number)
 * @param body - the bodies to answer with (default: any JSON value)
 *
 * @public
 */
export function responses(
  keys: readonly string[],
  body: fc.Arbitrary<unknown> = fc.jsonValue(),
): fc.Arbitrary<ResponseEvent> {
  return fc.record({
    type: fc.constant('response' as const),
    key: fc.oneof(
      fc.constantFrom(...keys),
      fc.tuple(fc.constantFrom(...keys), fc.nat(3)).map(([k, n]) => `${k}${n}`),
    ),
    ok: fc.boolean(),
    status: fc.option(fc.constantFrom(200, 201, 204, 404, 422, 429, 500, 503)),
    body,
  });
}

/**
 * The arbitraries of each module's events, keyed by the module's export name.
 *
 * @public
 */
export interface EngineArbitraries {
  readonly gamblerQuiz: fc.Arbitrary<GamblerQuizEvent>;
  readonly quizGame: fc.Arbitrary<QuizGameEvent>;
  readonly scrollGame: fc.Arbitrary<ScrollGameEvent>;
  readonly calculator: fc.Arbitrary<CalculatorEvent>;
  readonly cardPicker: fc.Arbitrary<CardPickerEvent>;
  readonly myths: fc.Arbitrary<MythsEvent>;
  readonly modal: fc.Arbitrary<ModalEvent>;
  /** Every form flow's events (`formFlow`, `contactForm`, `registrationForm`, `emailFriendForm`). */
  readonly formFlow: fc.Arbitrary<FormFlowEvent>;
  readonly formConfirmation: fc.Arbitrary<FormConfirmationEvent>;
  readonly nicknameGenerator: fc.Arbitrary<NicknameGeneratorEvent>;
  readonly hobbyGenerator: fc.Arbitrary<HobbyGeneratorEvent>;
}

/**
 * One arbitrary per engine module, generating the events that module accepts.
 *
 * @public
 */
export const arbitraries: EngineArbitraries = {
  gamblerQuiz: fc.oneof(
    tag('takeQuiz'),
    tag('tryAgain'),
    option.map((o) => ({ type: 'answerSelected' as const, option: o })),
  ),
  quizGame: fc.oneof(
    tag('takeQuiz'),
    tag('tryAgain'),
    option.map((answer) => ({ type: 'answerSelected' as const, option: answer })),
    timingScale.map((scale) => ({ type: 'timingScaleChosen' as const, scale })),
    responses([QUIZ_GAME_QUESTIONS_REQUEST_KEY]),
  ),
  scrollGame: fc.oneof(
    tag('start'),
    tag('giveUp'),
    tag('tryAgain'),
    fc.integer({ min: -20, max: 200 }).map((delta) => ({ type: 'wheel' as const, delta })),
    fc
      .constantFrom('ArrowDown', 'PageDown', 'Escape', 'ArrowUp', 'a')
      .map((key) => ({ type: 'keyDown' as const, key })),
    fc.integer({ min: -300, max: 2000 }).map((distance) => ({ type: 'pan' as const, distance })),
    timingScale.map((scale) => ({ type: 'timingScaleChosen' as const, scale })),
    responses(Object.values(SCROLL_GAME_REQUEST_KEYS)),
  ),
  calculator: fc.oneof(
    tag('start'),
    tag('back'),
    tag('startAgain'),
    fc
      .constantFrom('weekly' as const, 'monthly' as const, 'yearly' as const)
      .map((period) => ({ type: 'periodSelected' as const, period })),
    fc
      .oneof(
        fc.constantFrom(...CALCULATOR_GAMES.games.map((g) => g.slug)),
        fc.constantFrom(...CALCULATOR_ANY_GAME_AMOUNTS, ...CALCULATOR_FREQUENCIES, 3),
      )
      .map((value) => ({ type: 'answerSelected' as const, option: value })),
  ),
  cardPicker: fc.oneof(
    fc.constantFrom(...CARD_PICKER_SLUGS).map((slug) => ({ type: 'cardSelected' as const, slug })),
    fc.constantFrom(...CARD_PICKER_SLUGS).map((slug) => ({ type: 'ctaClicked' as const, slug })),
    fc.constantFrom(...CARD_PICKER_SLUGS).map((slug) => ({ type: 'videoClicked' as const, slug })),
    fc
      .constantFrom('left' as const, 'right' as const)
      .map((direction) => ({ type: 'swiped' as const, direction })),
    fc
      .constantFrom('mobile' as const, 'shuffle' as const)
      .map((layout) => ({ type: 'layoutChanged' as const, layout })),
  ),
  myths: fc.oneof(
    fc.integer({ min: -1, max: 6 }).map((card) => ({ type: 'cardFlipped' as const, card })),
    tag('tickerPaused'),
    tag('tickerResumed'),
    tag('tickerNext'),
    tag('tickerPrevious'),
  ),
  modal: fc.oneof(
    fc.stringMatching(/^[0-9]{1,10}$/).map((vimeoId) => ({ type: 'videoRequested' as const, vimeoId })),
    tag('closeRequested'),
    tag('frameMissing'),
    tag('playerLoaded'),
    tag('playerFailed'),
  ),
  formFlow: fc.oneof(
    fc.record({
      type: fc.constant('fieldChanged' as const),
      name: fc.constantFrom('email', 'first_name', 'dob', 'zip', 'terms', 'other'),
      value: fc.oneof(fc.string({ maxLength: 20 }), fc.boolean(), fc.integer()),
    }),
    tag('submit'),
    tag('messageClosed'),
    tag('reset'),
    tag('retry'),
    fc
      .dictionary(fc.constantFrom('email', 'first_name', 'dob'), fc.string({ maxLength: 10 }))
      .map((errors) => ({ type: 'errorsReceived' as const, errors })),
    responses(Object.values(FORMS_REQUEST_KEYS)),
  ),
  formConfirmation: fc.oneof(
    fc
      .constantFrom('registration', 'email-friend', 'contact', 'other')
      .map((formType) => ({ type: 'submitted' as const, formType })),
    tag('closed'),
  ),
  nicknameGenerator: fc.oneof(
    tag('start'),
    tag('randomName'),
    tag('tryAgain'),
    option.map((o) => ({ type: 'answerSelected' as const, option: o })),
  ),
  hobbyGenerator: fc.oneof(
    tag('start'),
    tag('tryAgain'),
    option.map((o) => ({ type: 'answerSelected' as const, option: o })),
  ),
};

/**
 * Options of {@link timed}.
 *
 * @public
 */
export interface TimedOptions {
  /** The longest gap between two events (default 2000 ms). */
  readonly maxGapMs?: Millis;
  /** The most events (default 40). */
  readonly maxLength?: number;
  /** The time of the first event's earliest moment (default 0). */
  readonly start?: Millis;
}

/**
 * Arrays of events stamped with increasing times, ready for `runEvents`.
 *
 * @param events - the arbitrary of one event (e.g. `arbitraries.quizGame`)
 * @param options - see {@link TimedOptions}
 *
 * @public
 */
export function timed<E extends { readonly type: string }>(
  events: fc.Arbitrary<E>,
  options: TimedOptions = {},
): fc.Arbitrary<ModuleEvent<E>[]> {
  const { maxGapMs = 2000, maxLength = 40, start = 0 } = options;
  return fc.array(fc.tuple(events, fc.integer({ min: 0, max: maxGapMs })), { maxLength }).map((list) => {
    let at = start;
    return list.map(([event, gap]) => {
      at += gap;
      return { ...event, at };
    });
  });
}
