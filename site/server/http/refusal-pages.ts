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

const SECONDS_PER_MINUTE = 60;
/** The most minutes a page is made for (a day): Retry-After is never longer than a limit's window. */
const MAX_MINUTES = 24 * 60;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * The whole minutes a visitor is asked to wait, from Retry-After's seconds: rounded up, at least one, at
 * most a day.
 */
export function waitMinutes(retryAfterS: number): number {
  return Math.min(MAX_MINUTES, Math.max(1, Math.ceil(retryAfterS / SECONDS_PER_MINUTE)));
}

/**
 * A refusal page's HTML: the page's language, a heading, what happened and what to do, and a link back
 * to the form's page (the page's own path, never anything from the request).
 *
 * @param formPath - the form's page, in its language
 * @param kind - why
 * @param minutes - for tooManyRequests, the wait
 */
export function refusalPageHtml(formPath: string, kind: RefusalKind, minutes = 1): string {
  const locale = localeOfPath(formPath);
  const words = WORDS[locale];
  const sentence = kind === 'tooManyRequests' ? words.tooManyRequests(minutes) : words[kind];
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

  #page(formPath: string, kind: RefusalKind, minutes: number): EncodedBody {
    const key = `${formPath}\n${kind}\n${String(minutes)}`;
    let page = this.#pages.get(key);
    if (page === undefined) {
      page = encodeBody(refusalPageHtml(formPath, kind, minutes));
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
    const minutes = kind === 'tooManyRequests' ? waitMinutes(retryAfterS) : 1;
    if (kind === 'tooManyRequests') void reply.header('retry-after', String(retryAfterS));
    reply.code(STATUS[kind]).header('cache-control', 'no-store');
    return sendEncoded(request, reply, this.#page(formPath, kind, minutes), 'text/html; charset=utf-8');
  }
}
