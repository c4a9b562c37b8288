/**
 * The one line each request is logged with is written without the redactor, because it is built from
 * fields the redaction paths never name: it must be exactly the line the redacting logger writes.
 */
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyChildLoggerFactory } from '../../site/server/lazy-request-logger';
import {
  loggerOptions,
  REQUEST_COMPLETED,
  REQUEST_ID_LABEL,
  requestCompletedLogger,
} from '../../site/server/logger';
import { logCapture } from '../support/log-capture';

let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** An app whose answers are logged both ways: by {@link requestCompletedLogger} and by the redacting logger. */
async function appLoggingBothWays(): Promise<{
  app: FastifyInstance;
  lines: () => Record<string, unknown>[];
}> {
  const log = logCapture();
  app = Fastify({
    logger: loggerOptions('info', log.stream),
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: REQUEST_ID_LABEL }),
    childLoggerFactory: lazyChildLoggerFactory(),
  });
  const logCompleted = requestCompletedLogger(app.log);
  app.addHook('onResponse', (request, reply, done) => {
    logCompleted(request, reply);
    request.log.info(
      { req: request, res: reply, responseTime: reply.elapsedTime, redacted: true },
      REQUEST_COMPLETED,
    );
    done();
  });
  app.post('/api/register', (_request, reply) => reply.code(201).send({ ok: true }));
  await app.ready();
  return {
    app,
    lines: () => log.lines().filter((line) => line.msg === REQUEST_COMPLETED),
  };
}

describe('the request-completed line', () => {
  it('is the line the redacting logger writes: id, method, path, status and time only', async () => {
    const { app: server, lines } = await appLoggingBothWays();
    await server.inject({
      method: 'POST',
      url: '/api/register?email=someone%40example.com&first_name=Ann',
      headers: {
        cookie: 'anon=secret',
        'x-forwarded-for': '198.51.100.7',
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ email: 'someone@example.com', first_name: 'Ann' }),
    });
    const [plain, redacted] = lines();
    expect(plain).toBeDefined();
    const redactedLine = { ...redacted };
    delete redactedLine.redacted;
    expect(Object.keys(plain ?? {})).toEqual(Object.keys(redactedLine));
    // The two were written a moment apart.
    expect({ ...plain, time: 0, responseTime: 0 }).toEqual({ ...redactedLine, time: 0, responseTime: 0 });
    expect(plain).toMatchObject({
      [REQUEST_ID_LABEL]: 'req-1',
      req: { id: 'req-1', method: 'POST', path: '/api/register' },
      res: { statusCode: 201 },
    });
    expect(JSON.stringify(plain)).not.toMatch(/example\.com|Ann|secret|198\.51|127\.0\.0\.1|headers/);
  });
});
