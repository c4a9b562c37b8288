import { resolveConfig, type ConfigRules } from '../core/config';
import type { Effect, RequestEffect, ResponseEvent } from '../core/effects';
import { unchanged, type EngineModule, type ModuleEvent, type Step } from '../core/module';
import type { Millis } from '../core/time';
import { API_REFUSAL_BOT_CHECK } from '../contract/contract.http';
import {
  CONTACT_FORM_DEFAULTS,
  EMAIL_FRIEND_FORM_CONFIG,
  FORM_FLOW_DEFAULTS,
  REGISTRATION_FORM_CONFIG,
} from './forms.configs';
import {
  FORMS_BOTCHECK_ACTION,
  FORMS_BOTCHECK_TOKEN_FIELD,
  FORMS_BOTCHECK_URL_PREFIX,
  FORMS_FOCUS,
  FORMS_REQUEST_KEYS,
} from './forms.constants';
import { formsConvertDobField } from './forms.dob';
import {
  firstFormErrorField,
  formErrorsFromBody,
  formsServerErrors,
  formsFieldFocusTarget,
  formsFieldText,
  normaliseFormErrors,
  parseFormsRules,
  validateFormFields,
} from './forms.rules';
import type {
  FormFlowConfig,
  FormFlowEvent,
  FormFlowFailure,
  FormFlowState,
  FormsErrors,
  FormsFieldInput,
  FormsFieldValues,
} from './forms.types';

type FormStep = Step<FormFlowState>;

const NO_ERRORS: FormsErrors = {};

function hasOwn(record: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(record, key);
}

function isEmpty(record: object): boolean {
  return Object.keys(record).length === 0;
}

function sameValues(a: FormsFieldValues, b: FormsFieldValues): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => hasOwn(b, k) && a[k] === b[k]);
}

const CONFIG_RULES: ConfigRules<FormFlowConfig> = {
  url: { must: 'the path the fields are sent to', test: (url) => url !== '' },
};

/** A form flow starts idle with no timers or randomness, so its `init` needs neither the time nor a seed. */
function initFor(defaults: FormFlowConfig) {
  return (config: Partial<FormFlowConfig>): FormStep => {
    const full = resolveConfig(defaults, config, CONFIG_RULES);
    // Parsing here makes an unknown rule name fail when the form is set up, not when a visitor submits.
    const rules = parseFormsRules(full.rules);
    const state: FormFlowState = {
      config: full,
      rules,
      status: 'idle',
      fields: { ...full.fields },
      errors: NO_ERRORS,
      pending: null,
      failure: null,
      retryAfterS: null,
    };
    return { state, effects: [] };
  };
}

/** Field names in form order: the configured fields first, then any field that only has rules. */
function fieldOrder(state: FormFlowState): string[] {
  return [...new Set([...Object.keys(state.config.fields), ...Object.keys(state.rules)])];
}

const HTTP_FORBIDDEN = 403;
const HTTP_CONFLICT = 409;
const HTTP_TOO_MANY_REQUESTS = 429;
const HTTP_SERVER_ERROR = 500;
/** "Service Unavailable": the server says it cannot do this for a moment (its Retry-After says how long). */
const HTTP_SERVICE_UNAVAILABLE = 503;

/** Whether a 403 answer's body says the bot check refused the submission. */
function refusedByBotCheck(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as { reason?: unknown }).reason === API_REFUSAL_BOT_CHECK
  );
}

/** Names why an answered request failed, from its status and body (see {@link FormFlowFailure}). */
function failureOf(status: number, body: unknown): FormFlowFailure {
  if (status === HTTP_CONFLICT) return 'conflict';
  if (status === HTTP_TOO_MANY_REQUESTS) return 'rate-limited';
  if (status === HTTP_FORBIDDEN) return refusedByBotCheck(body) ? 'not-human' : 'refused';
  if (status === HTTP_SERVICE_UNAVAILABLE) return 'busy';
  return status >= HTTP_SERVER_ERROR ? 'unavailable' : 'rejected';
}

function showErrors(
  state: FormFlowState,
  errors: FormsErrors,
  failure: FormFlowFailure | null = null,
  retryAfterS: number | null = null,
): FormStep {
  const first = firstFormErrorField(errors, fieldOrder(state));
  const target =
    state.config.errorFocus === 'field' && first !== null ? formsFieldFocusTarget(first) : FORMS_FOCUS.alert;
  return {
    state: { ...state, status: 'errors', errors, pending: null, failure, retryAfterS },
    effects: [{ type: 'focus', target }],
  };
}

function send(state: FormFlowState, fields: FormsFieldValues): FormStep {
  const { url, encoding, convertDob } = state.config;
  const request: RequestEffect = {
    type: 'request',
    key: FORMS_REQUEST_KEYS.submit,
    method: 'POST',
    url,
    // Visitors type dates of birth as MM/DD/YYYY; the API takes YYYY-MM-DD.
    body: convertDob ? formsConvertDobField({ ...fields }) : { ...fields },
    ...(encoding === 'multipart' ? { encoding } : {}),
  };
  return {
    state: {
      ...state,
      fields,
      status: 'processing',
      errors: NO_ERRORS,
      pending: 'submit',
      failure: null,
      retryAfterS: null,
    },
    effects: [request],
  };
}

/** Whether the flow sent its fields and nothing answered: processing stays on. */
function lostAnswer(state: FormFlowState): boolean {
  return state.status === 'processing' && state.pending === null;
}

function submit(state: FormFlowState): FormStep {
  // SEND is disabled while sending; a second submit must not send twice.
  if (state.status === 'processing') return unchanged(state);
  return validateAndSend(state);
}

function validateAndSend(state: FormFlowState): FormStep {
  const errors = validateFormFields(state.fields, state.rules);
  if (!isEmpty(errors)) return showErrors(state, errors);
  if (!state.config.botCheck) return send(state, state.fields);
  const request: RequestEffect = {
    type: 'request',
    key: FORMS_REQUEST_KEYS.botcheck,
    method: 'GET',
    url: `${FORMS_BOTCHECK_URL_PREFIX}${FORMS_BOTCHECK_ACTION}`,
  };
  return {
    state: {
      ...state,
      status: 'processing',
      errors: NO_ERRORS,
      pending: 'botcheck',
      failure: null,
      retryAfterS: null,
    },
    effects: [request],
  };
}

function retry(state: FormFlowState): FormStep {
  return lostAnswer(state) ? validateAndSend(state) : unchanged(state);
}

function botCheckAnswered(state: FormFlowState, event: ResponseEvent): FormStep {
  if (event.ok && typeof event.body === 'string' && event.body !== '') {
    return send(state, { ...state.fields, [FORMS_BOTCHECK_TOKEN_FIELD]: event.body });
  }
  // The spec leaves a failed bot check open (section 8): end processing so the visitor can try again.
  const shown = showErrors(state, NO_ERRORS, 'bot-check');
  const log: Effect = { type: 'log', level: 'warn', message: `${state.config.formType}: bot check failed` };
  return { state: shown.state, effects: [log, ...shown.effects] };
}

function submitAnswered(state: FormFlowState, event: ResponseEvent): FormStep {
  if (event.ok) {
    const effects: Effect[] = [
      { type: 'emit', event: 'form:submitted', payload: { formType: state.config.formType } },
    ];
    if (state.config.showsSuccess) effects.push({ type: 'focus', target: FORMS_FOCUS.success });
    return {
      state: {
        ...state,
        status: 'success',
        fields: { ...state.config.fields },
        errors: NO_ERRORS,
        pending: null,
        failure: null,
        retryAfterS: null,
      },
      effects,
    };
  }
  if (event.status === null) {
    // No response at all: processing stays on; only a reset or a retry leaves it.
    const log: Effect = { type: 'log', level: 'warn', message: `${state.config.formType}: no response` };
    return { state: { ...state, pending: null, failure: 'no-response' }, effects: [log] };
  }
  const failure = failureOf(event.status, event.body);
  // How long to wait matters only when the answer means "not now".
  const wait = failure === 'rate-limited' || failure === 'busy' ? (event.retryAfterS ?? null) : null;
  return showErrors(state, formsServerErrors(formErrorsFromBody(event.body)), failure, wait);
}

function respond(state: FormFlowState, event: ResponseEvent): FormStep {
  if (state.pending === null || event.key !== FORMS_REQUEST_KEYS[state.pending]) return unchanged(state);
  return state.pending === 'botcheck' ? botCheckAnswered(state, event) : submitAnswered(state, event);
}

function withoutField(errors: FormsErrors, name: string): FormsErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => field !== name));
}

function fieldChanged(state: FormFlowState, name: string, value: FormsFieldInput): FormStep {
  const text = formsFieldText(value);
  const hadError = hasOwn(state.errors, name);
  if (hasOwn(state.fields, name) && state.fields[name] === text && !hadError) return unchanged(state);
  const errors = hadError ? withoutField(state.errors, name) : state.errors;
  // The banner goes once the last error is fixed; a success message goes once the visitor types again.
  const settled = (state.status === 'errors' && isEmpty(errors)) || state.status === 'success';
  return {
    state: {
      ...state,
      fields: { ...state.fields, [name]: text },
      errors,
      status: settled ? 'idle' : state.status,
      failure: settled ? null : state.failure,
      retryAfterS: settled ? null : state.retryAfterS,
    },
    effects: [],
  };
}

function errorsReceived(state: FormFlowState, raw: unknown): FormStep {
  const errors = formsServerErrors(normaliseFormErrors(raw));
  return isEmpty(errors) ? unchanged(state) : showErrors(state, errors);
}

function messageClosed(state: FormFlowState): FormStep {
  if (!state.config.clearOnMessageClose) return unchanged(state);
  const cleared = Object.fromEntries(Object.keys(state.fields).map((k) => [k, '']));
  const status = state.status === 'processing' ? 'processing' : 'idle';
  if (sameValues(cleared, state.fields) && isEmpty(state.errors) && status === state.status) {
    return unchanged(state);
  }
  const failure = status === 'idle' ? null : state.failure;
  const retryAfterS = status === 'idle' ? null : state.retryAfterS;
  return {
    state: { ...state, fields: cleared, errors: NO_ERRORS, status, failure, retryAfterS },
    effects: [],
  };
}

function reset(state: FormFlowState): FormStep {
  const defaults = state.config.fields;
  const clean =
    state.status === 'idle' &&
    state.pending === null &&
    isEmpty(state.errors) &&
    sameValues(defaults, state.fields);
  if (clean) return unchanged(state);
  return {
    state: {
      ...state,
      status: 'idle',
      fields: { ...defaults },
      errors: NO_ERRORS,
      pending: null,
      failure: null,
      retryAfterS: null,
    },
    effects: [],
  };
}

function step(state: FormFlowState, event: ModuleEvent<FormFlowEvent>): FormStep {
  switch (event.type) {
    case 'tick':
      return unchanged(state);
    case 'fieldChanged':
      return fieldChanged(state, event.name, event.value);
    case 'submit':
      return submit(state);
    case 'response':
      return respond(state, event);
    case 'errorsReceived':
      return errorsReceived(state, event.errors);
    case 'messageClosed':
      return messageClosed(state);
    case 'reset':
      return reset(state);
    case 'retry':
      return retry(state);
  }
}

/** A form flow has no timers: nothing waits on the clock, only on the visitor and the network. */
function nextDeadline(): Millis | null {
  return null;
}

/** One generic flow, configured per form: the three forms differ only in their defaults. */
function formFlowModule(
  name: string,
  defaults: FormFlowConfig,
): EngineModule<FormFlowState, FormFlowEvent, Partial<FormFlowConfig>> {
  return { name, init: initFor(defaults), step, nextDeadline };
}

/**
 * The generic form flow: idle, processing while sending, then success
 * (fields reset, `form:submitted` emitted with the form type) or errors (field errors from a failed
 * response's body, the first error focused). A failure with no response leaves processing on. Configure
 * `url` and the rest; see {@link FORM_FLOW_DEFAULTS}.
 *
 * @example
 * ```ts
 * import { formFlow } from '@play-smart/engine/forms';
 * let { state } = formFlow.init({ url: '/api/subscribe', fields: { email: '' }, rules: { email: 'required|email' } }, 0, 1);
 * ({ state } = formFlow.step(state, { type: 'fieldChanged', name: 'email', value: 'pal@example.com', at: 1 }));
 * const sent = formFlow.step(state, { type: 'submit', at: 2 }); // effects: a POST request with key 'submit'
 * ```
 *
 * @public
 */
export const formFlow = formFlowModule('form', FORM_FLOW_DEFAULTS);

/**
 * The contact form: submit validates; errors focus the first
 * error field (`forms:field:<name>`); otherwise a `request` effect with key `botcheck` and url
 * `botcheck:contactform` asks the host for a reCAPTCHA token (action contactform), answered by a
 * `response` event whose body is the token string. The token is stored as `g-recaptcha-response` and the
 * fields are POSTed to the configured url. `messageClosed` (the root event `form:message:close`) clears
 * every field.
 *
 * @example
 * ```ts
 * import { contactForm } from '@play-smart/engine/forms';
 * let { state } = contactForm.init({ url: '/api/contact', fields: { name: '' }, rules: { name: 'required' } }, 0, 1);
 * ({ state } = contactForm.step(state, { type: 'fieldChanged', name: 'name', value: 'Sam', at: 1 }));
 * ({ state } = contactForm.step(state, { type: 'submit', at: 2 }));        // request botcheck:contactform
 * const sent = contactForm.step(state, { type: 'response', key: 'botcheck', ok: true, status: 200, body: 'tok', at: 3 });
 * sent.state.fields['g-recaptcha-response']; // 'tok'
 * ```
 *
 * @public
 */
export const contactForm = formFlowModule('contact-form', CONTACT_FORM_DEFAULTS);

/**
 * The free-shirt registration form: validated with
 * {@link REGISTRATION_RULES}, errors focus the first error field and show the banner, success resets to
 * the defaults (state Ohio) and shows the thank-you message. POSTs to /api/register as JSON with dob
 * converted to YYYY-MM-DD ({@link formsConvertDobField}) in the request body.
 *
 * @example
 * ```ts
 * import { registrationForm } from '@play-smart/engine/forms';
 * let { state } = registrationForm.init({}, 0, 1);
 * const { effects } = registrationForm.step(state, { type: 'submit', at: 1 });
 * effects; // [{ type: 'focus', target: 'forms:field:first_name' }]
 * ```
 *
 * @public
 */
export const registrationForm = formFlowModule('registration-form', REGISTRATION_FORM_CONFIG);

/**
 * The email-a-friend form: the email is required and valid; errors focus
 * the alert; success shows the confirmation. POSTs to /api/emailfriend.
 *
 * @example
 * ```ts
 * import { emailFriendForm } from '@play-smart/engine/forms';
 * let { state } = emailFriendForm.init({}, 0, 1);
 * const { effects } = emailFriendForm.step(state, { type: 'submit', at: 1 });
 * effects; // [{ type: 'focus', target: 'forms:alert' }]
 * ```
 *
 * @public
 */
export const emailFriendForm = formFlowModule('email-friend-form', EMAIL_FRIEND_FORM_CONFIG);
