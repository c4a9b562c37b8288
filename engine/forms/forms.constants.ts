import { API_EMAIL_FRIEND_PATH, API_REGISTER_PATH } from '../contract/contract.http';
import type { RegistrationShirtSize } from './forms.types';

/**
 * A text input's default maximum length in characters.
 *
 * @public
 */
export const FORMS_TEXT_INPUT_MAX_LENGTH = 255;

/**
 * A text area's default maximum length in characters.
 *
 * @public
 */
export const FORMS_TEXT_AREA_MAX_LENGTH = 500;

/**
 * A text area's default number of rows.
 *
 * @public
 */
export const FORMS_TEXT_AREA_ROWS = 5;

/**
 * The `checked` rule's default parameter: a checked box holds 1.
 *
 * @public
 */
export const FORMS_CHECKED_DEFAULT = '1';

/**
 * The `date` rule's default format. Tokens: `Y` or `YYYY` a 4-digit year,
 * `MM` a 2-digit month, `M` a 1- or 2-digit month, `DD` a 2-digit day, `D` a 1- or 2-digit day; any
 * other non-letter character must appear as it is.
 *
 * @public
 */
export const FORMS_DEFAULT_DATE_FORMAT = 'Y-MM-DD';

/**
 * The convention for asking the host for a bot-check token without a new effect type: a `request`
 * effect whose URL starts with this prefix is the reCAPTCHA call, with the action named after the prefix.
 * The host answers with a `response` event whose body is the token string.
 *
 * @public
 */
export const FORMS_BOTCHECK_URL_PREFIX = 'botcheck:';

/**
 * The bot-check action name.
 *
 * @public
 */
export const FORMS_BOTCHECK_ACTION = 'contactform';

/**
 * The bot check's label set-up: the host looks for reCAPTCHA's response field up to
 * this many times...
 *
 * @public
 */
export const FORMS_BOTCHECK_LABEL_RETRIES = 20;

/**
 * ...this many milliseconds apart...
 *
 * @public
 */
export const FORMS_BOTCHECK_LABEL_RETRY_MS = 500;

/**
 * ...and labels it this many milliseconds after finding it.
 *
 * @public
 */
export const FORMS_BOTCHECK_LABEL_APPLY_MS = 300;

/**
 * The field the bot-check token is stored in before sending.
 *
 * @public
 */
export const FORMS_BOTCHECK_TOKEN_FIELD = 'g-recaptcha-response';

/**
 * The keys of the requests a form flow makes; the answers come back as `response` events with them.
 *
 * @public
 */
export const FORMS_REQUEST_KEYS = {
  /** The bot-check token request. */
  botcheck: 'botcheck',
  /** The form submission. */
  submit: 'submit',
} as const;

/**
 * Focus targets a form flow asks for besides `forms:field:<name>` (see {@link formsFieldFocusTarget}).
 *
 * @public
 */
export const FORMS_FOCUS = {
  /** The error alert (email-a-friend errors; any failure without field errors). */
  alert: 'forms:alert',
  /** The success message, once a form with one has been sent. */
  success: 'forms:success',
} as const;

/**
 * The prefix of a field's focus target: the view marks the input of field `email` as `forms:field:email`.
 *
 * @public
 */
export const FORMS_FIELD_FOCUS_PREFIX = 'forms:field:';

/**
 * The form types, used to address server errors and in `form:submitted`.
 *
 * @public
 */
export const FORMS_TYPES = {
  /** The free-shirt registration form. */
  registration: 'registration',
  /** The email-a-friend form. */
  emailFriend: 'email-friend',
  /** The contact form. */
  contact: 'contact',
} as const;

/**
 * The registration endpoint.
 *
 * @public
 */
export const REGISTRATION_API_PATH = API_REGISTER_PATH;

/**
 * The email-a-friend endpoint (the method is not shown, POST is used).
 *
 * @public
 */
export const EMAIL_FRIEND_API_PATH = API_EMAIL_FRIEND_PATH;

/**
 * The registration fields in form order.
 *
 * @public
 */
export const REGISTRATION_FIELDS = [
  'first_name',
  'last_name',
  'dob',
  'address_1',
  'address_2',
  'city',
  'state',
  'postal_code',
  'email',
  'opt_in',
  'shirt_size',
] as const;

/**
 * The only state shirts go to, and the state field's fixed default.
 *
 * @public
 */
export const REGISTRATION_STATE = 'Ohio';

/**
 * The ZIP code's maximum length.
 *
 * @public
 */
export const REGISTRATION_POSTAL_CODE_MAX_LENGTH = 5;

/**
 * The opt_in checkbox's value when checked.
 *
 * @public
 */
export const REGISTRATION_OPT_IN_CHECKED = '1';

/**
 * The opt_in checkbox's value when unchecked.
 *
 * @public
 */
export const REGISTRATION_OPT_IN_UNCHECKED = '0';

/**
 * The date of birth as typed: MM/DD/YYYY, in the rule language's tokens.
 *
 * @public
 */
export const REGISTRATION_DOB_INPUT_FORMAT = 'MM/DD/Y';

/**
 * The date of birth as sent: YYYY-MM-DD, in the rule language's tokens.
 *
 * @public
 */
export const REGISTRATION_DOB_SENT_FORMAT = 'Y-MM-DD';

/**
 * The shirt sizes in display order, as sent: seven sizes from small to 4XL.
 *
 * @public
 */
export const REGISTRATION_SHIRT_SIZES: readonly RegistrationShirtSize[] = [
  'sm',
  'md',
  'lg',
  'xl',
  'xxl',
  'xxxl',
  'xxxxl',
];

/**
 * The minimum age to request a shirt (the copy states it, the server checks it).
 *
 * @public
 */
export const FORMS_MINIMUM_AGE = 18;

/**
 * The lowest and highest three-digit ZIP prefixes of Ohio: 430xx to 459xx.
 *
 * @public
 */
export const FORMS_OHIO_ZIP_PREFIXES = {
  /** The lowest prefix, 430. */
  first: 430,
  /** The highest prefix, 459. */
  last: 459,
} as const;
