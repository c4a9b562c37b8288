import type { FastifyHttpOptions } from 'fastify';
import type { Server } from 'node:http';

/**
 * How long the server waits on a connection, set on purpose instead of Fastify's defaults (no limit on a
 * request's body, and Node's 60 s for headers checked only every 30 s): a client that opens a POST and
 * sends its body one byte every few seconds held its socket, its parser and its buffers for as long as
 * it liked, and 50 of them cost every other visitor. The two an operator may have to match to their
 * balancer are configurable (HTTP_REQUEST_TIMEOUT_MS, HTTP_KEEP_ALIVE_TIMEOUT_MS); docs/server.md says why
 * each value is what it is.
 */
export interface HttpTimeouts {
  /**
   * The whole request, headers and body, must arrive within this (from its first byte); otherwise it is
   * answered 408 and the connection closed. The longest legitimate request is a 16 kB form, a few seconds
   * on the slowest phone network.
   */
  readonly requestMs: number;
  /**
   * How long an idle keep-alive connection is kept for its next request. Longer than a balancer's own
   * idle timeout (60 s on the common ones), so the balancer, not the server, closes an idle connection:
   * the other way round, a request the balancer sends just as the server closes is lost (a 502).
   */
  readonly keepAliveMs: number;
}

/** 20 s: cut within 30 s of its first byte (with {@link CONNECTIONS_CHECK_INTERVAL_MS}), and never a real form. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 20_000;
/** Fastify's own default, chosen for the same reason: above the 60 s idle timeout of common balancers. */
export const DEFAULT_KEEP_ALIVE_TIMEOUT_MS = 72_000;

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  requestMs: DEFAULT_REQUEST_TIMEOUT_MS,
  keepAliveMs: DEFAULT_KEEP_ALIVE_TIMEOUT_MS,
};

/**
 * The request line and headers must arrive within this: they are a few hundred bytes, one packet. A
 * connection that sends nothing at all is closed after it too. Never more than the request's own limit
 * (Node refuses a headers limit above it).
 */
export const HEADERS_TIMEOUT_MS = 10_000;

/**
 * How often Node looks for requests past their limits (its default is 30 s, which let a 20 s limit cut
 * at 50 s). The check walks the open connections: a thousand of them take microseconds.
 */
export const CONNECTIONS_CHECK_INTERVAL_MS = 1000;

/**
 * How long a connection may stay silent while a request is being read or answered (Node's socket idle
 * timeout): a client that stops reading its answer is let go after this. Generous, as a phone in a tunnel
 * pauses; the request and header limits are the ones that bound a slow sender.
 */
export const CONNECTION_IDLE_TIMEOUT_MS = 60_000;

/** The Fastify options that apply {@link HttpTimeouts} (and the fixed limits beside them). */
export function timeoutOptions(
  timeouts: HttpTimeouts,
): Pick<FastifyHttpOptions<Server>, 'requestTimeout' | 'keepAliveTimeout' | 'connectionTimeout' | 'http'> {
  return {
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: CONNECTION_IDLE_TIMEOUT_MS,
    http: {
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, timeouts.requestMs),
      // Node checks headersTimeout against the requestTimeout it is created with; Fastify sets its own after.
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: Math.min(CONNECTIONS_CHECK_INTERVAL_MS, timeouts.requestMs),
    },
  };
}
