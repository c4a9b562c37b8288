import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { timeBudget } from './test/support/time-budget';

/**
 * Playwright cannot download its own browser here: it uses Debian's. First choice is Chromium's headless
 * shell (apt-get install -y chromium-headless-shell), the same engine as Debian's Chromium without the
 * browser's own interface around it: 24 page loads took about 5 s of CPU in it and 17 s in the full
 * browser's headless mode (which starts WebUI renderers of its own for each window), on this machine in
 * the same minute. Where only the full browser is installed (apt-get install -y chromium) it is used;
 * CHROME_PATH picks another binary.
 */
const executablePath =
  process.env.CHROME_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';
const port = Number(process.env.E2E_PORT ?? 8181);
/**
 * Four workers by default, on two cores: the browser tests wait more than they compute (their tests spent
 * 1,172 s between them on 2026-11-28, and a whole run takes about 360 s alone on four workers), so two tests
 * waiting on a page, a timer or a throttled link leave the cores to two others. Their CPU is larger than
 * `/usr/bin/time` says (174 s): Chromium starts its pages' processes from a zygote, so no parent waits for
 * them. Process accounting of a whole run alone on a quiet 2-core machine (2026-11-28, 232 tests in 5.9 min):
 * 693 CPU-s, of which Chromium 523 (the pages' renderers about 380, each browser's long-lived processes
 * about 36) and Playwright's workers, the server and its stock command 142. `--in-process-gpu` and
 * `--js-flags=--no-opt` each cost more, not less, on 86 of the tests. Six workers failed a home page test in
 * CI beside npm test. `E2E_WORKERS` changes it.
 */
const workers = Number(process.env.E2E_WORKERS ?? 4);
if (!Number.isInteger(workers) || workers < 1) {
  throw new Error(`E2E_WORKERS must be a whole number of 1 or more, got "${process.env.E2E_WORKERS ?? ''}".`);
}

export default defineConfig({
  testDir: 'test/e2e',
  timeout: 60_000,
  // Each test has its own page and the server keeps no per-visitor state, so tests can share it.
  fullyParallel: true,
  workers,
  retries: process.env.CI ? 1 : 0,
  // How long an assertion waits for the page: Playwright's 5 s, stretched like the other hang guards by the
  // machine's load or TEST_TIME_SCALE (test/support/time-budget.ts; .ci/run sets it). Not a timing check: in
  // CI, beside npm test on the same two cores, a page took over 5 s to move focus by a timer and an animation
  // frame (the video modal's frame, a quiz question's heading) and passed on its retry.
  expect: { timeout: timeBudget(5_000) },
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // A fresh database has no shirts (staff set the stock); the tests need the offer, so stock comes first.
    // The built server and staff CLI (npm run build, which test:e2e runs first), as in production.
    command: 'rm -rf var/e2e && node dist-server/staff.js stock --set 100 && node dist-server/server.js',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    // The stock command and the server each open the database first: over a minute on a loaded machine.
    timeout: 180_000,
    env: { PORT: String(port), HOST: '127.0.0.1', VAR_DIR: 'var/e2e', LOG_LEVEL: 'warn', BOTCHECK: 'off' },
  },
});
