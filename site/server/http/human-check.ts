import type { FastifyRequest } from 'fastify';
import { API_REFUSAL_BOT_CHECK, FORMS_BOTCHECK_TOKEN_FIELD } from '@play-smart/engine';
import type { BotCheck } from '../security/botcheck';
import { ApiError, API_MESSAGES } from './errors';
import { own } from './body';

/**
 * Runs the bot check on a form submission when it is required: the token travels in the body's
 * `g-recaptcha-response` field, where the forms put the bot check's token. A refused token is 403 `{ message, reason: 'bot-check' }` (the form then says why); a verifier that
 * cannot be reached is 503, as that is our failure, not the visitor's.
 */
export async function requireHuman(
  botCheck: BotCheck | null,
  request: FastifyRequest,
  body: Readonly<Record<string, unknown>>,
): Promise<void> {
  if (botCheck === null) return;
  const token = own(body, FORMS_BOTCHECK_TOKEN_FIELD);
  const result = await botCheck.verify(typeof token === 'string' ? token : '', request.ip);
  if (result.ok) return;
  if (result.reason === 'unavailable') throw new ApiError(503, { message: API_MESSAGES.botCheckUnavailable });
  throw new ApiError(403, { message: API_MESSAGES.botCheckFailed, reason: API_REFUSAL_BOT_CHECK });
}

/**
 * The shortest time a person takes to fill in one of the site's forms and send it, from the moment its
 * page was served: the shortest, email a friend, is one address typed (or picked from the browser's
 * list) and a click. A script posting at once is faster.
 */
export const NO_SCRIPT_MIN_FILL_MS = 3000;

/** What the bot check of a form posted without JavaScript needs. */
export interface NoScriptHumanCheck {
  readonly botCheck: BotCheck | null;
  readonly request: FastifyRequest;
  readonly body: Readonly<Record<string, unknown>>;
  /** The honeypot field's name: anything in it was typed by a script. */
  readonly trapField: string;
  /** Milliseconds since the page carrying the form's token was served. */
  readonly tokenAgeMs: number;
  /** The tighter per-address limit of submissions checked this way; throws 429 when over. */
  readonly limit: () => Promise<void>;
}

/**
 * The bot check of a form posted without JavaScript. reCAPTCHA needs JavaScript, so when the check is on
 * and no token came, what works without it decides: the honeypot must be empty and the page must have
 * been served at least {@link NO_SCRIPT_MIN_FILL_MS} before, under a tighter per-address limit. A
 * refusal is 403 with a sentence, which the page shows beside the kept fields; never a silent drop. A
 * submission that does carry a reCAPTCHA token (a browser whose code ran after all) is checked as the
 * API checks it.
 */
export async function requireHumanWithoutScript(check: NoScriptHumanCheck): Promise<void> {
  const { botCheck, request, body } = check;
  if (botCheck === null) return;
  const token = own(body, FORMS_BOTCHECK_TOKEN_FIELD);
  if (typeof token === 'string' && token !== '') {
    await requireHuman(botCheck, request, body);
    return;
  }
  await check.limit();
  const trap = own(body, check.trapField);
  const trapped = typeof trap === 'string' && trap !== '';
  if (trapped || check.tokenAgeMs < NO_SCRIPT_MIN_FILL_MS) {
    throw new ApiError(403, { message: API_MESSAGES.botCheckFailed, reason: API_REFUSAL_BOT_CHECK });
  }
}
