import {
  FORMS_FOCUS,
  selectFormAwaitsRetry,
  selectFormShowsErrorBanner,
  selectFormFailure,
  selectFormRetryAfterS,
  selectFormIsSending,
  selectFormShowsSuccess,
  type FormFlowConfig,
  type FormFlowEvent,
  type FormFlowState,
} from '@play-smart/engine';
import { buttonView, focusTarget, type ButtonView, type FocusTargetProps } from '../runtime/connect';
import type { FormFieldView } from './form-field.connect';
import type { FormWords } from './forms.words';

/**
 * Set on every form flow the site runs: a submission with errors focuses the error summary, which names
 * every error and links to each field (the GOV.UK pattern), rather than the first field, which would
 * leave the others unsaid.
 */
export const ERROR_SUMMARY_FOCUS = { errorFocus: 'alert' } as const satisfies Partial<FormFlowConfig>;

/** One line of the error summary: a field's error, linking to that field. */
export interface FormErrorLinkView {
  /** The id of the control the link moves focus to. */
  readonly targetId: string;
  /** `#` and the target's id. */
  readonly href: string;
  /** The field's error, as shown beside the field. */
  readonly text: string;
}

/**
 * The alert above a form, which is its error summary: the banner as its heading, the sentence saying
 * why, each field's error as a link to the field, and a retry after a lost answer.
 */
export interface FormAlertView {
  readonly focus: FocusTargetProps;
  /** 'Oops! There are some errors.' when fields are wrong; null otherwise. */
  readonly banner: string | null;
  /** Why the submission did not go through, or null for a plain validation failure. */
  readonly sentence: string | null;
  /** Every field with an error (the rules' or the server's), in the order the form shows them. */
  readonly errors: readonly FormErrorLinkView[];
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

/** The summary's links: each shown field that has an error, in the order the form shows them. */
function errorLinks(fields: readonly FormFieldView[]): readonly FormErrorLinkView[] {
  return fields.flatMap((field) =>
    field.error === null
      ? []
      : [{ targetId: field.anchorId, href: `#${field.anchorId}`, text: field.error.text }],
  );
}

/**
 * Connects the parts every form shares: the alert with its error summary, the success message, the
 * submit button.
 *
 * @param state - the form flow's state
 * @param send - the driver's send
 * @param words - the shared form words
 * @param submitLabel - the submit button's label when not sending
 * @param successText - the form's own success message, shown when the engine says it shows
 * @param fields - the form's fields as shown, in order: the summary links to each one with an error
 */
export function connectFormStatus(
  state: FormFlowState,
  send: (event: FormFlowEvent) => void,
  words: FormWords,
  submitLabel: string,
  successText: string,
  fields: readonly FormFieldView[],
): FormStatusView {
  const failure = selectFormFailure(state);
  const retryAfterS = selectFormRetryAfterS(state);
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
          sentence:
            failure === null
              ? null
              : failure === 'rejected' && !hasFieldErrors
                ? words.rejectedWhole
                : failure === 'rate-limited' && retryAfterS !== null
                  ? words.rateLimitedFor(retryAfterS)
                  : failure === 'busy' && retryAfterS !== null
                    ? words.busyFor(retryAfterS)
                    : words.failures[failure],
          errors: errorLinks(fields),
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
