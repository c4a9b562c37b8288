/**
 * Every connection has time limits (site/server/http/timeouts.ts): a request whose body (or headers)
 * dribbles in is answered 408 and closed instead of holding its socket for as long as the sender likes,
 * an idle keep-alive connection is closed, and while a slow sender is being waited for, everyone else is
 * answered. Short limits here; nothing is timed: a limit that did not cut would leave the slow sender
 * sending for minutes, and the test would fail on vitest's time-out instead of passing.
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../site/server/app';
import {
  CONNECTION_IDLE_TIMEOUT_MS,
  DEFAULT_HTTP_TIMEOUTS,
  HEADERS_TIMEOUT_MS,
} from '../../site/server/http/timeouts';
import { useApi } from '../support/api-lifecycle';
import { API_DATABASES } from '../support/api-db';
import { fakeDist } from '../support/dist';
import type { Session } from '../support/api-app';

const SHORT = { requestMs: 1500, keepAliveMs: 1000 };
/** One byte this often: a body of {@link SLOW_BODY_BYTES} would take 200 s to arrive. */
const DRIBBLE_MS = 100;
const SLOW_BODY_BYTES = 2000;

/** What a connection saw by the time the server closed it. */
interface Closed {
  /** Everything the server sent. */
  readonly answer: string;
  /** Whether every byte the client meant to send was sent before the close. */
  readonly sentAll: boolean;
}

/**
 * Opens a connection, sends `head` at once and then `dribble` one byte every {@link DRIBBLE_MS}, and
 * resolves when the server closes the connection.
 */
function dribbleTo(port: number, head: string, dribble: string): Promise<Closed> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    socket.write(head);
    const timer = setInterval(() => {
      if (sent < dribble.length && socket.writable) socket.write(dribble.charAt(sent++));
    }, DRIBBLE_MS);
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, sentAll: sent === dribble.length });
    });
  });
}

/** A JSON POST's head as the site's client sends it (token and cookies of `session`). */
function postHead(path: string, session: Session, length: number): string {
  return [
    `POST ${path} HTTP/1.1`,
    'Host: localhost',
    'Content-Type: application/json',
    `Content-Length: ${String(length)}`,
    `Cookie: ${session.cookie}`,
    `X-XSRF-TOKEN: ${session.token}`,
    'X-Requested-With: XMLHttpRequest',
    'Sec-Fetch-Site: same-origin',
    '',
    '',
  ].join('\r\n');
}

const CUT = /^HTTP\/1\.1 408 /;

describe('the limits are set on the server', () => {
  it('by default: 20 s for a request, 10 s for its headers, 72 s of keep-alive, 60 s of silence', async () => {
    const app = await buildApp({ distDir: fakeDist(), logLevel: 'silent' });
    try {
      expect(app.server.requestTimeout).toBe(DEFAULT_HTTP_TIMEOUTS.requestMs);
      expect(app.server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
      expect(app.server.keepAliveTimeout).toBe(DEFAULT_HTTP_TIMEOUTS.keepAliveMs);
      expect(app.server.timeout).toBe(CONNECTION_IDLE_TIMEOUT_MS);
    } finally {
      await app.close();
    }
  });

  it('as configured, the headers never allowed longer than the whole request', async () => {
    const app = await buildApp({ distDir: fakeDist(), logLevel: 'silent', timeouts: SHORT });
    try {
      expect(app.server.requestTimeout).toBe(SHORT.requestMs);
      expect(app.server.headersTimeout).toBe(SHORT.requestMs);
      expect(app.server.keepAliveTimeout).toBe(SHORT.keepAliveMs);
    } finally {
      await app.close();
    }
  });
});

describe.each(API_DATABASES)('a slow sender on $kind', ({ kind, skip }) => {
  const start = useApi(kind);

  async function listening() {
    const started = await start(10, { timeouts: SHORT });
    await started.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = started.app.server.address() as AddressInfo;
    return { ...started, port, base: `http://127.0.0.1:${String(port)}` };
  }

  it.skipIf(skip)(
    'a body sent a byte at a time is answered 408 and closed, and others are answered meanwhile',
    async () => {
      const { port, base, session, store } = await listening();
      const slow = dribbleTo(
        port,
        postHead('/api/contact', session, SLOW_BODY_BYTES),
        ' '.repeat(SLOW_BODY_BYTES),
      );
      // Sent while the slow body is still coming: a health check and a whole contact message.
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      const message = await fetch(`${base}/api/contact`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: session.cookie,
          'x-xsrf-token': session.token,
          'sec-fetch-site': 'same-origin',
        },
        body: JSON.stringify({ topic: 'question', name: 'Sam', email: 'sam@example.org', message: 'Hello' }),
      });
      expect(message.status).toBeLessThan(300);

      const closed = await slow;
      expect(closed.sentAll).toBe(false);
      expect(closed.answer).toMatch(CUT);
      // The cut request did nothing: only the whole message was stored.
      const { rows } = await store.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_messages');
      expect(rows).toEqual([{ n: 1 }]);
    },
  );

  it.skipIf(skip)('headers sent a byte at a time are answered 408 and closed', async () => {
    const { port } = await listening();
    const closed = await dribbleTo(
      port,
      'GET /healthz HTTP/1.1\r\nHost: localhost\r\n',
      `X-Slow: ${'a'.repeat(2000)}`,
    );
    expect(closed.sentAll).toBe(false);
    expect(closed.answer).toMatch(CUT);
  });

  it.skipIf(skip)('an idle keep-alive connection is closed after its request was answered', async () => {
    const { port } = await listening();
    // Nothing is dribbled: the one request is answered, then the connection idles until the server closes it.
    const closed = await dribbleTo(port, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n', '');
    expect(closed.answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(closed.answer).toMatch(/keep-alive/i);
  });
});
