import { FORMS_MESSAGES, FORMS_REQUIRED_COPY, REGISTRATION_SHIRT_SIZES } from './forms.constants';
import { firstFormErrorField } from './forms.rules';
import type { FormConfirmationState, FormFlowFailure, FormFlowState, FormFlowStatus } from './forms.types';

function hasOwn(record: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(record, key);
}

/**
 * The form's stage.
 *
 * @param state - a form flow's state
 * @returns idle, processing, success or errors
 */
export function selectFormStatus(state: FormFlowState): FormFlowStatus {
  return state.status;
}

/**
 * Whether the form is sending; SEND is disabled meanwhile (SPEC.md section 5).
 *
 * @param state - a form flow's state
 * @returns true while processing
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
 */
export function selectFormFailure(state: FormFlowState): FormFlowFailure | null {
  return state.failure;
}

/**
 * Whether the fields were sent and no answer came: the form stays processing (SPEC.md section 4) until
 * the visitor retries (the `retry` event) or resets.
 *
 * @param state - a form flow's state
 * @returns true while waiting for a retry
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
 */
export function selectFormFieldValue(state: FormFlowState, field: string): string {
  return hasOwn(state.fields, field) ? (state.fields[field] ?? '') : '';
}

/**
 * The inline error under a field (SPEC.md section 5: looked up by field name in the error bag).
 *
 * @param state - a form flow's state
 * @param field - the field's name
 * @returns the message, or null when the field has none
 */
export function selectFormFieldError(state: FormFlowState, field: string): string | null {
  return hasOwn(state.errors, field) ? (state.errors[field] ?? null) : null;
}

/**
 * The first field with an error, in form order.
 *
 * @param state - a form flow's state
 * @returns the field's name, or null
 */
export function selectFormFirstErrorField(state: FormFlowState): string | null {
  return firstFormErrorField(state.errors, [
    ...Object.keys(state.config.fields),
    ...Object.keys(state.rules),
  ]);
}

/**
 * The error banner (SPEC.md section 8): 'Oops! There are some errors.' while the form shows errors.
 *
 * @param state - a form flow's state
 * @returns the banner text, or null when no banner shows
 */
export function selectFormErrorBanner(state: FormFlowState): string | null {
  return state.status === 'errors' ? FORMS_MESSAGES.errorBanner : null;
}

/**
 * The form's own success message after a successful submission (registration: 'Thanks. We've received
 * your submission.'; email-a-friend: 'Congrats! You've given your friend some hope.').
 *
 * @param state - a form flow's state
 * @returns the message, or null when none shows
 */
export function selectFormSuccessMessage(state: FormFlowState): string | null {
  return state.status === 'success' ? state.config.successMessage : null;
}

/**
 * Whether a field is required, so the view knows whether to add the optional suffix to its label.
 *
 * @param state - a form flow's state
 * @param field - the field's name
 * @returns true when the field has a `required` or `checked` rule
 */
export function selectFormFieldIsRequired(state: FormFlowState, field: string): boolean {
  const rules = hasOwn(state.rules, field) ? (state.rules[field] ?? []) : [];
  return rules.some((rule) => rule.name === 'required' || rule.name === 'checked');
}

/**
 * A field's label as shown: an optional field gets the required copy in parentheses (SPEC.md section 5).
 *
 * @param label - the field's label
 * @param isRequired - whether the field is required
 * @param requiredCopy - the suffix, default 'Optional'
 * @returns e.g. 'Address line 2 (Optional)'
 */
export function formsLabelText(
  label: string,
  isRequired: boolean,
  requiredCopy: string = FORMS_REQUIRED_COPY,
): string {
  return isRequired ? label : `${label} (${requiredCopy})`;
}

/**
 * A shirt size's label (SPEC.md section 3).
 *
 * @param value - the size's value, e.g. `xxl`
 * @returns the label, e.g. '2XL', or null for an unknown size
 */
export function registrationShirtSizeLabel(value: string): string | null {
  return REGISTRATION_SHIRT_SIZES.find((size) => size.value === value)?.label ?? null;
}

/**
 * The confirmation overlay's message.
 *
 * @param state - the overlay's state
 * @returns the configured message of the form type that opened it, or null when hidden
 */
export function selectFormConfirmationMessage(state: FormConfirmationState): string | null {
  const { openFor, config } = state;
  if (openFor === null || !hasOwn(config.messages, openFor)) return null;
  return config.messages[openFor] ?? null;
}
