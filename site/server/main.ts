import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { adminSocketPath, startAdminSocket } from './admin/socket';
import { buildApp } from './app';
import { loggableError } from './http/errors';
import { ConfigError, loadConfig, type ServerConfig } from './config';
import { createRepository, embeddedDataDir, openDatabase, type Database } from './data';
import { outboxMailer, smtpMailer, type Mailer } from './mail/mailer';
import { recaptchaBotCheck, type BotCheck } from './security/botcheck';
import { loadCsrfSecret } from './security/csrf-secret';
import { hasPrerenderedPages } from './prerendered';
import { tightenTree, writePrivately } from './security/private-files';
import { CloseError, OpenResources } from './open-resources';
import { writeJsonLine } from './data/adapter';
import { createMetrics, type ServerMetrics } from './metrics/metrics';
import { startMetricsServer } from './metrics/server';
import { LISTEN_BACKLOG } from './http/listen';

/**
 * How long a shutdown may take: in-flight requests finish (a sign-up's transaction takes milliseconds; a
 * slow client's upload is cut off by then), then the database closes. Orchestrators wait 30 s by default
 * before SIGKILL, so this ends well inside that.
 */
export const SHUTDOWN_GRACE_MS = 10_000;

/** The outbox directory used when no SMTP_URL is set: the .eml files ARE the local mail queue. */
function outboxDir(config: ServerConfig): string {
  return join(config.varDir, 'outbox');
}

function mailerFor(config: ServerConfig): Mailer {
  return config.smtpUrl !== null
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : outboxMailer(outboxDir(config), config.mailFrom);
}

function botCheckFor(config: ServerConfig): BotCheck | null {
  const check = config.botCheck;
  if (check.mode === 'off') return null;
  return recaptchaBotCheck({ secret: check.secret, minScore: check.minScore, verifyUrl: check.verifyUrl });
}

/** Start-up lines an operator must see: anything running in a local-only mode says so. */
function announceModes(app: FastifyInstance, config: ServerConfig, mailer: Mailer): void {
  if (config.botCheck.mode === 'off') {
    app.log.warn(
      `BOT CHECK IS OFF (${config.botCheck.why}): forms are accepted without reCAPTCHA. ` +
        'Set RECAPTCHA_SECRET (and leave BOTCHECK unset or "on") before going public.',
    );
  }
  if (mailer.kind === 'outbox') {
    app.log.warn(
      `No SMTP_URL: email-a-friend messages are written to ${outboxDir(config)} (kept one hour) and not sent. ` +
        'For local development only: NODE_ENV=production requires SMTP_URL.',
    );
  }
  if (config.metrics !== null && !isLoopback(config.metrics.host)) {
    app.log.warn(
      `Metrics are served on ${config.metrics.host}, not only this machine: let only the scraper reach ` +
        `port ${config.metrics.port} (they hold no personal data, but say how the site is doing).`,
    );
  }
  if (config.publicOrigin === null) {
    app.log.warn(
      `No PUBLIC_ORIGIN: emails link to ${config.siteUrl}, and POSTs must come from the Host they are sent ` +
        'to. For local development only: NODE_ENV=production requires PUBLIC_ORIGIN.',
    );
  }
}

/** Whether a METRICS_HOST can be reached from this machine only. */
function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\./.test(host);
}

/** What may be logged about a failed shutdown: which resources failed, and each error without its message. */
function loggableCloseFailure(error: unknown): Record<string, unknown> {
  if (!(error instanceof CloseError)) return loggableError(error);
  return { failed: error.failures.map(({ name, error: cause }) => ({ name, ...loggableError(cause) })) };
}

/**
 * On SIGINT or SIGTERM: stop accepting connections, finish in-flight requests, then close everything
 * else (PGlite flushes and drops its lock file), all through `open.closeAll()`; exit 1 if that fails or
 * takes longer than {@link SHUTDOWN_GRACE_MS}. SIGTERM, how orchestrators stop an instance, first calls
 * `drain` (readiness turns 503) and keeps serving for `drainMs`, so a balancer checking /readyz sends
 * the next requests to the other instances before this one stops listening. SIGINT (Ctrl-C) stops at
 * once, and so does a second signal during the drain.
 */
function closeOnSignals(
  log: FastifyBaseLogger,
  open: OpenResources,
  drainMs: number,
  drain: () => void,
): void {
  let closing = false;
  const close = (): void => {
    const force = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    open.closeAll().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error(loggableCloseFailure(error), 'error while shutting down');
        process.exit(1);
      },
    );
  };
  let drainTimer: NodeJS.Timeout | undefined;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (closing) {
      // A second signal during the drain stops now, still cleanly (without a handler, it would kill the
      // process before the embedded database is flushed).
      if (drainTimer !== undefined) {
        clearTimeout(drainTimer);
        drainTimer = undefined;
        log.info({ signal }, 'drain cut short');
        close();
      }
      return;
    }
    closing = true;
    drain();
    const waitMs = signal === 'SIGTERM' ? drainMs : 0;
    log.info({ signal, drainMs: waitMs }, 'shutting down');
    if (waitMs === 0) {
      close();
      return;
    }
    drainTimer = setTimeout(() => {
      drainTimer = undefined;
      close();
    }, waitMs);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

/** Opens everything the server needs, in order, registering each with `open` as soon as it exists. */
async function start(config: ServerConfig, open: OpenResources): Promise<void> {
  writePrivately();
  if (existsSync(config.varDir)) tightenTree(config.varDir);
  const csrfSecret = loadCsrfSecret(config.csrfSecret, config.varDir);
  // Made first, so the database's calls are timed from the first.
  const metrics: ServerMetrics | null = config.metrics === null ? null : createMetrics();
  const db: Database = await openDatabase({
    databaseUrl: config.databaseUrl ?? undefined,
    dataDir: embeddedDataDir(config.varDir),
    // A server started while PostgreSQL is still down serves its pages and answers the API with 503
    // until the database can be reached, instead of exiting and being restarted in a loop.
    waitForServer: true,
    deadlineMs: config.databaseDeadlineMs,
    maxWaiting: config.databaseMaxWaiting,
    ...(metrics === null ? {} : { observer: metrics.database }),
  });
  open.add('database', () => db.close());
  const repository = createRepository(db);
  metrics?.watch({ health: db.health, stock: () => repository.stockRemaining() });
  const mailer = mailerFor(config);
  open.add('mailer', () => {
    mailer.close();
  });
  // Only this process can open the embedded database, so the staff CLI reaches it through this socket;
  // with PostgreSQL the CLI connects to the database itself.
  if (db.kind === 'pglite') {
    const admin = await startAdminSocket(repository, adminSocketPath(config.varDir));
    open.add('admin socket', () => admin.close());
  }
  // Set on SIGTERM (closeOnSignals): /readyz then answers 503 while the server drains.
  let draining = false;
  const app = await buildApp({
    distDir: config.distDir,
    publicOrigin: config.publicOrigin,
    trustProxy: config.trustProxy,
    logLevel: config.logLevel,
    timeouts: config.httpTimeouts,
    botCheckSiteKey: config.botCheck.mode === 'recaptcha' ? config.botCheck.siteKey : null,
    api: {
      repository,
      mailer,
      botCheck: botCheckFor(config),
      csrfSecret,
      publicOrigin: config.publicOrigin,
      siteUrl: config.siteUrl,
      rateLimits: config.rateLimits,
      // Instances behind one balancer share PostgreSQL, and so their counters; the embedded database
      // has one process, whose memory is enough.
      rateLimitStore: db.kind === 'postgres' ? db : 'memory',
      quizQuestionsFile: config.quizQuestionsFile,
      ...(metrics === null ? {} : { signUps: metrics.signUps }),
      draining: () => draining,
    },
    ...(metrics === null ? {} : { metrics }),
  });
  // Closed after the site's server (in reverse order), so a scrape can watch the drain.
  if (metrics !== null && config.metrics !== null) {
    const metricsServer = await startMetricsServer(metrics.registry, config.metrics);
    open.add('metrics server', () => metricsServer.close());
    app.log.info(`Metrics listening at ${metricsServer.url}`);
  }
  open.add('HTTP server', () => app.close());
  announceModes(app, config, mailer);
  closeOnSignals(app.log, open, config.shutdownDrainMs, () => {
    draining = true;
  });
  await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (!hasPrerenderedPages(config.distDir)) {
    throw new ConfigError(
      `No built site in ${config.distDir}: run "npm run build" first (npm start does it for you).`,
    );
  }
  const open = new OpenResources();
  try {
    await start(config, open);
  } catch (error) {
    // E.g. the port is taken: release the database's lock (and everything else) before reporting.
    await open.closeAll().catch((closeError: unknown) => {
      // The start-up error is the one to report; a resource that also failed to close is named here.
      writeJsonLine('error', closeError instanceof Error ? closeError.message : String(closeError));
    });
    throw error;
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  writeJsonLine('fatal', `Could not start the server: ${message}`);
  process.exit(1);
});
