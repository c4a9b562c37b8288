import { defineConfig } from '@playwright/test';

// Playwright cannot download its own browser here: use Debian's Chromium (apt-get install -y chromium)
// or whatever CHROME_PATH points at.
const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.E2E_PORT ?? 8181);

export default defineConfig({
  testDir: 'test/e2e',
  timeout: 60_000,
  // Each test has its own page and the server keeps no per-visitor state, so tests can share it.
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
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
    timeout: 60_000,
    env: { PORT: String(port), HOST: '127.0.0.1', VAR_DIR: 'var/e2e', LOG_LEVEL: 'warn', BOTCHECK: 'off' },
  },
});
