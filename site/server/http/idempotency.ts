import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { API_IDEMPOTENCY_KEY_HEADER } from '@play-smart/engine';
import type { IdempotencyStore, KeyedAnswer, StoredAnswer, SubmissionKey } from '../data/idempotency';
import { ApiError, API_MESSAGES } from './errors';
import type { FormAccepted } from './form-submission';

/**
 * Idempotent form submissions, the pattern of payment APIs: a client sends one random key per submission
 * (the `Idempotency-Key` header, or for a form posted without JavaScript the hidden field
 * {@link IDEMPOTENCY_KEY_FIELD}) and sends the same key again when it retries. The server remembers the
 * answer under the key (data/idempotency.ts), so:
 *
 * - a retry whose first attempt was done (its answer lost to the network, or a 503 "outcome unknown"
 *   after a COMMIT) gets the first answer again (a sign-up's 201, not "already registered"), and nothing
 *   is stored or mailed twice;
 * - the same key with a different submission is refused (422): a key names one submission;
 * - a key is forgotten after a day (IDEMPOTENCY_TTL_MS).
 *
 * A submission without a key is handled as before. Both transports of a form (JSON and form-encoded)
 * call the same functions with the fields they read, so either gets the same answer for one submission.
 */

/** The hidden form field that carries the key when no header can be set (a form posted without JavaScript). */
export const IDEMPOTENCY_KEY_FIELD = 'idempotency_key';

/** The longest key accepted. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 128;

/** A key: a UUID or any other opaque id of 16 to 128 URL-safe characters. */
const KEY_PATTERN = new RegExp(`^[A-Za-z0-9_-]{16,${String(IDEMPOTENCY_KEY_MAX_LENGTH)}}$`);

/** The forms that take keys; each keeps its own keys. */
export type IdempotentForm = 'register' | 'emailfriend' | 'contact';

/** What a route needs to make its submissions idempotent; made once by {@link idempotency}. */
export interface Idempotency {
  /**
   * The submission a request makes, from its key and the fields the form handles (the bot token and the
   * key itself left out), or null when it came without a key.
   *
   * @throws ApiError 400 when the key is not one
   */
  submissionOf(
    request: FastifyRequest,
    form: IdempotentForm,
    body: Readonly<Record<string, unknown>>,
    fields: Readonly<Record<string, unknown>>,
  ): SubmissionKey | null;
  /**
   * The answer a submission already got, if it got one (null otherwise), for its transport to send again.
   *
   * @throws ApiError 422 when the key was used for a different submission, 409 while the first attempt
   *   is still being handled
   */
  previous(submission: SubmissionKey | null): Promise<FormAccepted | null>;
  /** The key and answer to write with the work (in its transaction), or undefined without a key. */
  answer(submission: SubmissionKey | null, accepted: FormAccepted): KeyedAnswer | undefined;
  /**
   * Does `work` (which cannot be in a transaction: handing a mail over) at most once per submission: the
   * key is claimed first, the answer recorded after, and the claim dropped if `work` fails so that the
   * submission can be retried. A second attempt that finds the first one done gets its answer.
   */
  once(submission: SubmissionKey | null, work: () => Promise<FormAccepted>): Promise<FormAccepted>;
}

/** The stored form of an answer: the JSON body the API sends. */
function stored(accepted: FormAccepted): StoredAnswer {
  return { status: accepted.status, body: JSON.stringify({ message: accepted.message }) };
}

/** An answer as it was first given. */
function accepted(answer: StoredAnswer): FormAccepted {
  const body = JSON.parse(answer.body) as { message?: unknown };
  return { status: answer.status, message: typeof body.message === 'string' ? body.message : '' };
}

/** Canonical JSON: keys sorted, so the same fields always hash alike. */
function canonical(fields: Readonly<Record<string, unknown>>): string {
  return JSON.stringify(
    Object.keys(fields)
      .sort()
      .map((name) => [name, fields[name]]),
  );
}

/**
 * The idempotency of a server's forms.
 *
 * @param store - where keys are kept
 * @param secret - keys the fingerprints' hash, so the table holds no hash of an address anyone could
 *   test guesses against (the CSRF secret serves)
 * @param nowMs - the wall clock in epoch milliseconds (keys expire on it)
 */
export function idempotency(store: IdempotencyStore, secret: Buffer, nowMs: () => number): Idempotency {
  const fingerprint = (form: string, fields: Readonly<Record<string, unknown>>): string =>
    createHmac('sha256', secret)
      .update(`${form}\u0000${canonical(fields)}`)
      .digest('base64url');

  const earlier = async (submission: SubmissionKey): Promise<StoredAnswer | 'pending' | null> => {
    const known = await store.find(submission.scope, submission.key, nowMs());
    if (known.state === 'unknown') return null;
    if (known.fingerprint !== submission.fingerprint) {
      throw new ApiError(422, { message: API_MESSAGES.idempotencyKeyReused });
    }
    return known.state === 'pending' ? 'pending' : known.answer;
  };

  const previous = async (submission: SubmissionKey | null): Promise<FormAccepted | null> => {
    if (submission === null) return null;
    const found = await earlier(submission);
    if (found === null) return null;
    if (found === 'pending') throw new ApiError(409, { message: API_MESSAGES.submissionInProgress });
    return accepted(found);
  };

  return {
    submissionOf(request, form, body, fields) {
      const header = request.headers[API_IDEMPOTENCY_KEY_HEADER.toLowerCase()];
      const field = Object.hasOwn(body, IDEMPOTENCY_KEY_FIELD) ? body[IDEMPOTENCY_KEY_FIELD] : undefined;
      const key = typeof header === 'string' ? header : typeof field === 'string' ? field : undefined;
      if (key === undefined || key === '') return null;
      if (!KEY_PATTERN.test(key)) throw new ApiError(400, { message: API_MESSAGES.badIdempotencyKey });
      return { scope: form, key, fingerprint: fingerprint(form, fields) };
    },

    previous,

    answer(submission, done) {
      if (submission === null) return undefined;
      return { submission, answer: stored(done), nowMs: nowMs() };
    },

    async once(submission, work) {
      if (submission === null) return work();
      const first = await previous(submission);
      if (first !== null) return first;
      if (!(await store.claim(submission, nowMs()))) {
        // Another attempt with the same key claimed it since the look above.
        const theirs = await previous(submission);
        if (theirs !== null) return theirs;
        throw new ApiError(409, { message: API_MESSAGES.submissionInProgress });
      }
      let done: FormAccepted;
      try {
        done = await work();
      } catch (error) {
        await store.release(submission).catch(() => undefined);
        throw error;
      }
      // The work is done: if recording its answer fails, the claim stays, and a retry is told to wait
      // rather than sent a second mail.
      await store.complete(submission, stored(done)).catch(() => undefined);
      return done;
    },
  };
}
