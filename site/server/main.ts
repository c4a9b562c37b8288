import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { adminSocketPath, startAdminSocket } from './admin/socket';
import { buildApp } from './app';
import { ConfigError, loadConfig, type ServerConfig } from './config';
import { createRepository, embeddedDataDir, openDatabase, type Database } from './data';
import { outboxMailer, smtpMailer, type Mailer } from './mail/mailer';
import { recaptchaBotCheck, type BotCheck } from './security/botcheck';
import { loadCsrfSecret } from './security/csrf-secret';
import { hasPrerenderedPages } from './prerendered';

const SHUTDOWN_GRACE_MS = 10_000;

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
    app.log.warn(`No SMTP_URL: email-a-friend messages are written to ${outboxDir(config)} and not sent.`);
  }
  if (config.publicOrigin === null) {
    app.log.info('No PUBLIC_ORIGIN: POSTs must come from the Host they are sent to.');
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (!hasPrerenderedPages(config.distDir)) {
    throw new ConfigError(
      `No built site in ${config.distDir}: run "npm run build" first (npm start does it for you).`,
    );
  }
  const csrfSecret = loadCsrfSecret(config.csrfSecret, config.varDir);
  const db: Database = await openDatabase({
    databaseUrl: config.databaseUrl ?? undefined,
    dataDir: embeddedDataDir(config.varDir),
  });
  const repository = createRepository(db);
  const mailer = mailerFor(config);
  let app: FastifyInstance;
  let admin: { close(): Promise<void> } | null = null;
  try {
    // Only this process can open the embedded database, so the staff CLI reaches it through this socket;
    // with PostgreSQL the CLI connects to the database itself.
    if (db.kind === 'pglite') admin = await startAdminSocket(repository, adminSocketPath(config.varDir));
    app = await buildApp({
      distDir: config.distDir,
      trustProxy: config.trustProxy,
      logLevel: config.logLevel,
      api: {
        repository,
        mailer,
        botCheck: botCheckFor(config),
        csrfSecret,
        publicOrigin: config.publicOrigin,
        siteUrl: config.siteUrl,
        rateLimits: config.rateLimits,
        quizQuestionsFile: config.quizQuestionsFile,
      },
    });
  } catch (error) {
    await admin?.close();
    mailer.close();
    await db.close();
    throw error;
  }
  announceModes(app, config, mailer);

  let closing = false;
  const shutdown = (signal: string): void => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting connections and finish in-flight requests first, then release the database (PGlite
    // flushes and drops its lock file); force-exit if anything hangs.
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app
      .close()
      .then(async () => {
        await admin?.close();
        mailer.close();
        await db.close();
      })
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error(
            { errName: error instanceof Error ? error.name : typeof error },
            'error while shutting down',
          );
          process.exit(1);
        },
      );
  };
  process.once('SIGINT', () => {
    shutdown('SIGINT');
  });
  process.once('SIGTERM', () => {
    shutdown('SIGTERM');
  });

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // E.g. the port is taken: release the database's lock before reporting.
    await app.close();
    await admin?.close();
    mailer.close();
    await db.close();
    throw error;
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`Could not start the server: ${message}\n`);
  process.exit(1);
});
