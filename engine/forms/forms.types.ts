import type { ResponseEvent } from '../core/effects';

/**
 * The rules of the contact-form rule language. `required`, `email`, `checked` and
 * `date` come from the spec; `max` (at most N characters) and `in` (one of a comma-separated list) are
 * additions so the registration form and the server can say everything in one language.
 *
 * @public
 */
export type FormsRuleName = 'required' | 'email' | 'checked' | 'date' | 'max' | 'in';

/**
 * One parsed rule: `date:MM/DD/Y` becomes `{ name: 'date', param: 'MM/DD/Y' }`.
 *
 * @public
 */
export interface FormsRule {
  /** Which rule. */
  readonly name: FormsRuleName;
  /** The text after the first ':', or null when the rule has no parameter. */
  readonly param: string | null;
}

/**
 * Rule strings per field, e.g. `{ email: 'required|email' }`. Field order is the order errors are focused.
 *
 * @public
 */
export type FormsRuleStrings = Readonly<Record<string, string>>;

/**
 * Parsed rules per field.
 *
 * @public
 */
export type FormsParsedRules = Readonly<Record<string, readonly FormsRule[]>>;

/**
 * Why a field failed a rule, one code per rule: `required` (empty), `invalid-email` (not an address),
 * `unchecked` (a box that has to be ticked is not), `invalid-date` (not a real day in the rule's format),
 * `too-long` (more characters than the rule's maximum), `not-a-choice` (not one of the listed values).
 *
 * @public
 */
export type FormsRuleErrorCode =
  'required' | 'invalid-email' | 'unchecked' | 'invalid-date' | 'too-long' | 'not-a-choice';

/**
 * A field that failed one of the rules: the front-end words it from the field and the code.
 *
 * @public
 */
export interface FormsRuleError {
  readonly code: FormsRuleErrorCode;
  /** For `too-long`: the most characters allowed. */
  readonly max?: number;
}

/**
 * A field error the server sent: already in words, as the server wrote them.
 *
 * @public
 */
export interface FormsServerError {
  readonly code: 'server';
  readonly message: string;
}

/**
 * Why a field is in error: a rule's code, or the server's message.
 *
 * @public
 */
export type FormsFieldError = FormsRuleError | FormsServerError;

/**
 * Field errors: one per field that failed. An empty record means valid.
 *
 * @public
 */
export type FormsErrors = Readonly<Record<string, FormsFieldError>>;

/**
 * A form's field values, as the form holds them: always strings (a checkbox holds '1' or '0').
 *
 * @public
 */
export type FormsFieldValues = Readonly<Record<string, string>>;

/**
 * What a view may send as a field's new value. Booleans are checkboxes: true is '1', false is '0'
 * (the opt_in checkbox).
 *
 * @public
 */
export type FormsFieldInput = string | number | boolean;

/**
 * A day on the calendar, as plain numbers (month 1-12, day 1-31). Used instead of the Date global.
 *
 * @public
 */
export interface FormsCalendarDate {
  /** The full year, e.g. 2001. */
  readonly year: number;
  /** The month, 1 (January) to 12. */
  readonly month: number;
  /** The day of the month, from 1. */
  readonly day: number;
}

/**
 * Where focus goes when a submission has errors: the first field with an error, or the alert banner.
 *
 * @public
 */
export type FormFlowErrorFocus = 'field' | 'alert';

/**
 * The configuration of a form flow: which form it is, what it sends where, and how it validates.
 *
 * @public
 */
export interface FormFlowConfig {
  /** The form's name, used to address server errors and in the `form:submitted` event. */
  readonly formType: string;
  /** The path the fields are POSTed to. */
  readonly url: string;
  /** The fields and their default values; a reset restores them. */
  readonly fields: FormsFieldValues;
  /** Rule strings per field (the contact-form rule language). */
  readonly rules: FormsRuleStrings;
  /** Whether a bot-check token is obtained before sending (the contact form). */
  readonly botCheck: boolean;
  /** Where focus goes on errors. */
  readonly errorFocus: FormFlowErrorFocus;
  /** Whether the root event `form:message:close` clears every field (the contact form). */
  readonly clearOnMessageClose: boolean;
  /** Whether the form shows a success message of its own once sent (its words are the front-end's). */
  readonly showsSuccess: boolean;
  /** How the fields travel: JSON (the site's API forms) or multipart form data (the generic form). */
  readonly encoding: 'json' | 'multipart';
  /** Whether a `dob` field is converted from MM/DD/YYYY to YYYY-MM-DD in the request body. */
  readonly convertDob: boolean;
}

/**
 * The flow's stages: idle, processing while sending (the bot check
 * included), success, or errors (a validation failure or a failed response).
 *
 * @public
 */
export type FormFlowStatus = 'idle' | 'processing' | 'success' | 'errors';

/**
 * Which request the flow is waiting for while processing.
 *
 * @public
 */
export type FormFlowPending = 'botcheck' | 'submit';

/**
 * Why the last submission did not go through, so a view can say it in words: the server refused the
 * fields (`rejected`, e.g. 422), the resource ran out (`conflict`, 409), too many tries (`rate-limited`,
 * 429), the bot check judged the submission not a person's (`not-human`, 403 with the reason
 * `API_REFUSAL_BOT_CHECK`), the request was refused for another reason (`refused`, 403), the server cannot do it for a moment and asks to try
 * again soon (`busy`, 503: its database restarting, the mail relay or the bot check out of reach), the
 * server failed (`unavailable`, any other 5xx), nothing answered (`no-response`), or no bot-check token
 * could be obtained (`bot-check`).
 *
 * @public
 */
export type FormFlowFailure =
  | 'rejected'
  | 'conflict'
  | 'rate-limited'
  | 'not-human'
  | 'refused'
  | 'busy'
  | 'unavailable'
  | 'no-response'
  | 'bot-check';

/**
 * A form flow's state: plain data.
 *
 * @public
 */
export interface FormFlowState {
  /** The full configuration. */
  readonly config: FormFlowConfig;
  /** The rules, parsed once at init. */
  readonly rules: FormsParsedRules;
  /** The current stage. */
  readonly status: FormFlowStatus;
  /** The current field values. */
  readonly fields: FormsFieldValues;
  /** The current field errors. */
  readonly errors: FormsErrors;
  /** The request being waited for, or null. */
  readonly pending: FormFlowPending | null;
  /** Why the last submission failed; null after a validation failure, a success or while idle. */
  readonly failure: FormFlowFailure | null;
  /**
   * With a `rate-limited` or `busy` failure, the seconds the server asked to wait before sending again
   * (its `Retry-After`), when it said; null otherwise.
   */
  readonly retryAfterS: number | null;
}

/**
 * What can happen to a form.
 *
 * @public
 */
export type FormFlowEvent =
  | {
      /** The visitor changed a field; editing a field clears its error. */
      readonly type: 'fieldChanged';
      /** The field's name. */
      readonly name: string;
      /** The new value; a checkbox sends a boolean. */
      readonly value: FormsFieldInput;
    }
  | {
      /** The visitor submitted the form. */
      readonly type: 'submit';
    }
  /** A request the flow asked for came back (the bot-check token or the submission's answer). */
  | ResponseEvent
  | {
      /** Field errors arrived from elsewhere (the root event `form:errors:{formType}`). */
      readonly type: 'errorsReceived';
      /** The errors, `{ field: string | string[] }`; anything else is ignored. */
      readonly errors: unknown;
    }
  | {
      /** The root event `form:message:close` arrived; the contact form clears its fields. */
      readonly type: 'messageClosed';
    }
  | {
      /** Restore the defaults. */
      readonly type: 'reset';
    }
  | {
      /**
       * Send again after no response arrived (the fields are kept). Applies only in that state: it is
       * how a visitor leaves the processing stage a lost answer leaves on without losing their input.
       */
      readonly type: 'retry';
    };

/**
 * The configuration of the form-confirmation overlay.
 *
 * @public
 */
export interface FormConfirmationConfig {
  /** The message to show per form type; form types without one never open the overlay. */
  readonly messages: Readonly<Record<string, string>>;
}

/**
 * The form-confirmation overlay's state: plain data.
 *
 * @public
 */
export interface FormConfirmationState {
  /** The full configuration. */
  readonly config: FormConfirmationConfig;
  /** The form type whose message is showing, or null when the overlay is hidden. */
  readonly openFor: string | null;
}

/**
 * What can happen to the form-confirmation overlay.
 *
 * @public
 */
export type FormConfirmationEvent =
  | {
      /** A form was submitted (the root event `form:submitted`). */
      readonly type: 'submitted';
      /** The submitted form's type. */
      readonly formType: string;
    }
  | {
      /** The visitor pressed Close. */
      readonly type: 'closed';
    };

/**
 * One shirt size, as sent; the front-end shows its label.
 *
 * @public
 */
export type RegistrationShirtSize = 'sm' | 'md' | 'lg' | 'xl' | 'xxl' | 'xxxl' | 'xxxxl';
