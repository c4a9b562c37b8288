import type { FastifyServerOptions } from 'fastify';
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
