import { randomUUID } from 'node:crypto';
import { Agent, request, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { performance } from 'node:perf_hooks';

/** The sign-up page and the endpoints its script uses (engine/contract's paths, as the browser asks). */
export const SIGN_UP_PAGE = '/games/register';
const CSRF_PATH = '/api/csrf';
const REGISTER_PATH = '/api/register';

/** What a browser sends for a page: compression negotiated as for a visitor. */
const PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'user-agent': 'launch-day bench',
};

/** One visitor's path: the page, then (only when the page set no token) the token, then the sign-up. */
export interface Visit {
  /** The page's status (0 when no answer came). */
  readonly pageStatus: number;
  /** Whether the visitor had to ask GET /api/csrf for its token (the page set none). */
  readonly askedForToken: boolean;
  /** The sign-up's status (0 when no answer came, or it was never sent). */
  readonly status: number;
  /** Why the page or the sign-up was refused (a 4xx or 5xx answer's body), else empty. */
  readonly refusal: string;
  /** From the page's request issued to the end of its answer. */
  readonly pageMs: number;
  /** From the sign-up's request issued to the end of its answer. */
  readonly postMs: number;
  /** From the page's request issued to the end of the sign-up's answer: the whole path. */
  readonly pathMs: number;
}

/** The burst as the load generator fired it. */
export interface Burst {
  readonly visits: readonly Visit[];
  /** From the first page request issued to the last one issued: how long the generator took to fire them. */
  readonly dispatchMs: number;
}

interface Answer {
  readonly status: number;
  /** `name=value` of each cookie the answer set. */
  readonly cookies: readonly string[];
  /** The body of a 4xx or 5xx answer (its JSON message says why), else empty. */
  readonly refusal: string;
}

/** One request; resolves when its answer has been read to the end (status 0 when none came). */
function exchange(
  url: URL,
  method: 'GET' | 'POST',
  headers: OutgoingHttpHeaders,
  agent: Agent,
  body?: Buffer,
): Promise<Answer> {
  return new Promise((resolve) => {
    const failed = () => {
      resolve({ status: 0, cookies: [], refusal: '' });
    };
    const req = request(url, { method, headers, agent }, (res: IncomingMessage) => {
      const status = res.statusCode ?? 0;
      const cookies = (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0] ?? '');
      let refusal = '';
      // Only a refusal's body is kept: reading every page's would cost the client, not the server.
      if (status >= 400 && res.headers['content-encoding'] === undefined) {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          refusal += chunk;
        });
      } else res.resume();
      res.on('end', () => {
        resolve({ status, cookies, refusal });
      });
      res.on('error', failed);
    });
    req.on('error', failed);
    req.end(body);
  });
}

const tokenIn = (cookies: readonly string[]): string | undefined =>
  cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length);

/**
 * Sends every visitor along the sign-up page's path at once, as the page's script does with JavaScript on:
 * `GET /games/register` (which sets the visitor's cookie pair), then `POST /api/register` as JSON with the
 * token from the XSRF-TOKEN cookie in `X-XSRF-TOKEN`, a fresh `Idempotency-Key`, `X-Requested-With` and
 * the page's `Origin` (the driver's HTTP port, engine/driver/http.ts, and views/runtime/http.ts). Only
 * when the page set no token does the visitor ask `GET /api/csrf` first, as the driver does. The page is
 * asked for with a browser's `Accept-Encoding` and read to its end, not decompressed.
 *
 * The load generator shares the server's two cores, so its own CPU time is time the server does not
 * get and that the visitors' browsers would have spent on their own machines. It uses node:http with
 * bodies and headers prepared before the burst, which costs a fraction of `fetch` per request; each
 * visitor gets a connection of its own for its page (an agent with no socket limit), as separate
 * browsers would, and its sign-up goes on a kept-alive one.
 */
export async function visitAtOnce(base: string, bodies: readonly unknown[]): Promise<Burst> {
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  const page = new URL(SIGN_UP_PAGE, base);
  const csrf = new URL(CSRF_PATH, base);
  const register = new URL(REGISTER_PATH, base);
  const origin = page.origin;
  const prepared = bodies.map((b) => ({ body: Buffer.from(JSON.stringify(b)), key: randomUUID() }));
  let firstIssued = Number.POSITIVE_INFINITY;
  let lastIssued = 0;

  async function visit({ body, key }: { body: Buffer; key: string }): Promise<Visit> {
    const started = performance.now();
    firstIssued = Math.min(firstIssued, started);
    lastIssued = Math.max(lastIssued, started);
    const shown = await exchange(page, 'GET', PAGE_HEADERS, agent);
    const pageMs = performance.now() - started;
    let cookies = shown.cookies;
    let token = tokenIn(cookies);
    const askedForToken = token === undefined && shown.status === 200;
    if (askedForToken) {
      const pair = await exchange(
        csrf,
        'GET',
        { 'x-requested-with': 'XMLHttpRequest', cookie: cookies.join('; ') },
        agent,
      );
      cookies = [...cookies, ...pair.cookies];
      token = tokenIn(pair.cookies);
    }
    if (token === undefined) {
      return {
        pageStatus: shown.status,
        askedForToken,
        status: 0,
        refusal: shown.refusal,
        pageMs,
        postMs: 0,
        pathMs: pageMs,
      };
    }
    const posted = performance.now();
    const answer = await exchange(
      register,
      'POST',
      {
        'content-type': 'application/json',
        'content-length': String(body.length),
        accept: 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        'x-xsrf-token': token,
        'idempotency-key': key,
        cookie: cookies.join('; '),
        origin,
        'sec-fetch-site': 'same-origin',
      },
      agent,
      body,
    );
    const ended = performance.now();
    return {
      pageStatus: shown.status,
      askedForToken,
      status: answer.status,
      refusal: answer.refusal,
      pageMs,
      postMs: ended - posted,
      pathMs: ended - started,
    };
  }

  try {
    const visits = await Promise.all(prepared.map(visit));
    return { visits, dispatchMs: lastIssued - firstIssued };
  } finally {
    agent.destroy();
  }
}

/**
 * Warms a server the same way before its burst (the JIT, the page's first renders): `count` page views,
 * `concurrency` at a time, with no sign-up (the stock is left alone).
 */
export async function warmUp(base: string, count: number, concurrency: number): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const page = new URL(SIGN_UP_PAGE, base);
  try {
    for (let i = 0; i < count; i += concurrency) {
      await Promise.all(
        Array.from({ length: Math.min(concurrency, count - i) }, () =>
          exchange(page, 'GET', PAGE_HEADERS, agent),
        ),
      );
    }
  } finally {
    agent.destroy();
  }
}
