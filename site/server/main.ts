import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  if (!existsSync(join(config.distDir, 'index.html'))) {
    throw new ConfigError(
      `No built site in ${config.distDir}: run "npm run build" first (npm start does it for you).`,
    );
  }
  const app = await buildApp({
    distDir: config.distDir,
    trustProxy: config.trustProxy,
    logLevel: config.logLevel,
  });

  let closing = false;
  const shutdown = (signal: string): void => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting connections, finish in-flight requests, close resources; force-exit if stuck.
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
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

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`Could not start the server: ${message}\n`);
  process.exit(1);
});
