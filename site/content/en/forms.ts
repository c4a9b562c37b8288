import type { FormsRuleError } from '@play-smart/engine';
import type { FormWords } from '../../../views/forms';

/** The forms' visitor-facing messages in English (the banner and the two success messages are the spec's). */
export const FORMS_MESSAGES = {
  /** The banner on a registration or email-a-friend error. */
  errorBanner: 'Oops! There are some errors.',
  /** An address that is not a valid e-mail address. */
  validEmail: 'Valid email is required.',
  /** Registration success. */
  registrationSuccess: "Thanks. We've received your submission.",
  /** Email-a-friend success. */
  emailFriendSuccess: "Congrats! You've given your friend some hope.",
  /** Contact form success, in the confirmation overlay. */
  contactSuccess: "Thanks. We've received your message.",
  /** The note under the email-a-friend form. */
  emailFriendNote: 'No email addresses are stored.',
} as const;

/**
 * The registration's own messages. The first three are fixed by the product spec; the rest are the
 * project's own wording, and the last two are for the checks only the server makes.
 */
export const REGISTRATION_MESSAGES = {
  /** dob missing. */
  dobRequired: 'Date of birth is required.',
  /** dob not a real MM/DD/YYYY date. */
  dobInvalid: 'Date of birth must have a valid date.',
  /** opt_in unchecked. */
  optInRequired: 'You must agree to the privacy policy.',
  /** ZIP missing. */
  postalCodeRequired: 'ZIP code is required.',
  /** ZIP longer than 5 characters. */
  postalCodeTooLong: 'ZIP code must be 5 characters or fewer.',
  /** The state is not Ohio. */
  stateNotOhio: 'Shirts can only be sent to Ohio addresses.',
  /** The shirt size is not one of the seven. */
  shirtSizeUnknown: 'Choose one of the shirt sizes.',
  /** Server check: younger than 18. */
  tooYoung: 'You must be at least 18 years old to request a shirt.',
  /** Server check: not an Ohio ZIP code. */
  notOhioZip: 'Enter an Ohio ZIP code. Shirts are for Ohio residents only.',
} as const;

/** The contact form's topic left unchosen (or not one of the three). */
const CONTACT_TOPIC_MESSAGE = 'Choose what your message is about.';

/** The fields whose errors have words of their own, by the engine's error code. */
const FIELD_MESSAGES: Readonly<Record<string, Partial<Record<FormsRuleError['code'], string>>>> = {
  dob: { required: REGISTRATION_MESSAGES.dobRequired, 'invalid-date': REGISTRATION_MESSAGES.dobInvalid },
  opt_in: { unchecked: REGISTRATION_MESSAGES.optInRequired },
  postal_code: {
    required: REGISTRATION_MESSAGES.postalCodeRequired,
    'too-long': REGISTRATION_MESSAGES.postalCodeTooLong,
  },
  state: { 'not-a-choice': REGISTRATION_MESSAGES.stateNotOhio },
  shirt_size: { 'not-a-choice': REGISTRATION_MESSAGES.shirtSizeUnknown },
  // The contact form's topic is a choice of three, so "Topic is required." would not say what to do.
  topic: { required: CONTACT_TOPIC_MESSAGE, 'not-a-choice': CONTACT_TOPIC_MESSAGE },
};

/**
 * A field's name as people read it in a message: the first underscore becomes a space and the first letter
 * is capitalised, e.g. `first_name` becomes `First name`.
 *
 * @param field - the field's name
 */
export function formsFieldLabel(field: string): string {
  const spaced = field.replace('_', ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * The message of a field that failed a rule: the field's own words for the code when it has them,
 * otherwise the default sentence built from the field's name.
 *
 * @param field - the field's name
 * @param error - the engine's error
 */
export function formsErrorText(field: string, error: FormsRuleError): string {
  const own = Object.prototype.hasOwnProperty.call(FIELD_MESSAGES, field) ? FIELD_MESSAGES[field] : undefined;
  const custom = own?.[error.code];
  if (custom !== undefined) return custom;
  const label = formsFieldLabel(field);
  switch (error.code) {
    case 'required':
      return `${label} is required.`;
    case 'invalid-email':
      return FORMS_MESSAGES.validEmail;
    case 'unchecked':
      return `${label} must be checked`;
    case 'invalid-date':
      return `${label} needs to have a valid date`;
    case 'too-long':
      return `${label} must be ${error.max ?? ''} characters or fewer.`;
    case 'not-a-choice':
      return `${label} must be one of the choices offered.`;
  }
}

const SECONDS_PER_MINUTE = 60;
const MINUTES_PER_HOUR = 60;

/**
 * A wait of `seconds` (a Retry-After) in words, rounded up so that nobody who waits as long as it says
 * is refused again: 'a minute', '10 minutes', 'an hour', '24 hours'.
 */
export function waitWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / SECONDS_PER_MINUTE));
  if (minutes === 1) return 'a minute';
  if (minutes < MINUTES_PER_HOUR) return `${String(minutes)} minutes`;
  const hours = Math.ceil(minutes / MINUTES_PER_HOUR);
  return hours === 1 ? 'an hour' : `${String(hours)} hours`;
}

/**
 * A short wait of `seconds` (a 503's Retry-After) in words: the seconds themselves under a minute
 * ('30 seconds', '1 second'), else as {@link waitWords} says it.
 */
export function retryWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < SECONDS_PER_MINUTE) return whole === 1 ? '1 second' : `${String(whole)} seconds`;
  return waitWords(whole);
}

/** The words every form shares, in English. */
export const FORM_WORDS: FormWords = {
  errorBanner: FORMS_MESSAGES.errorBanner,
  fieldError: formsErrorText,
  failures: {
    rejected: 'Please correct the fields marked below, then send the form again.',
    conflict: 'Sorry, all the free shirts have been given away. Thank you for wanting one.',
    'rate-limited':
      'That was several tries in a short time, so we paused this form for a moment. Wait a minute, then send it again. Your answers are still here.',
    'not-human':
      'We could not confirm that a person sent this form, so it was not accepted. Your answers are still here: please send it again.',
    refused:
      'We could not accept the form this time: its security check did not match, which happens when cookies were cleared or blocked. Your answers are still here: please send it again.',
    busy: 'Our system is busy or restarting, so this was not sent. Your answers are still here: please try again in a minute.',
    unavailable:
      'Something went wrong on our side. Your answers are still here: please try again in a few minutes.',
    'no-response':
      'We could not reach our server. Check your connection, then try again. Your answers are still here.',
    'bot-check':
      'We could not run the check that keeps robots out of this form. Check your connection (and that nothing blocks Google reCAPTCHA), then send the form again.',
  },
  rateLimitedFor: (seconds) =>
    `That was several tries in a short time, so we paused this form for a while. Wait ${waitWords(seconds)}, then send it again. Your answers are still here.`,
  busyFor: (seconds) =>
    `Our system is busy or restarting, so this was not sent. Your answers are still here: please try again in ${retryWords(seconds)}.`,
  rejectedWhole:
    'We could not accept the form as it was sent. Your answers are still here: please send it again.',
  retry: 'Try again',
  sending: 'Sending…',
  optional: 'Optional',
  selectEmpty: 'Select One',
};

/** The answers of checks only the server can make (a form's own rules are the engine's). */
export const SERVER_MESSAGES = {
  duplicateEmail: 'A shirt has already been requested with this email address.',
  duplicatePerson: 'A shirt has already been requested for this person and address.',
  outOfStock: 'Sorry, all the free shirts have been given away.',
  badCharacters: (field: string) => `${formsFieldLabel(field)} contains characters we cannot accept.`,
};
