import { FORMS_TEXT_INPUT_MAX_LENGTH, type FormFlowEvent, type FormFlowState } from '@play-smart/engine';
import { connectFormField, type FormFieldView } from '../forms/form-field.connect';
import { connectFormStatus, type FormStatusView } from '../forms/form-status.connect';
import type { FormWords } from '../forms/forms.words';
import type { EmailFriendWords } from './email-friend.words';

/** What the email-a-friend form's JSX needs. */
export interface EmailFriendApi {
  readonly email: FormFieldView;
  readonly status: FormStatusView;
  readonly preview: { readonly label: string; readonly href: string };
  readonly note: string;
}

/**
 * Turns the email-a-friend flow's state into its props: the one field, the error summary (focused by
 * the engine on errors, its link naming the field's error), the confirmation, SEND and the preview link.
 *
 * @param state - the email-a-friend flow's state
 * @param send - the driver's send
 * @param words - the form's words
 * @param formWords - the words every form shares
 * @returns the view's props
 */
export function connectEmailFriend(
  state: FormFlowState,
  send: (event: FormFlowEvent) => void,
  words: EmailFriendWords,
  formWords: FormWords,
): EmailFriendApi {
  const email = connectFormField(
    state,
    send,
    {
      name: 'email',
      kind: 'email',
      autoComplete: 'off',
      maxLength: FORMS_TEXT_INPUT_MAX_LENGTH,
      inputMode: 'email',
    },
    { label: words.emailLabel },
    formWords,
    'friend',
  );
  return {
    email,
    status: connectFormStatus(state, send, formWords, words.send, words.success, [email]),
    preview: { label: words.preview, href: words.previewPath },
    note: words.note,
  };
}
