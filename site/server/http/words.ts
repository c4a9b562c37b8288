import * as emailEn from '../../content/en/email-message';
import * as formsEn from '../../content/en/forms';
import * as emailEs from '../../content/es/email-message';
import * as formsEs from '../../content/es/forms';
import type { Locale, Words } from '../../locale';

/** The forms' messages in each language: the server answers a form in the language of its page. */
export const FORMS_WORDS: Readonly<Record<Locale, Words<typeof formsEn>>> = { en: formsEn, es: formsEs };

/** The email-a-friend message's words in each language. */
export const EMAIL_WORDS: Readonly<Record<Locale, typeof emailEn>> = { en: emailEn, es: emailEs };
