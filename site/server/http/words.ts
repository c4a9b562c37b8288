import * as emailEn from '../../content/en/email-message';
import * as formsEn from '../../content/en/forms';
import * as emailEs from '../../content/es/email-message';
import * as formsEs from '../../content/es/forms';
import type { Locale, Words } from '../../routing/locale';
import type { ApiErrorBody } from './errors';

/** The forms' messages in each language: the server answers a form in the language of its page. */
export const FORMS_WORDS: Readonly<Record<Locale, Words<typeof formsEn>>> = { en: formsEn, es: formsEs };

/** The email-a-friend message's words in each language. */
export const EMAIL_WORDS: Readonly<Record<Locale, typeof emailEn>> = { en: emailEn, es: emailEs };

/**
 * A form's 422 or 409 body in a language: the forms' error banner and each field's one message.
 *
 * @param errors - a message per field
 * @param locale - the page's language
 */
export function formError(errors: Readonly<Record<string, string>>, locale: Locale): ApiErrorBody {
  return {
    message: FORMS_WORDS[locale].FORMS_MESSAGES.errorBanner,
    errors: Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]])),
  };
}
