import type { FastifyInstance } from 'fastify';
import type { Repository } from '../data/repository';
import { API_MESSAGES, UNAVAILABLE_RETRY_AFTER_S } from '../http/errors';

/** How long readiness waits for the database's answer before calling it unavailable. */
export const READY_TIMEOUT_MS = 2000;

/** What the health routes need. */
export interface HealthRouteOptions {
  readonly repository: Repository;
  /**
   * True once the server has been asked to stop (SIGTERM) and is draining: readiness then answers 503
   * whatever the database says, so the balancer sends the next requests to the other instances while
   * this one still answers those it gets (main.ts, SHUTDOWN_DRAIN_MS).
   */
  readonly draining?: () => boolean;
}

/** Resolves true when `check` resolves within `ms`, false when it rejects or takes longer. */
async function answersWithin(check: () => Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => {
      resolve(false);
    }, ms);
  });
  try {
    return await Promise.race([check().then(() => true as const), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Health checks for an orchestrator or load balancer (documented in README.md, "Deployment"):
 *
 * - GET /healthz: 200 `{ status: 'ok' }` while the process serves HTTP. It asks nothing of the database,
 *   so an outage does not get healthy instances restarted in a loop.
 * - GET /readyz: 200 `{ status: 'ready' }` when the database answers a query within
 *   {@link READY_TIMEOUT_MS}, else 503 `{ status: 'unavailable', message }` with Retry-After, so a
 *   balancer sends sign-ups only to instances that can store them. Checks arriving while one runs share
 *   its answer. From SIGTERM on it answers 503 `{ status: 'draining' }` without asking the database, for
 *   the drain time and until the process exits (Fastify answers 503 to every request once it closes).
 */
export function healthRoutes(app: FastifyInstance, options: HealthRouteOptions): void {
  let running: Promise<boolean> | null = null;
  const ready = (): Promise<boolean> => {
    running ??= answersWithin(() => options.repository.ping(), READY_TIMEOUT_MS).finally(() => {
      running = null;
    });
    return running;
  };

  app.get('/healthz', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  const draining = options.draining ?? (() => false);
  app.get('/readyz', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    if (draining()) {
      return reply
        .code(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S))
        .send({ status: 'draining' });
    }
    if (await ready()) return reply.send({ status: 'ready' });
    return reply
      .code(503)
      .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S))
      .send({ status: 'unavailable', message: API_MESSAGES.databaseUnavailable });
  });
}
