import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { DATA_CHANGE_PORT } from './tests/data-change/changed-tree';

/**
 * The data-change proof: the repository with data-only additions (tests/data-change/data-only-additions.ts), built
 * and served by tests/data-change/serve-changed-data.ts, walked in the browser by tests/data-change/*.spec.ts.
 */
export default defineConfig({
  ...base,
  testDir: 'tests/data-change',
  snapshotPathTemplate: undefined,
  use: { ...base.use, baseURL: `http://127.0.0.1:${DATA_CHANGE_PORT}` },
  webServer: {
    command: 'npx tsx tests/data-change/serve-changed-data.ts',
    url: `http://127.0.0.1:${DATA_CHANGE_PORT}/healthz`,
    reuseExistingServer: false,
    // The ordinary build runs first (about two minutes on two cores).
    timeout: 600_000,
    stdout: 'pipe',
  },
});
