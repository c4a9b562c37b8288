import type { FastifyRequest } from 'fastify';
import { FORMS_BOTCHECK_TOKEN_FIELD } from '@play-smart/engine';
import type { BotCheck } from '../security/botcheck';
import { ApiError, API_MESSAGES } from './errors';
import { own } from './body';

/**
 * Runs the bot check on a form submission when it is required: the token travels in the body's
 * `g-recaptcha-response` field, where the forms put the bot check's token. A refused token is 403 `{ message }`; a verifier that
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
  throw new ApiError(403, { message: API_MESSAGES.botCheckFailed });
}
