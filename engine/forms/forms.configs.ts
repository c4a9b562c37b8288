import { EMAIL_FRIEND_API_PATH, FORMS_TYPES, REGISTRATION_API_PATH } from './forms.constants';
import { EMAIL_FRIEND_DEFAULTS, EMAIL_FRIEND_RULES } from './forms.email-friend';
import { REGISTRATION_DEFAULTS, REGISTRATION_RULES } from './forms.registration';
import type { FormConfirmationConfig, FormFlowConfig } from './forms.types';

/**
 * The generic form's defaults (SPEC.md section 4 "Generic form"): no rules, no bot check, focus on the
 * first error field. `url` is empty on purpose: a host must configure the path, and init refuses none.
 */
export const FORM_FLOW_DEFAULTS: FormFlowConfig = {
  formType: 'form',
  url: '',
  fields: {},
  rules: {},
  botCheck: false,
  errorFocus: 'field',
  clearOnMessageClose: false,
  showsSuccess: false,
  // The generic form of SPEC.md section 7 posts multipart form data.
  encoding: 'multipart',
  convertDob: false,
};

/**
 * The contact form's defaults (SPEC.md sections 3 and 4 "Contact form flow"): a bot check before sending,
 * focus on the first error, fields cleared on `form:message:close`. The host supplies url, fields and
 * rules.
 */
export const CONTACT_FORM_DEFAULTS: FormFlowConfig = {
  ...FORM_FLOW_DEFAULTS,
  formType: FORMS_TYPES.contact,
  botCheck: true,
  clearOnMessageClose: true,
};

/** The registration (free shirt) form's configuration (SPEC.md sections 3, 4, 5 and 7). */
export const REGISTRATION_FORM_CONFIG: FormFlowConfig = {
  ...FORM_FLOW_DEFAULTS,
  formType: FORMS_TYPES.registration,
  url: REGISTRATION_API_PATH,
  fields: REGISTRATION_DEFAULTS,
  rules: REGISTRATION_RULES,
  showsSuccess: true,
  encoding: 'json',
  convertDob: true,
};

/** The email-a-friend form's configuration (SPEC.md sections 2, 4, 5 and 7): errors focus the alert. */
export const EMAIL_FRIEND_FORM_CONFIG: FormFlowConfig = {
  ...FORM_FLOW_DEFAULTS,
  formType: FORMS_TYPES.emailFriend,
  url: EMAIL_FRIEND_API_PATH,
  fields: EMAIL_FRIEND_DEFAULTS,
  rules: EMAIL_FRIEND_RULES,
  errorFocus: 'alert',
  showsSuccess: true,
  encoding: 'json',
};

/** The confirmation overlay's defaults: no form type has a message until the site configures one. */
export const FORM_CONFIRMATION_DEFAULTS: FormConfirmationConfig = { messages: {} };
