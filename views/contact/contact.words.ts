import type { ContactFormTopic } from '@play-smart/engine';

/** The contact form's fields that have a label. */
export type ContactFieldName = 'topic' | 'name' | 'email' | 'message';

/** Everything the contact form says, in one locale (site/content/en/contact.ts). */
export interface ContactWords {
  readonly labels: Readonly<Record<ContactFieldName, string>>;
  /** Each topic's name and the one sentence that explains it. */
  readonly topics: Readonly<Record<ContactFormTopic, { readonly label: string; readonly note: string }>>;
  /** A hint under the message: how long it may be. */
  readonly messageHint: string;
  readonly submit: string;
  /** The confirmation overlay's message once the form went through. */
  readonly success: string;
  /** The overlay's accessible name. */
  readonly confirmationLabel: string;
  /** The overlay's Close button. */
  readonly close: string;
  /** The accessible name of reCAPTCHA's hidden response field. */
  readonly botCheckLabel: string;
}
