/**
 * A request's logger is made when the request logs: the lines are those of Fastify's own pino child
 * (with the request's id, redacted the same way), and a request that logs nothing makes no child.
 */
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyChildLoggerFactory } from '../../site/server/lazy-request-logger';
import { loggerOptions } from '../../site/server/logger';
import { logCapture } from '../support/log-capture';

let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** An app at `level` whose one route logs what `logs` says; returns the lines written. */
async function appLogging(
  level: string,
  logs: (log: FastifyInstance['log']) => void,
): Promise<{ app: FastifyInstance; lines: () => Record<string, unknown>[] }> {
  const log = logCapture();
  app = Fastify({
    logger: loggerOptions(level, log.stream),
    // Only the route's own lines, as the site's app logs (its one line per request is its own hook's).
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: lazyChildLoggerFactory(),
  });
  app.get('/', (request, reply) => {
    logs(request.log);
    return reply.send({ ok: true });
  });
  await app.ready();
  return {
    app,
    lines: () => log.lines().filter((line) => line.msg !== 'Server listening'),
  };
}

describe('the lazy request logger', () => {
  it('writes a line with the request’s id, personal fields redacted', async () => {
    const { app: server, lines } = await appLogging('info', (log) => {
      log.info({ user: { email: 'someone@example.com' } }, 'hello');
    });
    await server.inject({ url: '/' });
    await server.inject({ url: '/' });
    const hellos = lines().filter((line) => line.msg === 'hello');
    expect(hellos.map((line) => line.reqId)).toEqual(['req-1', 'req-2']);
    expect(hellos[0]?.user).toEqual({ email: '[redacted]' });
  });

  it('drops a line below the level without making a child', async () => {
    const { app: server, lines } = await appLogging('warn', (log) => {
      log.info('not written');
      log.debug('not written either');
    });
    const child = vi.spyOn(server.log, 'child');
    await server.inject({ url: '/' });
    expect(child).not.toHaveBeenCalled();
    expect(lines()).toEqual([]);
  });

  it('makes one child for a request that logs several lines, and its children keep its bindings', async () => {
    const { app: server, lines } = await appLogging('info', (log) => {
      log.warn('one');
      log.error('two');
      log.child({ step: 'inner' }).info('three');
    });
    const child = vi.spyOn(server.log, 'child');
    await server.inject({ url: '/' });
    // The request's own child (the inner child is made by it, through the same inherited method).
    expect(child.mock.calls.filter(([bindings]) => 'reqId' in bindings)).toHaveLength(1);
    expect(lines().map((line) => [line.msg, line.reqId, line.step])).toEqual([
      ['one', 'req-1', undefined],
      ['two', 'req-1', undefined],
      ['three', 'req-1', 'inner'],
    ]);
  });

  it('reports its parent’s level and follows a level set on it', async () => {
    const { app: server, lines } = await appLogging('warn', (log) => {
      expect(log.level).toBe('warn');
      log.level = 'debug';
      log.debug('now written');
    });
    await server.inject({ url: '/' });
    expect(lines().map((line) => line.msg)).toEqual(['now written']);
    expect(server.log.level).toBe('warn');
  });
});
