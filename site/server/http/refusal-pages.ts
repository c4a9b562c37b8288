import type { FastifyReply, FastifyRequest } from 'fastify';
import { FORM_REFUSAL_WORDS as EN } from '../../content/en/form-refusals';
import { FORM_REFUSAL_WORDS as ES } from '../../content/es/form-refusals';
import { LAYOUT_WORDS as LAYOUT_EN } from '../../content/en/layout';
import { LAYOUT_WORDS as LAYOUT_ES } from '../../content/es/layout';
import { HTML_LANG, localeOfPath, type Locale, type Words } from '../../routing/locale';
import { encodeBody, sendEncoded, type EncodedBody } from './encoded';

/**
 * Why a form posted without JavaScript was refused before anything about it was rendered: a post no
 * person can mend on the page itself (no token at all, another site's, over a limit, too large, in an
 * unreadable format). Each gets a short page, made once and compressed once, so refusing costs about
 * what the API's JSON refusal costs.
 */
export type RefusalKind = 'noToken' | 'crossSite' | 'tooManyRequests' | 'tooLarge' | 'unsupported';

const WORDS: Readonly<Record<Locale, Words<typeof EN>>> = { en: EN, es: ES };
const SITE_NAME: Readonly<Record<Locale, string>> = { en: LAYOUT_EN.siteName, es: LAYOUT_ES.siteName };

/** The longest wait a page is made for (a day): Retry-After is never longer than a limit's window. */
const MAX_WAIT_S = 24 * 60 * 60;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The wait a page speaks of, from Retry-After's seconds: at least one second, at most a day. */
function pageWait(retryAfterS: number): number {
  return Math.min(MAX_WAIT_S, Math.max(1, Math.ceil(retryAfterS)));
}

/**
 * A refusal page's HTML: the page's language, a heading, what happened and what to do, and a link back
 * to the form's page (the page's own path, never anything from the request).
 *
 * @param formPath - the form's page, in its language
 * @param kind - why
 * @param retryAfterS - for tooManyRequests, the wait (Retry-After's seconds), said in minutes or hours
 */
export function refusalPageHtml(formPath: string, kind: RefusalKind, retryAfterS = 60): string {
  const locale = localeOfPath(formPath);
  const words = WORDS[locale];
  const sentence = kind === 'tooManyRequests' ? words.tooManyRequests(pageWait(retryAfterS)) : words[kind];
  return (
    `<!doctype html><html lang="${HTML_LANG[locale]}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(`${words.heading} | ${SITE_NAME[locale]}`)}</title>` +
    `</head><body><main><h1>${escapeHtml(words.heading)}</h1><p>${escapeHtml(sentence)}</p>` +
    `<p><a href="${escapeHtml(formPath)}">${escapeHtml(words.backToForm)}</a></p></main></body></html>\n`
  );
}

const STATUS: Readonly<Record<RefusalKind, number>> = {
  noToken: 403,
  crossSite: 403,
  tooManyRequests: 429,
  tooLarge: 413,
  unsupported: 415,
};

/** The refusal pages, each compressed the first time it is sent and kept. */
export class RefusalPages {
  readonly #pages = new Map<string, EncodedBody>();

  #page(formPath: string, kind: RefusalKind, retryAfterS: number): EncodedBody {
    // Keyed by the sentence, so the waits said alike (every second of a minute) share one page.
    const sentence =
      kind === 'tooManyRequests' ? WORDS[localeOfPath(formPath)].tooManyRequests(retryAfterS) : '';
    const key = `${formPath}\n${kind}\n${sentence}`;
    let page = this.#pages.get(key);
    if (page === undefined) {
      page = encodeBody(refusalPageHtml(formPath, kind, retryAfterS));
      this.#pages.set(key, page);
    }
    return page;
  }

  /**
   * Sends a refusal page with its status (and, for tooManyRequests, Retry-After), never cached.
   *
   * @param formPath - the form's page, in its language
   * @param kind - why
   * @param retryAfterS - for tooManyRequests: the limit's Retry-After
   */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    formPath: string,
    kind: RefusalKind,
    retryAfterS = 0,
  ): FastifyReply {
    if (kind === 'tooManyRequests') void reply.header('retry-after', String(retryAfterS));
    reply.code(STATUS[kind]).header('cache-control', 'no-store');
    const page = this.#page(formPath, kind, pageWait(retryAfterS));
    return sendEncoded(request, reply, page, 'text/html; charset=utf-8');
  }
}
