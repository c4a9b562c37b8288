import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import cookie from '@fastify/cookie';
import formBody from '@fastify/formbody';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CONTACT_FORM_RULES,
  EMAIL_FRIEND_RULES,
  FORMS_TEXT_INPUT_MAX_LENGTH,
  FORMS_TYPES,
  REGISTRATION_DEFAULTS,
  REGISTRATION_RULES,
} from '@play-smart/engine';
import { LOCALES, localeOfPath, localePath } from '../../routing/locale';
import {
  formElementId,
  FORM_TOKEN_FIELD,
  FORM_TRAP_FIELD,
  type NoScriptFormType,
} from '../../../views/forms/no-script';
import type { FormAnswer } from '../../../views/forms/form-answer';
import { DatabaseUnavailableError } from '../data/errors';
import { own } from '../http/body';
import { pickEncoding } from '../http/encoded';
import {
  ApiError,
  API_MESSAGES,
  loggableError,
  UNAVAILABLE_RETRY_AFTER_S,
  type ApiErrorBody,
} from '../http/errors';
import { urlEncodedBodyLimit } from '../http/form-body-limit';
import type { FormAccepted, FormHandler, FormSubmission } from '../http/form-submission';
import {
  answerPageHtml,
  hiddenFieldsMarkup,
  withHiddenFields,
  type PageMarkupRenderer,
} from '../http/form-pages';
import { requireHumanWithoutScript } from '../http/human-check';
import { IDEMPOTENCY_KEY_FIELD, IDEMPOTENCY_KEY_MAX_LENGTH } from '../http/idempotency';
import { sendTemplatePage, sendVisitorHtml } from '../http/page-template';
import { RefusalPages, type RefusalKind } from '../http/refusal-pages';
import type { SitePages } from '../site-pages';
import type { BotCheck } from '../security/botcheck';
import {
  anonIdOf,
  CSRF_COOKIE_MAX_AGE_S,
  issueCsrfCookies,
  XSRF_COOKIE,
  type CsrfTokens,
} from '../security/csrf';
import { FORM_TOKEN_MAX_LENGTH, type FormTokens } from '../security/form-token';
import { crossSiteReason } from '../security/origin';
import { clientAddressKey, tooManyRequests, visitorKey, type Limiter } from '../security/rate-limits';

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
  /**
   * The per-address limit on minting anonymous ids, `GET /api/csrf`'s own (the same object): a form
   * page that gives a browser its first cookie pair counts against it.
   */
  readonly mintLimiter: Limiter;
  /** The site's pages, as the site serves them. */
  readonly pages: Pick<SitePages, 'pageHtml' | 'pageTemplate' | 'sendPage'>;
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

/** The fields a form posted without JavaScript carries besides its own, at their longest. */
const CARRIED_FIELDS: Readonly<Record<string, number>> = {
  [FORM_TOKEN_FIELD]: FORM_TOKEN_MAX_LENGTH,
  [IDEMPOTENCY_KEY_FIELD]: IDEMPOTENCY_KEY_MAX_LENGTH,
  // The honeypot is a text input a person leaves empty; a program may fill it as far as one goes.
  [FORM_TRAP_FIELD]: FORMS_TEXT_INPUT_MAX_LENGTH,
};

/**
 * Each form's body limit without JavaScript: the longest form a person can fill in, in any script,
 * urlencoded (http/form-body-limit.ts), from the engine's own field limits.
 */
export const NO_SCRIPT_BODY_LIMITS: Readonly<Record<NoScriptFormType, number>> = {
  [FORMS_TYPES.registration]: urlEncodedBodyLimit(REGISTRATION_RULES, CARRIED_FIELDS),
  [FORMS_TYPES.emailFriend]: urlEncodedBodyLimit(EMAIL_FRIEND_RULES, CARRIED_FIELDS),
  [FORMS_TYPES.contact]: urlEncodedBodyLimit(CONTACT_FORM_RULES, CARRIED_FIELDS),
};

/** How long a form page's token is good for: as long as the cookie it is bound to lives. */
const FORM_TOKEN_MAX_AGE_MS = CSRF_COOKIE_MAX_AGE_S * 1000;

/**
 * How long a second post of one submission (a double click: the same idempotency key) waits for the
 * first to be answered, and how often it looks (from the first interval, doubling up to the last). The
 * browser shows the answer to the last post it sent, so that one is given the first one's answer (the
 * thank-you) rather than "still being handled".
 */
const IN_PROGRESS_WAIT_MS = 10_000;
const IN_PROGRESS_POLL_MS = { first: 50, last: 1000 } as const;

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
 * An answer page, made for one request (it holds this visitor's answer), compressed for that request
 * alone at a quick setting. Answers are rarer than page views, and every one comes after the limits.
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
  return sendVisitorHtml(reply, status, bytes, encoding);
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

/** The second post of a submission still being handled (the same key): worth waiting for. */
function inProgress(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.statusCode === 409 &&
    error.body.message === API_MESSAGES.submissionInProgress
  );
}

/** Retry-After as a refusal set it, in seconds. */
function retryAfterOf(reply: FastifyReply): number {
  const value = Number(reply.getHeader('retry-after'));
  return Number.isFinite(value) && value > 0 ? value : 1;
}

/** The short page of a refusal that came as an error (a limit inside a handler, a body Fastify refused). */
function refusalOfError(status: number): RefusalKind | null {
  if (status === 429) return 'tooManyRequests';
  if (status === 413) return 'tooLarge';
  if (status === 415) return 'unsupported';
  return null;
}

/**
 * The three forms without JavaScript, in every language.
 *
 * GET of a form's page is the prerendered page with this visitor's two hidden fields put in before
 * `</body>` (http/page-template.ts: no React, nothing compressed but those bytes): a form token bound to
 * the visitor's anonymous id (the CSRF cookie pair is set when the browser holds no valid one, counted
 * against the id-minting limit of `GET /api/csrf`) and a fresh idempotency key. Over that limit the page
 * is served as every other page is, without a token: it is still there to read (the helplines are on
 * it), and a post from it is refused with a page saying to open the form again.
 *
 * A post (urlencoded) is checked in order of cost, and nothing is rendered before the checks that cost
 * nothing have passed: the origin (before the body is read), a token present, the form's per-address
 * ceiling, the token itself, the per-person limit, then the form's handler with every rule, exactly as
 * the API's. What no person can mend on the page (another site's post, no token at all, a limit, a body
 * too large or unreadable) gets a short page made once (http/refusal-pages.ts); a stale token (a person
 * whose page or cookie is too old) and every answer of the handler get the page showing the result: the
 * error summary and the field errors, the refusal, or the thank-you, in the page's language, with what
 * was typed and fresh hidden fields. Nothing is ever redirected to a URL; nothing typed is in any URL.
 */
export async function formPostRoutes(app: FastifyInstance, options: FormPostsOptions): Promise<void> {
  const refusals = new RefusalPages();

  await app.register(async (scope) => {
    await scope.register(cookie);
    scope.removeAllContentTypeParsers();
    await scope.register(formBody, { parser: urlEncodedFields });

    /**
     * The anonymous id the browser holds once the reply is received: its own when its pair is valid,
     * else a new one (its cookies set), or null when this address has minted its share of ids.
     */
    async function visitorId(request: FastifyRequest, reply: FastifyReply): Promise<string | null> {
      const current = anonIdOf(request);
      const xsrf = request.cookies[XSRF_COOKIE];
      if (current !== null && xsrf !== undefined && options.tokens.verify(current, xsrf)) return current;
      const verdict = await options.mintLimiter.consume(clientAddressKey(request));
      if (!verdict.allowed) return null;
      return issueCsrfCookies(options.tokens, request, reply, false);
    }

    /** This visitor's hidden fields for a form: a token bound to their id and a fresh idempotency key. */
    function visitorFields(anonId: string, formType: NoScriptFormType): string {
      return hiddenFieldsMarkup(formElementId(formType), {
        [FORM_TOKEN_FIELD]: options.formTokens.issue(anonId, options.nowMs()),
        [IDEMPOTENCY_KEY_FIELD]: randomUUID(),
      });
    }

    async function sendAnswerPage(
      request: FastifyRequest,
      reply: FastifyReply,
      path: string,
      answer: FormAnswer,
    ): Promise<FastifyReply> {
      const [page, prerendered, answered] = await Promise.all([
        options.pages.pageHtml(path),
        options.renderer.markup(path, null),
        options.renderer.markup(path, answer),
      ]);
      const html = answerPageHtml(page, prerendered, answered);
      const anonId = await visitorId(request, reply);
      const fields = anonId === null ? '' : visitorFields(anonId, answer.formType as NoScriptFormType);
      return sendPerRequest(request, reply, withHiddenFields(html, fields), answer.status);
    }

    /** The requests that passed the checks that cost nothing: only their errors are worth a rendered page. */
    const mayRender = new WeakSet<FastifyRequest>();

    for (const [formType, englishPath] of Object.entries(FORM_PAGES) as [NoScriptFormType, string][]) {
      const form = options.forms[formType];
      for (const locale of LOCALES) {
        const path = localePath(locale, englishPath);

        scope.get(path, async (request, reply) => {
          const template = await options.pages.pageTemplate(path);
          const anonId = await visitorId(request, reply);
          if (anonId === null) return options.pages.sendPage(request, reply, path, 200);
          return sendTemplatePage(request, reply, template, visitorFields(anonId, formType), 200);
        });

        /** Runs the form's handler; a second post of a submission waits for the first one's answer. */
        async function handled(submission: FormSubmission): Promise<FormAccepted> {
          let interval: number = IN_PROGRESS_POLL_MS.first;
          for (
            let waited = 0;
            ;
            waited += interval, interval = Math.min(interval * 2, IN_PROGRESS_POLL_MS.last)
          ) {
            try {
              return await form.handle(submission);
            } catch (error) {
              if (!inProgress(error) || waited >= IN_PROGRESS_WAIT_MS) throw error;
              await sleep(interval);
            }
          }
        }

        scope.post(
          path,
          {
            bodyLimit: NO_SCRIPT_BODY_LIMITS[formType],
            // Before the body is read: another site's post is refused without reading it.
            onRequest: async (request, reply) => {
              if (crossSiteReason(request, options.publicOrigin) !== null) {
                return refusals.send(request, reply, path, 'crossSite');
              }
              return undefined;
            },
            // After the body is read (the token is in it), cheapest first.
            preHandler: async (request, reply) => {
              const token = own(bodyRecord(request.body), FORM_TOKEN_FIELD);
              if (typeof token !== 'string' || token === '') {
                return refusals.send(request, reply, path, 'noToken');
              }
              const address = await form.addressLimiter.consume(clientAddressKey(request));
              if (!address.allowed) {
                return refusals.send(request, reply, path, 'tooManyRequests', address.retryAfterS);
              }
              // From here on an answer is a page: the ceiling above bounds how many one address gets.
              mayRender.add(request);
              const anonId = anonIdOf(request);
              const checked =
                anonId === null
                  ? null
                  : options.formTokens.check(anonId, token, options.nowMs(), FORM_TOKEN_MAX_AGE_MS);
              // A token that is no longer good (its page or the cookie too old, the cookie cleared):
              // the page again, with what was typed and a fresh token, saying so.
              if (checked === null) throw new ApiError(403, { message: API_MESSAGES.forbidden });
              tokenAges.set(request, checked.ageMs);
              const person = await form.limiter.consume(visitorKey(request));
              if (!person.allowed) {
                return refusals.send(request, reply, path, 'tooManyRequests', person.retryAfterS);
              }
              return undefined;
            },
            // eslint-disable-next-line @typescript-eslint/no-misused-promises -- Fastify awaits an error handler's promise
            errorHandler: (error: FastifyError, request, reply) => {
              const { status, body } = answerOfError(error, request, reply);
              const refusal = refusalOfError(status);
              if (refusal !== null) {
                return refusals.send(request, reply, path, refusal, retryAfterOf(reply));
              }
              // An error before the checks that cost nothing (an unreadable body) gets no rendered page.
              if (!mayRender.has(request) && status >= 400 && status < 500) {
                return refusals.send(request, reply, path, 'unsupported');
              }
              const retryAfter = Number(reply.getHeader('retry-after'));
              const answer = {
                formType,
                fields: submittedFields(bodyRecord(request.body)),
                status,
                body,
                // A 503 says how long to wait: the page says the same wait.
                ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterS: retryAfter } : {}),
              };
              // A page that cannot be rendered falls through to the app's error handler (500).
              return sendAnswerPage(request, reply, path, answer);
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
            const accepted = await handled({
              request,
              reply,
              body,
              locale: localeOfPath(path),
              checkHuman,
            });
            return sendAnswerPage(request, reply, path, {
              formType,
              // The fields as sent: the form's flow validates them again before it takes the reply (and
              // then empties them, as after a sign-up with JavaScript).
              fields: submittedFields(body),
              status: accepted.status,
              body: { message: accepted.message },
            });
          },
        );
      }
    }
  });
}
