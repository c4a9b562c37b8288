import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { API_REFUSAL_BOT_CHECK } from '@play-smart/engine';
import { DatabaseUnavailableError } from '../data/errors';

/**
 * Seconds a client is asked to wait (Retry-After) when the database cannot serve a request: long enough
 * for PostgreSQL to restart or fail over, short enough that a visitor trying again is likely served.
 */
export const UNAVAILABLE_RETRY_AFTER_S = 30;

/**
 * Every error the API sends has this shape (the forms show `errors` beside their fields): a sentence for
 * people and, for form mistakes, the messages per field.
 */
export interface ApiErrorBody {
  readonly message: string;
  readonly errors?: Readonly<Record<string, readonly string[]>>;
  /** Why a 403 refused the request, for the forms' script to say it (the bot check's refusal). */
  readonly reason?: typeof API_REFUSAL_BOT_CHECK;
}

/** An error that carries its own status and body; the error handler sends it as it is. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly statusCode: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
  }
}

/** The visitor-facing sentences of the errors the API itself makes (not the form rules'). */
export const API_MESSAGES = {
  formErrors: 'Oops! There are some errors.',
  notJsonObject: 'Send the fields as a JSON object.',
  badJson: 'The request body is not valid JSON.',
  emptyBody: 'The request body is empty.',
  tooLarge: 'The request is too large.',
  unsupportedType: 'Send the request as application/json.',
  badMultipart: 'The form data could not be read.',
  noFiles: 'This form does not accept files.',
  forbidden: 'This request was refused. Reload the page and try again.',
  crossSite: 'Requests from other sites are not accepted.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  botCheckFailed: 'We could not confirm this was sent by a person. Please try again.',
  botCheckUnavailable: 'We could not check this request right now. Please try again in a minute.',
  mailUnavailable: 'We could not send the email right now. Please try again later.',
  // The wait said is the one Retry-After asks for, so a person and a client are told the same.
  databaseUnavailable: `We cannot save or read this right now because our database is busy or restarting. Please try again in ${UNAVAILABLE_RETRY_AFTER_S} seconds.`,
  badRequest: 'The request could not be understood.',
  badIdempotencyKey: 'The Idempotency-Key must be 16 to 128 letters, digits, dashes or underscores.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different submission.',
  submissionInProgress: 'This submission is still being handled. Please wait a moment and try again.',
  serverError: 'Something went wrong on our side. Please try again later.',
} as const;

/** Fastify's own client-error codes, in words a person can act on. */
const FASTIFY_CLIENT_ERRORS: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: API_MESSAGES.unsupportedType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: API_MESSAGES.badRequest,
  FST_ERR_CTP_BODY_TOO_LARGE: API_MESSAGES.tooLarge,
  FST_ERR_CTP_EMPTY_JSON_BODY: API_MESSAGES.emptyBody,
  FST_ERR_CTP_INVALID_JSON_BODY: API_MESSAGES.badJson,
};

function clientMessage(error: FastifyError): string {
  const known = error.code in FASTIFY_CLIENT_ERRORS ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  if (known !== undefined) return known;
  // JSON.parse's SyntaxError (and the prototype-poisoning refusal) arrive with status 400 and no code.
  if (error instanceof SyntaxError || error.statusCode === 400) return API_MESSAGES.badJson;
  if (error.statusCode === 413) return API_MESSAGES.tooLarge;
  if (error.statusCode === 415) return API_MESSAGES.unsupportedType;
  return API_MESSAGES.badRequest;
}

/**
 * What may be logged about an unexpected error. Never its message: database and mail errors quote the
 * values they choked on (a duplicate key's email, a rejected recipient), and those are personal data.
 */
export function loggableError(error: unknown): { errName: string; errCode?: string; frames?: string } {
  if (!(error instanceof Error)) return { errName: typeof error };
  const code = (error as { code?: unknown }).code;
  const frames = error.stack?.split('\n').slice(1, 6).join('\n');
  return {
    errName: error.name,
    ...(typeof code === 'string' ? { errCode: code } : {}),
    ...(frames ? { frames } : {}),
  };
}

/** Sends an {@link ApiErrorBody}. */
export function sendError(reply: FastifyReply, statusCode: number, body: ApiErrorBody): FastifyReply {
  return reply.code(statusCode).header('cache-control', 'no-store').send(body);
}

/**
 * Answers every error as `{ message, errors? }`: client mistakes (bad JSON, wrong type, too large) with
 * their 4xx status and a plain sentence, a database that cannot serve now with 503 and Retry-After,
 * anything else with 500 and a log line that holds no personal data.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) return sendError(reply, error.statusCode, error.body);
    if (error instanceof DatabaseUnavailableError) {
      // Expected during a database restart or outage: a warning, with the code, not a stack trace.
      request.log.warn({ errName: error.name, errCode: error.code }, 'database unavailable');
      void reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S));
      return sendError(reply, 503, { message: API_MESSAGES.databaseUnavailable });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = status === 429 ? API_MESSAGES.tooManyRequests : clientMessage(error);
      return sendError(reply, status, { message });
    }
    request.log.error(loggableError(error), 'request failed');
    return sendError(reply, 500, { message: API_MESSAGES.serverError });
  });
}
