import { defineConfig } from 'vitest/config';
import { flowEntrySteps } from './scripts/vite/flow-entry-steps.ts';
import { leanLibraries } from './scripts/vite/lean-libraries.ts';

export default defineConfig({
  plugins: [leanLibraries(process.cwd()), flowEntrySteps(process.cwd())],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20000,
    setupFiles: ['tests/unit/dom-timeouts.setup.ts'],
    // A test app on PostgreSQL (TEST_DATABASE_URL) migrates a fresh schema in its beforeAll: slower than SQLite in memory.
    hookTimeout: 30000,
  },
});
