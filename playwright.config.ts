import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = Number(process.env.E2E_PORT ?? 3199);
// One database file for the server and the workers (they inherit the runner's environment): a test may read what the
// server stored, or put an application where the lifecycle not yet built in the browser would have taken it.
process.env.E2E_DATABASE_FILE ??= join(tmpdir(), `heloc-e2e-${Date.now()}.sqlite`);

/** Browser tests in Debian's headless Chromium against the real server (built app, fresh SQLite file). */
export default defineConfig({
  testDir: 'tests/e2e',
  snapshotPathTemplate: 'tests/e2e/__screenshots__/{testFilePath}/{arg}{ext}',
  timeout: 60_000,
  expect: { timeout: 10_000, toHaveScreenshot: { maxDiffPixels: 8, animations: 'disabled', caret: 'hide' } },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1280, height: 900 },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--font-render-hinting=none'],
    },
    trace: 'off',
  },
  webServer: {
    command: 'npx tsx server/main.ts',
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_FILE: process.env.E2E_DATABASE_FILE,
      // The server's keys in a key file of their own (created with mode 0600), not the repository's keys/ folder.
      HELOC_KEY_FILE: `${process.env.E2E_DATABASE_FILE}.keys.json`,
      RATE_LIMIT_MAX: '10000',
      ALLOW_FLAG_OVERRIDES: '1',
      // The server runs over http here: broker cookies without Secure (they are Secure by default outside development).
      SECURE_COOKIES: '0',
    },
  },
});
