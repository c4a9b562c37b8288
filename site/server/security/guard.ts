import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { API_MESSAGES, sendError } from '../http/errors';
import { checkCsrf, issueCsrfCookies, type CsrfTokens } from './csrf';
import { crossSiteReason } from './origin';

/**
 * The hook every state-changing API route runs before its body is read: first where the request comes
 * from, then its CSRF token. Both refusals are 403 `{ message }`.
 *
 * A same-origin request whose token is missing or stale (cookies expired in a long-open tab) gets a fresh
 * pair with its refusal, so the visitor's second click succeeds; an attacker gains nothing from that, as
 * the new cookies are the victim's own and unreadable cross-site.
 */
export function stateChangeGuard(tokens: CsrfTokens, publicOrigin: string | null): onRequestAsyncHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (crossSiteReason(request, publicOrigin) !== null) {
      await sendError(reply, 403, { message: API_MESSAGES.crossSite });
      return;
    }
    if (checkCsrf(tokens, request) !== null) {
      issueCsrfCookies(tokens, request, reply, false);
      await sendError(reply, 403, { message: API_MESSAGES.forbidden });
    }
  };
}
