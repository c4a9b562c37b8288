import {
  CONTACT_FORM_MESSAGE_MAX_LENGTH,
  CONTACT_FORM_TOPICS,
  FORMS_TEXT_AREA_ROWS,
  FORMS_TEXT_INPUT_MAX_LENGTH,
  selectFormConfirmationMessage,
  type FormConfirmationEvent,
  type FormConfirmationState,
  type FormFlowEvent,
  type FormFlowState,
} from '@play-smart/engine';
import { connectFormField, type FormFieldSpec, type FormFieldView } from '../forms/form-field.connect';
import { connectFormStatus, type FormStatusView } from '../forms/form-status.connect';
import type { FormWords } from '../forms/forms.words';
import type { ContactFieldName, ContactWords } from './contact.words';

/** How each field is drawn, in form order; the rules are the engine's. */
const FIELDS: readonly (FormFieldSpec & { readonly name: ContactFieldName })[] = [
  { name: 'topic', kind: 'radio' },
  { name: 'name', kind: 'text', autoComplete: 'name', maxLength: FORMS_TEXT_INPUT_MAX_LENGTH },
  {
    name: 'email',
    kind: 'email',
    autoComplete: 'email',
    maxLength: FORMS_TEXT_INPUT_MAX_LENGTH,
    inputMode: 'email',
  },
  {
    name: 'message',
    kind: 'textarea',
    maxLength: CONTACT_FORM_MESSAGE_MAX_LENGTH,
    rows: FORMS_TEXT_AREA_ROWS,
  },
];

/** The ids' prefix: one contact form per page. */
const ID_PREFIX = 'contact';

/** What the contact form's JSX needs. */
export interface ContactApi {
  readonly fields: readonly FormFieldView[];
  readonly status: FormStatusView;
  /** The confirmation overlay: its message while open, null while hidden, and its Close button. */
  readonly confirmation: {
    readonly message: string | null;
    readonly label: string;
    readonly close: string;
    readonly onClose: () => void;
  };
}

/**
 * Turns the contact flow's and the confirmation overlay's states into the form's props: every field
 * with its label, value and inline error (rule or server), the alert, the submit button and the overlay.
 *
 * @param state - the contact flow's state
 * @param send - the flow driver's send
 * @param confirmation - the overlay's state
 * @param sendConfirmation - the overlay driver's send
 * @param words - the contact form's words
 * @param formWords - the words every form shares
 */
export function connectContact(
  state: FormFlowState,
  send: (event: FormFlowEvent) => void,
  confirmation: FormConfirmationState,
  sendConfirmation: (event: FormConfirmationEvent) => void,
  words: ContactWords,
  formWords: FormWords,
): ContactApi {
  const topics = CONTACT_FORM_TOPICS.map((value) => ({
    value,
    label: words.topics[value].label,
    description: words.topics[value].note,
  }));
  const fields = FIELDS.map((spec) =>
    connectFormField(
      state,
      send,
      spec.name === 'topic' ? { ...spec, options: topics } : spec,
      spec.name === 'message'
        ? { label: words.labels.message, hint: words.messageHint }
        : { label: words.labels[spec.name] },
      formWords,
      ID_PREFIX,
    ),
  );
  return {
    fields,
    // The overlay says the form went through, so the form shows no success message of its own.
    status: connectFormStatus(state, send, formWords, words.submit, words.success, fields),
    confirmation: {
      message: selectFormConfirmationMessage(confirmation),
      label: words.confirmationLabel,
      close: words.close,
      onClose: () => {
        sendConfirmation({ type: 'closed' });
      },
    },
  };
}

/** Close on the overlay (the root event `form:message:close`) clears every field of the contact form. */
export const CONTACT_FLOW_LISTENERS = {
  'form:message:close': (): FormFlowEvent => ({ type: 'messageClosed' }),
} as const;

/** A form that went through (the root event `form:submitted`) opens the overlay when it has a message for it. */
export const CONTACT_CONFIRMATION_LISTENERS = {
  'form:submitted': ({ formType }: { readonly formType: string }): FormConfirmationEvent => ({
    type: 'submitted',
    formType,
  }),
} as const;
