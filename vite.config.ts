import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { flowEntrySteps } from './scripts/vite/flow-entry-steps.ts';

/** The browser app: built into dist/ and served by the Fastify server on one port. */
export default defineConfig({
  plugins: [react(), flowEntrySteps(process.cwd())],
  base: '/',
  resolve: {
    // Step copy is never Markdown and step schemas have no remote $ref: see the two stubs for what they replace.
    alias: {
      'markdown-to-jsx/react': new URL('./engine/render/step-form/markdown-stub.ts', import.meta.url).pathname,
      'fast-uri': new URL('./engine/render/step-form/uri-stub.ts', import.meta.url).pathname,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    chunkSizeWarningLimit: 900,
    rollupOptions: {
      onwarn(warning, warn) {
        // The flow entry steps are imported eagerly on purpose (scripts/vite/flow-entry-steps.ts).
        if (warning.code === 'INEFFECTIVE_DYNAMIC_IMPORT') return;
        warn(warning);
      },
      // engine/core is pure (ARCHITECTURE.md): importing its barrel must not pull in the modules a page does not use
      // (calculations and routing would otherwise ride along on the registration entry).
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]engine[\\/]core[\\/]/.test(id) },
    },
  },
  server: {
    port: 5173,
    proxy: { '^/(api|identity|service-[a-z-]+|krang-heloc|ft|waitlist)/': 'http://127.0.0.1:3000' },
  },
});
