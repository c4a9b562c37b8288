import {
  FORMS_FOCUS,
  selectFormAwaitsRetry,
  selectFormShowsErrorBanner,
  selectFormFailure,
  selectFormIsSending,
  selectFormShowsSuccess,
  type FormFlowEvent,
  type FormFlowState,
} from '@play-smart/engine';
import { buttonView, focusTarget, type ButtonView, type FocusTargetProps } from '../runtime/connect';
import type { FormWords } from './forms.words';

/** The alert above a form: the banner, the sentence saying why, and a retry after a lost answer. */
export interface FormAlertView {
  readonly focus: FocusTargetProps;
  /** 'Oops! There are some errors.' when fields are wrong; null otherwise. */
  readonly banner: string | null;
  /** Why the submission did not go through, or null for a plain validation failure. */
  readonly sentence: string | null;
  /** Shown only when nothing answered: sends the kept fields again. */
  readonly retry: ButtonView | null;
}

/** What every form shows around its fields. */
export interface FormStatusView {
  /** Null while there is nothing to say. */
  readonly alert: FormAlertView | null;
  /** The success message (focused by the engine), or null. */
  readonly success: { readonly text: string; readonly focus: FocusTargetProps } | null;
  /** The submit button: its label, and aria-disabled while sending (the engine ignores a second submit). */
  readonly submit: { readonly label: string; readonly 'aria-disabled': boolean };
  /** Sends the form (the submit event). */
  readonly onSubmit: () => void;
}

/**
 * Connects the parts every form shares: the alert, the success message, the submit button.
 *
 * @param state - the form flow's state
 * @param send - the driver's send
 * @param words - the shared form words
 * @param submitLabel - the submit button's label when not sending
 * @param successText - the form's own success message, shown when the engine says it shows
 */
export function connectFormStatus(
  state: FormFlowState,
  send: (event: FormFlowEvent) => void,
  words: FormWords,
  submitLabel: string,
  successText: string,
): FormStatusView {
  const failure = selectFormFailure(state);
  const banner = selectFormShowsErrorBanner(state);
  const hasFieldErrors = Object.keys(state.errors).length > 0;
  const awaitsRetry = selectFormAwaitsRetry(state);
  const sending = selectFormIsSending(state) && !awaitsRetry;
  const success = selectFormShowsSuccess(state);
  const showAlert = banner || failure !== null;
  return {
    alert: showAlert
      ? {
          focus: focusTarget(FORMS_FOCUS.alert),
          // The banner speaks of errors in the fields; a refusal with none gets its sentence alone.
          banner: hasFieldErrors || failure === null ? words.errorBanner : null,
          sentence: failure === null ? null : words.failures[failure],
          retry: awaitsRetry
            ? buttonView(words.retry, () => {
                send({ type: 'retry' });
              })
            : null,
        }
      : null,
    success: success ? { text: successText, focus: focusTarget(FORMS_FOCUS.success) } : null,
    submit: { label: sending ? words.sending : submitLabel, 'aria-disabled': selectFormIsSending(state) },
    onSubmit: () => {
      send({ type: 'submit' });
    },
  };
}
