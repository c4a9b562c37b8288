import {
  FORMS_CHECKED_DEFAULT,
  formsFieldFocusTarget,
  selectFormFieldError,
  selectFormFieldIsRequired,
  selectFormFieldValue,
  type FormFlowEvent,
  type FormFlowState,
  type FormsFieldError,
} from '@play-smart/engine';
import type { FormWords } from './forms.words';

/**
 * A field error in words: the server's message as it came, or the locale's words for a rule's code.
 *
 * @param words - the shared form words
 * @param field - the field's name
 * @param error - the engine's error for the field, or null
 * @returns the message, or null when there is no error
 */
export function formErrorText(words: FormWords, field: string, error: FormsFieldError | null): string | null {
  if (error === null) return null;
  return error.code === 'server' ? error.message : words.fieldError(field, error);
}

/** A field's label as shown: an optional field gets the optional suffix in parentheses. */
function labelText(label: string, isRequired: boolean, optionalCopy: string): string {
  return isRequired ? label : `${label} (${optionalCopy})`;
}

/** How a field is drawn; the rules stay in the engine. */
export interface FormFieldSpec {
  readonly name: string;
  readonly kind: 'text' | 'email' | 'select' | 'checkbox' | 'fixed' | 'textarea' | 'radio';
  /** The browser's autofill purpose (WCAG 1.3.5), e.g. `given-name`. */
  readonly autoComplete?: string;
  readonly maxLength?: number;
  readonly inputMode?: 'numeric' | 'email' | 'text';
  /** A select's or a radio group's choices, value and label (and for a radio, a one-sentence note), in order. */
  readonly options?: readonly {
    readonly value: string;
    readonly label: string;
    readonly description?: string;
  }[];
  /** A text area's visible rows. */
  readonly rows?: number;
}

/**
 * The id of one choice of a radio group whose field id is `fieldId`.
 *
 * @param fieldId - the group's field id, e.g. `contact-topic`
 * @param value - the choice's value
 */
export function radioOptionId(fieldId: string, value: string): string {
  return `${fieldId}-${value}`;
}

/** One field, ready to render: its label, value, error and the props the input spreads. */
export interface FormFieldView {
  readonly spec: FormFieldSpec;
  readonly id: string;
  /**
   * The id of the control a link to this field lands on: the control itself, or a radio group's first
   * choice (a fieldset cannot take focus).
   */
  readonly anchorId: string;
  /** The label as shown, with the optional suffix when the field is not required. */
  readonly label: string;
  /** A hint under the label (e.g. the date format), or null. */
  readonly hint: { readonly id: string; readonly text: string } | null;
  readonly value: string;
  readonly checked: boolean;
  /** The inline error under the field, or null. */
  readonly error: { readonly id: string; readonly text: string } | null;
  /** Props for the input, select or checkbox. */
  readonly control: {
    readonly id: string;
    readonly name: string;
    readonly 'aria-invalid'?: true;
    readonly 'aria-describedby'?: string;
    readonly 'data-focus': string;
  };
  /** Sends the new value (a checkbox sends a boolean). */
  readonly onChange: (value: string | boolean) => void;
}

/** Words a field needs: its label and an optional hint. */
export interface FormFieldWords {
  readonly label: string;
  readonly hint?: string;
}

/**
 * Connects one field to a form flow: value, inline error (aria-describedby, aria-invalid) and the focus
 * target the engine names when the field holds the first error.
 *
 * @param state - the form flow's state
 * @param send - the driver's send
 * @param spec - how the field is drawn
 * @param words - its label and hint
 * @param formWords - the shared form words: the optional suffix and the error messages
 * @param idPrefix - keeps ids unique when two forms share a page
 */
export function connectFormField(
  state: FormFlowState,
  send: (event: FormFlowEvent) => void,
  spec: FormFieldSpec,
  words: FormFieldWords,
  formWords: FormWords,
  idPrefix: string,
): FormFieldView {
  const id = `${idPrefix}-${spec.name}`;
  const errorText = formErrorText(formWords, spec.name, selectFormFieldError(state, spec.name));
  const error = errorText === null ? null : { id: `${id}-error`, text: errorText };
  const hint = words.hint === undefined ? null : { id: `${id}-hint`, text: words.hint };
  const describedBy = [hint?.id, error?.id].filter((part) => part !== undefined).join(' ');
  const value = selectFormFieldValue(state, spec.name);
  // A fixed field (the state, Ohio) is required by rule but cannot be changed: no suffix either way.
  const required = spec.kind === 'fixed' || selectFormFieldIsRequired(state, spec.name);
  const firstChoice = spec.kind === 'radio' ? spec.options?.[0] : undefined;
  return {
    spec,
    id,
    anchorId: firstChoice === undefined ? id : radioOptionId(id, firstChoice.value),
    label: labelText(words.label, required, formWords.optional),
    hint,
    value,
    checked: value === FORMS_CHECKED_DEFAULT,
    error,
    control: {
      id,
      name: spec.name,
      ...(error === null ? {} : { 'aria-invalid': true }),
      ...(describedBy === '' ? {} : { 'aria-describedby': describedBy }),
      'data-focus': formsFieldFocusTarget(spec.name),
    },
    onChange: (next) => {
      send({ type: 'fieldChanged', name: spec.name, value: next });
    },
  };
}
