import { defineConfig } from 'vitest/config';
import { flowEntrySteps } from './scripts/vite/flow-entry-steps.ts';

export default defineConfig({
  plugins: [flowEntrySteps(process.cwd())],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20000,
  },
});
