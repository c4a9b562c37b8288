import {
  API_CSRF_PATH,
  API_REQUESTED_WITH,
  API_XSRF_COOKIE,
  API_XSRF_HEADER,
} from '../contract/contract.http';
import type { RequestEffect } from '../core';
import { host, type FetchLike, type FetchResponseLike, type FormDataLike } from './host';

/**
 * A settled HTTP exchange as the engine sees it. `status` is null when no response arrived.
 *
 * @category Ports
 *
 * @public
 */
export interface HttpResult {
  readonly ok: boolean;
  readonly status: number | null;
  readonly body: unknown;
  /** The seconds the answer's `Retry-After` header asked to wait, when it gave a number of seconds. */
  readonly retryAfterS?: number;
}

/**
 * The request a module asked for: a `request` effect without its type and key.
 *
 * @category Ports
 *
 * @public
 */
export type HttpRequest = Pick<RequestEffect, 'method' | 'url' | 'body' | 'encoding'>;

/**
 * The HTTP port. It never rejects: failures come back as results.
 *
 * @category Ports
 *
 * @public
 */
export interface HttpClient {
  /** Performs `req`; resolves with the outcome, never rejects. */
  request(req: HttpRequest): Promise<HttpResult>;
}

/**
 * The error {@link fetchJson} throws for a non-2xx answer, worded like axios's.
 *
 * @category Ports
 *
 * @public
 */
export class HttpError extends Error {
  /**
   * @param status - the answer's status
   * @param body - the answer's body, parsed as JSON when it is JSON
   */
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`Request failed with status code ${status}`);
    this.name = 'HttpError';
  }
}

/**
 * The path that gives the browser its CSRF cookie pair; pages carry no cookies, so the first POST asks here.
 *
 * @category Ports
 *
 * @public
 */
export const CSRF_PATH = API_CSRF_PATH;

function readCookie(name: string, cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

async function readBody(response: FetchResponseLike): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Options of {@link fetchJson} and {@link fetchHttpClient}: where fetch and the cookies come from.
 *
 * @category Ports
 *
 * @public
 */
export interface FetchJsonOptions {
  /** The `fetch` to use (default: the host's `globalThis.fetch`). */
  readonly fetch?: FetchLike;
  /** The cookies to read the CSRF token from (default: `document.cookie`, or none without a document). */
  readonly cookies?: () => string;
  /**
   * Put before every path (e.g. `https://example.org`) for hosts that are not a page of the site itself,
   * such as Node, whose `fetch` needs absolute URLs. Default: none.
   */
  readonly baseUrl?: string;
}

function isSuccess(status: number): boolean {
  return status >= 200 && status <= 299;
}

/** An object's fields as multipart form data: each value as text (the form flows hold strings). */
function formData(fields: object): FormDataLike {
  const FormData = host().FormData;
  if (FormData === undefined) throw new Error('multipart requests need globalThis.FormData');
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    data.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return data;
}

/**
 * The one token request in flight, shared by a client's requests: a request made while the pair is being
 * fetched waits for it, so requests leave in the order they were made (a score's POST before the GET
 * that reads statistics including it).
 */
interface TokenGate {
  pending: Promise<unknown> | null;
}

function hostFetch(options: FetchJsonOptions): FetchLike {
  if (options.fetch !== undefined) return options.fetch;
  const platform = host();
  if (platform.fetch === undefined) throw new Error('no fetch: pass one in the options');
  // Called as a method of globalThis: some browsers refuse a detached fetch.
  return (url, init) => (platform as Required<Pick<typeof platform, 'fetch'>>).fetch(url, init);
}

/**
 * The CSRF token to echo: the cookie's, or, when the host has none yet (pages set no cookies), the one
 * the CSRF path sets. Only state-changing requests need it.
 */
async function csrfToken(
  req: HttpRequest,
  options: FetchJsonOptions,
  doFetch: FetchLike,
  gate: TokenGate,
): Promise<string | null> {
  const cookies = (): string => options.cookies?.() ?? host().document?.cookie ?? '';
  if (gate.pending !== null) await gate.pending.catch(() => undefined);
  const token = readCookie(API_XSRF_COOKIE, cookies());
  if (token !== null || req.method === 'GET') return token;
  gate.pending = doFetch(`${options.baseUrl ?? ''}${CSRF_PATH}`, {
    headers: { [API_REQUESTED_WITH.header]: API_REQUESTED_WITH.value },
    credentials: 'same-origin',
  }).finally(() => {
    gate.pending = null;
  });
  await gate.pending;
  return readCookie(API_XSRF_COOKIE, cookies());
}

/** `Retry-After` in seconds (a whole number); undefined when absent or an HTTP date. */
function retryAfterSeconds(response: FetchResponseLike): number | undefined {
  const value = response.headers?.get('retry-after')?.trim() ?? '';
  return /^\d+$/.test(value) ? Number(value) : undefined;
}

/** Performs one exchange; rejects only when no response arrived. */
async function exchange(
  req: HttpRequest,
  options: FetchJsonOptions,
  gate: TokenGate,
): Promise<{ status: number; body: unknown; retryAfterS: number | undefined }> {
  const doFetch = hostFetch(options);
  const headers: Record<string, string> = {
    [API_REQUESTED_WITH.header]: API_REQUESTED_WITH.value,
    Accept: 'application/json',
  };
  const token = await csrfToken(req, options, doFetch, gate);
  if (token !== null) headers[API_XSRF_HEADER] = token;
  let body: string | FormDataLike | undefined;
  if (req.body !== null && typeof req.body === 'object' && req.encoding === 'multipart') {
    // The platform writes the multipart boundary into Content-Type itself.
    body = formData(req.body);
  } else if (req.body !== null && typeof req.body === 'object') {
    body = JSON.stringify(req.body);
    headers['Content-Type'] = 'application/json';
  } else if (req.body !== undefined) {
    body = typeof req.body === 'string' ? req.body : JSON.stringify(req.body);
  }
  const response = await doFetch(`${options.baseUrl ?? ''}${req.url}`, {
    method: req.method,
    headers,
    body,
    credentials: 'same-origin',
  });
  return {
    status: response.status,
    body: await readBody(response),
    retryAfterS: retryAfterSeconds(response),
  };
}

/**
 * Sends a request the way the site's server expects: marked as XMLHttpRequest, objects as JSON (or
 * multipart form data when asked), the CSRF cookie copied into its header (fetched from the CSRF path
 * before the first POST when the host has none); 2xx is success. Anything else throws an
 * {@link HttpError} carrying the response body. No time-out: the server answers or the network fails.
 *
 * @param req - the request
 * @param options - see {@link FetchJsonOptions}
 * @returns the parsed body of a 2xx answer
 *
 * @category Ports
 * @public
 */
export async function fetchJson(req: HttpRequest, options: FetchJsonOptions = {}): Promise<unknown> {
  const { status, body } = await exchange(req, options, { pending: null });
  if (!isSuccess(status)) throw new HttpError(status, body);
  return body;
}

/**
 * The driver's default HTTP port: every outcome becomes a result, `status: null` when nothing answered.
 *
 * @param options - see {@link FetchJsonOptions}
 *
 * @category Ports
 *
 * @public
 */
export function fetchHttpClient(options: FetchJsonOptions = {}): HttpClient {
  const gate: TokenGate = { pending: null };
  return {
    async request(req) {
      try {
        const { status, body, retryAfterS } = await exchange(req, options, gate);
        return { ok: isSuccess(status), status, body, ...(retryAfterS === undefined ? {} : { retryAfterS }) };
      } catch {
        return { ok: false, status: null, body: null };
      }
    },
  };
}
