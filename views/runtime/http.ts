import { formsConvertDobField } from '../../engine';

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
}

/** Performs requests for the driver. It never rejects: failures come back as results. */
export interface HttpClient {
  request(req: HttpRequest): Promise<HttpResult>;
}

/** The error a failed request carries, with axios-like wording (SPEC.md section 8). */
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

/** Performs one exchange; rejects only when no response arrived. */
async function exchange(
  req: HttpRequest,
  options: FetchJsonOptions,
): Promise<{ status: number; body: unknown }> {
  const doFetch = options.fetch ?? fetch;
  const headers: Record<string, string> = {
    'X-Requested-With': 'XMLHttpRequest',
    Accept: 'application/json',
  };
  const token = readCookie(XSRF_COOKIE, options.cookies?.() ?? document.cookie);
  if (token !== null) headers[XSRF_HEADER] = token;
  let body: string | undefined;
  if (req.body !== null && typeof req.body === 'object') {
    // Visitors type dates of birth as MM/DD/YYYY; the API takes YYYY-MM-DD (SPEC.md section 7).
    body = JSON.stringify(formsConvertDobField(req.body));
    headers['Content-Type'] = 'application/json';
  } else if (req.body !== undefined) {
    body = typeof req.body === 'string' ? req.body : JSON.stringify(req.body);
  }
  const response = await doFetch(req.url, { method: req.method, headers, body, credentials: 'same-origin' });
  return { status: response.status, body: await readBody(response) };
}

/**
 * Sends a request the way the spec's client does (SPEC.md section 7): marked as XMLHttpRequest, objects
 * as JSON (a dob field converted to YYYY-MM-DD), the CSRF cookie copied into its header, 2xx is success. Anything else throws an
 * {@link HttpError} carrying the response body. No time-out, as specified.
 */
export async function fetchJson(req: HttpRequest, options: FetchJsonOptions = {}): Promise<unknown> {
  const { status, body } = await exchange(req, options);
  if (!isSuccess(status)) throw new HttpError(status, body);
  return body;
}

/** The driver's HTTP client: every outcome becomes a result, `status: null` when nothing answered. */
export function fetchHttpClient(options: FetchJsonOptions = {}): HttpClient {
  return {
    async request(req) {
      try {
        const { status, body } = await exchange(req, options);
        return { ok: isSuccess(status), status, body };
      } catch {
        return { ok: false, status: null, body: null };
      }
    },
  };
}
