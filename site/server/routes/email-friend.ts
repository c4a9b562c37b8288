import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { API_PATHS, formsFieldText, validateEmailFriend } from '@play-smart/engine';
import { emailFriendTemplate, type EmailFriendMessage } from '../../content/email-friend';
import { LOCALES, type Locale } from '../../routing/locale';
import { EMAIL_WORDS, formError, FORMS_WORDS } from '../http/words';
import type { Mailer } from '../mail/mailer';
import type { BotCheck } from '../security/botcheck';
import { formRequestHooks, type Limiter, tooManyRequests } from '../security/rate-limits';
import { isCleanText, own } from '../http/body';
import { ApiError, API_MESSAGES, loggableError } from '../http/errors';
import type { FormHandler } from '../http/form-submission';
import { jsonFormRoute } from '../http/json-form';
import type { Idempotency } from '../http/idempotency';

/** The endpoint's body limit: one address and a bot token. */
export const EMAIL_FRIEND_BODY_LIMIT = 8 * 1024;

/** What the email-a-friend route needs. */
export interface EmailFriendRouteOptions {
  readonly mailer: Mailer;
  /** null when the bot check is off. */
  readonly botCheck: BotCheck | null;
  /** The site's public address, linked from the message. */
  readonly siteUrl: string;
  /** Messages per visitor (anonymous id). */
  readonly limiter: Limiter;
  /** Messages per client address: a ceiling high enough for a NAT full of people sending one each. */
  readonly addressLimiter: Limiter;
  /** Messages to one recipient, counted by {@link EmailFriendRouteOptions.recipientKey}. */
  readonly recipientLimiter: Limiter;
  /** The key a recipient is counted by: a keyed hash of the address, never the address itself. */
  readonly recipientKey: (email: string) => string;
  readonly guard: onRequestAsyncHookHandler;
  /** Idempotency keys (http/idempotency.ts): one mail per submission however often it is sent. */
  readonly idempotency?: Idempotency;
}

function invalid(locale: Locale, message: string): ApiError {
  return new ApiError(422, formError({ email: message }, locale));
}

/**
 * Email a friend's one handler, for both transports: mails the fixed message of
 * site/content/email-friend.ts, in the page's language, to one address. Every other body field is
 * ignored, so nothing a sender writes can reach the mail. The address is used for this one message and
 * kept nowhere: not in the database, not in any log line ("No email addresses are stored."); the
 * per-recipient limit counts a keyed hash of it.
 *
 * - 200 "Congrats! You've given your friend some hope."
 * - 422 `{ message: 'Oops! There are some errors.', errors: { email: [message] } }`
 * - 429 `{ message }` with Retry-After: too many to this recipient
 * - 503 `{ message }` when the mail cannot be handed over
 */
export function emailFriendHandler(options: EmailFriendRouteOptions): FormHandler {
  // The message in each language, made once: a sender gets the one of the page they sent it from.
  const messages = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      emailFriendTemplate(options.siteUrl, EMAIL_WORDS[locale].EMAIL_FRIEND_MESSAGE, locale),
    ]),
  ) as Record<Locale, EmailFriendMessage>;
  return async ({ request, reply, body, locale, checkHuman }) => {
    const { FORMS_MESSAGES, formsErrorText } = FORMS_WORDS[locale];
    const raw = formsFieldText(own(body, 'email'));
    // Header injection: a CR or LF (even a trailing one, which the email rule would trim away) is refused.
    if (!isCleanText(raw)) throw invalid(locale, FORMS_MESSAGES.validEmail);
    const email = raw.trim();
    const error = validateEmailFriend({ email }).email;
    if (error !== undefined) throw invalid(locale, formsErrorText('email', error));
    const idem = options.idempotency;
    const submission = idem?.submissionOf(request, 'emailfriend', body, { email, locale }) ?? null;
    const earlier = (await idem?.previous(submission)) ?? null;
    if (earlier !== null) return earlier;
    await checkHuman();
    const recipient = await options.recipientLimiter.consume(options.recipientKey(email));
    if (!recipient.allowed) throw tooManyRequests(reply, recipient.retryAfterS);
    const send = async () => {
      try {
        await options.mailer.send({ to: email, ...messages[locale] });
      } catch (failure) {
        request.log.error(loggableError(failure), 'email-a-friend message not sent');
        throw new ApiError(503, { message: API_MESSAGES.mailUnavailable });
      }
      return { status: 200, message: FORMS_MESSAGES.emailFriendSuccess };
    };
    return idem ? idem.once(submission, send) : send();
  };
}

/**
 * POST /api/emailfriend `{ email }` (`?lang=es` from a Spanish page): the JSON transport of
 * {@link emailFriendHandler}, which it returns for the form posted without JavaScript; 429 also when too
 * many come from this visitor or address.
 */
export function emailFriendRoute(app: FastifyInstance, options: EmailFriendRouteOptions): FormHandler {
  const handle = emailFriendHandler(options);
  app.post(
    API_PATHS.emailFriend,
    {
      bodyLimit: EMAIL_FRIEND_BODY_LIMIT,
      onRequest: formRequestHooks(options.guard, options.addressLimiter, options.limiter),
    },
    jsonFormRoute(handle, options.botCheck),
  );
  return handle;
}
