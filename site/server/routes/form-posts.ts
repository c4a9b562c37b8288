import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import cookie from '@fastify/cookie';
import formBody from '@fastify/formbody';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FORMS_TYPES, REGISTRATION_DEFAULTS } from '@play-smart/engine';
import { LOCALES, localeOfPath, localePath } from '../../locale';
import {
  formElementId,
  FORM_TOKEN_FIELD,
  FORM_TRAP_FIELD,
  type NoScriptFormType,
} from '../../../views/forms/no-script';
import type { FormAnswer } from '../../../views/forms/form-answer';
import { DatabaseUnavailableError } from '../data/errors';
import { pickEncoding } from '../http/encoded';
import {
  ApiError,
  API_MESSAGES,
  loggableError,
  UNAVAILABLE_RETRY_AFTER_S,
  type ApiErrorBody,
} from '../http/errors';
import type { FormHandler } from '../http/form-submission';
import { answerPageHtml, withFormToken, type PageMarkupRenderer } from '../http/form-pages';
import { requireHumanWithoutScript } from '../http/human-check';
import type { BotCheck } from '../security/botcheck';
import { anonIdOf, CSRF_COOKIE_MAX_AGE_S, issueCsrfCookies, type CsrfTokens } from '../security/csrf';
import type { FormTokens } from '../security/form-token';
import { crossSiteReason } from '../security/origin';
import {
  clientAddressKey,
  rateLimited,
  tooManyRequests,
  visitorKey,
  type Limiter,
} from '../security/rate-limits';
import { CONTACT_BODY_LIMIT } from './contact';
import { EMAIL_FRIEND_BODY_LIMIT } from './email-friend';
import { REGISTER_BODY_LIMIT } from './register';

/** One form as posted without JavaScript: its handler (shared with its API route) and that route's limits. */
export interface NoScriptForm {
  readonly handle: FormHandler;
  /** The API route's per-address ceiling: the same counters, whichever way a form is sent. */
  readonly addressLimiter: Limiter;
  /** The API route's per-person limit. */
  readonly limiter: Limiter;
}

/** What {@link formPostRoutes} needs. */
export interface FormPostsOptions {
  readonly forms: Readonly<Record<NoScriptFormType, NoScriptForm>>;
  readonly tokens: CsrfTokens;
  readonly formTokens: FormTokens;
  readonly publicOrigin: string | null;
  /** null when the bot check is off. */
  readonly botCheck: BotCheck | null;
  /** The tighter per-address limit of forms the bot check judges without reCAPTCHA. */
  readonly noScriptLimiter: Limiter;
  /** The page as the site serves it (its settings written), by path. */
  readonly pageHtml: (path: string) => Promise<string>;
  readonly renderer: PageMarkupRenderer;
  /** The wall clock in ms since the epoch (tokens carry when their page was served). */
  readonly nowMs: () => number;
}

/**
 * The page each form is on (in English; each language's page has its own path). Opening one sets the
 * security cookie pair its form's token is bound to: the privacy policy names these pages.
 */
export const FORM_PAGES: Readonly<Record<NoScriptFormType, string>> = {
  [FORMS_TYPES.registration]: '/games/register',
  [FORMS_TYPES.emailFriend]: '/get-help-give-help',
  [FORMS_TYPES.contact]: '/contact',
};

/**
 * Fields a form shows but the browser does not send: the sign-up's state is fixed to Ohio and shown
 * disabled, and a disabled control is never submitted. What the API's client sends for them, from the
 * same defaults; a value that is sent still wins and meets the same rules.
 */
const FIXED_FIELDS: Readonly<Record<NoScriptFormType, Readonly<Record<string, string>>>> = {
  [FORMS_TYPES.registration]: Object.fromEntries(
    Object.entries(REGISTRATION_DEFAULTS).filter(([name]) => name === 'state'),
  ),
  [FORMS_TYPES.emailFriend]: {},
  [FORMS_TYPES.contact]: {},
};

const BODY_LIMITS: Readonly<Record<NoScriptFormType, number>> = {
  [FORMS_TYPES.registration]: REGISTER_BODY_LIMIT,
  [FORMS_TYPES.emailFriend]: EMAIL_FRIEND_BODY_LIMIT,
  [FORMS_TYPES.contact]: CONTACT_BODY_LIMIT,
};

/** How long a form page's token is good for: as long as the cookie it is bound to lives. */
const FORM_TOKEN_MAX_AGE_MS = CSRF_COOKIE_MAX_AGE_S * 1000;

/**
 * A urlencoded body as the plain record the handlers read: the first value of a repeated name (a form
 * field is one value), own properties only (a field named __proto__ stays a field).
 */
function urlEncodedFields(text: string): Record<string, string> {
  const fields = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(text)) if (!fields.has(name)) fields.set(name, value);
  return Object.fromEntries(fields);
}

function bodyRecord(body: unknown): Readonly<Record<string, unknown>> {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/** The submitted text fields, for the answer page to show them again (the view keeps its form's own). */
function submittedFields(body: Readonly<Record<string, unknown>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * A page made for one request (it holds this visitor's token, or their answer), compressed for that
 * request alone at a quick setting: these few pages are the only ones not compressed once in advance.
 */
function sendPerRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
  status: number,
): FastifyReply {
  const body = Buffer.from(html);
  const encoding = pickEncoding(request);
  const bytes =
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === 'gzip'
        ? gzipSync(body, { level: 6 })
        : body;
  reply
    .code(status)
    // A page with a visitor's token or answer is theirs alone: no cache keeps it.
    .header('cache-control', 'no-store')
    .header('vary', 'accept-encoding')
    .type('text/html; charset=utf-8');
  if (encoding !== null) reply.header('content-encoding', encoding);
  return reply.header('content-length', bytes.length).send(bytes);
}

/** What an error becomes on the page: its status and the API's body for it. */
function answerOfError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): { status: number; body: ApiErrorBody } {
  if (error instanceof ApiError) return { status: error.statusCode, body: error.body };
  if (error instanceof DatabaseUnavailableError) {
    request.log.warn({ errName: error.name, errCode: error.code }, 'database unavailable');
    void reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S));
    return { status: 503, body: { message: API_MESSAGES.databaseUnavailable } };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, body: { message: API_MESSAGES.badRequest } };
  request.log.error(loggableError(error), 'request failed');
  return { status: 500, body: { message: API_MESSAGES.serverError } };
}

/** The age of each checked request's form token, for the bot check without JavaScript. */
const tokenAges = new WeakMap<FastifyRequest, number>();

/**
 * The three forms without JavaScript, in every language: GET of each form's page writes this visitor's
 * form token into it (setting the CSRF cookie pair when the browser has none), and a form posted
 * (urlencoded) to its page is checked exactly as the API checks it (origin, token, the API route's own
 * rate-limit counters, its handler with every rule) and answered with that page showing the result: the
 * error summary and the field errors, the refusal, or the thank-you, in the page's language. Nothing
 * is ever redirected to a URL; nothing a visitor typed is in any URL.
 */
export async function formPostRoutes(app: FastifyInstance, options: FormPostsOptions): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(cookie);
    scope.removeAllContentTypeParsers();
    await scope.register(formBody, { parser: urlEncodedFields });

    /** This visitor's page for a form, with a fresh token bound to their (possibly new) anonymous id. */
    function withToken(
      request: FastifyRequest,
      reply: FastifyReply,
      html: string,
      formType: NoScriptFormType,
    ): string {
      const anonId = issueCsrfCookies(options.tokens, request, reply, false);
      const token = options.formTokens.issue(anonId, options.nowMs());
      return withFormToken(html, formElementId(formType), FORM_TOKEN_FIELD, token);
    }

    async function answerPage(path: string, answer: FormAnswer): Promise<string> {
      const [page, prerendered, answered] = await Promise.all([
        options.pageHtml(path),
        options.renderer.markup(path, null),
        options.renderer.markup(path, answer),
      ]);
      return answerPageHtml(page, prerendered, answered);
    }

    /** Origin and token first, as the API's guard; a refusal is answered with the page like any other. */
    function checkOrigin(request: FastifyRequest): void {
      if (crossSiteReason(request, options.publicOrigin) !== null) {
        throw new ApiError(403, { message: API_MESSAGES.crossSite });
      }
      const anonId = anonIdOf(request);
      const token = bodyRecord(request.body)[FORM_TOKEN_FIELD];
      const checked =
        anonId !== null && typeof token === 'string'
          ? options.formTokens.check(anonId, token, options.nowMs(), FORM_TOKEN_MAX_AGE_MS)
          : null;
      if (checked === null) throw new ApiError(403, { message: API_MESSAGES.forbidden });
      tokenAges.set(request, checked.ageMs);
    }

    for (const [formType, englishPath] of Object.entries(FORM_PAGES) as [NoScriptFormType, string][]) {
      const form = options.forms[formType];
      for (const locale of LOCALES) {
        const path = localePath(locale, englishPath);

        scope.get(path, async (request, reply) => {
          const html = withToken(request, reply, await options.pageHtml(path), formType);
          return sendPerRequest(request, reply, html, 200);
        });

        scope.post(
          path,
          {
            bodyLimit: BODY_LIMITS[formType],
            // After the body is read (the token is in it): the guard, then the API route's own limits.
            preHandler: [
              (request, _reply, done) => {
                try {
                  checkOrigin(request);
                  done();
                } catch (refusal) {
                  done(refusal as ApiError);
                }
              },
              rateLimited(
                { limiter: form.addressLimiter, keyOf: clientAddressKey },
                { limiter: form.limiter, keyOf: visitorKey },
              ),
            ],
            // eslint-disable-next-line @typescript-eslint/no-misused-promises -- Fastify awaits an error handler's promise
            errorHandler: (error: FastifyError, request, reply) => {
              const { status, body } = answerOfError(error, request, reply);
              const answer = { formType, fields: submittedFields(bodyRecord(request.body)), status, body };
              // A page that cannot be rendered falls through to the app's error handler (500).
              return answerPage(path, answer).then((page) =>
                sendPerRequest(request, reply, withToken(request, reply, page, formType), status),
              );
            },
          },
          async (request, reply) => {
            const body = { ...FIXED_FIELDS[formType], ...bodyRecord(request.body) };
            const checkHuman = () =>
              requireHumanWithoutScript({
                botCheck: options.botCheck,
                request,
                body,
                trapField: FORM_TRAP_FIELD,
                tokenAgeMs: tokenAges.get(request) ?? 0,
                limit: async () => {
                  const verdict = await options.noScriptLimiter.consume(clientAddressKey(request));
                  if (!verdict.allowed) throw tooManyRequests(reply, verdict.retryAfterS);
                },
              });
            const accepted = await form.handle({
              request,
              reply,
              body,
              locale: localeOfPath(path),
              checkHuman,
            });
            const answer = {
              formType,
              // The fields as sent: the form's flow validates them again before it takes the reply (and then
              // empties them, as after a sign-up with JavaScript).
              fields: submittedFields(body),
              status: accepted.status,
              body: { message: accepted.message },
            };
            const html = withToken(request, reply, await answerPage(path, answer), formType);
            return sendPerRequest(request, reply, html, accepted.status);
          },
        );
      }
    }
  });
}
