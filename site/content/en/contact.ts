import type { ContactWords } from '../../../views/contact';
import { FORMS_MESSAGES } from './forms';

/** The contact page's words in English. */
export const CONTACT_PAGE = {
  title: 'Contact us',
  intro: [
    'Write to the Play Smart team. Choose what your message is about, so it reaches the right person.',
    'Every field is required. We use your name and email address only to answer you.',
  ],
} as const;

/** The contact form's words in English. */
export const CONTACT_WORDS: ContactWords = {
  labels: {
    topic: 'What is your message about?',
    name: 'Your name',
    email: 'Your email',
    message: 'Your message',
  },
  topics: {
    accessibility: {
      label: 'Report an accessibility barrier',
      note: 'Tell us what you tried to do, on which page, and what stopped you.',
    },
    question: {
      label: 'Ask a question about the site',
      note: 'Ask about the games, the tools or anything else on Play Smart.',
    },
    // The privacy policy states no deadline for deletion, so none is promised here.
    'delete-my-data': {
      label: 'Delete what I sent you',
      note: 'Staff will delete your T-shirt sign-up and reply by email. Use the email address you signed up with.',
    },
  },
  messageHint: 'Up to 2,000 characters.',
  submit: 'Send',
  success: FORMS_MESSAGES.contactSuccess,
  confirmationLabel: 'Message sent',
  close: 'Close',
  botCheckLabel: 'reCAPTCHA response (not for people)',
};
