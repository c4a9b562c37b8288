import { EMAIL_FRIEND_API_PATH, FORMS_TYPES, REGISTRATION_API_PATH } from './forms.constants';
import { CONTACT_FORM_API_PATH, CONTACT_FORM_FIELD_DEFAULTS, CONTACT_FORM_RULES } from './forms.contact';
import { EMAIL_FRIEND_DEFAULTS, EMAIL_FRIEND_RULES } from './forms.email-friend';
import { REGISTRATION_DEFAULTS, REGISTRATION_RULES } from './forms.registration';
import type { FormConfirmationConfig, FormFlowConfig } from './forms.types';

/**
 * The generic form's defaults: no rules, no bot check, focus on the
 * first error field. `url` is empty on purpose: a host must configure the path, and init refuses none.
 *
 * @public
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
  // The generic form posts multipart form data, as a browser form does.
  encoding: 'multipart',
  convertDob: false,
};

/**
 * The contact form's defaults: a bot check before sending,
 * focus on the first error, fields cleared on `form:message:close`. The host supplies url, fields and
 * rules.
 *
 * @public
 */
export const CONTACT_FORM_DEFAULTS: FormFlowConfig = {
  ...FORM_FLOW_DEFAULTS,
  formType: FORMS_TYPES.contact,
  botCheck: true,
  clearOnMessageClose: true,
};

/**
 * The site's contact form: its endpoint, fields and rules on top of {@link CONTACT_FORM_DEFAULTS}.
 *
 * @public
 */
export const CONTACT_FORM_CONFIG: FormFlowConfig = {
  ...CONTACT_FORM_DEFAULTS,
  url: CONTACT_FORM_API_PATH,
  fields: CONTACT_FORM_FIELD_DEFAULTS,
  rules: CONTACT_FORM_RULES,
  encoding: 'json',
};

/**
 * The registration (free shirt) form's configuration.
 *
 * @public
 */
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

/**
 * The email-a-friend form's configuration: errors focus the alert.
 *
 * @public
 */
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

/**
 * The confirmation overlay's defaults: no form type has a message until the site configures one.
 *
 * @public
 */
export const FORM_CONFIRMATION_DEFAULTS: FormConfirmationConfig = { messages: {} };
