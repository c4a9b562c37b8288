/** Everything the email-a-friend form says, in one locale (site/content/en/email-friend.ts). */
export interface EmailFriendWords {
  readonly title: string;
  readonly intro: string;
  /** The email field's label. */
  readonly emailLabel: string;
  /** The button, SEND. */
  readonly send: string;
  /** 'Preview Email', opening the preview in a new tab. */
  readonly preview: string;
  readonly previewPath: string;
  /** 'No email addresses are stored.' */
  readonly note: string;
  /** Shown once the message is sent: 'Congrats! You've given your friend some hope.' */
  readonly success: string;
  /** The accessible name of reCAPTCHA's hidden response field. */
  readonly botCheckLabel: string;
}
