import { FORMS_MESSAGES, FORMS_REQUIRED_COPY, FORMS_SELECT_EMPTY_LABEL } from '../../../engine';
import type { FormWords } from '../../../views/forms';

/** The words every form shares, in English. Spec strings come from the engine's constants. */
export const FORM_WORDS: FormWords = {
  errorBanner: FORMS_MESSAGES.errorBanner,
  failures: {
    rejected: 'Please correct the fields marked below, then send the form again.',
    conflict: 'Sorry, all the free shirts have been given away. Thank you for wanting one.',
    'rate-limited':
      'That was several tries in a short time, so we paused this form for a moment. Wait a minute, then send it again. Your answers are still here.',
    refused: 'We could not accept the form this time. Please send it again.',
    unavailable:
      'Something went wrong on our side. Your answers are still here: please try again in a few minutes.',
    'no-response':
      'We could not reach our server. Check your connection, then try again. Your answers are still here.',
    'bot-check':
      'We could not run the check that keeps robots out of this form. Check your connection (and that nothing blocks Google reCAPTCHA), then send the form again.',
  },
  retry: 'Try again',
  sending: 'Sending…',
  optional: FORMS_REQUIRED_COPY,
  selectEmpty: FORMS_SELECT_EMPTY_LABEL,
};
