/**
 * The bot check behind the site's forms (reCAPTCHA v3, action "contactform"). Routes
 * depend on this interface only, so tests and local runs can swap the implementation.
 */
export interface BotCheck {
  /**
   * Judges a token from the browser.
   *
   * @param token - the `g-recaptcha-response` field
   * @param remoteIp - the client's address, passed on to the verifier (never logged)
   */
  verify(token: string, remoteIp: string): Promise<BotCheckResult>;
}

/**
 * The verdict. `unavailable` means the verifier could not be asked (network, time-out, bad answer): the
 * request is refused all the same, because a check that fails open is no check.
 */
export type BotCheckResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'missing-token' | 'rejected' | 'low-score' | 'wrong-action' }
  | { readonly ok: false; readonly reason: 'unavailable' };

/** The action the browser names when it asks for a token: every form of the site uses this one. */
export const BOTCHECK_ACTION = 'contactform';
/** Google's verification endpoint. */
export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** reCAPTCHA v3 scores run from 0 (a bot) to 1 (a person); Google suggests starting at 0.5. */
export const DEFAULT_RECAPTCHA_MIN_SCORE = 0.5;
/** How long to wait for the verifier before refusing the request. */
export const BOTCHECK_TIMEOUT_MS = 5000;
/** Google's tokens are about 2 kB; anything far longer is not one and is not sent on. */
const MAX_TOKEN_LENGTH = 4096;

/** A check that passes everything: for local use only (BOTCHECK=off), and the server says so loudly. */
export const botCheckOff: BotCheck = {
  verify: () => Promise.resolve({ ok: true }),
};

/** Options of {@link recaptchaBotCheck}. */
export interface RecaptchaOptions {
  readonly secret: string;
  readonly minScore?: number;
  readonly action?: string;
  readonly verifyUrl?: string;
  readonly timeoutMs?: number;
  /** Injected for tests; the global fetch by default. */
  readonly fetch?: typeof fetch;
}

interface SiteVerifyAnswer {
  readonly success?: unknown;
  readonly score?: unknown;
  readonly action?: unknown;
}

/**
 * reCAPTCHA v3 verification with Google's siteverify: the token must be valid, for the expected action,
 * and score at least `minScore`. Fails closed: no answer within `timeoutMs`, an HTTP error or a body that
 * is not the expected JSON all refuse the request.
 */
export function recaptchaBotCheck(options: RecaptchaOptions): BotCheck {
  const minScore = options.minScore ?? DEFAULT_RECAPTCHA_MIN_SCORE;
  const action = options.action ?? BOTCHECK_ACTION;
  const url = options.verifyUrl ?? RECAPTCHA_VERIFY_URL;
  const timeoutMs = options.timeoutMs ?? BOTCHECK_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;

  async function ask(token: string, remoteIp: string): Promise<SiteVerifyAnswer | null> {
    try {
      const response = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret: options.secret, response: token, remoteip: remoteIp }).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) return null;
      const body: unknown = await response.json();
      return typeof body === 'object' && body !== null ? body : null;
    } catch {
      return null;
    }
  }

  return {
    async verify(token, remoteIp) {
      if (token === '' || token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'missing-token' };
      const answer = await ask(token, remoteIp);
      if (answer === null) return { ok: false, reason: 'unavailable' };
      if (answer.success !== true) return { ok: false, reason: 'rejected' };
      if (answer.action !== action) return { ok: false, reason: 'wrong-action' };
      if (typeof answer.score !== 'number' || answer.score < minScore)
        return { ok: false, reason: 'low-score' };
      return { ok: true };
    },
  };
}
