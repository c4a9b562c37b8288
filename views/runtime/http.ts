/** A settled HTTP exchange as the engine sees it. `status` is null when no response arrived. */
export interface HttpResult {
  readonly ok: boolean;
  readonly status: number | null;
  readonly body: unknown;
}

/** The request a module asked for. */
export interface HttpRequest {
  readonly method: 'GET' | 'POST';
  readonly url: string;
  readonly body?: unknown;
  /** How an object body travels: JSON (default) or multipart form data (the generic form). */
  readonly encoding?: 'json' | 'multipart';
}

/** Performs requests for the driver. It never rejects: failures come back as results. */
export interface HttpClient {
  request(req: HttpRequest): Promise<HttpResult>;
}

/** The error a failed request carries, with axios-like wording. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`Request failed with status code ${status}`);
    this.name = 'HttpError';
  }
}

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';
/** Gives the browser its CSRF cookie pair (204); pages carry no cookies, so the first POST asks here. */
export const CSRF_PATH = '/api/csrf';

function readCookie(name: string, cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Options of {@link fetchJson}: where fetch and the cookies come from (tests replace them). */
export interface FetchJsonOptions {
  readonly fetch?: typeof fetch;
  readonly cookies?: () => string;
}

function isSuccess(status: number): boolean {
  return status >= 200 && status <= 299;
}

/** An object's fields as multipart form data: each value as text (the form flows hold strings). */
function formData(fields: object): FormData {
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

/**
 * The CSRF token to echo: the cookie's, or, when the browser has none yet (pages set no cookies), the
 * one `GET /api/csrf` sets. Only state-changing requests need it.
 */
async function csrfToken(
  req: HttpRequest,
  options: FetchJsonOptions,
  doFetch: typeof fetch,
  gate: TokenGate,
): Promise<string | null> {
  const cookies = (): string => options.cookies?.() ?? document.cookie;
  if (gate.pending !== null) await gate.pending.catch(() => undefined);
  const token = readCookie(XSRF_COOKIE, cookies());
  if (token !== null || req.method === 'GET') return token;
  gate.pending = doFetch(CSRF_PATH, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    credentials: 'same-origin',
  }).finally(() => {
    gate.pending = null;
  });
  await gate.pending;
  return readCookie(XSRF_COOKIE, cookies());
}

/** Performs one exchange; rejects only when no response arrived. */
async function exchange(
  req: HttpRequest,
  options: FetchJsonOptions,
  gate: TokenGate,
): Promise<{ status: number; body: unknown }> {
  const doFetch = options.fetch ?? fetch;
  const headers: Record<string, string> = {
    'X-Requested-With': 'XMLHttpRequest',
    Accept: 'application/json',
  };
  const token = await csrfToken(req, options, doFetch, gate);
  if (token !== null) headers[XSRF_HEADER] = token;
  let body: string | FormData | undefined;
  if (req.body !== null && typeof req.body === 'object' && req.encoding === 'multipart') {
    // The browser writes the multipart boundary into Content-Type itself.
    body = formData(req.body);
  } else if (req.body !== null && typeof req.body === 'object') {
    body = JSON.stringify(req.body);
    headers['Content-Type'] = 'application/json';
  } else if (req.body !== undefined) {
    body = typeof req.body === 'string' ? req.body : JSON.stringify(req.body);
  }
  const response = await doFetch(req.url, { method: req.method, headers, body, credentials: 'same-origin' });
  return { status: response.status, body: await readBody(response) };
}

/**
 * Sends a request the way the spec's client does: marked as XMLHttpRequest, objects
 * as JSON (or multipart form data when asked), the CSRF cookie copied into its header (fetched from
 * `GET /api/csrf` before the first POST when the browser has none), 2xx is success. Anything else throws
 * an {@link HttpError} carrying the response body. No time-out, as specified.
 */
export async function fetchJson(req: HttpRequest, options: FetchJsonOptions = {}): Promise<unknown> {
  const { status, body } = await exchange(req, options, { pending: null });
  if (!isSuccess(status)) throw new HttpError(status, body);
  return body;
}

/** The driver's HTTP client: every outcome becomes a result, `status: null` when nothing answered. */
export function fetchHttpClient(options: FetchJsonOptions = {}): HttpClient {
  const gate: TokenGate = { pending: null };
  return {
    async request(req) {
      try {
        const { status, body } = await exchange(req, options, gate);
        return { ok: isSuccess(status), status, body };
      } catch {
        return { ok: false, status: null, body: null };
      }
    },
  };
}
