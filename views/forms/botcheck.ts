import {
  FORMS_BOTCHECK_LABEL_APPLY_MS,
  FORMS_BOTCHECK_LABEL_RETRIES,
  FORMS_BOTCHECK_LABEL_RETRY_MS,
  FORMS_BOTCHECK_URL_PREFIX,
} from '@play-smart/engine';
import type { Clock } from '../runtime/clock';
import type { HttpClient } from '../runtime/http';

/** reCAPTCHA v3's script; the CSP allows its origins (site/server/security/headers.ts). */
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

/** The part of reCAPTCHA v3's browser API the site uses. */
interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

/** Gets bot-check tokens: loads reCAPTCHA v3 once, on the first call of `load` or `token`. */
export interface BotCheckClient {
  /** Starts loading the script (after the visitor's first interaction with a form). Idempotent. */
  load(): void;
  /** A token for an action, or null when none can be obtained (script blocked, offline, refused). */
  token(action: string): Promise<string | null>;
}

/** What the loader needs from the page. */
export interface BotCheckHost {
  readonly doc: Document;
  readonly clock: Clock;
  /** Where the script puts `grecaptcha` (the window). */
  readonly global: { grecaptcha?: Grecaptcha };
  /** The accessible name given to reCAPTCHA's hidden response field. */
  readonly responseLabel: string;
}

/**
 * reCAPTCHA's hidden response textarea has no label, which axe and screen readers report. The spec's
 * set-up looks for it every 500 ms, up to 20 times, and labels it 300 ms after finding it; it is also taken out of the tab order and hidden from assistive technology, as visitors
 * never fill it in.
 */
function labelResponseField(host: BotCheckHost, attempt = 1): void {
  const field = host.doc.querySelector<HTMLTextAreaElement>('textarea.g-recaptcha-response');
  if (field !== null) {
    host.clock.schedule(FORMS_BOTCHECK_LABEL_APPLY_MS, () => {
      field.setAttribute('aria-label', host.responseLabel);
      field.setAttribute('aria-hidden', 'true');
      field.tabIndex = -1;
    });
    return;
  }
  if (attempt >= FORMS_BOTCHECK_LABEL_RETRIES) return;
  host.clock.schedule(FORMS_BOTCHECK_LABEL_RETRY_MS, () => {
    labelResponseField(host, attempt + 1);
  });
}

/**
 * A hand-written reCAPTCHA v3 loader (no library): one script element, then `grecaptcha.ready` and
 * `execute(siteKey, { action })` for each token.
 *
 * @param siteKey - the public site key the server put in the page settings
 * @param host - the document, clock and global object
 */
export function recaptchaClient(siteKey: string, host: BotCheckHost): BotCheckClient {
  let script: Promise<Grecaptcha | null> | null = null;

  function load(): Promise<Grecaptcha | null> {
    if (script !== null) return script;
    script = new Promise((resolve) => {
      const element = host.doc.createElement('script');
      element.src = `${RECAPTCHA_SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`;
      element.async = true;
      element.addEventListener('load', () => {
        const api = host.global.grecaptcha;
        if (api === undefined) resolve(null);
        else
          api.ready(() => {
            resolve(api);
          });
      });
      // A blocked or failed script: no token can come, so the form says so instead of waiting.
      element.addEventListener('error', () => {
        script = null;
        resolve(null);
      });
      host.doc.head.append(element);
    });
    labelResponseField(host);
    return script;
  }

  return {
    load() {
      void load();
    },
    async token(action) {
      const api = await load();
      if (api === null) return null;
      try {
        const token = await api.execute(siteKey, { action });
        return token === '' ? null : token;
      } catch {
        return null;
      }
    },
  };
}

/**
 * Wraps the runtime's HTTP client so the form flow's bot-check request (`botcheck:<action>`, see the
 * engine's FORMS_BOTCHECK_URL_PREFIX) is answered with a token; every other request passes through.
 *
 * @param http - the runtime's client
 * @param botCheck - where tokens come from
 */
export function withBotCheck(http: HttpClient, botCheck: BotCheckClient): HttpClient {
  return {
    async request(req) {
      if (!req.url.startsWith(FORMS_BOTCHECK_URL_PREFIX)) return http.request(req);
      const token = await botCheck.token(req.url.slice(FORMS_BOTCHECK_URL_PREFIX.length));
      return token === null
        ? { ok: false, status: null, body: null }
        : { ok: true, status: 200, body: token };
    },
  };
}
