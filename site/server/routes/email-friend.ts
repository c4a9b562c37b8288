import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { API_PATHS, FORMS_MESSAGES, formsFieldText, validateEmailFriend } from '../../../engine';
import { emailFriendTemplate } from '../../content/email-friend';
import type { Mailer } from '../mail/mailer';
import type { BotCheck } from '../security/botcheck';
import { routeRateLimit, type RateLimit } from '../security/rate-limits';
import { isCleanText, jsonRecord, own } from '../http/body';
import { ApiError, API_MESSAGES, loggableError } from '../http/errors';
import { requireHuman } from '../http/human-check';

/** The endpoint's body limit: one address and a bot token. */
export const EMAIL_FRIEND_BODY_LIMIT = 8 * 1024;

/** What the email-a-friend route needs. */
export interface EmailFriendRouteOptions {
  readonly mailer: Mailer;
  /** null when the bot check is off. */
  readonly botCheck: BotCheck | null;
  /** The site's public address, linked from the message. */
  readonly siteUrl: string;
  readonly rateLimit: RateLimit;
  readonly guard: onRequestAsyncHookHandler;
}

function invalid(message: string): ApiError {
  return new ApiError(422, { message: FORMS_MESSAGES.errorBanner, errors: { email: [message] } });
}

/**
 * POST /api/emailfriend `{ email }`: mails the fixed message of site/content/email-friend.ts to one
 * address (SPEC.md sections 2, 5, 8). Every other body field is ignored, so nothing a sender writes can
 * reach the mail. The address is used for this one message and kept nowhere: not in the database, not in
 * any log line ("No email addresses are stored.").
 *
 * - 200 `{ message: "Congrats! You've given your friend some hope." }`
 * - 422 `{ message: 'Oops! There are some errors.', errors: { email: [message] } }`
 * - 503 `{ message }` when the mail cannot be handed over
 */
export function emailFriendRoute(app: FastifyInstance, options: EmailFriendRouteOptions): void {
  const message = emailFriendTemplate(options.siteUrl);
  app.post(
    API_PATHS.emailFriend,
    {
      bodyLimit: EMAIL_FRIEND_BODY_LIMIT,
      config: routeRateLimit(options.rateLimit),
      onRequest: options.guard,
    },
    async (request, reply) => {
      const body = jsonRecord(request.body);
      const raw = formsFieldText(own(body, 'email'));
      // Header injection: a CR or LF (even a trailing one, which the email rule would trim away) is refused.
      if (!isCleanText(raw)) throw invalid(FORMS_MESSAGES.validEmail);
      const email = raw.trim();
      const error = validateEmailFriend({ email }).email;
      if (error !== undefined) throw invalid(error);
      await requireHuman(options.botCheck, request, body);
      try {
        await options.mailer.send({ to: email, ...message });
      } catch (failure) {
        request.log.error(loggableError(failure), 'email-a-friend message not sent');
        throw new ApiError(503, { message: API_MESSAGES.mailUnavailable });
      }
      return reply
        .code(200)
        .header('cache-control', 'no-store')
        .send({ message: FORMS_MESSAGES.emailFriendSuccess });
    },
  );
}
