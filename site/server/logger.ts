import type { FastifyBaseLogger, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { REGISTRATION_FIELDS } from '@play-smart/engine';

/**
 * Structured logs without personal data: a request is logged as its method and path only (no query
 * string, no IP address, no headers, no body), and any field that could hold personal data is redacted
 * if some code logs it anyway: every registration field (a new one is covered without a change here) and
 * the client's address.
 */
export const PERSONAL_FIELDS: readonly string[] = [...REGISTRATION_FIELDS, 'ip', 'remoteAddress'];

/** Keeps only the path of a URL: query strings may carry personal data. */
export function pathOnly(url: string): string {
  const cut = url.search(/[?#]/);
  return cut === -1 ? url : url.slice(0, cut);
}

/** The key a log line gives the request's id under (Fastify's `requestIdLogLabel`). */
export const REQUEST_ID_LABEL = 'reqId';

/** The message of the one line each request is logged with, once it is answered. */
export const REQUEST_COMPLETED = 'request completed';

/**
 * Fastify logger options.
 *
 * @param level - the pino level
 * @param stream - where to write (tests capture it)
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  const censor = PERSONAL_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]);
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: ['req.headers', 'res.headers', ...censor], censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({
        id: req.id,
        method: req.method,
        path: pathOnly(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  };
}

/**
 * Writes the one line each request is logged with once it is answered (at info and below): its id,
 * method, path, status and response time, nothing else. The line is built here from those fields alone
 * (through the serializers of {@link loggerOptions}), none of which the redaction paths name, so
 * redacting it could change nothing; it is therefore written by a child of the app's logger without
 * redaction, which would otherwise walk every wildcard path of every personal field for each request
 * (about ten times the cost of the rest of the line). Any other line, from any code, is redacted as
 * before. The line is the one the request's own logger wrote: the same fields in the same order.
 *
 * @param log - the app's logger (Fastify's `app.log`)
 * @returns a function that logs a request that was answered with `reply`
 */
export function requestCompletedLogger(
  log: FastifyBaseLogger,
): (request: FastifyRequest, reply: FastifyReply) => void {
  const plain = log.child({}, { redact: { paths: [] } });
  return (request, reply) => {
    plain.info(
      { [REQUEST_ID_LABEL]: request.id, req: request, res: reply, responseTime: reply.elapsedTime },
      REQUEST_COMPLETED,
    );
  };
}
