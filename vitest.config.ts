import { defineConfig } from 'vitest/config';
import { flowEntrySteps } from './scripts/vite/flow-entry-steps.ts';
import { leanLibraries } from './scripts/vite/lean-libraries.ts';

export default defineConfig({
  plugins: [leanLibraries(process.cwd()), flowEntrySteps(process.cwd())],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    pool: 'forks',
    // One fork per core: left to itself Vitest ran one fork at a time on the 2-core CI host (tests/unit/app: 94 s with
    // the default, 66 s with 2 forks, 64 s with 3, 72 s with 4; measured 2026-12-02).
    maxWorkers: '100%',
    testTimeout: 20000,
    setupFiles: ['tests/unit/dom-timeouts.setup.ts'],
    // A test app on PostgreSQL (TEST_DATABASE_URL) migrates a fresh schema in its beforeAll: slower than SQLite in memory.
    hookTimeout: 30000,
  },
});
