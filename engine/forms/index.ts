/**
 * The forms: the contact-form rule language, the registration and
 * email-a-friend rules the server shares, and the form flows (generic, contact, registration,
 * email-a-friend) with the confirmation overlay.
 *
 * @example
 * ```ts
 * import { registrationForm, validateRegistration } from '@play-smart/engine/forms';
 * let { state } = registrationForm.init({}, 0, 1);
 * registrationForm.step(state, { type: 'submit', at: 1 }).effects;
 * // [{ type: 'focus', target: 'forms:field:first_name' }]
 * validateRegistration({ dob: '02/30/2000' }).dob; // { code: 'invalid-date' }
 * ```
 *
 * @module forms
 */
export type {
  FormsRuleName,
  FormsRule,
  FormsRuleStrings,
  FormsParsedRules,
  FormsRuleErrorCode,
  FormsRuleError,
  FormsServerError,
  FormsFieldError,
  FormsErrors,
  FormsFieldValues,
  FormsFieldInput,
  FormsCalendarDate,
  FormFlowErrorFocus,
  FormFlowConfig,
  FormFlowStatus,
  FormFlowPending,
  FormFlowFailure,
  FormFlowState,
  FormFlowEvent,
  FormConfirmationConfig,
  FormConfirmationState,
  FormConfirmationEvent,
  RegistrationShirtSize,
} from './forms.types';
export {
  FORMS_TEXT_INPUT_MAX_LENGTH,
  FORMS_TEXT_AREA_MAX_LENGTH,
  FORMS_TEXT_AREA_ROWS,
  FORMS_CHECKED_DEFAULT,
  FORMS_DEFAULT_DATE_FORMAT,
  FORMS_BOTCHECK_URL_PREFIX,
  FORMS_BOTCHECK_ACTION,
  FORMS_BOTCHECK_LABEL_RETRIES,
  FORMS_BOTCHECK_LABEL_RETRY_MS,
  FORMS_BOTCHECK_LABEL_APPLY_MS,
  FORMS_BOTCHECK_TOKEN_FIELD,
  FORMS_REQUEST_KEYS,
  FORMS_FOCUS,
  FORMS_FIELD_FOCUS_PREFIX,
  FORMS_TYPES,
  REGISTRATION_API_PATH,
  EMAIL_FRIEND_API_PATH,
  REGISTRATION_FIELDS,
  REGISTRATION_STATE,
  REGISTRATION_POSTAL_CODE_MAX_LENGTH,
  REGISTRATION_OPT_IN_CHECKED,
  REGISTRATION_OPT_IN_UNCHECKED,
  REGISTRATION_DOB_INPUT_FORMAT,
  REGISTRATION_DOB_SENT_FORMAT,
  REGISTRATION_SHIRT_SIZES,
  FORMS_MINIMUM_AGE,
  FORMS_OHIO_ZIP_PREFIXES,
} from './forms.constants';
export {
  assertFormsDateFormat,
  formsIsLeapYear,
  formsDaysInMonth,
  isFormsCalendarDate,
  parseFormsDate,
  formatFormsDate,
  compareFormsDates,
} from './forms.dates';
export {
  formsFieldText,
  parseFormsRuleString,
  parseFormsRules,
  formsRulePasses,
  formsRuleError,
  validateFormsField,
  validateFormFields,
  normaliseFormErrors,
  formErrorsFromBody,
  formsServerErrors,
  formsFieldFocusTarget,
  firstFormErrorField,
} from './forms.rules';
export { formsDobToIso, formsIsoToDob, formsConvertDobField } from './forms.dob';
export { formsAgeOn, formsIsAdult, formsIsOhioZip, formsNormaliseEmail } from './forms.eligibility';
export {
  REGISTRATION_RULES,
  REGISTRATION_PAYLOAD_RULES,
  REGISTRATION_DEFAULTS,
  validateRegistration,
  validateRegistrationPayload,
} from './forms.registration';
export { EMAIL_FRIEND_RULES, EMAIL_FRIEND_DEFAULTS, validateEmailFriend } from './forms.email-friend';
export {
  CONTACT_FORM_API_PATH,
  CONTACT_FORM_TOPICS,
  CONTACT_FORM_FIELDS,
  CONTACT_FORM_MESSAGE_MAX_LENGTH,
  CONTACT_FORM_RULES,
  CONTACT_FORM_FIELD_DEFAULTS,
  validateContactForm,
  type ContactFormTopic,
} from './forms.contact';
export {
  FORM_FLOW_DEFAULTS,
  CONTACT_FORM_DEFAULTS,
  CONTACT_FORM_CONFIG,
  REGISTRATION_FORM_CONFIG,
  EMAIL_FRIEND_FORM_CONFIG,
  FORM_CONFIRMATION_DEFAULTS,
} from './forms.configs';
export { formFlow, contactForm, registrationForm, emailFriendForm } from './forms.machine';
export { formConfirmation } from './forms.confirmation';
export {
  selectFormStatus,
  selectFormIsSending,
  selectFormFailure,
  selectFormRetryAfterS,
  selectFormAwaitsRetry,
  selectFormFieldValue,
  selectFormFieldError,
  selectFormFirstErrorField,
  selectFormShowsErrorBanner,
  selectFormShowsSuccess,
  selectFormFieldIsRequired,
  selectFormConfirmationMessage,
} from './forms.selectors';
