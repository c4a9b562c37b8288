import type { REGISTRATION_FIELDS, RegistrationShirtSize } from '@play-smart/engine';

/** A registration field's name. */
export type RegistrationFieldName = (typeof REGISTRATION_FIELDS)[number];

/**
 * Everything the free-shirt sign-up says, in one locale (site/content/en/registration.ts). The shared
 * form words (banner, failures, 'Optional', 'Select One') are the FormWords.
 */
export interface RegistrationWords {
  /** 'Free Shirt!'. */
  readonly title: string;
  /** The intro: while supplies last, all required unless noted, Ohio only, 18 or older. */
  readonly intro: readonly string[];
  /** The visible label of each field but the opt-in (whose label holds a link). */
  readonly labels: Readonly<Record<Exclude<RegistrationFieldName, 'opt_in'>, string>>;
  /** Shown under the date of birth's label: the format to type. */
  readonly dobHint: string;
  /** The opt-in's label around its link to the privacy policy. */
  readonly optIn: { readonly before: string; readonly link: string; readonly after: string };
  readonly submit: string;
  /** Shown once the form is sent: 'Thanks. We've received your submission.' */
  readonly success: string;
  /** Each shirt size's label, by the value the engine sends, e.g. '2XL' for `xxl`. */
  readonly shirtSizes: Readonly<Record<RegistrationShirtSize, string>>;
  /** Said after the thank-you. */
  readonly successNext: string;
  /** Under the thank-you: brings back an empty form, for another person in the household. */
  readonly another: string;
  /** The accessible name of reCAPTCHA's hidden response field. */
  readonly botCheckLabel: string;
  /**
   * The page when no shirts can be had: kind words and where to go instead. Its `games` and `help`
   * links are also the way on from the thank-you.
   */
  readonly unavailable: {
    readonly title: string;
    readonly text: string;
    readonly games: string;
    readonly help: string;
  };
  readonly privacyPath: string;
  readonly gamesPath: string;
  readonly helpPath: string;
}
