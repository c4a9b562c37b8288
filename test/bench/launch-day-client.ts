import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

/** A visitor's CSRF pair, as GET /api/csrf gave it. */
export interface VisitorSession {
  readonly cookie: string;
  readonly token: string;
}

/** One sign-up's answer: its status (0 when none came) and how long the visitor waited for it. */
export interface TimedAnswer {
  readonly status: number;
  readonly ms: number;
}

/** The burst as the load generator fired it. */
export interface Burst {
  readonly answers: readonly TimedAnswer[];
  /** From the first request issued to the last one issued: how long the generator took to fire them. */
  readonly dispatchMs: number;
}

/**
 * Sends every visitor's POST at once and times each one from the moment it is issued (connection
 * included: a visitor who just filled in the form opens one) to the end of its answer.
 *
 * The load generator shares the server's two cores, so its own CPU time is time the server does not
 * get and that the visitors' browsers would have spent on their own machines. It uses node:http with
 * bodies and headers prepared before the burst, which costs a fraction of `fetch` per request; each
 * visitor still gets its own connection (an agent with no socket limit), as separate browsers would.
 */
export async function fireAtOnce(
  base: string,
  path: string,
  sessions: readonly VisitorSession[],
  bodies: readonly unknown[],
): Promise<Burst> {
  const url = new URL(path, base);
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  const prepared = sessions.map((session, n) => {
    const body = Buffer.from(JSON.stringify(bodies[n]));
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'content-length': String(body.length),
        cookie: session.cookie,
        'x-xsrf-token': session.token,
      },
    };
  });
  let firstIssued = Number.POSITIVE_INFINITY;
  let lastIssued = 0;
  try {
    const answers = await Promise.all(
      prepared.map(
        ({ body, headers }) =>
          new Promise<TimedAnswer>((resolve) => {
            const sent = performance.now();
            firstIssued = Math.min(firstIssued, sent);
            lastIssued = Math.max(lastIssued, sent);
            const answered = (status: number) => {
              resolve({ status, ms: performance.now() - sent });
            };
            const req = request(url, { method: 'POST', headers, agent }, (res) => {
              res.on('end', () => {
                answered(res.statusCode ?? 0);
              });
              res.on('error', () => {
                answered(0);
              });
              res.resume();
            });
            req.on('error', () => {
              answered(0);
            });
            req.end(body);
          }),
      ),
    );
    return { answers, dispatchMs: lastIssued - firstIssued };
  } finally {
    agent.destroy();
  }
}
