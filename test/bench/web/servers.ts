/**
 * The servers under test, each a child process on its own loopback port: the site as an operator starts
 * it (site/server/main.ts), and a bare Fastify static server for the bare React build or, with the same
 * code, for the site's own build (the same-bytes baseline).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './builds';
import { onCleanup } from './cleanup';
import { freePort, runToEnd, startChild, waitForHttp, type Child } from './processes';

/** A server that answers at `base`. */
export interface RunningServer {
  readonly base: string;
  readonly child: Child;
}

/** Runs a TypeScript entry with tsx's loader in a plain node process (no tsx CLI process in between). */
const tsNode = (entry: string): string[] => ['--import', 'tsx', entry];

/**
 * Starts the site on `dist/` with a throwaway embedded database, the way playwright.config.ts does: the
 * T-shirt stock is set first (a new database has none, which hides the offer and changes the page).
 * `extraEnv` adds to (or overrides) that environment, e.g. a raised rate limit for a load test.
 */
export async function startSite(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const varDir = mkdtempSync(join(tmpdir(), 'bench-web-var-'));
  onCleanup('site VAR_DIR', () => {
    rmSync(varDir, { recursive: true, force: true });
  });
  const port = await freePort();
  const env = {
    VAR_DIR: varDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    BOTCHECK: 'off',
    DIST_DIR: join(REPO_ROOT, 'dist'),
    // Whatever the caller's shell has set, measure the default set-up: embedded database, mail outbox.
    DATABASE_URL: '',
    SMTP_URL: '',
    PUBLIC_ORIGIN: '',
    ...extraEnv,
  };
  await runToEnd(
    'stock --set 100',
    process.execPath,
    [...tsNode('site/server/admin/cli.ts'), 'stock', '--set', '100'],
    {
      cwd: REPO_ROOT,
      env,
    },
  );
  const child = startChild('site server', process.execPath, tsNode('site/server/main.ts'), {
    cwd: REPO_ROOT,
    env,
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/`, child);
  return { base, child };
}

/** Files the bare server serves as its page and quiz questions instead of its root's own. */
export interface BareFiles {
  readonly pageFile: string;
  readonly questionsFile: string;
}

/**
 * Starts test/bench/web/bare-server.ts serving `root`: the bare build, or (with `files`) the site's build
 * with the site's page and questions, for the same-bytes baseline.
 */
export async function startBare(root: string, files?: BareFiles): Promise<RunningServer> {
  const port = await freePort();
  const child = startChild(
    files ? 'same-bytes bare server' : 'bare server',
    process.execPath,
    tsNode(join(import.meta.dirname, 'bare-server.ts')),
    {
      cwd: REPO_ROOT,
      env: {
        PORT: String(port),
        BARE_ROOT: root,
        ...(files ? { BARE_PAGE_FILE: files.pageFile, BARE_QUESTIONS_FILE: files.questionsFile } : {}),
      },
    },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/`, child);
  return { base, child };
}
