import { FORMS_MESSAGES } from './forms';
import type { EmailFriendWords } from '../../../views/email-friend';

/** The email-a-friend form's words in English. */
export const EMAIL_FRIEND_WORDS: EmailFriendWords = {
  title: 'Send a friend some hope',
  intro:
    'Worried about someone? Send them a short, kind note with the helpline and this site. It does not say who sent it, and it asks nothing of them.',
  emailLabel: 'Your friend’s email address',
  send: 'SEND',
  preview: 'Preview Email',
  previewPath: '/get-help-give-help/email-preview',
  note: FORMS_MESSAGES.emailFriendNote,
  success: FORMS_MESSAGES.emailFriendSuccess,
  botCheckLabel: 'reCAPTCHA response (not for people)',
};
