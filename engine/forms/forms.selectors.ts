import { firstFormErrorField } from './forms.rules';
import type {
  FormConfirmationState,
  FormFlowFailure,
  FormFlowState,
  FormFlowStatus,
  FormsFieldError,
} from './forms.types';

function hasOwn(record: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(record, key);
}

/**
 * The form's stage.
 *
 * @param state - a form flow's state
 * @returns idle, processing, success or errors
 *
 * @public
 */
export function selectFormStatus(state: FormFlowState): FormFlowStatus {
  return state.status;
}

/**
 * Whether the form is sending; SEND is disabled meanwhile.
 *
 * @param state - a form flow's state
 * @returns true while processing
 *
 * @public
 */
export function selectFormIsSending(state: FormFlowState): boolean {
  return state.status === 'processing';
}

/**
 * Why the last submission did not go through, so the view can say it in words (409 out of stock, 429 too
 * many tries, no answer at all...).
 *
 * @param state - a form flow's state
 * @returns the failure, or null when the form shows none (idle, sending, success, or a validation failure)
 *
 * @public
 */
export function selectFormFailure(state: FormFlowState): FormFlowFailure | null {
  return state.failure;
}

/**
 * With a `rate-limited` or `busy` failure, how many seconds the server asked the visitor to wait
 * before sending again (its `Retry-After`), or null when it did not say (or the failure is another).
 *
 * @param state - a form flow's state
 * @returns the seconds, or null
 *
 * @public
 */
export function selectFormRetryAfterS(state: FormFlowState): number | null {
  return state.retryAfterS;
}

/**
 * Whether the fields were sent and no answer came: the form stays processing until
 * the visitor retries (the `retry` event) or resets.
 *
 * @param state - a form flow's state
 * @returns true while waiting for a retry
 *
 * @public
 */
export function selectFormAwaitsRetry(state: FormFlowState): boolean {
  return state.status === 'processing' && state.pending === null;
}

/**
 * A field's current value.
 *
 * @param state - a form flow's state
 * @param field - the field's name
 * @returns the value, '' for a field the form does not hold
 *
 * @public
 */
export function selectFormFieldValue(state: FormFlowState, field: string): string {
  return hasOwn(state.fields, field) ? (state.fields[field] ?? '') : '';
}

/**
 * The inline error under a field (looked up by field name in the error bag).
 *
 * @param state - a form flow's state
 * @param field - the field's name
 * @returns the error (a rule's code, or the server's message), or null when the field has none
 *
 * @public
 */
export function selectFormFieldError(state: FormFlowState, field: string): FormsFieldError | null {
  return hasOwn(state.errors, field) ? (state.errors[field] ?? null) : null;
}

/**
 * The first field with an error, in form order.
 *
 * @param state - a form flow's state
 * @returns the field's name, or null
 *
 * @public
 */
export function selectFormFirstErrorField(state: FormFlowState): string | null {
  return firstFormErrorField(state.errors, [
    ...Object.keys(state.config.fields),
    ...Object.keys(state.rules),
  ]);
}

/**
 * Whether the error banner shows: while the form shows errors.
 *
 * @param state - a form flow's state
 * @returns true while the banner shows
 *
 * @public
 */
export function selectFormShowsErrorBanner(state: FormFlowState): boolean {
  return state.status === 'errors';
}

/**
 * Whether the form's own success message shows: after a successful submission, for a form that has one.
 *
 * @param state - a form flow's state
 * @returns true while the success message shows
 *
 * @public
 */
export function selectFormShowsSuccess(state: FormFlowState): boolean {
  return state.status === 'success' && state.config.showsSuccess;
}

/**
 * Whether a field is required, so the view knows whether to add the optional suffix to its label.
 *
 * @param state - a form flow's state
 * @param field - the field's name
 * @returns true when the field has a `required` or `checked` rule
 *
 * @public
 */
export function selectFormFieldIsRequired(state: FormFlowState, field: string): boolean {
  const rules = hasOwn(state.rules, field) ? (state.rules[field] ?? []) : [];
  return rules.some((rule) => rule.name === 'required' || rule.name === 'checked');
}

/**
 * The confirmation overlay's message.
 *
 * @param state - the overlay's state
 * @returns the configured message of the form type that opened it, or null when hidden
 *
 * @public
 */
export function selectFormConfirmationMessage(state: FormConfirmationState): string | null {
  const { openFor, config } = state;
  if (openFor === null || !hasOwn(config.messages, openFor)) return null;
  return config.messages[openFor] ?? null;
}
