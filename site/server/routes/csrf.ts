import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@play-smart/engine';
import { issueCsrfCookies, type CsrfTokens } from '../security/csrf';
import { clientAddressKey, rateLimited, type Limiter } from '../security/rate-limits';

/** What the CSRF route needs. */
export interface CsrfRouteOptions {
  readonly tokens: CsrfTokens;
  /** Counts per client address. */
  readonly limiter: Limiter;
}

/**
 * GET /api/csrf: 204, setting the CSRF cookie pair (the HttpOnly anonymous id and the readable
 * XSRF-TOKEN bound to it), renewed with the same id when the request holds a valid pair. Pages and static
 * files set no cookies; the site's client calls this once before its first POST when it has no token.
 */
export function csrfRoute(app: FastifyInstance, options: CsrfRouteOptions): void {
  app.get(
    API_PATHS.csrf,
    { onRequest: rateLimited({ limiter: options.limiter, keyOf: clientAddressKey }) },
    async (request, reply) => {
      issueCsrfCookies(options.tokens, request, reply, true);
      return reply.code(204).header('cache-control', 'no-store').send();
    },
  );
}
