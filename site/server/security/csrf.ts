import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_XSRF_COOKIE, API_XSRF_HEADER } from '@play-smart/engine';

/**
 * CSRF protection as the site's client expects it (axios-style): the server sets a
 * readable cookie XSRF-TOKEN, the client copies it into the X-XSRF-TOKEN header of every POST.
 *
 * The token is an HMAC of a random anonymous id that lives in a second, HttpOnly cookie. A token is valid
 * only together with its own id, so a token lifted from one browser (or planted by a sibling subdomain)
 * is useless in another, and nothing is stored on the server: any process holding the secret can check.
 */

/** The readable cookie; its name and the header's are the engine's HTTP contract (engine/contract). */
export const XSRF_COOKIE = API_XSRF_COOKIE;
/** The header the client echoes the token in (Node lower-cases header names). */
export const XSRF_HEADER = API_XSRF_HEADER.toLowerCase();
/**
 * The anonymous id cookie. Over HTTPS it carries the __Host- prefix, which browsers accept only from the
 * host itself (Secure, Path=/, no Domain), so a sibling subdomain cannot plant one.
 */
export const ANON_COOKIE = 'anon';
export const ANON_COOKIE_SECURE = '__Host-anon';

/** How long the pair lives in the browser; `GET /api/csrf` renews it. */
export const CSRF_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;

const ANON_ID_BYTES = 16;
const ANON_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
/** Domain separation: this key signs nothing else, and a future format can change the label. */
const TOKEN_LABEL = 'xsrf-token-v1:';

/** The app-wide setting {@link secureCookiesOnHttpsOrigin} decorates the Fastify instance with. */
const ALWAYS_SECURE = 'alwaysSecureCookies';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every cookie is Secure (and the id __Host-): the site's public origin is https. */
    readonly alwaysSecureCookies?: boolean;
  }
}

/**
 * Whether an origin (PUBLIC_ORIGIN) makes every cookie Secure: browsers reach the site over https there,
 * whatever the hop between the balancer and this process uses.
 */
export function httpsOrigin(publicOrigin: string | null): boolean {
  return publicOrigin?.startsWith('https:') === true;
}

/**
 * Makes every cookie the app sets Secure, and the anonymous id's name __Host-, when the site's public
 * origin is https. HTTPS is usually ended at a balancer, so this process sees plain http; judging by the
 * request alone (X-Forwarded-Proto, read only from TRUST_PROXY's addresses) sent the cookies without
 * Secure whenever TRUST_PROXY was left unset. A browser on the https origin keeps Secure cookies, so
 * nothing else has to be set for a correct deployment; a request to the process itself over http (a
 * health check) needs no cookie. Without an https origin the request decides, as before: local
 * development over http keeps working.
 *
 * @param app - the root instance, so every route (the API's and the forms' pages) sees the setting
 * @param publicOrigin - PUBLIC_ORIGIN, or null
 */
export function secureCookiesOnHttpsOrigin(app: FastifyInstance, publicOrigin: string | null): void {
  if (!app.hasDecorator(ALWAYS_SECURE)) app.decorate(ALWAYS_SECURE, httpsOrigin(publicOrigin));
}

/**
 * Whether the request's cookies are Secure: always with an https public origin ({@link secureCookiesOnHttpsOrigin}),
 * else when the browser reached us over HTTPS (directly, or per a trusted proxy's X-Forwarded-Proto).
 */
export function isSecureRequest(request: FastifyRequest): boolean {
  return request.server.alwaysSecureCookies === true || request.protocol === 'https';
}

function anonCookieName(secure: boolean): string {
  return secure ? ANON_COOKIE_SECURE : ANON_COOKIE;
}

/** Random bytes drawn at once and handed out 16 at a time: one system call per 256 ids, not one each. */
const ID_POOL_BYTES = ANON_ID_BYTES * 256;
let idPool = Buffer.alloc(0);
let idPoolAt = 0;

/**
 * The Set-Cookie values of a CSRF pair, written out as @fastify/cookie's serializer writes them (the same
 * attributes in the same order; a test compares them). Both values are base64url, which a cookie holds
 * as it is, so nothing is encoded; building the two strings here spares each first page view the
 * plugin's generic serializer (its option handling and a pattern check per attribute).
 *
 * @param anonId - the anonymous id (22 base64url characters)
 * @param token - its token ({@link CsrfTokens.tokenFor})
 * @param secure - whether the cookies are Secure (the id then __Host-)
 */
export function csrfCookieHeaders(anonId: string, token: string, secure: boolean): [string, string] {
  const attributes = `; Max-Age=${String(CSRF_COOKIE_MAX_AGE_S)}; Path=/`;
  const flag = secure ? '; Secure' : '';
  return [
    `${anonCookieName(secure)}=${anonId}${attributes}; HttpOnly${flag}; SameSite=Strict`,
    `${XSRF_COOKIE}=${token}${attributes}${flag}; SameSite=Strict`,
  ];
}

/** Signs and checks tokens with one secret. */
export class CsrfTokens {
  readonly #secret: Buffer;

  constructor(secret: Buffer) {
    if (secret.length < 32) throw new RangeError('The CSRF secret must be at least 32 bytes');
    this.#secret = secret;
  }

  /** The token that goes with an anonymous id. */
  tokenFor(anonId: string): string {
    return createHmac('sha256', this.#secret)
      .update(TOKEN_LABEL + anonId)
      .digest('base64url');
  }

  /** Whether `token` was made by this secret for `anonId`; constant time in the token's content. */
  verify(anonId: string, token: string): boolean {
    if (!ANON_ID_PATTERN.test(anonId)) return false;
    const expected = Buffer.from(this.tokenFor(anonId));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** A fresh random anonymous id: 16 bytes of the system's CSRNG, each byte handed out once. */
  static newAnonId(): string {
    if (idPoolAt + ANON_ID_BYTES > idPool.length) {
      idPool = randomBytes(ID_POOL_BYTES);
      idPoolAt = 0;
    }
    const id = idPool.toString('base64url', idPoolAt, idPoolAt + ANON_ID_BYTES);
    idPoolAt += ANON_ID_BYTES;
    return id;
  }
}

/**
 * The anonymous id the request carries, if it is well formed. It identifies a browser, not a person's
 * identity: the per-person rate limit counts by it (security/rate-limits.ts).
 */
export function anonIdOf(request: FastifyRequest): string | null {
  const value = request.cookies[anonCookieName(isSecureRequest(request))];
  return value !== undefined && ANON_ID_PATTERN.test(value) ? value : null;
}

/** Why a request's token was refused, for tests and metrics; never shown to visitors. */
export type CsrfFailure = 'no-anon-id' | 'no-token' | 'bad-token';

/**
 * Checks a state-changing request: the X-XSRF-TOKEN header must be the token of the request's own
 * anonymous id cookie.
 *
 * @returns null when the request is genuine, else why not
 */
export function checkCsrf(tokens: CsrfTokens, request: FastifyRequest): CsrfFailure | null {
  const anonId = anonIdOf(request);
  if (anonId === null) return 'no-anon-id';
  const header = request.headers[XSRF_HEADER];
  if (typeof header !== 'string' || header === '') return 'no-token';
  return tokens.verify(anonId, header) ? null : 'bad-token';
}

/**
 * Gives the browser a token pair. With `renew` false, a request that already holds a valid pair gets no
 * Set-Cookie; `GET /api/csrf` renews it (keeping the id), so a visitor's pair does not expire mid-visit.
 *
 * @returns the anonymous id the browser holds once the reply is received (a form page binds its token to it)
 */
export function issueCsrfCookies(
  tokens: CsrfTokens,
  request: FastifyRequest,
  reply: FastifyReply,
  renew: boolean,
): string {
  const current = anonIdOf(request);
  const header = request.cookies[XSRF_COOKIE];
  const valid = current !== null && header !== undefined && tokens.verify(current, header);
  if (valid && !renew) return current;
  const anonId = valid ? current : CsrfTokens.newAnonId();
  const pair = csrfCookieHeaders(anonId, tokens.tokenFor(anonId), isSecureRequest(request));
  const earlier = reply.getHeader('set-cookie');
  const before = earlier === undefined ? [] : Array.isArray(earlier) ? earlier : [String(earlier)];
  reply.header('set-cookie', [...before, ...pair]);
  return anonId;
}
