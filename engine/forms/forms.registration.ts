import {
  FORMS_TEXT_INPUT_MAX_LENGTH,
  REGISTRATION_DOB_INPUT_FORMAT,
  REGISTRATION_DOB_SENT_FORMAT,
  REGISTRATION_FIELDS,
  REGISTRATION_OPT_IN_CHECKED,
  REGISTRATION_OPT_IN_UNCHECKED,
  REGISTRATION_POSTAL_CODE_MAX_LENGTH,
  REGISTRATION_SHIRT_SIZES,
  REGISTRATION_STATE,
} from './forms.constants';
import { validateFormFields } from './forms.rules';
import type { FormsFieldValues, FormsRuleError, FormsRuleStrings } from './forms.types';

/** A required text input: required and no longer than a text input allows. */
const TEXT = `required|max:${FORMS_TEXT_INPUT_MAX_LENGTH}`;

/** Builds the rules for a date of birth in a given format: as typed in the browser, or as sent. */
function registrationRulesFor(dobFormat: string): FormsRuleStrings {
  return {
    first_name: TEXT,
    last_name: TEXT,
    dob: `required|date:${dobFormat}`,
    address_1: TEXT,
    address_2: `max:${FORMS_TEXT_INPUT_MAX_LENGTH}`,
    city: TEXT,
    state: `required|in:${REGISTRATION_STATE}`,
    postal_code: `required|max:${REGISTRATION_POSTAL_CODE_MAX_LENGTH}`,
    email: `required|email|max:${FORMS_TEXT_INPUT_MAX_LENGTH}`,
    opt_in: `checked:${REGISTRATION_OPT_IN_CHECKED}`,
    shirt_size: `required|in:${REGISTRATION_SHIRT_SIZES.join(',')}`,
  };
}

/**
 * The registration rules in the rule language, date of birth as typed (MM/DD/YYYY):
 * every field required except address_2; dob a real date; ZIP at most 5 characters; a valid e-mail;
 * opt_in checked; a known shirt size; state Ohio; text inputs at most 255 characters.
 *
 * @public
 */
export const REGISTRATION_RULES: FormsRuleStrings = registrationRulesFor(REGISTRATION_DOB_INPUT_FORMAT);

/**
 * The same rules with the date of birth as sent (YYYY-MM-DD): what the server checks.
 *
 * @public
 */
export const REGISTRATION_PAYLOAD_RULES: FormsRuleStrings = registrationRulesFor(
  REGISTRATION_DOB_SENT_FORMAT,
);

/**
 * The registration form's defaults, which a reset restores: state Ohio, opt_in
 * unchecked ('0', the value an unchecked box sends), every other field empty.
 *
 * @public
 */
export const REGISTRATION_DEFAULTS: FormsFieldValues = Object.fromEntries(
  REGISTRATION_FIELDS.map((field) => [
    field,
    field === 'state' ? REGISTRATION_STATE : field === 'opt_in' ? REGISTRATION_OPT_IN_UNCHECKED : '',
  ]),
);

/**
 * Validates a registration as typed in the browser (dob as MM/DD/YYYY). Never throws.
 *
 * @param fields - the field values; anything is accepted
 * @returns one error per failing field; empty means valid
 * @example
 * ```ts
 * import { REGISTRATION_DEFAULTS, validateRegistration } from '@play-smart/engine/forms';
 * validateRegistration({ ...REGISTRATION_DEFAULTS }).dob; // { code: 'required' }
 * ```
 *
 * @public
 */
export function validateRegistration(fields: unknown): Record<string, FormsRuleError> {
  return validateFormFields(fields, REGISTRATION_RULES);
}

/**
 * Validates a registration as received by the server (dob already converted to YYYY-MM-DD). The server
 * adds what only it can check: {@link formsIsAdult}, {@link formsIsOhioZip}, duplicates and stock. Never throws.
 *
 * @param fields - the request body; anything is accepted
 * @returns one error per failing field; empty means valid
 *
 * @public
 */
export function validateRegistrationPayload(fields: unknown): Record<string, FormsRuleError> {
  return validateFormFields(fields, REGISTRATION_PAYLOAD_RULES);
}
