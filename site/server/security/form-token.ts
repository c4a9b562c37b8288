import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The CSRF token of a form posted without JavaScript. Such a form cannot copy the XSRF-TOKEN cookie into
 * a header, so the token travels in a hidden field the server writes into the page for this visitor
 * (routes/form-posts.ts). Like the header's token it is an HMAC bound to the visitor's anonymous id
 * cookie (SameSite=Strict and HttpOnly, so another site can neither send nor read it); it also carries
 * when the page was served, signed, which the bot check without JavaScript reads (http/human-check.ts).
 *
 * Format: `<seconds since the epoch>.<base64url HMAC-SHA256(secret, label + id + "." + seconds)>`.
 */

/** Domain separation from the header's token: a token of one kind never passes as the other. */
const TOKEN_LABEL = 'form-token-v1:';
const TOKEN_PATTERN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;
/** The longest token {@link TOKEN_PATTERN} accepts (a body limit counts it). */
export const FORM_TOKEN_MAX_LENGTH = 12 + 1 + 43;
const MS_PER_S = 1000;

/** A checked form token: when its page was served. */
export interface FormTokenCheck {
  /** Milliseconds since the page carrying the token was served (never negative). */
  readonly ageMs: number;
}

/** Signs and checks form tokens with one secret (the CSRF secret). */
export class FormTokens {
  readonly #secret: Buffer;

  constructor(secret: Buffer) {
    if (secret.length < 32) throw new RangeError('The CSRF secret must be at least 32 bytes');
    this.#secret = secret;
  }

  #mac(anonId: string, issuedS: number): string {
    return createHmac('sha256', this.#secret)
      .update(`${TOKEN_LABEL}${anonId}.${String(issuedS)}`)
      .digest('base64url');
  }

  /**
   * The token for an anonymous id, stamped with the time the page is served.
   *
   * @param anonId - the visitor's anonymous id (security/csrf.ts)
   * @param nowMs - the wall clock, in ms since the epoch
   */
  issue(anonId: string, nowMs: number): string {
    const issuedS = Math.floor(nowMs / MS_PER_S);
    return `${String(issuedS)}.${this.#mac(anonId, issuedS)}`;
  }

  /**
   * Checks a token against the request's anonymous id: null when it is not one this secret made for that
   * id, or it is older than `maxAgeMs` (or stamped in the future), else its age.
   */
  check(anonId: string, token: string, nowMs: number, maxAgeMs: number): FormTokenCheck | null {
    const match = TOKEN_PATTERN.exec(token);
    if (match === null) return null;
    const issuedS = Number(match[1]);
    const expected = Buffer.from(this.#mac(anonId, issuedS));
    const given = Buffer.from(match[2] ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const ageMs = nowMs - issuedS * MS_PER_S;
    // A second of slack for the stamp's rounding down; a token from the future was not made here.
    if (ageMs < -MS_PER_S || ageMs > maxAgeMs) return null;
    return { ageMs: Math.max(0, ageMs) };
  }
}
