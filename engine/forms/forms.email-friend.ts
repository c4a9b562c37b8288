import { FORMS_TEXT_INPUT_MAX_LENGTH } from './forms.constants';
import { validateFormFields } from './forms.rules';
import type { FormsFieldValues, FormsRuleError, FormsRuleStrings } from './forms.types';

/**
 * The email-a-friend rules: the address is required and valid.
 *
 * @public
 */
export const EMAIL_FRIEND_RULES: FormsRuleStrings = {
  email: `required|email|max:${FORMS_TEXT_INPUT_MAX_LENGTH}`,
};

/**
 * The email-a-friend defaults: one empty field (it can be reset to empty).
 *
 * @public
 */
export const EMAIL_FRIEND_DEFAULTS: FormsFieldValues = { email: '' };

/**
 * Validates the email-a-friend form. Never throws.
 *
 * @param fields - the field values (or the request body); anything is accepted
 * @returns `{ email: error }` when invalid; empty when valid
 * @example
 * ```ts
 * import { validateEmailFriend } from '@play-smart/engine/forms';
 * validateEmailFriend({ email: '' });            // { email: { code: 'required' } }
 * validateEmailFriend({ email: 'pal@example' }); // { email: { code: 'invalid-email' } }
 * ```
 *
 * @public
 */
export function validateEmailFriend(fields: unknown): Record<string, FormsRuleError> {
  return validateFormFields(fields, EMAIL_FRIEND_RULES);
}
