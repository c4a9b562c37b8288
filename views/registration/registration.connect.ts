import {
  FORMS_FOCUS,
  FORMS_TEXT_INPUT_MAX_LENGTH,
  REGISTRATION_POSTAL_CODE_MAX_LENGTH,
  REGISTRATION_SHIRT_SIZES,
  type FormFlowEvent,
  type FormFlowState,
} from '@play-smart/engine';
import { connectFormField, type FormFieldSpec, type FormFieldView } from '../forms/form-field.connect';
import { connectFormStatus, type FormStatusView } from '../forms/form-status.connect';
import type { FormWords } from '../forms/forms.words';
import { buttonView, focusTarget, type ButtonView, type FocusTargetProps } from '../runtime/connect';
import type { RegistrationFieldName, RegistrationWords } from './registration.words';

const TEXT = FORMS_TEXT_INPUT_MAX_LENGTH;

/** How each field is drawn, in form order; the rules are the engine's. */
const FIELDS: readonly (FormFieldSpec & { readonly name: Exclude<RegistrationFieldName, 'opt_in'> })[] = [
  { name: 'first_name', kind: 'text', autoComplete: 'given-name', maxLength: TEXT },
  { name: 'last_name', kind: 'text', autoComplete: 'family-name', maxLength: TEXT },
  { name: 'dob', kind: 'text', autoComplete: 'bday', maxLength: TEXT, inputMode: 'numeric' },
  { name: 'address_1', kind: 'text', autoComplete: 'address-line1', maxLength: TEXT },
  { name: 'address_2', kind: 'text', autoComplete: 'address-line2', maxLength: TEXT },
  { name: 'city', kind: 'text', autoComplete: 'address-level2', maxLength: TEXT },
  { name: 'state', kind: 'fixed' },
  {
    name: 'postal_code',
    kind: 'text',
    autoComplete: 'postal-code',
    maxLength: REGISTRATION_POSTAL_CODE_MAX_LENGTH,
    inputMode: 'numeric',
  },
  { name: 'email', kind: 'email', autoComplete: 'email', maxLength: TEXT, inputMode: 'email' },
  { name: 'shirt_size', kind: 'select' },
];

const OPT_IN: FormFieldSpec = { name: 'opt_in', kind: 'checkbox' };

/** The ids' prefix: one registration form per page. */
const ID_PREFIX = 'reg';

/** What the sign-up's JSX needs. */
export interface RegistrationApi {
  readonly fields: readonly FormFieldView[];
  readonly optIn: FormFieldView & {
    readonly words: RegistrationWords['optIn'];
    readonly privacyPath: string;
  };
  readonly status: FormStatusView;
  readonly emptyLabel: string;
  /**
   * The panel that takes the form's place once a sign-up went through: the thank-you as its heading
   * (focused by the engine), what happens next, and a fresh form for someone else (the engine's reset).
   */
  readonly done: {
    readonly title: string;
    readonly focus: FocusTargetProps;
    readonly next: string;
    readonly another: ButtonView;
  };
}

/**
 * Turns the registration flow's state into the sign-up's props: every field with its label, value and
 * inline error, the error summary, the submit button, and the panel that replaces the form once sent.
 *
 * @param state - the registration flow's state
 * @param send - the driver's send
 * @param words - the sign-up's words
 * @param formWords - the words every form shares
 * @returns the view's props
 */
export function connectRegistration(
  state: FormFlowState,
  send: (event: FormFlowEvent) => void,
  words: RegistrationWords,
  formWords: FormWords,
): RegistrationApi {
  const field = (spec: FormFieldSpec, label: string, hint?: string): FormFieldView =>
    connectFormField(
      state,
      send,
      spec,
      hint === undefined ? { label } : { label, hint },
      formWords,
      ID_PREFIX,
    );
  const shirtSizes = REGISTRATION_SHIRT_SIZES.map((value) => ({ value, label: words.shirtSizes[value] }));
  const fields = FIELDS.map((spec) =>
    field(
      spec.name === 'shirt_size' ? { ...spec, options: shirtSizes } : spec,
      words.labels[spec.name],
      spec.name === 'dob' ? words.dobHint : undefined,
    ),
  );
  const optIn = field(OPT_IN, `${words.optIn.before}${words.optIn.link}${words.optIn.after}`);
  return {
    fields,
    optIn: { ...optIn, words: words.optIn, privacyPath: words.privacyPath },
    status: connectFormStatus(state, send, formWords, words.submit, words.success, [...fields, optIn]),
    emptyLabel: formWords.selectEmpty,
    done: {
      title: words.success,
      focus: focusTarget(FORMS_FOCUS.success),
      next: words.successNext,
      another: buttonView(words.another, () => {
        send({ type: 'reset' });
      }),
    },
  };
}
