import type { FormFlowFailure, FormsRuleError } from '@play-smart/engine';

/**
 * The words every form on the site shares, in one locale (site/content/en/forms.ts). A form's own words
 * (labels, intro, success text) are in its view's words interface.
 */
export interface FormWords {
  /** 'Oops! There are some errors.'. */
  readonly errorBanner: string;
  /**
   * The inline message of a field that failed a rule, by the field's name and the engine's error code
   * (with its numbers, e.g. the maximum length), e.g. 'First name is required.'.
   */
  readonly fieldError: (field: string, error: FormsRuleError) => string;
  /** One sentence per reason a submission did not go through, saying what to do next. */
  readonly failures: Readonly<Record<FormFlowFailure, string>>;
  /**
   * The sentence of a 'rate-limited' submission when the server said how long to wait (its
   * Retry-After, in seconds): `failures['rate-limited']` says it without a length of time.
   */
  readonly rateLimitedFor: (seconds: number) => string;
  /**
   * The sentence of a 'busy' submission (a 503) when the server said how long to wait (its Retry-After,
   * in seconds): `failures.busy` says it without a length of time.
   */
  readonly busyFor: (seconds: number) => string;
  /**
   * The sentence of a 'rejected' submission whose answer marks no field (a 400, or a 422 about the
   * submission as a whole): `failures.rejected` speaks of the fields marked below.
   */
  readonly rejectedWhole: string;
  /** The button that sends again after no answer came. */
  readonly retry: string;
  /** The submit button's label while sending. */
  readonly sending: string;
  /** The suffix of an optional field's label, 'Optional'. */
  readonly optional: string;
  /** The empty choice of a dropdown, 'Select One'. */
  readonly selectEmpty: string;
}
