import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { API_PATHS, CONTACT_FORM_FIELDS, formsFieldText, validateContactForm } from '@play-smart/engine';
import type { Locale } from '../../routing/locale';
import { formError, FORMS_WORDS } from '../http/words';
import type { ContactMessageRecord, Repository } from '../data/repository';
import type { BotCheck } from '../security/botcheck';
import { formRequestHooks, type Limiter } from '../security/rate-limits';
import { isCleanText, own } from '../http/body';
import { IdempotencyKeyTakenError } from '../data/idempotency';
import { ApiError, API_MESSAGES } from '../http/errors';
import type { FormHandler } from '../http/form-submission';
import { jsonFormRoute } from '../http/json-form';
import type { Idempotency } from '../http/idempotency';

/** The endpoint's body limit: a 2,000-character message of any script, three short fields and a bot token. */
export const CONTACT_BODY_LIMIT = 16 * 1024;

type Fields = Record<(typeof CONTACT_FORM_FIELDS)[number], string>;

/** Fields that are one line: a line break there is a header-injection attempt or a paste gone wrong. */
const ONE_LINE: readonly string[] = ['topic', 'name', 'email'];

/** The message may hold line breaks and tabs (a barrier described step by step), no other control character. */
function isCleanMessage(text: string): boolean {
  return isCleanText(text.replace(/[\r\n\t]/g, ' '));
}

function readFields(body: Readonly<Record<string, unknown>>): Fields {
  return Object.fromEntries(
    CONTACT_FORM_FIELDS.map((field) => [field, formsFieldText(own(body, field)).trim()]),
  ) as Fields;
}

/** The form's own rules (engine/forms, as the browser runs them), then the characters only the server refuses. */
function fieldErrors(fields: Fields, locale: Locale): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of CONTACT_FORM_FIELDS) {
    const clean = ONE_LINE.includes(field) ? isCleanText(fields[field]) : isCleanMessage(fields[field]);
    if (!clean) errors[field] = FORMS_WORDS[locale].SERVER_MESSAGES.badCharacters(field);
  }
  for (const [field, error] of Object.entries(validateContactForm(fields))) {
    errors[field] ??= FORMS_WORDS[locale].formsErrorText(field, error);
  }
  return errors;
}

function recordOf(fields: Fields): ContactMessageRecord {
  return { topic: fields.topic, name: fields.name, email: fields.email, message: fields.message };
}

/** What the contact route needs. */
export interface ContactRouteOptions {
  readonly repository: Repository;
  /** null when the bot check is off. */
  readonly botCheck: BotCheck | null;
  /** Messages per person (anonymous id). */
  readonly limiter: Limiter;
  /** Messages per client address: a ceiling high enough for many people behind one address. */
  readonly addressLimiter: Limiter;
  readonly guard: onRequestAsyncHookHandler;
  /** Idempotency keys (http/idempotency.ts): a retried submission gets its first answer. */
  readonly idempotency?: Idempotency;
}

/**
 * The contact form's one handler, for both transports: the form's rules, the transport's bot check, then
 * the message stored for staff (read with the staff CLI's `--contact` export). Neither the message nor
 * the address is ever written to a log line.
 *
 * - 201 "Thanks. We've received your message."
 * - 422 `{ message: 'Oops! There are some errors.', errors: { field: [message] } }`
 */
export function contactHandler(options: ContactRouteOptions): FormHandler {
  return async ({ request, body, locale, checkHuman }) => {
    const fields = readFields(body);
    const idem = options.idempotency;
    const submission = idem?.submissionOf(request, 'contact', body, fields) ?? null;
    // A retry of a submission already answered gets that answer (before the bot check, whose token the
    // first attempt spent).
    const earlier = (await idem?.previous(submission)) ?? null;
    if (earlier !== null) return earlier;
    const errors = fieldErrors(fields, locale);
    if (Object.keys(errors).length > 0) throw new ApiError(422, formError(errors, locale));
    await checkHuman();
    const thanks = { status: 201, message: FORMS_WORDS[locale].FORMS_MESSAGES.contactSuccess };
    try {
      await options.repository.storeContactMessage(recordOf(fields), idem?.answer(submission, thanks));
    } catch (error) {
      // The same submission sent twice at once: the other one stored it; its answer is this one's too.
      if (!(error instanceof IdempotencyKeyTakenError)) throw error;
      const first = await idem?.previous(submission);
      if (first === null || first === undefined) {
        throw new ApiError(409, { message: API_MESSAGES.submissionInProgress });
      }
      return first;
    }
    return thanks;
  };
}

/**
 * POST /api/contact `{ topic, name, email, message }` (`?lang=es`: answered in Spanish): the JSON
 * transport of {@link contactHandler}, which it returns for the form posted without JavaScript. 403
 * `{ message }` when the bot check refuses the token; 429 over the rate limits.
 */
export function contactRoute(app: FastifyInstance, options: ContactRouteOptions): FormHandler {
  const handle = contactHandler(options);
  app.post(
    API_PATHS.contact,
    {
      bodyLimit: CONTACT_BODY_LIMIT,
      onRequest: formRequestHooks(options.guard, options.addressLimiter, options.limiter),
    },
    jsonFormRoute(handle, options.botCheck),
  );
  return handle;
}
