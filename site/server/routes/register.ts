import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import {
  API_PATHS,
  formsAgeOn,
  CARD_PICKER_SLUGS,
  formsDobToIso,
  formsFieldText,
  formsIsAdult,
  formsIsOhioZip,
  formsNormaliseEmail,
  REGISTRATION_FIELDS,
  REGISTRATION_OPT_IN_CHECKED,
  validateRegistrationPayload,
} from '@play-smart/engine';
import type { Locale } from '../../routing/locale';
import { formError, FORMS_WORDS } from '../http/words';
import type { RegistrationRecord, Repository } from '../data/repository';
import type { BotCheck } from '../security/botcheck';
import { formRequestHooks, type Limiter } from '../security/rate-limits';
import { isCleanText, own } from '../http/body';
import { ApiError } from '../http/errors';
import { ohioToday } from '../http/today';
import type { FormHandler } from '../http/form-submission';
import { jsonFormRoute } from '../http/json-form';
import type { Idempotency } from '../http/idempotency';

/** The registration endpoint's body limit: eleven 255-character fields of any script plus a bot token. */
export const REGISTER_BODY_LIMIT = 16 * 1024;

/** Nobody alive is older; a date of birth further back is a typo, not a person. */
const OLDEST_AGE = 120;

type Fields = Record<(typeof REGISTRATION_FIELDS)[number], string>;

/** The body's registration fields as text; any other key is ignored (see docs/server.md). */
function readFields(body: Readonly<Record<string, unknown>>): Fields {
  const fields = Object.fromEntries(
    REGISTRATION_FIELDS.map((field) => [field, formsFieldText(own(body, field)).trim()]),
  ) as Fields;
  // The client converts MM/DD/YYYY to YYYY-MM-DD before sending; accept the typed form too.
  const iso = formsDobToIso(fields.dob);
  if (iso !== null) fields.dob = iso;
  return fields;
}

/** The form's own rules (engine/forms, as the browser runs them), then what only the server can check. */
function fieldErrors(fields: Fields, now: Date, locale: Locale): Record<string, string> {
  const { formsErrorText, REGISTRATION_MESSAGES } = FORMS_WORDS[locale];
  const errors: Record<string, string> = {};
  for (const field of REGISTRATION_FIELDS) {
    if (!isCleanText(fields[field])) errors[field] = FORMS_WORDS[locale].SERVER_MESSAGES.badCharacters(field);
  }
  for (const [field, error] of Object.entries(validateRegistrationPayload(fields))) {
    errors[field] ??= formsErrorText(field, error);
  }
  if (errors.dob === undefined) {
    const today = ohioToday(now);
    const age = formsAgeOn(fields.dob, today);
    if (age !== null && age > OLDEST_AGE) errors.dob = REGISTRATION_MESSAGES.dobInvalid;
    else if (!formsIsAdult(fields.dob, today)) errors.dob = REGISTRATION_MESSAGES.tooYoung;
  }
  if (errors.postal_code === undefined && !formsIsOhioZip(fields.postal_code)) {
    errors.postal_code = REGISTRATION_MESSAGES.notOhioZip;
  }
  return errors;
}

/** The home page's T-shirt banner links to /games/register?source=home (site/pages/home/sections.tsx). */
export const HOME_SOURCE = 'home';

/** The sources kept with a sign-up: the five games' end screens and the home page's banner. */
export const REGISTRATION_SOURCES: readonly string[] = [...CARD_PICKER_SLUGS, HOME_SOURCE];

/** The place that sent the visitor, when it is one of ours; anything else is dropped rather than stored. */
function sourceOf(body: Readonly<Record<string, unknown>>): string | null {
  const source = own(body, 'source');
  return typeof source === 'string' && REGISTRATION_SOURCES.includes(source) ? source : null;
}

function recordOf(fields: Fields, source: string | null): RegistrationRecord {
  return {
    first_name: fields.first_name,
    last_name: fields.last_name,
    dob: fields.dob,
    address_1: fields.address_1,
    address_2: fields.address_2,
    city: fields.city,
    state: fields.state,
    postal_code: fields.postal_code,
    email: formsNormaliseEmail(fields.email),
    opt_in: fields.opt_in === REGISTRATION_OPT_IN_CHECKED,
    shirt_size: fields.shirt_size,
    source,
  };
}

/** Why a sign-up was refused, as the server's metrics count it: fixed words, never what was typed. */
export type SignUpRefusal = 'invalid' | 'duplicate_email' | 'duplicate_person' | 'out_of_stock' | 'bot_check';

/**
 * Told of each sign-up's fate once, whichever transport it came by (the server's metrics). A retry
 * answered from its idempotency key is not told again; refusals before the handler (the CSRF guard, the
 * rate limits) are not sign-ups and are counted by the request metrics only.
 */
export interface SignUpEvents {
  accepted(): void;
  refused(reason: SignUpRefusal): void;
}

/** What the registration route needs. */
export interface RegisterRouteOptions {
  readonly repository: Repository;
  /** null when the bot check is off. */
  readonly botCheck: BotCheck | null;
  readonly now: () => Date;
  /** Sign-ups per person (anonymous id). */
  readonly limiter: Limiter;
  /** Sign-ups per client address: a ceiling high enough for many people behind one address. */
  readonly addressLimiter: Limiter;
  readonly guard: onRequestAsyncHookHandler;
  /** Idempotency keys (http/idempotency.ts): a retried submission gets its first answer. */
  readonly idempotency?: Idempotency;
  /**
   * Called after a sign-up took a shirt (with the shirts its transaction left, which the cached stock
   * figure becomes) or found none left (`sold-out`: the figure becomes 0).
   */
  readonly onStockChanged: (change: { readonly stockLeft: number } | 'sold-out') => void;
  /** Told of each sign-up accepted or refused (the metrics, when they are on). */
  readonly signUps?: SignUpEvents | undefined;
}

/**
 * The sign-up's one handler, for both transports: the form's rules and the server's own (age in Ohio,
 * an Ohio ZIP), the transport's bot check, then the sign-up and the stock in one transaction.
 *
 * - 201 "Thanks. We've received your submission."
 * - 422 `{ message: 'Oops! There are some errors.', errors: { field: [message] } }`: a rule of the form,
 *   an age under 18 (on today's date in Ohio), a ZIP outside Ohio, or a second sign-up by the same email
 *   or the same name, date of birth and address
 * - 409 with the same shape and an error on shirt_size: no shirts left
 */
export function registrationHandler(options: RegisterRouteOptions): FormHandler {
  return async ({ request, body, locale, checkHuman }) => {
    const fields = readFields(body);
    // Idempotency: a retry of a submission already answered gets that answer (before the bot check,
    // whose token the first attempt spent).
    const idem = options.idempotency;
    const submission =
      idem?.submissionOf(request, 'register', body, { ...fields, source: sourceOf(body) }) ?? null;
    const earlier = (await idem?.previous(submission)) ?? null;
    if (earlier !== null) return earlier;
    const events = options.signUps;
    const errors = fieldErrors(fields, options.now(), locale);
    if (Object.keys(errors).length > 0) {
      events?.refused('invalid');
      throw new ApiError(422, formError(errors, locale));
    }
    try {
      await checkHuman();
    } catch (error) {
      // 403 is the check's refusal; a 503 (the verifier unreachable) or a 429 refuses nobody's details.
      if (error instanceof ApiError && error.statusCode === 403) events?.refused('bot_check');
      throw error;
    }

    const thanks = { status: 201, message: FORMS_WORDS[locale].FORMS_MESSAGES.registrationSuccess };
    const outcome = await options.repository.register(
      recordOf(fields, sourceOf(body)),
      idem?.answer(submission, thanks),
    );
    // The same submission sent twice at once: the one stored first answers both.
    if (!outcome.ok && outcome.reason !== 'out-of-stock') {
      const first = (await idem?.previous(submission)) ?? null;
      if (first !== null) return first;
    }
    if (!outcome.ok) {
      if (outcome.reason === 'out-of-stock') {
        events?.refused('out_of_stock');
        options.onStockChanged('sold-out');
        throw new ApiError(
          409,
          formError({ shirt_size: FORMS_WORDS[locale].SERVER_MESSAGES.outOfStock }, locale),
        );
      }
      events?.refused(outcome.reason === 'duplicate-email' ? 'duplicate_email' : 'duplicate_person');
      const message =
        outcome.reason === 'duplicate-email'
          ? FORMS_WORDS[locale].SERVER_MESSAGES.duplicateEmail
          : FORMS_WORDS[locale].SERVER_MESSAGES.duplicatePerson;
      throw new ApiError(
        422,
        formError({ [outcome.reason === 'duplicate-email' ? 'email' : 'first_name']: message }, locale),
      );
    }
    options.onStockChanged({ stockLeft: outcome.stockLeft });
    events?.accepted();
    return thanks;
  };
}

/**
 * POST /api/register (JSON or multipart; `?lang=es` answers in Spanish): the JSON transport of
 * {@link registrationHandler}, which it returns for the other transport (a form posted without
 * JavaScript, routes/form-posts.ts).
 */
export function registerRoute(app: FastifyInstance, options: RegisterRouteOptions): FormHandler {
  const handle = registrationHandler(options);
  app.post(
    API_PATHS.register,
    {
      bodyLimit: REGISTER_BODY_LIMIT,
      onRequest: formRequestHooks(options.guard, options.addressLimiter, options.limiter),
    },
    jsonFormRoute(handle, options.botCheck),
  );
  return handle;
}
