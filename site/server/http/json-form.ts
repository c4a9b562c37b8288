import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BotCheck } from '../security/botcheck';
import { jsonRecord } from './body';
import type { FormHandler } from './form-submission';
import { requireHuman } from './human-check';
import { requestLocale } from './language';

/**
 * The JSON transport of a form's handler (POST /api/*, from the site's code): the body as a record, the
 * page's language from `?lang=`, reCAPTCHA's token as the bot check, and the answer as `{ message }`,
 * never cached. The form posted without JavaScript has its own transport (routes/form-posts.ts).
 *
 * @param handle - the form's one handler
 * @param botCheck - the bot check, null when it is off
 */
export function jsonFormRoute(
  handle: FormHandler,
  botCheck: BotCheck | null,
): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
  return async (request, reply) => {
    const locale = requestLocale(request);
    const body = jsonRecord(request.body);
    const checkHuman = () => requireHuman(botCheck, request, body);
    const accepted = await handle({ request, reply, body, locale, checkHuman });
    return reply
      .code(accepted.status)
      .header('cache-control', 'no-store')
      .send({ message: accepted.message });
  };
}
