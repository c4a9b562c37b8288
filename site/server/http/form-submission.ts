import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../routing/locale';

/**
 * One submission of one of the site's three forms, as its handler sees it, whichever way it came: JSON
 * (or multipart) to /api/* from the site's code, or a form posted without JavaScript to its page. The
 * transports differ only in how they read the body and write the answer; each form's handler (routes/)
 * does the work (validation, the bot check, storage, mail) once for both.
 */
export interface FormSubmission {
  readonly request: FastifyRequest;
  /** For the headers a refusal carries (Retry-After). */
  readonly reply: FastifyReply;
  /** The fields as a plain record (unknown keys are ignored by the handlers). */
  readonly body: Readonly<Record<string, unknown>>;
  /** The language the answer is written in: the page's. */
  readonly locale: Locale;
  /**
   * The bot check of this transport, run after the form's own rules passed and before anything is
   * stored or sent (so a typo does not spend a token): reCAPTCHA's token for the API; for a form posted
   * without JavaScript, the checks that need none (http/human-check.ts).
   */
  readonly checkHuman: () => Promise<void>;
}

/** What a handler answers when the submission went through: the status and the sentence to show. */
export interface FormAccepted {
  readonly status: number;
  readonly message: string;
}

/**
 * A form's one handler: resolves with {@link FormAccepted}, or throws an ApiError (http/errors.ts) with
 * the status and `{ message, errors? }` body the visitor should see.
 */
export type FormHandler = (submission: FormSubmission) => Promise<FormAccepted>;
