import { API_CONTACT_PATH } from '../contract/contract.http';
import { FORMS_TEXT_INPUT_MAX_LENGTH } from './forms.constants';
import { validateFormFields } from './forms.rules';
import type { FormsFieldValues, FormsRuleError, FormsRuleStrings } from './forms.types';

/**
 * The contact endpoint.
 *
 * @public
 */
export const CONTACT_FORM_API_PATH = API_CONTACT_PATH;

/**
 * Why a visitor writes: an accessibility barrier, a question about the site, or a request to delete the
 * sign-up they sent. The front-end words each; the server stores the code.
 *
 * @public
 */
export const CONTACT_FORM_TOPICS = ['accessibility', 'question', 'delete-my-data'] as const;

/**
 * One of {@link CONTACT_FORM_TOPICS}.
 *
 * @public
 */
export type ContactFormTopic = (typeof CONTACT_FORM_TOPICS)[number];

/**
 * The contact fields in form order.
 *
 * @public
 */
export const CONTACT_FORM_FIELDS = ['topic', 'name', 'email', 'message'] as const;

/**
 * The longest message accepted, in characters: room for a barrier described step by step, yet a bound
 * on what one request can store.
 *
 * @public
 */
export const CONTACT_FORM_MESSAGE_MAX_LENGTH = 2000;

/**
 * The contact rules: every field is required, the topic is one of the three, the address is valid.
 *
 * @public
 */
export const CONTACT_FORM_RULES: FormsRuleStrings = {
  topic: `required|in:${CONTACT_FORM_TOPICS.join(',')}`,
  name: `required|max:${FORMS_TEXT_INPUT_MAX_LENGTH}`,
  email: `required|email|max:${FORMS_TEXT_INPUT_MAX_LENGTH}`,
  message: `required|max:${CONTACT_FORM_MESSAGE_MAX_LENGTH}`,
};

/**
 * The contact defaults: every field empty, so Close after a message leaves a blank form.
 *
 * @public
 */
export const CONTACT_FORM_FIELD_DEFAULTS: FormsFieldValues = { topic: '', name: '', email: '', message: '' };

/**
 * Validates the contact form, as the browser and the server both run it. Never throws.
 *
 * @param fields - the field values (or the request body); anything is accepted
 * @returns one error per failing field; empty when valid
 * @example
 * ```ts
 * import { validateContactForm } from '@play-smart/engine/forms';
 * validateContactForm({ topic: 'question', name: 'Sam', email: 'sam@example', message: 'Hi' });
 * // { email: { code: 'invalid-email' } }
 * ```
 *
 * @public
 */
export function validateContactForm(fields: unknown): Record<string, FormsRuleError> {
  return validateFormFields(fields, CONTACT_FORM_RULES);
}
